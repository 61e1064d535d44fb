import Dispatch
import Locks
import Testing

@Suite("The lock of ThreadSanitizer builds")
struct PThreadLockTests {
    @Test("PThreadLock gives each withLock the value alone: 4 threads × 10,000 increments make 40,000, and errors pass through")
    func exclusive() throws {
        let lock = PThreadLock(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<10_000 { lock.withLock { $0 += 1 } }
        }
        #expect(lock.withLock { $0 } == 40_000)
        struct Refused: Error {}
        #expect(throws: Refused.self) { try lock.withLock { (_: inout Int) throws(Refused) in throw Refused() } }
        #expect(lock.withLock { $0 } == 40_000)
    }
}
