// What the daemon keeps between libmicrohttpd's callbacks. No MHD types here: a
// connection or response is an opaque pointer that only HTTPDaemon.swift dereferences.
import Foundation
import Locks


/// What one request has accumulated between handler calls (MHD's `req_cls`).
final class RequestContext {
    let method: String
    let path: String
    var body = Data()
    var state = RequestState.receiving(bytes: 0)

    init(method: String, path: String) {
        self.method = method
        self.path = path
    }

    /// What the request is held as, from its hold until it completes.
    var held: Held? { state.held }
}

final class ValueCollector {
    var values: [String: String] = [:]
    /// Header names are filed lowercased (`HTTPRequest.headers`), query keys as sent.
    let lowercasesKeys: Bool

    init(lowercasesKeys: Bool) {
        self.lowercasesKeys = lowercasesKeys
    }

    func add(key: UnsafePointer<CChar>, value: UnsafePointer<CChar>?) {
        values[lowercasesKeys ? Self.lowercased(key) : String(cString: key)] = value.map { String(cString: $0) } ?? ""
    }

    /// A header name with its ASCII letters lowercased, written once from the C string
    /// (names are ASCII tokens; any other byte is kept, as `String(cString:)` keeps it).
    static func lowercased(_ key: UnsafePointer<CChar>) -> String {
        let length = strlen(key)
        return key.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
            String(unsafeUninitializedCapacity: length) { buffer in
                for index in 0..<length {
                    let byte = bytes[index]
                    buffer[index] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
                }
                return length
            }
        }
    }
}

/// A connection pointer filed under a waiter id; used only with MHD's thread-safe resume.
struct ConnectionHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}

/// A response built once, queued again on later connections; destroyed at `stop`.
struct ResponseHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}

/// A held request: a long-poll waiting in the hub, or work on a worker thread.
enum Held: Sendable {
    case poll(HeldPoll)
    case work(WorkTicket)

    var key: HoldKey {
        switch self {
        case .poll(let poll): .poll(poll.waiter)
        case .work(let ticket): .work(ticket.id)
        }
    }
}

/// How a held request is filed while its connection is suspended.
enum HoldKey: Hashable, Sendable {
    case poll(LongPollHub.WaiterID)
    case work(UInt64)
}

/// Work running on a worker thread for a held request; its answer is set once, by the
/// work when it finishes or by shutdown (503) if that comes first.
final class WorkTicket: Sendable {
    let id: UInt64
    /// The job's flag, set when the request completes (its client left) before the work.
    let cancelled: WorkCancellation
    private let answer = Lock<HTTPResponse?>(nil)

    init(id: UInt64, cancelled: WorkCancellation) {
        self.id = id
        self.cancelled = cancelled
    }

    /// Sets the answer if none is set yet; true if this call set it.
    func finish(_ response: HTTPResponse) -> Bool {
        answer.withLock { slot in
            guard slot == nil else { return false }
            slot = response
            return true
        }
    }

    var response: HTTPResponse? { answer.withLock { $0 } }
}

/// Held requests by key: suspended, or woken before the handler suspended them.
struct Suspensions: Sendable {
    enum Slot: Sendable {
        case suspended(ConnectionHandle)
        case woken
    }

    var slots: [HoldKey: Slot] = [:]
    /// Work running or done whose request has not completed, by ticket id.
    var work: [UInt64: WorkTicket] = [:]
    var nextWorkID: UInt64 = 1
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
