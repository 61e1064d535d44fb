import Foundation
import Testing

@testable import SimulatorServer

/// Worker threads serve clients in turn (FairQueue), so one client's queue never stands
/// before another's single job.
@Suite("Fair queue")
struct FairQueueTests {
    @Test("clients are served in turn, each client's jobs in the order they came")
    func roundRobin() {
        var queue = FairQueue<String>()
        for n in 1...3 { queue.append("a\(n)", client: "a") }
        queue.append("b1", client: "b")
        queue.append("c1", client: "c")
        queue.append("b2", client: "b")
        var order: [String] = []
        while let job = queue.removeFirst() { order.append(job) }
        #expect(order == ["a1", "b1", "c1", "a2", "b2", "a3"])
        #expect(queue.isEmpty)
    }

    @Test("a client that comes back after its queue emptied joins the back of the line")
    func comesBack() {
        var queue = FairQueue<String>()
        queue.append("a1", client: "a")
        queue.append("b1", client: "b")
        #expect(queue.removeFirst() == "a1")
        queue.append("a2", client: "a")
        queue.append("c1", client: "c")
        #expect(queue.removeFirst() == "b1")
        #expect(queue.removeFirst() == "a2")
        #expect(queue.removeFirst() == "c1")
        #expect(queue.removeFirst() == nil)
    }

    @Test("the count follows thousands of jobs through the line as it is trimmed")
    func manyJobs() {
        var queue = FairQueue<Int>()
        for n in 0..<3000 { queue.append(n, client: "client \(n % 7)") }
        #expect(queue.count == 3000)
        var taken = 0
        var last: [String: Int] = [:]
        while let n = queue.removeFirst() {
            let client = "client \(n % 7)"
            #expect(last[client].map { $0 < n } ?? true)
            last[client] = n
            taken += 1
        }
        #expect(taken == 3000)
        #expect(queue.count == 0)
    }

    @Test("a busy pool of one thread then serves the clients waiting in turn, one job each, not the first client's queue whole")
    func poolServesInTurn() {
        let pool = WorkPool(threads: 1)
        let gate = DispatchSemaphore(value: 0)
        let running = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let order = Order()
        // The thread is held by another client's job while the others queue, so what is
        // measured is the order of the queue, not how soon the thread starts.
        pool.submit(client: "z") {
            running.signal()
            gate.wait()
        }
        running.wait()
        for n in 1...4 { pool.submit(client: "a") { order.append("a\(n)"); done.signal() } }
        pool.submit(client: "b") { order.append("b1"); done.signal() }
        gate.signal()
        for _ in 0..<5 { done.wait() }
        pool.stop()
        #expect(order.jobs == ["a1", "b1", "a2", "a3", "a4"])
    }
}

/// The jobs a pool ran, in the order they ran.
private final class Order: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    var jobs: [String] { lock.withLock { list } }
    func append(_ job: String) { lock.withLock { list.append(job) } }
}
