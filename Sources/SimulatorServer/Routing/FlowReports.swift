import Foundation
import Locks

/// The reports of the last flows run from the page, kept so a browser tab can open one by
/// URL (its own page, with a policy that lets its inline drawing code run). Bounded: the
/// oldest goes when a newer one comes.
final class FlowReports: Sendable {
    static let kept = 16
    private let reports = Lock<[(id: String, html: Data)]>([])
    /// Ids start `shard-` on a sharded server (`--shard`), so a proxy finds the process
    /// that keeps a report as it finds a session's (docs/SCALING.md).
    let shard: String?

    init(shard: String? = nil) {
        self.shard = shard
    }

    /// Keeps `html` and returns its id: 16 hex digits, after `shard-` when sharded.
    func add(_ html: Data) -> String {
        let hex = (0..<16).map { _ in String(Int.random(in: 0..<16), radix: 16) }.joined()
        let id = shard.map { $0 + "-" + hex } ?? hex
        reports.withLock { list in
            list.append((id, html))
            if list.count > Self.kept { list.removeFirst(list.count - Self.kept) }
        }
        return id
    }

    func html(_ id: String) -> Data? { reports.withLock { list in list.first { $0.id == id }?.html } }
}
