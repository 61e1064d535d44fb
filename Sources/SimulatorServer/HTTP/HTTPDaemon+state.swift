// What the daemon keeps between libmicrohttpd's callbacks. No MHD types here: a
// connection or response is an opaque pointer that only HTTPDaemon.swift dereferences.
import Foundation


/// What one request has accumulated between handler calls (MHD's `req_cls`).
final class RequestContext {
    let method: String
    let path: String
    var body = Data()
    var tooLarge = false
    /// A response was queued (or is being built) for this request.
    var answered = false
    /// Set while the request is a held long-poll.
    var held: HeldPoll?

    init(method: String, path: String) {
        self.method = method
        self.path = path
    }
}

final class ValueCollector {
    var values: [String: String] = [:]
}

/// A connection pointer filed under a waiter id; used only with MHD's thread-safe resume.
struct ConnectionHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}

/// A response built once, queued again on later connections; destroyed at `stop`.
struct ResponseHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}

/// Held long-polls by waiter id: suspended, or woken before the handler suspended them.
struct Suspensions: Sendable {
    enum Slot: Sendable {
        case suspended(ConnectionHandle)
        case woken
    }

    var slots: [LongPollHub.WaiterID: Slot] = [:]
    /// `stop` resumed everything: nothing may be suspended again.
    var isStopping = false
}

/// Where the daemon is in its life, and what it owns at each step.
enum Lifecycle: Sendable {
    /// The daemon's pointer and the retain that keeps `HTTPDaemon` alive for MHD's callbacks.
    struct Running: @unchecked Sendable {
        let daemon: OpaquePointer
        let retainedSelf: Unmanaged<HTTPDaemon>
    }

    /// Bound, not started: the socket is ours to close.
    case bound(ListeningSocket)
    /// Serving; MHD owns the listening socket (MHD_stop_daemon closes it).
    case running(Running)
    /// No longer accepting; MHD gave the listening socket back, closed after the stop.
    case quiesced(Running, listenSocket: Int32)
    /// Stopped (or being stopped): nothing to ask the daemon any more.
    case stopped

    var running: Running? {
        switch self {
        case .running(let running), .quiesced(let running, _): running
        case .bound, .stopped: nil
        }
    }
}
