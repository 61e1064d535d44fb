/// A value of a running SwiftUI form's state (docs/FORMS.md, Programs): what `@State`,
/// `@FocusState`, a model's properties and `@AppStorage` hold, typed as Swift types them.
/// `unknown` is what an expression FormSim cannot evaluate gives (a network call's
/// answer): a row shows its last known value for it, a condition is false.
public enum ProgramValue: Hashable, Sendable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// An enum case, by its name (`.email`).
    case symbol(String)
    /// An optional's `nil`.
    case none
    case list([ProgramValue])
    case unknown

    /// The value as `Text("\(value)")` shows it: Swift's own description (`2`, `2.5`,
    /// `true`), an enum case by name, `nil` for nil.
    public var description: String {
        switch self {
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): Self.describe(value)
        case .string(let value): value
        case .symbol(let name): name
        case .none: "nil"
        case .list(let items): "[" + items.map(\.quotedDescription).joined(separator: ", ") + "]"
        case .unknown: "…"
        }
    }

    /// Inside a list Swift quotes strings.
    private var quotedDescription: String {
        if case .string(let text) = self { return "\"\(text)\"" }
        return description
    }

    /// Swift's `Double.description`: `2.0`, `0.5`, `1e-05`.
    static func describe(_ value: Double) -> String { "\(value)" }

    /// Whether a condition (`if`, `.disabled`, `isPresented`) reads it as true: a Bool
    /// that is true; an optional (`item:`) that holds something.
    public var isTrue: Bool {
        switch self {
        case .bool(let value): value
        case .none, .unknown: false
        default: true
        }
    }

    /// The number, for arithmetic and comparison: an Int or a Double.
    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }
}
