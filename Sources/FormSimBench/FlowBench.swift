import ArgumentParser
import Flows
import Foundation
import Scenes
import SimCore

/// The example flows (Flows/, their forms from Forms/) on all eight devices, headless: steps per second, the
/// figure a CI farm running thousands of flows cares about.
struct FlowBench: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "flows", abstract: "Steps per second of the example flows.")

    @Option(help: "The folder of flow files.") var folder = "Flows"
    @Option(help: "The folder of the forms the flows run.") var forms = "Forms"
    @Option(help: "Runs of the whole set.") var rounds = 5

    func run() throws {
        print("# Flows (the example flows on every device, headless)")
        let url = URL(fileURLWithPath: folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }.sorted()
        let flows = try files.map { try FlowParser.parse(try Data(contentsOf: url.appendingPathComponent($0)), file: $0) }
        let library = FormLibrary.load(folders: [URL(fileURLWithPath: forms)])
        var scenes = SceneRegistry.builtIn
        let directory = FormDirectory(library.documents)
        for document in library.documents { scenes.register(document.sceneDescriptor(directory: directory)) }
        let runner = FlowRunner(scenes: scenes)
        var rates: [Double] = []
        var steps = 0
        var failures = 0
        for _ in 0..<rounds {
            let started = ContinuousClock.now
            steps = 0
            for flow in flows {
                for device in flow.profiles() {
                    let result = runner.run(flow, on: device)
                    steps += result.stepsRun
                    failures += result.failures.count
                }
            }
            let seconds = (ContinuousClock.now - started) / .seconds(1)
            rates.append(Double(steps) / seconds)
        }
        rates.sort()
        let runs = flows.reduce(0) { $0 + $1.profiles().count }
        print("- \(flows.count) flows, \(runs) device runs, \(steps) steps a round; \(failures) failures")
        print(String(format: "- steps per second: median %.0f, best %.0f, worst %.0f (%d rounds)", rates[rates.count / 2], rates.last ?? 0, rates.first ?? 0, rounds))
    }
}
