/// Runs a form's statements and evaluates its expressions over its state (docs/FORMS.md,
/// Programs; BEHAVIOR.md E8): the small interpreter that makes a SwiftUI form's buttons,
/// `.onSubmit` and `.onChange` do what the code says. Pure: the values go in, the
/// changed values and what the screen must do come out.
///
/// Bounded, so that no file can make one event cost more than `budget` steps: a loop or
/// a recursion stops there, and the caller keeps the state as it was before the event.
/// What Swift would trap on (an index out of range, an overflow, a division by zero)
/// stops the event the same way, named, where the app would crash.
public struct ProgramInterpreter {
    /// Statements one event may run.
    public static let statementBudget = 10_000
    /// Expression nodes one event may evaluate (computed properties that read each other
    /// twice over would otherwise double at every level).
    public static let evaluationBudget = 200_000
    /// Expression nodes one evaluation for the screen may evaluate (a label, a condition,
    /// `.disabled`): each made cell evaluates its own, so theirs is smaller.
    public static let displayBudget = 20_000
    /// How deep method calls and computed properties may nest.
    public static let maxDepth = 32
    /// The longest string and list a value may grow to.
    public static let maxLength = 100_000

    public let program: FormProgram
    public internal(set) var values: [String: ProgramValue]
    /// The places of the statements that ran, in order (the last 64).
    public internal(set) var ran: [String] = []
    /// Statements that were skipped, with their places.
    public internal(set) var skipped: [(text: String, at: String?)] = []
    /// Whether `dismiss()` ran.
    public internal(set) var dismissed = false
    /// Why the event stopped before its end, if it did.
    public internal(set) var failure: String?
    public internal(set) var statementsRun = 0

    var locals: [[String: ProgramValue]] = []
    var evaluations = 0
    let evaluationLimit: Int
    /// Computed properties already worked out for the values now (emptied whenever a
    /// statement stores a value): each is evaluated once, so properties that read each
    /// other twice over cost their size, not two to the power of their depth.
    var memo: [String: ProgramValue] = [:]
    var depth = 0
    let types: [String: String]

    /// `types`: the declared types by name, when the caller holds them already (a form's
    /// rules make them once, not at every evaluation).
    public init(
        program: FormProgram, values: [String: ProgramValue], types: [String: String]? = nil,
        evaluationBudget: Int = Self.evaluationBudget
    ) {
        self.program = program
        self.values = values
        evaluationLimit = evaluationBudget
        self.types = types ?? Dictionary(program.state.map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
    }

    /// Why running stopped: the interpreter unwinds with it and records it in `failure`.
    enum Stop: Error {
        case returned
        case failed(String)
    }

    /// Runs `statements` as one action (a tap, a Return); false when it stopped early
    /// (then `failure` says why, and the caller drops `values`).
    @discardableResult
    public mutating func run(_ statements: [ProgramStatement], locals given: [String: ProgramValue] = [:]) -> Bool {
        guard failure == nil else { return false }
        memo = [:]
        locals.append(given)
        defer { locals.removeLast() }
        do throws(Stop) {
            try execute(statements)
        } catch {
            guard case .failed(let why) = error else { return true }
            failure = why
            return false
        }
        return true
    }

    /// An expression's value now; `unknown` where it cannot be evaluated.
    public mutating func evaluate(_ expression: ProgramExpression, locals given: [String: ProgramValue] = [:]) -> ProgramValue {
        if !given.isEmpty { locals.append(given) }
        defer { if !given.isEmpty { locals.removeLast() } }
        do throws(Stop) { return try value(of: expression) } catch {
            if case .failed(let why) = error, failure == nil { failure = why }
            return .unknown
        }
    }
}
