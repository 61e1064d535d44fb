/// Mirrors UIKeyboardType (B7.2).
public enum KeyboardType: String, Sendable {
    case `default`, emailAddress, numberPad, decimalPad, phonePad, URL
    /// The full keyboard opened on its numbers and punctuation plane.
    case numbersAndPunctuation

    /// A number, decimal or phone pad: a pad of digits on iPhone, which iPad lacks (B7.2).
    public var isPad: Bool { self == .numberPad || self == .decimalPad || self == .phonePad }
}

/// Mirrors UIReturnKeyType (B7.1).
public enum ReturnKeyType: String, Sendable {
    case `default`, go, next, done, send, search, join, route, `continue`

    /// Whether the key is drawn blue with a white title, as iOS draws the keys that finish
    /// something (Go, Done, Search, Send, Join, Route, Continue); Return and Next stay grey.
    public var isProminent: Bool { self != .default && self != .next }

    /// The title on the key, as the en_US keyboard shows it.
    public var title: String {
        switch self {
        case .default: "return"
        case .go: "Go"
        case .next: "Next"
        case .done: "Done"
        case .send: "Send"
        case .search: "Search"
        case .join: "Join"
        case .route: "Route"
        case .continue: "Continue"
        }
    }
}

/// Mirrors UITextAutocapitalizationType (B7.11).
public enum AutocapitalizationType: String, Sendable, CaseIterable {
    case none, words, sentences, allCharacters
}

/// Mirrors UITextInputTraits.
public protocol TextInputTraits: AnyObject {
    var keyboardType: KeyboardType { get }
    var returnKeyType: ReturnKeyType { get }
    var isSecureTextEntry: Bool { get }
    var autocapitalizationType: AutocapitalizationType { get }
}

extension TextInputTraits {
    /// UIKit's default.
    public var autocapitalizationType: AutocapitalizationType { .sentences }
}
