import Foundation
import Scenes
import Synchronization
import SimCore
import Testing

@testable import SimulatorServer

/// Sessions and held long-polls are kept in stripes, each behind its own lock, so that
/// requests for different sessions never wait on one another.
@Suite("Striped session map and long-poll hub")
struct StripedLocksTests {
    /// Holds a poll for `session` in `center` and returns its waiter id.
    private func hold(_ center: LongPollCenter, _ session: String) -> LongPollHub.WaiterID? {
        let decision = center.withHub(session: session) { $0.wait(session: session, since: 1, currentVersion: 1, now: 0) }
        guard case .hold(let id, _) = decision else { return nil }
        return id
    }

    @Test("waiters of many sessions get distinct ids, and each session's publish wakes its own alone")
    func waitersAcrossStripes() throws {
        let center = LongPollCenter(stripes: 4)
        let sessions = (0..<40).map { "s\($0)" }
        var ids: [String: LongPollHub.WaiterID] = [:]
        for session in sessions { ids[session] = try #require(hold(center, session)) }
        #expect(Set(ids.values).count == sessions.count)
        #expect(center.count == sessions.count)
        for session in sessions { #expect(center.publish(session: session) == [ids[session]]) }
        #expect(center.count == 0)
    }

    @Test("a waiter cancelled by its id leaves its stripe; the other sessions' waiters stay")
    func cancelFindsItsStripe() throws {
        let center = LongPollCenter(stripes: 4)
        let sessions = (0..<12).map { "s\($0)" }
        var ids: [LongPollHub.WaiterID] = []
        for session in sessions { ids.append(try #require(hold(center, session))) }
        for id in ids.prefix(6) { center.cancel(id) }
        #expect(center.count == 6)
        #expect(sessions.prefix(6).allSatisfy { center.publish(session: $0).isEmpty })
        #expect(sessions.suffix(6).allSatisfy { center.publish(session: $0).count == 1 })
    }

    @Test("the session cap holds for creates racing on many threads, and removes give places back")
    func capAcrossStripes() throws {
        let store = SessionStore(limits: .init(maxSessions: 60, idleSeconds: 1e9), clock: ServerClock())
        let device = try #require(DeviceProfile.named("iphone-15"))
        let configuration = SimulatorConfiguration(device: device, scene: try #require(SceneRegistry.builtIn.scene("login")))
        let created = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<20 {
                if let session = try? store.create(configuration, now: 0) { created.withLock { $0.append(session.session.id) } }
            }
        }
        let ids = created.withLock { $0 }
        #expect(ids.count == 60)
        #expect(store.count == 60)
        #expect(ids.allSatisfy { store.session($0, now: 1) != nil })
        #expect(store.remove(ids[0]) != nil)
        #expect(store.count == 59)
        #expect((try? store.create(configuration, now: 2)) != nil)
        #expect(store.expireIdle(now: 1e9 + 1.5).count == 59)
        #expect(store.count == 1)
    }
}
