import Foundation
import Scenes
import SimCore
import Testing
import Wire

@testable import SimulatorServer

/// The session service in memory: a batch of events is one commit, logged and published
/// to the session's held long-polls, and a batch stops between events for the reasons
/// the server gives it.
@Suite struct SessionServiceTests {
    let hub = LongPollCenter(LongPollHub(holdSeconds: 25))
    let stopping = StopFlag()
    let session: Session

    init() throws {
        let configuration = SimulatorConfiguration(
            device: try #require(DeviceProfile.named("iphone-15")), scene: try #require(SceneRegistry.builtIn.scene("login")),
            clock: .manual)
        session = Session(id: String(repeating: "a", count: 32), configuration: configuration, clock: ServerClock())
    }

    func service(batchSeconds: Double = 60) -> SessionService {
        SessionService(hub: hub, stopping: stopping, timerDeadlines: TimerDeadlines(), batchSeconds: batchSeconds)
    }

    /// Registers a long-poll on the session at its version now.
    func hold() -> LongPollHub.WaiterID? {
        let version = session.state.withLock { $0.log.version }
        let decision = hub.withHub(session: session.id) { $0.wait(session: session.id, since: version, currentVersion: version, now: 0) }
        if case .hold(let waiter, _) = decision { return waiter }
        return nil
    }

    @Test("a batch of events runs each in its own turn, and the log holds one entry of ops from the version before to the last")
    func oneEntry() {
        let input = service().run([.tapTarget("email-field"), .text("ann@example.com")], on: session)
        #expect(input.stop == nil)
        #expect(input.version == input.since + 2)
        #expect(!input.ops.isEmpty)
        let logged = session.state.withLock { $0.log.ops(since: input.since) }
        #expect(logged == .ops(version: input.version, input.ops))
    }

    @Test("a published commit's ops are written once: the input's text is what a poll from before it is answered with")
    func opsWrittenOnce() throws {
        let input = service().run([.tapTarget("email-field")], on: session)
        let text = try #require(input.opsText)
        #expect(text == OpsAnswer.opsText(input.ops))
        let body = session.state.withLock { $0.opsBody(since: input.since, version: input.version, ops: input.ops) }
        #expect(body == OpsAnswer.jsonData(ops: input.ops, version: input.version))
        // A poll from further back is answered from the log, not with the newest text.
        let older = session.state.withLock { $0.opsBody(since: input.since - 1, version: input.version, ops: []) }
        #expect(older == OpsAnswer.jsonData(ops: [], version: input.version))
    }

    @Test("a commit wakes the session's held long-polls")
    func wakesHolds() throws {
        let waiter = try #require(hold())
        let input = service().run([.tapTarget("email-field")], on: session)
        #expect(input.wake == [waiter])
    }

    @Test("events that change nothing log nothing and wake no one")
    func nothingChanged() throws {
        let service = service()
        _ = service.run([.tapTarget("email-field")], on: session)
        _ = try #require(hold())
        let input = service.run([.advance(milliseconds: 0)], on: session)
        #expect(input.ops.isEmpty)
        #expect(input.version == input.since)
        #expect(input.wake.isEmpty)
    }

    @Test("a refused event stops the batch, names its index, and the events before it are committed and published")
    func refused() throws {
        let waiter = try #require(hold())
        let input = service().run([.tapTarget("email-field"), .tapTarget("no-such-element"), .text("x")], on: session)
        guard case .refused(let failure)? = input.stop else {
            Issue.record("expected a refusal, got \(String(describing: input.stop))")
            return
        }
        #expect(failure.eventIndex == 1)
        #expect(input.version == input.since + 1)
        #expect(input.wake == [waiter])
        #expect(session.state.withLock { $0.simulator.firstResponderID } == "email-field")
    }

    @Test("once the server is stopping, a batch ends after the event that was running, which is committed")
    func stoppingBetweenEvents() {
        stopping.set()
        let input = service().run([.tapTarget("email-field"), .text("a"), .text("b")], on: session)
        #expect(input.stop == .serverStopping(ran: 1))
        #expect(input.version == input.since + 1)
    }

    @Test("a batch over its seconds ends between two events and says how many ran")
    func overBudget() {
        let input = service(batchSeconds: -1).run([.tapTarget("email-field"), .text("a"), .text("b")], on: session)
        #expect(input.stop == .overBudget(ran: 1))
        #expect(session.state.withLock { $0.simulator.firstResponderID } == "email-field")
    }

    @Test("a session rebuilt on its scene's new descriptor resets its log one version on and wakes its holds")
    func rebuild() throws {
        let waiter = try #require(hold())
        let before = session.state.withLock { $0.simulator.version }
        let scene = try #require(SceneRegistry.builtIn.scene("login"))
        #expect(service().rebuild(session, on: scene) == [waiter])
        #expect(session.state.withLock { $0.log.version } == before + 1)
        #expect(session.state.withLock { $0.log.ops(since: before) } == .reset)
    }

    @Test("a session of another scene is not rebuilt")
    func rebuildOtherScene() throws {
        let scene = try #require(SceneRegistry.builtIn.scene("contacts"))
        #expect(service().rebuild(session, on: scene) == nil)
    }
}
