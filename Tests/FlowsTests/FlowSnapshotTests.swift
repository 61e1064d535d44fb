import Flows
import Foundation
import SimCore
import Testing

/// Render-tree baselines: written where missing, matched on the next run, a changed
/// screen failing its step with the elements that changed, accepted by an update.
@Suite struct FlowSnapshotTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func run(_ text: String, on device: String = "iphone-15") throws -> FlowDeviceResult {
        let flow = try FlowParser.parse(text, file: "birthday.yaml")
        var runner = FlowRunner(scenes: .builtIn)
        runner.recordsTrees = true
        return runner.run(flow, on: try #require(DeviceProfile.named(device)))
    }

    static let flow = "scene: contacts\nsteps:\n  - tap: birthday\n  - pick: {target: birthday-picker, date: 1990-01-15}\n"

    @Test("a first run writes the baseline and fails, having compared nothing; the next run of the same flow matches it")
    func recordThenMatch() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = FlowSnapshots(directory: folder)
        var first = try run(Self.flow)
        #expect(try snapshots.check(&first, file: "birthday.yaml") == .recorded)
        #expect(!first.passed)
        #expect(first.failures.first?.message.contains("was missing, so recorded; run again") == true)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("birthday/iphone-15.json").path))
        var second = try run(Self.flow)
        #expect(try snapshots.check(&second, file: "birthday.yaml") == .matched)
        #expect(second.passed)
    }

    @Test("a step whose screen changed fails, naming the changed elements, and keeps the baseline for the report")
    func changedStep() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = FlowSnapshots(directory: folder)
        var first = try run(Self.flow)
        _ = try snapshots.check(&first, file: "birthday.yaml")
        var other = try run(Self.flow.replacingOccurrences(of: "1990-01-15", with: "1991-02-16"))
        #expect(try snapshots.check(&other, file: "birthday.yaml") == .changed(steps: 1))
        let failure = try #require(other.failures.first)
        #expect(failure.step == 1)
        #expect(failure.message.contains("step 2: the screen differs from the snapshot"))
        #expect(failure.message.contains("birthday-value"))
        #expect(other.steps[1].baseline != nil)
        #expect(other.steps[1].changed.contains("birthday-value"))
        #expect(other.steps[0].baseline == nil)
    }

    @Test("--update-snapshots writes the new trees and fails the run; the next run matches them")
    func update() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var first = try run(Self.flow)
        _ = try FlowSnapshots(directory: folder).check(&first, file: "birthday.yaml")
        let changed = Self.flow.replacingOccurrences(of: "1990-01-15", with: "1991-02-16")
        var updated = try run(changed)
        #expect(try FlowSnapshots(directory: folder, update: true).check(&updated, file: "birthday.yaml") == .updated)
        #expect(updated.failures.map(\.message).contains { $0.contains("written anew (--update-snapshots)") })
        var again = try run(changed)
        #expect(try FlowSnapshots(directory: folder).check(&again, file: "birthday.yaml") == .matched)
    }

    @Test("the report draws the baseline beside this run where a step differs")
    func reportPair() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var first = try run(Self.flow)
        _ = try FlowSnapshots(directory: folder).check(&first, file: "birthday.yaml")
        var other = try run(Self.flow.replacingOccurrences(of: "1990-01-15", with: "1991-02-16"))
        _ = try FlowSnapshots(directory: folder).check(&other, file: "birthday.yaml")
        let flow = try FlowParser.parse(Self.flow, file: "birthday.yaml")
        let html = FlowReport.html([FlowResult(flow: flow, file: "birthday.yaml", devices: [other])], assets: FlowReportAssets())
        #expect(html.contains("<canvas data-baseline=\"0:0:1\"></canvas><figcaption>snapshot</figcaption>"))
        #expect(!html.contains("data-baseline=\"0:0:0\""))
        #expect(html.contains("\"baselines\":{\"1\":"))
    }
}
