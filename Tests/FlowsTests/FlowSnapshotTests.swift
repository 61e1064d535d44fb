import Flows
import Foundation
import SimCore
import Testing
import Wire

/// Snapshot baselines: written where missing, matched on the next run, a difference
/// failing once with what changed, accepted by an update.
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
        #expect(first.failures.first?.message.contains("was missing, so it was recorded; review it and run again") == true)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("birthday/iphone-15.json").path))
        var second = try run(Self.flow)
        #expect(try snapshots.check(&second, file: "birthday.yaml") == .matched)
        #expect(second.passed)
    }

    @Test("under CI a missing baseline fails the run and nothing is written")
    func missingUnderCI() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var first = try run(Self.flow)
        #expect(try FlowSnapshots(directory: folder, rule: BaselineRule(isCI: true)).check(&first, file: "birthday.yaml") == .missing)
        #expect(!first.passed)
        #expect(first.failures.first?.message.contains("is missing, and CI is set, so nothing was written") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("birthday/iphone-15.json").path))
    }

    @Test("--update-snapshots under CI still writes every baseline anew and fails the run")
    func updateUnderCI() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var first = try run(Self.flow)
        let snapshots = FlowSnapshots(directory: folder, rule: BaselineRule(isCI: true, recordsAll: true))
        #expect(try snapshots.check(&first, file: "birthday.yaml") == .recorded)
        #expect(!first.passed)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("birthday/iphone-15.json").path))
    }

    @Test("a difference fails once at the step it first shows, saying the element, its property, old and new, the device and the steps it lasts")
    func changedStep() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = FlowSnapshots(directory: folder)
        let flow = Self.flow + "  - wait: 10\n  - wait: 10\n"
        var first = try run(flow)
        _ = try snapshots.check(&first, file: "birthday.yaml")
        var other = try run(flow.replacingOccurrences(of: "1990-01-15", with: "1991-02-16"))
        guard case .changed(let count) = try snapshots.check(&other, file: "birthday.yaml") else {
            Issue.record("expected differences")
            return
        }
        #expect(count == other.failures.count)
        let messages = other.failures.map(\.message)
        #expect(messages.contains("snapshot: birthday-value value: \"January 15, 1990\" → \"February 16, 1991\" (iPhone 15, steps 2–4)"), "\(messages)")
        #expect(other.failures.allSatisfy { $0.step == 1 && $0.kind == .expectation })
        #expect(Set(messages).count == messages.count)
        #expect(other.steps[1].changed.contains("birthday-value"))
        #expect(other.steps[3].differences.contains { $0.hasPrefix("birthday-value value:") })
        #expect(other.steps[0].differences.isEmpty)
    }

    @Test("a baseline keeps the first step whole and each later step as what changed from the one before")
    func compactFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var first = try run(Self.flow + "  - wait: 10\n")
        _ = try FlowSnapshots(directory: folder).check(&first, file: "birthday.yaml")
        let data = try Data(contentsOf: folder.appendingPathComponent("birthday/iphone-15.json"))
        let file = try JSONDecoder().decode(JSONValue.self, from: data)
        guard case .object(let root) = file, case .array(let steps)? = root["steps"] else {
            Issue.record("not a snapshot file")
            return
        }
        #expect(steps.count == 3)
        #expect(steps[2] == .object([:]), "a wait that changed nothing keeps nothing")
        guard case .object(let whole) = steps[0], case .object(let elements)? = whole["elements"],
              case .object(let value)? = elements["birthday-value"] else {
            Issue.record("the first step is not whole")
            return
        }
        #expect(Set(value.keys).isSubset(of: ["role", "label", "value", "states", "frame"]))
        #expect(data.count < 12_000, "\(data.count) bytes")
    }

    @Test("--update-snapshots writes the new trees and fails the run; the next run matches them")
    func update() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var first = try run(Self.flow)
        _ = try FlowSnapshots(directory: folder).check(&first, file: "birthday.yaml")
        let changed = Self.flow.replacingOccurrences(of: "1990-01-15", with: "1991-02-16")
        var updated = try run(changed)
        #expect(try FlowSnapshots(directory: folder, rule: BaselineRule(recordsAll: true)).check(&updated, file: "birthday.yaml") == .updated)
        #expect(updated.failures.map(\.message).contains { $0.contains("was recorded anew (--update-snapshots)") })
        var again = try run(changed)
        #expect(try FlowSnapshots(directory: folder).check(&again, file: "birthday.yaml") == .matched)
    }

    @Test("the report lists a step's differences from its snapshot under this run's picture")
    func reportDifferences() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var first = try run(Self.flow)
        _ = try FlowSnapshots(directory: folder).check(&first, file: "birthday.yaml")
        var other = try run(Self.flow.replacingOccurrences(of: "1990-01-15", with: "1991-02-16"))
        _ = try FlowSnapshots(directory: folder).check(&other, file: "birthday.yaml")
        let flow = try FlowParser.parse(Self.flow, file: "birthday.yaml")
        let html = FlowReport.html([FlowResult(flow: flow, file: "birthday.yaml", devices: [other])], assets: FlowReportAssets())
        #expect(html.contains("<ul class=\"snapshot-differences\"><li>"))
        #expect(html.contains("<li>birthday-value value: &quot;January 15, 1990&quot; → &quot;February 16, 1991&quot;</li>"))
        #expect(!html.contains("data-baseline"))
        #expect(html.contains("\"changed\":{\"1\":["))
    }
}
