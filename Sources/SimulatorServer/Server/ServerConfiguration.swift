import Foundation

/// Everything the server is started with.
struct ServerConfiguration: Sendable {
    var host = "127.0.0.1"
    /// 0 picks a free port.
    var port = 8080
    var publicDirectory = URL(fileURLWithPath: "Public")
    var maxSessions = 1000
    var sessionIdleSeconds = 1800.0
    /// How long a long-poll is held before it is answered with no ops.
    var holdSeconds = 25.0
    var maxWaitersPerSession = 16
    /// The longest the timer thread sleeps between looks at holds, idle sessions and
    /// simulator timers.
    var tickSeconds = 0.2
}
