import Audit
import ArgumentParser
import Foundation
import Scenes
import SimCore

/// The whole audit of what FormSim ships: every built-in scene and shipped form on every
/// device, both appearances and the twelve text sizes, the run the test command makes.
struct AuditBench: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "audit", abstract: "Times the audit of every shipped form.")

    /// One run: the audit is tens of seconds of work, far above the machine's noise.
    @Option(help: "The folder of the shipped form files.") var forms = "Forms"

    func run() throws {
        print("# Audit (every built-in scene and shipped form; 8 devices, light and dark, 12 text sizes)")
        let registry = SceneRegistry.builtIn(with: FormLibrary.load(folders: [URL(fileURLWithPath: forms)]))
        let auditor = Auditor()
        let started = ContinuousClock.now
        let found = registry.ids.compactMap { registry.scene($0) }.map { auditor.audit($0).count }
        let seconds = (ContinuousClock.now - started) / .seconds(1)
        let combinations = auditor.devices.count * auditor.appearances.count * auditor.contentSizes.count
        print("- \(found.count) forms × \(combinations) combinations, \(found.reduce(0, +)) findings")
        print(String(format: "- the whole audit: %.1f s (the target is under 60 s)", seconds))
    }
}
