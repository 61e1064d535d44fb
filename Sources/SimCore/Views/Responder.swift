/// Mirrors UIResponder: the chain that touches nobody handled, nil-target actions and
/// edit commands walk (BEHAVIOR.md B2).
open class Responder {
    public init() {}

    /// The next responder in the chain (B2.1).
    open var next: Responder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
}
