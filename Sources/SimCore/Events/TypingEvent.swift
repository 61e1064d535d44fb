/// What `InputEvent.ifFirstResponder` may hold: typing, which goes to the first responder.
public enum TypingEvent: Equatable, Sendable {
    /// As `InputEvent.key`.
    case key(String, modifiers: KeyModifiers = [])
    /// As `InputEvent.text`.
    case text(String)

    /// The input event it is.
    public var event: InputEvent {
        switch self {
        case .key(let key, let modifiers): .key(key, modifiers: modifiers)
        case .text(let text): .text(text)
        }
    }
}
