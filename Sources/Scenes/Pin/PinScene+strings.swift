import SimCore

extension PinScene {
    /// This scene's strings by key and locale.
    static let strings: [String: [String: String]] = [
        "pin.title": ["en_US": "Enter PIN", "ja_JP": "暗証番号を入力"],
        "pin.waiting": ["en_US": "Enter 4 digits", "ja_JP": "4桁の数字を入力してください"],
        "pin.complete": ["en_US": "PIN %@ entered", "ja_JP": "暗証番号 %@ を入力しました"],
        "pin.clear": ["en_US": "Clear", "ja_JP": "クリア"],
    ]
}
