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

    @Option(help: "Only those of each flow's devices with these ids, comma-separated (a flow with none of them runs nowhere).")
    var devices: String?

    @Option(name: .customLong("devices-override"), help: ArgumentHelp("These devices instead of each flow's own, comma-separated (ipad-10@oneThird for a window).", valueName: "devices"))
    var devicesOverride: String?

    @Option(help: ArgumentHelp("More folders of form files; the flow files' own folders are always read.", valueName: "dir"))
    var forms: [String] = []

    @Option(help: ArgumentHelp("Write JUnit XML here.", valueName: "path")) var junit: String?

    @Option(help: ArgumentHelp("Write the HTML report here.", valueName: "path")) var report: String?

    @Option(name: .customLong("public"), help: "The browser client's folder, whose drawing code the report uses (default: Public/ here, else the one that came with this binary).")
    var publicDirectory: String?

    @Option(name: .customLong("env"), help: ArgumentHelp("A value for ${NAME} in the flows, over their own env.", valueName: "NAME=value"))
    var variables: [String] = []

    @Option(name: .customLong("env-file"), help: ArgumentHelp("A file of NAME=value lines for ${NAME} in the flows (--env wins over it).", valueName: "path"))
    var envFile: String?

    @Option(name: .customLong("flow"), help: ArgumentHelp("Run only the flows with this name (a * in it matches any text); repeatable.", valueName: "name"))
    var flowNames: [String] = []

    @Option(name: .customLong("shard-index"), help: ArgumentHelp("This machine's share of the device runs, from 0 (with --shard-count).", valueName: "n"))
    var shardIndex: Int?

    @Option(name: .customLong("shard-count"), help: ArgumentHelp("How many machines share the device runs: each runs every n-th.", valueName: "n"))
    var shardCount: Int?

    @Option(name: .customLong("include-tags"), help: ArgumentHelp("Run only flows with one of these tags, comma-separated.", valueName: "tags"))
    var includeTags: String?

    @Option(name: .customLong("exclude-tags"), help: ArgumentHelp("Skip flows with any of these tags, comma-separated.", valueName: "tags"))
    var excludeTags: String?

    @Option(help: ArgumentHelp("Compare what each step shows (ids, roles, labels, values, states, frames) with the baselines in this folder (a missing one is written, except under CI=true; either way the device fails).", valueName: "dir"))
    var snapshots: String?

    @Flag(name: .customLong("update-snapshots"), help: "Write this run's steps as the new baselines (with --snapshots).")
    var updateSnapshots = false

    @Flag(help: "Print only failures and the summary.") var quiet = false

    /// `--env-file`'s values, then `--env NAME=value` over them.
    var env: [String: String] {
        get throws {
            var values: [String: String] = try envFile.map { try EnvFile.read(path: $0) } ?? [:]
            for item in variables {
                guard let equals = item.firstIndex(of: "="), !item[..<equals].isEmpty else {
                    throw ValidationError("--env \"\(item)\": expected NAME=value")
                }
                values[String(item[..<equals])] = String(item[item.index(after: equals)...])
            }
            return values
        }
    }

    /// Whether the flow is one `names` asks for (all when none): by its name, `*` matching
    /// any text.
    static func isNamed(_ flow: Flow, by names: [String]) -> Bool {
        names.isEmpty || names.contains { pattern in
            let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
            guard parts.count > 1 else { return flow.name == pattern }
            var rest = Substring(flow.name)
            guard rest.hasPrefix(parts[0]) else { return false }
            rest = rest.dropFirst(parts[0].count)
            for part in parts.dropFirst().dropLast() {
                guard let found = rest.range(of: part) else { return false }
                rest = rest[found.upperBound...]
            }
            return rest.hasSuffix(parts[parts.count - 1])
        }
    }

    static func tagSet(_ list: String?) -> Set<String>? {
        list.map { Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }) }
    }

    func validate() throws {
        _ = try env
        if updateSnapshots && snapshots == nil { throw ValidationError("--update-snapshots needs --snapshots DIR") }
        if let devices {
            for id in devices.split(separator: ",") where DeviceProfile.named(String(id)) == nil {
                throw ValidationError("--devices: \"\(id)\" is not a device; expected \(DeviceProfile.all.map(\.id).joined(separator: ", "))")
            }
        }
        switch (shardIndex, shardCount) {
        case (nil, nil): break
        case (let index?, let count?):
            guard count >= 1, (0..<count).contains(index) else {
                throw ValidationError("--shard-index is from 0 to --shard-count - 1 (got \(index) of \(count))")
            }
        default: throw ValidationError("--shard-index and --shard-count go together")
        }
        if devices != nil && devicesOverride != nil {
            throw ValidationError("--devices narrows each flow's devices and --devices-override replaces them: give one")
        }
        for name in devicesOverride?.split(separator: ",").map(String.init) ?? [] {
            guard let problem = FlowDevice.problem(with: name) else { continue }
            throw ValidationError("--devices-override: \"\(name)\" \(problem)")
        }
    }

    func run() throws {
        let only = devices.map { $0.split(separator: ",").map(String.init) }
        let replacing = devicesOverride.map { $0.split(separator: ",").map(String.init) }
        var flows: [(flow: Flow, file: String)] = []
        let env = try env
        let include = Self.tagSet(includeTags), exclude = Self.tagSet(excludeTags) ?? []
        for file in files {
            do {
                for flow in try FlowParser.parseAll(try Data(contentsOf: URL(fileURLWithPath: file)), file: file, env: env, files: .disk)
                where flow.isSelected(include: include, exclude: exclude) && Self.isNamed(flow, by: flowNames) {
                    flows.append((flow, file))
                }
            } catch let error as FlowError {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(2)
            } catch {
                FileHandle.standardError.write(Data("error: \(file): cannot be read: \(error.localizedDescription)\n".utf8))
                throw ExitCode(2)
            }
        }
        let library = formLibrary()
        // A form id in two places would leave which one runs to the order folders are read.
        if let duplicate = library.errors.first(where: { $0.message.contains("is taken by") }) {
            FileHandle.standardError.write(Data("error: \(duplicate)\n".utf8))
            throw ExitCode(2)
        }
        let runner = FlowRunner(scenes: scenes(library), recordsTrees: report != nil || snapshots != nil)
        let rule = BaselineRule(isCI: BaselineRule.isSet(ProcessInfo.processInfo.environment["CI"]), recordsAll: updateSnapshots)
        let baselines = snapshots.map { FlowSnapshots(directory: URL(fileURLWithPath: $0), rule: rule) }
        // A shard runs every n-th device run of the whole list, counted the same on every machine.
        var counted = 0
        func inShard() -> Bool {
            defer { counted += 1 }
            guard let shardIndex, let shardCount else { return true }
            return counted % shardCount == shardIndex
        }
        let planned = flows.map { entry in entry.flow.profiles(only: only, replacing: replacing).filter { _ in inShard() } }
        let total = planned.reduce(0) { $0 + $1.count }
        var results: [FlowResult] = []
        var console = FlowConsole(report: report)
        var done = 0
        let started = Date()
        for ((flow, file), devices) in zip(flows, planned) where !devices.isEmpty || shardCount == nil {
            do {
                try runner.check(flow, file: file)
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(2)
            }
            if !quiet, let form = library.file(of: flow.scene) { print("\(flow.name): form \(flow.scene) from \(form)") }
            var result = FlowResult(flow: flow, file: file, devices: [])
            for device in devices {
                var outcome = runner.run(flow, on: device)
                var note = ""
                if let baselines {
                    switch try baselines.check(&outcome, file: file) {
                    case .recorded: note = " · snapshot recorded"
                    case .missing: note = " · snapshot missing"
                    case .updated: note = " · snapshot updated"
                    case .matched: note = " · snapshot matches"
                    case .changed(let count): note = " · snapshot differs: \(count) difference\(count == 1 ? "" : "s")"
                    }
                }
                done += 1
                result.devices.append(outcome)
                // An old action id is said even when quiet: the flow needs its new id.
                let oldIDs = outcome.warnings.filter { $0.kind == .oldID }
                if !quiet || !outcome.passed || !oldIDs.isEmpty { print(line(flow, outcome, done: done, total: total) + note) }
                // A line a failure, a few lines of its screen, and its place in the report.
                for failure in outcome.failures {
                    let lines = console.lines(failure, flow: flow, file: file, device: device, flowIndex: results.count)
                    print(lines.joined(separator: "\n"))
                }
                for warning in oldIDs { print(indent("warning: " + warning.message)) }
                if !quiet { for warning in outcome.warnings where warning.kind != .oldID { print(indent("optional, went on: " + warning.message)) } }
            }
            results.append(result)
        }
        let failed = results.flatMap(\.devices).filter { !$0.passed }.count
        let steps = results.reduce(0) { $0 + $1.stepCount }
        let seconds = Date().timeIntervalSince(started)
        print("\(failed == 0 ? "passed" : "FAILED"): \(results.count) flows on \(total) devices, \(failed) failing; \(steps) steps in \(String(format: "%.2f", seconds)) s")
        if let junit { try Data(JUnitReport.xml(results).utf8).write(to: URL(fileURLWithPath: junit)) }
        if let report {
            let assets = try PublicFolder.reportAssets(given: publicDirectory)
            try Data(FlowReport.html(results, assets: assets).utf8).write(to: URL(fileURLWithPath: report))
        }
        if failed > 0 { throw ExitCode(1) }
    }

    /// The forms of `--forms` and of the flow files' folders (SwiftUI files among them).
    func formLibrary() -> FormLibrary {
        let folders = Set(forms.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            + files.map { URL(fileURLWithPath: $0).deletingLastPathComponent().standardizedFileURL.path })
        return FormLibrary.load(folders: folders.sorted().map { URL(fileURLWithPath: $0) }, sources: FormSources.readers, projects: FormSources.projects)
    }

    /// The built-in scenes and `library`'s forms.
    func scenes(_ library: FormLibrary) -> SceneRegistry { .builtIn(with: library) }

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
