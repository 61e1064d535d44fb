import SimCore

extension ReturnKeyType {
    /// A form file's `returnKey` name (docs/FORMS.md); `default` is the plain return key.
    init?(formName: String) {
        switch formName {
        case "next": self = .next
        case "done": self = .done
        case "go": self = .go
        case "send": self = .send
        case "search": self = .search
        case "join": self = .join
        case "default": self = .default
        default: return nil
        }
    }
}
