import Foundation
import SimCore
import Locks

/// One simulated device. Everything mutable sits behind the session's own lock, so
/// sessions never wait for each other.
final class Session: Sendable {
    struct State {
        var simulator: Simulator
        var log: PatchLog
        /// The newest logged commit's ops as JSON text, written once as it is published:
        /// its input's answer and the long polls it wakes carry the same text.
        var latestOps: OpsText?
    }

    /// Ops written as JSON text (`OpsAnswer.opsText`), and the versions they take a
    /// client from and to.
    struct OpsText {
        var from: Int
        var version: Int
        var text: Data
    }

    let id: String
    /// The scene it was opened on: an uploaded form stays while a session has it open.
    let sceneID: String
    let isRealTime: Bool
    let state: Lock<State>

    init(id: String, configuration: SimulatorConfiguration, clock: ServerClock) {
        self.id = id
        sceneID = configuration.scene.id
        isRealTime = configuration.clock == .real
        let simClock: any SimClock =
            configuration.clock == .manual ? ManualClock() : RealClock(source: clock)
        let simulator = Simulator(configuration: configuration, clock: simClock)
        state = Lock(State(simulator: simulator, log: PatchLog(version: simulator.version)))
    }
}
