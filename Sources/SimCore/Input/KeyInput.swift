/// Mirrors UIKeyInput: a responder that takes typed text (B7.3).
public protocol KeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
