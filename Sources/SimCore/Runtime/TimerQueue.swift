/// Mirrors the run loop's timers: actions due at a time on the simulator's clock.
/// Nothing fires by itself: the simulator runs due timers when its clock moves
/// (`advance` events, or the server's tick for real-clock sessions).
public final class TimerQueue {
    public struct Token: Hashable, Sendable { let value: Int }

    private struct Entry {
        let token: Token
        let deadline: Double
        let action: () -> Void
    }

    private var entries: [Entry] = []
    private var counter = 0

    public init() {}

    /// The earliest deadline, if any timer is waiting.
    public var nextDeadline: Double? { entries.map(\.deadline).min() }

    @discardableResult
    public func schedule(at deadline: Double, _ action: @escaping () -> Void) -> Token {
        counter += 1
        let token = Token(value: counter)
        entries.append(Entry(token: token, deadline: deadline, action: action))
        return token
    }

    public func cancel(_ token: Token?) {
        guard let token else { return }
        entries.removeAll { $0.token == token }
    }

    /// Fires every timer due at or before `time`, earliest first (ties in scheduling
    /// order), including timers that firing ones schedule within the window.
    /// Returns how many fired.
    @discardableResult
    public func fire(upTo time: Double) -> Int {
        var fired = 0
        while let index = entries.indices.filter({ entries[$0].deadline <= time })
            .min(by: { (entries[$0].deadline, entries[$0].token.value) < (entries[$1].deadline, entries[$1].token.value) })
        {
            let entry = entries.remove(at: index)
            entry.action()
            fired += 1
        }
        return fired
    }
}
