import Foundation
import Locks

/// A few threads that run jobs, each client's in the order they came and the clients in
/// turn (`FairQueue`), so work that may take seconds (a flow run, a form upload) never
/// holds libmicrohttpd's polling thread, and one client's queue never stands before
/// another's. Threads start
/// with the first job and stay; they are plain threads (no dispatch), so a sanitizer sees
/// every hand-over through `queue`'s lock and the semaphore.
final class WorkPool: Sendable {
    private let threads: Int
    private let queue = Lock(Queue())
    private let ready = DispatchSemaphore(value: 0)

    private struct Queue {
        var jobs = FairQueue<@Sendable () -> Void>()
        var started = 0
        var left = 0
        var stopped = false
    }

    init(threads: Int) {
        self.threads = max(1, threads)
    }

    /// Jobs submitted and not yet taken by a thread.
    var waiting: Int { queue.withLock { $0.jobs.count } }

    /// Queues a job of `client` (a token or an address: whom fairness is between).
    func submit(client: String = "", _ job: @escaping @Sendable () -> Void) {
        let start = queue.withLock { queue -> Bool in
            queue.jobs.append(job, client: client)
            guard queue.started < threads else { return false }
            queue.started += 1
            return true
        }
        if start {
            let thread = Thread { [self] in run() }
            thread.name = "formsim.work"
            thread.start()
        }
        ready.signal()
    }

    /// Threads leave once the jobs queued are done (`waitForThreads(until:)` waits for
    /// that; a job still running when the process exits is simply cut off).
    func stop() {
        let started = queue.withLock { queue -> Int in
            queue.stopped = true
            return queue.started
        }
        for _ in 0..<started { ready.signal() }
    }

    /// After `stop()`: waits until every thread has finished its job and left, or the
    /// deadline passed (false). A job still running holds what it captured (a session,
    /// the router): the server waits for them so that nothing it made outlives it.
    func waitForThreads(until deadline: ContinuousClock.Instant) -> Bool {
        while queue.withLock({ $0.left < $0.started }) {
            guard ContinuousClock.now < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.002)
        }
        return true
    }

    private func run() {
        while true {
            ready.wait()
            let next = queue.withLock { queue -> (job: (@Sendable () -> Void)?, leave: Bool) in
                if let job = queue.jobs.removeFirst() { return (job, false) }
                return (nil, queue.stopped)
            }
            if next.leave {
                queue.withLock { $0.left += 1 }
                ready.signal()  // the next thread leaves too
                return
            }
            next.job?()
        }
    }
}
