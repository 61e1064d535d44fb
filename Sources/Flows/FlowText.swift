/// How a flow names a text: exactly (`Book`), by a regular expression between slashes
/// (`/Res.*Room/`, found anywhere in the text, as `firstMatch`), or by a part of it
/// (`{contains: Book}`).
public enum FlowText: Equatable, Sendable, ExpressibleByStringLiteral {
    case exact(String)
    case pattern(String)
    case contains(String)

    public init(stringLiteral value: String) { self = .exact(value) }

    /// `/…/` is a pattern; anything else the text itself.
    public init(written text: String) {
        if text.count >= 2, text.hasPrefix("/"), text.hasSuffix("/") {
            self = .pattern(String(text.dropFirst().dropLast()))
        } else {
            self = .exact(text)
        }
    }

    /// Whether a pattern compiles: nil when it does, else why not.
    public var problem: String? {
        guard case .pattern(let pattern) = self else { return nil }
        do {
            _ = try Regex(pattern)
            return nil
        } catch {
            return "\"/\(pattern)/\" is not a regular expression: \(error)"
        }
    }

    public func matches(_ text: String?) -> Bool {
        guard let text else { return false }
        switch self {
        case .exact(let wanted): return text == wanted
        case .contains(let part): return text.contains(part)
        case .pattern(let pattern):
            guard let regex = try? Regex(pattern) else { return false }
            return (try? regex.firstMatch(in: text)) != nil
        }
    }

    /// As a report writes it: `"Book"`, `/Res.*Room/`, `containing "Book"`.
    public var description: String {
        switch self {
        case .exact(let text): "\"\(text)\""
        case .pattern(let pattern): "/\(pattern)/"
        case .contains(let part): "containing \"\(part)\""
        }
    }
}
