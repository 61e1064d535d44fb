import ArgumentParser
import Scenes
import SimCore

/// One scenario's event loop and nothing else, to run under a profiler:
/// `valgrind --tool=callgrind FormSimBench profile --scene contacts --events 200`.
/// `--rows N` runs the typing loop of the SimCore bench's generated N-row form instead.
struct ProfileRun: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile", abstract: "Runs one scenario's events with no timing, for callgrind.")

    @Option(help: "A built-in scene of the SimCore bench's per-event scenarios.") var scene = "contacts"
    @Option(help: "Run a generated form of this many rows instead (typing in its first field).") var rows: Int?
    @Option(help: "Events to send.") var events = 200

    func run() throws {
        let sim: Simulator
        let setup: [InputEvent]
        let loop: [InputEvent]
        if let rows {
            let document = try FormParser.parse(SimCoreBench.formText(rows: rows), file: "big.yaml")
            guard let made = SimCoreBench.simulator(scene: document.sceneDescriptor) else { throw ValidationError("no iphone-15") }
            (sim, setup, loop) = (made, [.tapTarget("t0")], [.text("a"), .key("Backspace")])
        } else {
            guard let descriptor = SceneRegistry.builtIn.scene(scene), let scenario = SimCoreBench.scenarios[scene],
                let made = SimCoreBench.simulator(scene: descriptor)
            else { throw ValidationError("--scene must be one of \(SimCoreBench.scenarios.keys.sorted())") }
            (sim, setup, loop) = (made, scenario.setup, scenario.loop)
        }
        _ = try sim.send(setup)
        var ops = 0
        for i in 0..<events { ops += try sim.send([loop[i % loop.count]]).ops.count }
        print("\(events) events, \(ops) ops")
    }
}
