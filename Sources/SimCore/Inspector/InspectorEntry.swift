/// One line of the inspector's event log: what happened, to which view, when (seconds on
/// the simulator clock) and in which order (`sequence` keeps counting past the ring's end).
public struct InspectorEntry: Equatable, Sendable {
    /// The kinds of facts the log records.
    public enum Kind: String, Sendable {
        case touchBegan, touchEnded, touchCancelled
        case gesture
        case controlEvent
        case valueChanged
        case becomeFirstResponder, resignFirstResponder
        case present, dismiss
        case rotate
        case scroll
        case settings
        /// Something the app asked for that the simulator would not do (a push past the
        /// navigation stack's limit), with why.
        case refused
        /// An exception nobody caught: the app crashed (E3.S3).
        case exception
        /// The app's own line: an action of a SwiftUI form that stopped, a statement the
        /// simulator skipped (as an app's `os_log` reaches the console).
        case app
    }

    public var sequence: Int
    public var time: Double
    public var kind: Kind
    /// The view or responder concerned: its element id, else its class name.
    public var subject: String
    public var detail: String?

    public init(sequence: Int, time: Double, kind: Kind, subject: String, detail: String? = nil) {
        self.sequence = sequence
        self.time = time
        self.kind = kind
        self.subject = subject
        self.detail = detail
    }
}
