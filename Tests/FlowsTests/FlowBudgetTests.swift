import Flows
import Synchronization
import Testing

/// `FlowBudget` with a manual clock: events charged, and the time limit.
@Suite struct FlowBudgetTests {
    final class ManualTime: Sendable {
        let seconds = Atomic<Int>(0)
        func now() -> Double { Double(seconds.load(ordering: .relaxed)) }
    }

    @Test("events within the budget are charged; a batch that would pass it is refused and the budget stays spent")
    func events() {
        let budget = FlowBudget(maxEvents: 100, maxSeconds: 10, now: { 0 })
        #expect(budget.charge(64) == nil)
        #expect(budget.charge(36) == nil)
        #expect(budget.charge(1) == "the run would pass its limit of 100 events (100 sent)")
        #expect(budget.events == 100)
        #expect(budget.overrun == "the run would pass its limit of 100 events (100 sent)")
    }

    @Test("once its seconds have passed the budget is overrun and charges nothing more")
    func time() {
        let time = ManualTime()
        let budget = FlowBudget(maxEvents: 100, maxSeconds: 2, now: { time.now() })
        time.seconds.store(2, ordering: .relaxed)
        #expect(budget.overrun == nil)
        time.seconds.store(3, ordering: .relaxed)
        #expect(budget.overrun == "the run passed its time limit of 2 s")
        #expect(budget.charge(1) != nil)
        #expect(budget.events == 0)
    }
}
