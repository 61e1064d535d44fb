import SimCore

/// A refusal as the API answers it: a snake_case code, a sentence that says what was
/// wrong and, for a covered target, what covers it. Wire's readers of request bodies
/// refuse with these; the simulator's typed `InputError`s become one here, so the
/// codes live at the edge and nowhere in SimCore.
public struct WireError: Error, Equatable, Sendable {
    public var code: String
    public var message: String
    /// What covers the target of a refused `exclusive` touch (`target_covered`).
    public var covering: Covering?

    public init(_ code: String, _ message: String, covering: Covering? = nil) {
        self.code = code
        self.message = message
        self.covering = covering
    }

    /// The simulator's refusal, under its API code and with its sentence.
    public init(_ error: InputError) {
        self.init(error.kind.code, error.message, covering: error.covering)
    }

    /// A field of an event that is missing or wrong, named by its path.
    static func field(_ path: String, _ problem: String) -> WireError {
        WireError("invalid_event", "\(path) \(problem)")
    }
}
