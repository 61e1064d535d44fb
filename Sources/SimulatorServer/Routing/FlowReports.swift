import Foundation
import Locks

/// The reports of the last flows run from the page, kept so a browser tab can open one by
/// URL (its own page, with a policy that lets its inline drawing code run). Bounded in
/// count and in bytes, each and together: the oldest go when a newer one needs the room,
/// and a report larger than `maxBytesEach` is not kept at all.
final class FlowReports: Sendable {
    static let kept = 16
    static let maxBytesEach = 16 << 20
    static let maxBytesTotal = 64 << 20
    private let reports = Lock<[(id: String, html: Data)]>([])
    /// Ids start `shard-` on a sharded server (`--shard`), so a proxy finds the process
    /// that keeps a report as it finds a session's (docs/SCALING.md).
    let shard: String?

    init(shard: String? = nil) {
        self.shard = shard
    }

    /// Keeps `html` and returns its id (16 hex digits, after `shard-` when sharded), or
    /// nil when it is larger than `maxBytesEach`.
    func add(_ html: Data) -> String? {
        guard html.count <= Self.maxBytesEach else { return nil }
        let hex = (0..<16).map { _ in String(Int.random(in: 0..<16), radix: 16) }.joined()
        let id = shard.map { $0 + "-" + hex } ?? hex
        reports.withLock { list in
            list.append((id, html))
            var total = list.reduce(0) { $0 + $1.html.count }
            while list.count > Self.kept || total > Self.maxBytesTotal {
                total -= list.removeFirst().html.count
            }
        }
        return id
    }

    func html(_ id: String) -> Data? { reports.withLock { list in list.first { $0.id == id }?.html } }

    /// Bytes kept now.
    var bytes: Int { reports.withLock { $0.reduce(0) { $0 + $1.html.count } } }

    /// Gives the allocator's free pages back to the system: a report's run records a tree
    /// per step and device, hundreds of megabytes freed at once, which glibc's malloc
    /// would otherwise keep as the process's own.
    static func returnFreedMemory() {
        #if canImport(Glibc)
        _ = glibcMallocTrim(0)
        #endif
    }
}

#if canImport(Glibc)
/// glibc's `malloc_trim` (malloc.h, which the Glibc module does not import).
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
