import SimCore
import Wire
import Testing

@testable import SimulatorServer

@Suite("PatchLog")
struct PatchLogTests {
    func op(_ n: Int) -> RenderOp { .remove(id: "n\(n)") }

    @Test("The current version is up to date")
    func upToDate() {
        #expect(PatchLog(version: 1).ops(since: 1) == .upToDate)
    }

    @Test("An older version in the log gets every op since, concatenated")
    func concatenates() {
        var log = PatchLog(version: 1)
        log.record(version: 2, ops: [op(2)])
        log.record(version: 3, ops: [op(3), op(33)])
        #expect(log.ops(since: 1) == .ops(version: 3, [op(2), op(3), op(33)]))
        #expect(log.ops(since: 2) == .ops(version: 3, [op(3), op(33)]))
    }

    @Test("Version 0, a newer version and a negative one get a reset")
    func resets() {
        var log = PatchLog(version: 1)
        log.record(version: 2, ops: [op(2)])
        #expect(log.ops(since: 0) == .reset)
        #expect(log.ops(since: 3) == .reset)
        #expect(log.ops(since: -5) == .reset)
    }

    @Test("A version older than the ring holds gets a reset")
    func tooOld() {
        var log = PatchLog(version: 1, capacity: 4)
        for v in 2...10 { log.record(version: v, ops: [op(v)]) }
        #expect(log.entries.count == 4)
        #expect(log.ops(since: 5) == .reset)
        #expect(log.ops(since: 6) == .ops(version: 10, [op(7), op(8), op(9), op(10)]))
    }

    @Test("Wrapped round more than once, then cut by a gap, the ring fills again oldest first")
    func wrapThenGap() {
        var log = PatchLog(version: 1, capacity: 3)
        for v in 2...9 { log.record(version: v, ops: [op(v)]) }
        #expect(log.entries.map(\.version) == [7, 8, 9])
        #expect(log.ops(since: 7) == .ops(version: 9, [op(8), op(9)]))
        log.record(version: 12, ops: [op(12)])
        for v in 13...14 { log.record(version: v, ops: [op(v)]) }
        #expect(log.entries.map(\.version) == [12, 13, 14])
        #expect(log.ops(since: 9) == .reset)
        #expect(log.ops(since: 11) == .ops(version: 14, [op(12), op(13), op(14)]))
    }

    @Test("A gap in versions drops the history before it")
    func gap() {
        var log = PatchLog(version: 1)
        log.record(version: 2, ops: [op(2)])
        log.record(version: 5, ops: [op(5)])
        #expect(log.ops(since: 2) == .reset)
        #expect(log.ops(since: 4) == .ops(version: 5, [op(5)]))
    }

    @Test("Several commits logged as one entry: clients at its start get its ops, a version inside it gets a reset")
    func spanningEntry() {
        var log = PatchLog(version: 1)
        log.record(version: 2, ops: [op(2)])
        log.record(from: 2, to: 6, ops: [op(6)])
        log.record(version: 7, ops: [op(7)])
        #expect(log.ops(since: 1) == .ops(version: 7, [op(2), op(6), op(7)]))
        #expect(log.ops(since: 2) == .ops(version: 7, [op(6), op(7)]))
        #expect(log.ops(since: 4) == .reset)
        #expect(log.ops(since: 6) == .ops(version: 7, [op(7)]))
        // A span that does not start at the last version drops the history, as a gap does.
        log.record(from: 9, to: 10, ops: [op(10)])
        #expect(log.ops(since: 7) == .reset)
        #expect(log.ops(since: 9) == .ops(version: 10, [op(10)]))
    }
}
