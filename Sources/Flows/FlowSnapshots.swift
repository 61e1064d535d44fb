import Foundation
import SimCore
import Wire

/// Baselines of flows (docs/FLOWS.md, "Snapshots"): per flow and device, what a person
/// sees after every step (FlowSnapshotElements: each element's role, label, value, states
/// and rounded frame), kept as JSON in a folder and compared on the next run. What the
/// engine says, not pixels: the same run gives the same answer on any machine, with no
/// anti-aliasing or font to flake on.
public struct FlowSnapshots: Sendable {
    public let directory: URL
    /// When a baseline is written rather than compared with: its `recordsAll` is
    /// `--update-snapshots`, its `isCI` the environment's `CI`.
    public var rule: BaselineRule

    public enum Outcome: Equatable, Sendable {
        /// No baseline yet: this run's steps were written as one, and the run fails.
        case recorded
        /// No baseline, under CI: nothing was written, and the run fails.
        case missing
        case matched
        /// Differences from the baseline, each said once over the steps it lasts.
        case changed(differences: Int)
        /// `--update-snapshots`: the baseline was written anew, and the run fails.
        case updated
    }

    /// The most differences one device's run lists; the rest are counted.
    static let listedDifferences = 20

    public init(directory: URL, rule: BaselineRule = BaselineRule()) {
        self.directory = directory
        self.rule = rule
    }

    /// The baseline file of a flow (by its file's name) on a device.
    public func file(flow file: String, device: String) -> URL {
        let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        return directory.appendingPathComponent(stem).appendingPathComponent("\(device).json")
    }

    /// Compares `result`'s steps with the baseline (a failure per difference, at the
    /// first step it shows, with the steps it lasts; each step keeps its differences and
    /// the elements they name for the report), or writes them.
    public func check(_ result: inout FlowDeviceResult, file: String) throws -> Outcome {
        let url = self.file(flow: file, device: result.device.id)
        let steps = result.steps.map { $0.semantic.map(FlowSnapshotElements.init) ?? FlowSnapshotElements(elements: [:]) }
        let exists = FileManager.default.fileExists(atPath: url.path)
        switch rule.decision(for: "the snapshot \(url.path)", exists: exists, how: "--update-snapshots") {
        case .compare: break
        case .fail(let message):
            result.failures.insert(FlowFailure(step: 0, message: message, kind: .expectation), at: 0)
            return .missing
        case .write(let message):
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FlowSnapshotElements.file(steps).jsonData.write(to: url, options: .atomic)
            result.failures.insert(FlowFailure(step: 0, message: message, kind: .expectation), at: 0)
            return exists ? .updated : .recorded
        }
        let baseline = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url))
        guard let old = FlowSnapshotElements.steps(in: baseline) else {
            result.failures.append(FlowFailure(
                step: 0, message: "snapshot \(url.path) is not a snapshot file of this version; run with --update-snapshots", kind: .expectation))
            return .changed(differences: 1)
        }
        let spans = Self.spans(old: old, new: steps)
        for span in spans.prefix(Self.listedDifferences) {
            let steps = span.first == span.last ? "step \(span.first + 1)" : "steps \(span.first + 1)–\(span.last + 1)"
            result.failures.append(FlowFailure(
                step: span.first, message: "snapshot: \(span.change.text) (\(result.device.name), \(steps))", kind: .expectation))
        }
        if spans.count > Self.listedDifferences {
            result.failures.append(FlowFailure(
                step: spans[Self.listedDifferences].first,
                message: "snapshot: … and \(spans.count - Self.listedDifferences) more differences (\(result.device.name))", kind: .expectation))
        }
        for span in spans {
            for step in span.first...span.last where step < result.steps.count {
                result.steps[step].differences.append(span.change.text)
                if !result.steps[step].changed.contains(span.change.id) { result.steps[step].changed.append(span.change.id) }
                if result.steps[step].outcome == .passed { result.steps[step].outcome = .failed }
            }
        }
        var count = spans.count
        if old.count != steps.count {
            count += 1
            result.failures.append(FlowFailure(
                step: min(old.count, steps.count),
                message: "snapshot: the baseline has \(old.count) steps and this run \(steps.count); run with --update-snapshots to accept it",
                kind: .expectation))
        }
        result.failures.sort { $0.step < $1.step }
        return count == 0 ? .matched : .changed(differences: count)
    }

    /// A difference and the run of steps it lasts.
    struct Span {
        var change: FlowSnapshotChange
        var first: Int
        var last: Int
    }

    /// Each difference between the steps both have, once over each run of consecutive
    /// steps that show it, in the order they first show.
    static func spans(old: [FlowSnapshotElements], new: [FlowSnapshotElements]) -> [Span] {
        var spans: [Span] = []
        var open: [FlowSnapshotChange: Int] = [:]
        for step in 0..<min(old.count, new.count) {
            var seen: [FlowSnapshotChange: Int] = [:]
            for change in new[step].changes(from: old[step]) {
                if let index = open[change], spans[index].last == step - 1 {
                    spans[index].last = step
                    seen[change] = index
                } else {
                    spans.append(Span(change: change, first: step, last: step))
                    seen[change] = spans.count - 1
                }
            }
            open = seen
        }
        return spans
    }
}
