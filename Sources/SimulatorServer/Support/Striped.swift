import Locks

/// Values kept in stripes, each behind a lock of its own, a string key (a session id)
/// choosing the stripe: requests for different keys mostly take different locks. The
/// session map and the long-poll hubs are kept so.
final class Striped<Value: Sendable>: Sendable {
    /// A stripe's lock (a class: `Mutex` cannot sit in an array).
    private final class Stripe: Sendable {
        let value: Lock<Value>
        init(_ value: Value) { self.value = Lock(value) }
    }

    private let stripes: [Stripe]

    /// `count` stripes (at least one), the one at each index starting as `make(index)`.
    init(count: Int, _ make: (Int) -> Value) {
        stripes = (0..<max(1, count)).map { Stripe(make($0)) }
    }

    var count: Int { stripes.count }

    /// The stripe `key` is kept in.
    func index(of key: String) -> Int {
        Int(UInt(bitPattern: key.hashValue) % UInt(stripes.count))
    }

    /// Runs `body` on the stripe at `index`, under its lock.
    func withLock<Result: Sendable>(stripe index: Int, _ body: (inout Value) -> Result) -> Result {
        stripes[index].value.withLock { body(&$0) }
    }

    /// Runs `body` on the stripe `key` is kept in, under its lock.
    func withLock<Result: Sendable>(key: String, _ body: (inout Value) -> Result) -> Result {
        withLock(stripe: index(of: key), body)
    }

    /// Runs `body` on every stripe in turn, each under its lock.
    func withEach<Result: Sendable>(_ body: (inout Value) -> Result) -> [Result] {
        stripes.map { stripe in stripe.value.withLock { body(&$0) } }
    }
}
