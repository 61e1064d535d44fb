import ArgumentParser
import Audit
import Flows
import Foundation
import Scenes
import SimCore

/// `SimulatorServer audit FORM-OR-SCENE...`: every state of each form on each device,
/// appearance and text size, checked for what breaks people (docs/AUDIT.md); exits 1 when
/// an error is found and 2 when a form cannot be read.
struct AuditForms: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit", abstract: "Checks forms on every device for what breaks people (docs/AUDIT.md).")

    @Argument(help: "Form files (.yaml, .yml, .json, .plist, .swift) or built-in scene ids; none: every built-in scene and the forms of --forms.")
    var targets: [String] = []

    @Option(help: ArgumentHelp("Folders of form files whose forms are audited (and whose child forms open).", valueName: "dir"))
    var forms: [String] = []

    @Option(help: "Device ids, comma-separated (default: every device).") var devices: String?
    @Option(help: "light, dark or both, comma-separated (default: both).") var appearances: String?
    @Option(help: "normal, high (Increase Contrast) or both, comma-separated (default: normal).") var contrasts: String?
    @Option(name: .customLong("text-sizes"), help: "Text sizes, comma-separated (default: all twelve).") var textSizes: String?
    @Option(help: "Locales, comma-separated (default: en_US).") var locales: String?
    @Option(help: "Orientations, comma-separated (default: portrait).") var orientations: String?
    @Option(help: "iPad windows, comma-separated: full, twoThirds, half, oneThird, slideOver (default: full; iPhones always fill the screen).")
    var windows: String?

    @Option(help: ArgumentHelp("Write every finding as JSON here.", valueName: "path")) var json: String?
    @Option(help: ArgumentHelp("Write JUnit XML here.", valueName: "path")) var junit: String?
    @Option(help: ArgumentHelp("Write the HTML report here.", valueName: "path")) var report: String?
    @Option(help: ArgumentHelp("A finding that is known and meant, as check:element (crash:export); repeatable. It is still reported, as a warning.", valueName: "check:element"))
    var allow: [String] = []
    @Flag(help: "Print only errors and the summary.") var quiet = false
    @Option(name: .customLong("public"), help: ArgumentHelp("The browser client's folder, whose drawing code draws the report's pictures (default: found beside the executable or in the working folder).", valueName: "dir"))
    var publicDirectory: String?

    func auditor() throws -> Auditor {
        let list = { (text: String?) in text.map { $0.split(separator: ",").map(String.init) } }
        do throws(Auditor.ChoiceError) {
            return try Auditor.choosing(
                devices: list(devices), appearances: list(appearances), contentSizes: list(textSizes), locales: list(locales),
                orientations: list(orientations), windows: list(windows), contrasts: list(contrasts))
        } catch {
            throw ValidationError("--\(error.description)")
        }
    }

    func validate() throws { _ = try auditor() }

    func run() throws {
        var auditor = try auditor()
        auditor.takesPictures = report != nil
        let sources = FormSources.readers
        var library = FormLibrary.load(folders: forms.map { URL(fileURLWithPath: $0) }, sources: sources, projects: FormSources.projects)
        let path = { (file: String) in URL(fileURLWithPath: file).standardizedFileURL.path }
        // A form file of a --forms folder named as a target is that folder's form.
        let loaded = { (target: String) in library.documents.last { library.file(of: $0.id).map(path) == path(target) }?.id }
        var chosen: [SceneDescriptor] = []
        // A target is a built-in scene, a form id of --forms, or a form file.
        for target in targets
        where SceneRegistry.builtIn.scene(target) == nil && !library.documents.contains(where: { $0.id == target }) && loaded(target) == nil {
            do {
                for (document, file) in try FormLibrary.loadAll(file: URL(fileURLWithPath: target), sources: sources) {
                    try library.add(document, file: file)
                }
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(2)
            }
        }
        let registry = SceneRegistry.builtIn(with: library)
        let ids = targets.isEmpty ? registry.ids : targets.map { target in
            registry.scene(target) != nil ? target : (loaded(target) ?? target)
        }
        for id in ids { if let scene = registry.scene(id) { chosen.append(scene) } }
        let started = Date()
        var findings: [AuditFinding] = []
        // iOS's own defaults are not printed one by one: one platform note each, at the end.
        for scene in chosen {
            let found = auditor.audit(scene).allowing(allow)
            findings += found
            for finding in found where finding.platform == nil && (!quiet || finding.severity == .error) {
                print(AuditReport.line(finding))
            }
            print(AuditReport.formSummary(scene.id, found))
        }
        for note in AuditReport.platformNotes(findings) { print(note) }
        let errors = findings.filter { $0.severity == .error }.count
        let platform = findings.filter { $0.platform != nil }.count
        let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
        print("\(errors == 0 ? "passed" : "FAILED"): \(chosen.count) forms on \(auditor.devices.count) devices, \(errors) errors, \(findings.count - errors - platform) warnings, \(platform) findings of iOS's own defaults in \(seconds) s")
        if let json { try AuditReport.json(findings).write(to: URL(fileURLWithPath: json)) }
        if let junit {
            try Data(AuditReport.junit(findings, scenes: chosen.map(\.id), devices: auditor.devices.map(\.id)).utf8)
                .write(to: URL(fileURLWithPath: junit))
        }
        if let report {
            let assets = try PublicFolder.reportAssets(given: publicDirectory)
            try Data(AuditReport.html(findings, assets: assets).utf8).write(to: URL(fileURLWithPath: report))
        }
        if errors > 0 { throw ExitCode(1) }
    }
}
