import SimCore

extension SelectionScene {
    /// This scene's strings by key and locale.
    static let strings: [String: [String: String]] = [
        "selection.title": ["en_US": "Selection", "ja_JP": "選択"],
        "selection.edit": ["en_US": "Edit", "ja_JP": "編集"],
        "selection.done": ["en_US": "Done", "ja_JP": "完了"],
        "selection.row": ["en_US": "Row %d", "ja_JP": "行 %d"],
        "selection.multipleOff": ["en_US": "Multiple: Off", "ja_JP": "複数選択: オフ"],
        "selection.multipleOn": ["en_US": "Multiple: On", "ja_JP": "複数選択: オン"],
        "selection.selectRow3": ["en_US": "Select row 3", "ja_JP": "行 3 を選択"],
        "selection.styleDefault": ["en_US": "Style: Default", "ja_JP": "スタイル: 標準"],
        "selection.styleNone": ["en_US": "Style: None", "ja_JP": "スタイル: なし"],
        "selection.log": ["en_US": "Delegate log", "ja_JP": "デリゲートのログ"],
    ]
}
