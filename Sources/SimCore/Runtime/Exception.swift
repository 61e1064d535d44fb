/// Mirrors NSException as far as a crash report needs: its name and reason. In UIKit
/// an exception nobody catches ends the app; in SimCore it marks the app crashed
/// (`Window.raise(_:)`), and the simulator refuses input until it is relaunched.
public struct Exception: Equatable, Sendable {
    public var name: String
    public var reason: String

    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// The line the system logs as the app ends.
    public var message: String { "Terminating app due to uncaught exception '\(name)', reason: '\(reason)'" }
}
