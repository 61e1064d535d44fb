/// Why input or a session request was refused: a snake_case code and a sentence that
/// says what was wrong. The server answers it as a 4xx JSON error.
public struct InputError: Error, Equatable, Sendable {
    public var code: String
    public var message: String

    public init(_ code: String, _ message: String) {
        self.code = code
        self.message = message
    }
}
