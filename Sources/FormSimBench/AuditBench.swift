import Audit
import ArgumentParser
import Foundation
import Scenes
import SimCore

/// The whole audit of what FormSim ships: every built-in scene and shipped form on every
/// device, both appearances and the twelve text sizes, the run the test command makes.
struct AuditBench: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "audit", abstract: "Times the audit of every shipped form.")

    @Option(help: "The folder of form files.") var forms = "Forms"
    @Option(help: "Runs of the whole audit.") var rounds = 1

    func run() throws {
        print("# Audit (every built-in scene and shipped form; 8 devices, light and dark, 12 text sizes)")
        let library = FormLibrary.load(folders: [URL(fileURLWithPath: forms)])
        var registry = SceneRegistry.builtIn
        let directory = FormDirectory(library.documents)
        for document in library.documents where registry.scene(document.id) == nil {
            registry.register(document.sceneDescriptor(directory: directory))
        }
        let scenes = registry.ids.compactMap { registry.scene($0) }
        let auditor = Auditor()
        var times: [Double] = []
        var found = 0
        for _ in 0..<max(1, rounds) {
            let started = ContinuousClock.now
            found = scenes.reduce(0) { $0 + auditor.audit($1).count }
            times.append((ContinuousClock.now - started) / .seconds(1))
        }
        times.sort()
        let combinations = auditor.devices.count * auditor.appearances.count * auditor.contentSizes.count
        print("- \(scenes.count) forms × \(combinations) combinations, \(found) findings")
        print(String(format: "- seconds for the whole audit: median %.1f, best %.1f (%d rounds; the target is under 60)", times[times.count / 2], times.first ?? 0, times.count))
    }
}
