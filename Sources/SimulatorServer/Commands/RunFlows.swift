import ArgumentParser
import Flows
import Foundation
import Scenes
import SimCore

/// `SimulatorServer run-flows FILE...`: runs flow files on the engine directly, a line per
/// flow and device, JUnit XML and an HTML report; exits 1 when an expectation fails and 2
/// when a flow cannot be read (docs/FLOWS.md).
struct RunFlows: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run-flows", abstract: "Runs flow files headless on their devices (docs/FLOWS.md).")

    @Argument(help: "Flow files (.yaml, .yml, .json).") var files: [String]

    @Option(help: "Only these device ids, comma-separated (default: each flow's devices).")
    var devices: String?

    @Option(help: ArgumentHelp("More folders of form files; the flow files' own folders are always read.", valueName: "dir"))
    var forms: [String] = []

    @Option(help: ArgumentHelp("Write JUnit XML here.", valueName: "path")) var junit: String?

    @Option(help: ArgumentHelp("Write the HTML report here.", valueName: "path")) var report: String?

    @Option(name: .customLong("public"), help: "The browser client's folder, whose drawing code the report uses.")
    var publicDirectory = "Public"

    @Flag(help: "Print only failures and the summary.") var quiet = false

    func validate() throws {
        if let devices {
            for id in devices.split(separator: ",") where DeviceProfile.named(String(id)) == nil {
                throw ValidationError("--devices: \"\(id)\" is not a device; expected \(DeviceProfile.all.map(\.id).joined(separator: ", "))")
            }
        }
    }

    func run() throws {
        let only = devices.map { $0.split(separator: ",").map(String.init) }
        var flows: [(flow: Flow, file: String)] = []
        for file in files {
            do {
                flows.append((try FlowParser.parse(try Data(contentsOf: URL(fileURLWithPath: file)), file: file), file))
            } catch let error as FlowError {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(2)
            } catch {
                FileHandle.standardError.write(Data("error: \(file): cannot be read: \(error.localizedDescription)\n".utf8))
                throw ExitCode(2)
            }
        }
        let runner = FlowRunner(scenes: scenes(), recordsTrees: report != nil)
        let total = flows.reduce(0) { $0 + $1.flow.profiles(only: only).count }
        var results: [FlowResult] = []
        var done = 0
        let started = Date()
        for (flow, file) in flows {
            do {
                try runner.check(flow, file: file)
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(2)
            }
            var result = FlowResult(flow: flow, file: file, devices: [])
            for device in flow.profiles(only: only) {
                let outcome = runner.run(flow, on: device)
                done += 1
                result.devices.append(outcome)
                if !quiet || !outcome.passed { print(line(flow, outcome, done: done, total: total)) }
                for failure in outcome.failures { print(indent(failure.message)) }
            }
            results.append(result)
        }
        let failed = results.flatMap(\.devices).filter { !$0.passed }.count
        let steps = results.reduce(0) { $0 + $1.stepCount }
        let seconds = Date().timeIntervalSince(started)
        print("\(failed == 0 ? "passed" : "FAILED"): \(results.count) flows on \(total) devices, \(failed) failing; \(steps) steps in \(String(format: "%.2f", seconds)) s")
        if let junit { try Data(JUnitReport.xml(results).utf8).write(to: URL(fileURLWithPath: junit)) }
        if let report {
            let assets = FlowReportAssets(publicDirectory: URL(fileURLWithPath: publicDirectory))
            try Data(FlowReport.html(results, assets: assets).utf8).write(to: URL(fileURLWithPath: report))
        }
        if failed > 0 { throw ExitCode(1) }
    }

    /// The built-in scenes and the forms of `--forms` and of the flow files' folders.
    func scenes() -> SceneRegistry {
        let folders = Set(forms + files.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
        let library = FormLibrary.load(folders: folders.sorted().map { URL(fileURLWithPath: $0) }, sources: FormSources.readers)
        var registry = SceneRegistry.builtIn
        let directory = FormDirectory(library.documents)
        for document in library.documents where registry.scene(document.id) == nil {
            registry.register(document.sceneDescriptor(directory: directory))
        }
        return registry
    }

    func line(_ flow: Flow, _ result: FlowDeviceResult, done: Int, total: Int) -> String {
        let width = String(total).count
        let count = String(repeating: " ", count: max(0, width - String(done).count)) + "\(done)/\(total)"
        let ms = String(format: "%.1f", result.seconds * 1000)
        return "[\(count)] \(result.passed ? "✓" : "✗") \(flow.name) · \(result.device.id) · \(result.stepsRun) steps · \(ms) ms"
    }

    func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(separator: "\n")
    }
}
