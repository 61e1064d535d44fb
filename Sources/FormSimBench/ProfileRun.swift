import ArgumentParser
import Foundation
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
    @Option(help: "Run a cell of the events bench instead: FORM/DEVICE/EVENT (contacts/ipad-10/rotation).") var cell: String?
    @Option(help: "The folder holding shipping.yaml (with --cell).") var forms = "Forms"

    func run() throws {
        if let cell {
            let parts = cell.split(separator: "/").map(String.init)
            guard parts.count == 3, let scene = EventMatrix.scenes(forms: URL(fileURLWithPath: forms))[parts[0]],
                let matrixCell = EventMatrix.cell(form: parts[0], device: parts[1], event: parts[2]),
                let sim = EventMatrix.simulator(scene: scene, device: parts[1])
            else { throw ValidationError("--cell is FORM/DEVICE/EVENT, one of \(EventMatrix.devices) and \(EventMatrix.events)") }
            let (watch, each) = EventBench.measure(matrixCell, on: sim, events: events)
            let apart = each.map { String(format2: $0.percentile(50) / 1_000) }.joined(separator: " / ")
            print("\(events) events, p50 \(String(format2: watch.percentile(50) / 1_000)) µs (each of the loop's events: \(apart))")
            return
        }
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
