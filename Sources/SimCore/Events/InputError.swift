/// Why input or a session request was refused: a snake_case code and a sentence that
/// says what was wrong. The server answers it as a 4xx JSON error.
public struct InputError: Error, Equatable, Sendable {
    public var code: String
    public var message: String
    /// What covers the target of a refused `exclusive` touch (`target_covered`).
    public var covering: Covering?

    public init(_ code: String, _ message: String, covering: Covering? = nil) {
        self.code = code
        self.message = message
        self.covering = covering
    }
}
