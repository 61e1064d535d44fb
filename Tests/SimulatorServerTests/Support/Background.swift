import Foundation
import Locks

/// Runs a blocking closure on its own thread (not the test's cooperative pool) and
/// records when it finished.
final class Background<Value: Sendable>: Sendable {
    private let result = Lock<(value: Value, finished: ContinuousClock.Instant)?>(nil)
    private let done = DispatchSemaphore(value: 0)

    init(_ body: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            let value = body()
            result.withLock { $0 = (value, .now) }
            done.signal()
        }
        thread.start()
    }

    var isFinished: Bool { result.withLock { $0 != nil } }

    /// The value and when it was ready, or nil if not ready within `timeout` seconds.
    func wait(timeout: Double) -> (value: Value, finished: ContinuousClock.Instant)? {
        guard done.wait(timeout: .now() + timeout) == .success else { return nil }
        done.signal()
        return result.withLock { $0 }
    }
}
