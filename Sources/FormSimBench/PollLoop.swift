import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Many long-polls on non-blocking sockets under one poll(2) loop: each answer is
/// counted and the poll re-armed from the version it brought.
final class PollLoop {
    var polls: [(connection: BenchConnection, id: String, version: Int, buffer: [UInt8])] = []

    init(port: Int, sessions: [(String, Int)]) throws {
        for (id, version) in sessions {
            let connection = try BenchConnection(port: port, blocking: false)
            try connection.send("GET", "/api/sessions/\(id)/events?since=\(version)")
            polls.append((connection, id, version, []))
        }
    }

    private static let ops = Array(#""ops":[{"#.utf8)

    /// Runs for `seconds`; returns the answers that carried ops.
    func run(seconds: Double) -> Int {
        var delivered = 0
        let end = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var fds = polls.map { pollfd(fd: $0.connection.fd, events: Int16(POLLIN), revents: 0) }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while ContinuousClock.now < end {
            let n = poll(&fds, nfds_t(fds.count), 50)
            guard n > 0 else { continue }
            for i in fds.indices where fds[i].revents & Int16(POLLIN) != 0 {
                fds[i].revents = 0
                let count = chunk.withUnsafeMutableBytes { read(fds[i].fd, $0.baseAddress, $0.count) }
                guard count > 0 else { continue }
                polls[i].buffer.append(contentsOf: chunk[0..<count])
                // Read as bytes: the load generator shares the two cores with the server.
                while let head = BenchConnection.head(of: polls[i].buffer) {
                    let (carried, version) = polls[i].buffer.withUnsafeBufferPointer { b in
                        (
                            BenchConnection.find(Self.ops, in: b, from: head.body.lowerBound, before: head.body.upperBound) != nil,
                            BenchConnection.version(in: b, body: head.body)
                        )
                    }
                    polls[i].buffer.removeFirst(head.used)
                    if head.status == 200, carried { delivered += 1 }
                    polls[i].version = version ?? polls[i].version
                    try? polls[i].connection.send("GET", "/api/sessions/\(polls[i].id)/events?since=\(polls[i].version)")
                }
            }
        }
        return delivered
    }
}
