import Foundation
import SimCore
import Wire

/// Render-tree baselines of flows (docs/FLOWS.md, "Snapshots"): per flow and device, the
/// render tree after every step, kept as sorted JSON in a folder and compared on the next
/// run. The tree, not pixels: the same run gives the same answer on any machine, with no
/// anti-aliasing or font to flake on.
public struct FlowSnapshots: Sendable {
    public let directory: URL
    /// Write the trees of this run as the new baselines instead of comparing.
    public var update: Bool

    public enum Outcome: Equatable, Sendable {
        /// No baseline yet: this run's trees were written as one, and the run fails.
        case recorded
        case matched
        /// Steps whose tree differs from the baseline's.
        case changed(steps: Int)
        /// `update`: the baseline was written anew, and the run fails.
        case updated
    }

    public init(directory: URL, update: Bool = false) {
        self.directory = directory
        self.update = update
    }

    /// The baseline file of a flow (by its file's name) on a device.
    public func file(flow file: String, device: String) -> URL {
        let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        return directory.appendingPathComponent(stem).appendingPathComponent("\(device).json")
    }

    /// Compares `result`'s trees with the baseline (a failure on each step that differs,
    /// the baseline and the changed elements kept for the report), or writes them.
    public func check(_ result: inout FlowDeviceResult, file: String) throws -> Outcome {
        let url = self.file(flow: file, device: result.device.id)
        let trees = result.steps.map { $0.render ?? .null }
        let exists = FileManager.default.fileExists(atPath: url.path)
        if update || !exists {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try JSONValue.object(["steps": .array(trees)]).jsonData.write(to: url, options: .atomic)
            // A run that writes a baseline compared nothing, so it does not pass (as
            // swift-snapshot-testing's record modes): a run left recording, or a baseline
            // missing in CI, can never pass unseen.
            let why = exists ? "written anew (--update-snapshots)" : "missing, so recorded"
            result.failures.insert(FlowFailure(step: 0, message: "the snapshot \(url.path) was \(why); run again without --update-snapshots to compare", kind: .expectation), at: 0)
            return update && exists ? .updated : .recorded
        }
        let baseline = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url))
        guard case .object(let object) = baseline, case .array(let steps)? = object["steps"] else {
            result.failures.append(FlowFailure(step: 0, message: "snapshot \(url.path) is not a snapshot file; run with --update-snapshots", kind: .expectation))
            return .changed(steps: 1)
        }
        var changed = 0
        for index in trees.indices where index < steps.count {
            let ids = Self.changedElements(steps[index], trees[index])
            guard !ids.isEmpty else { continue }
            changed += 1
            result.steps[index].baseline = steps[index]
            result.steps[index].changed = ids
            if result.steps[index].outcome == .passed { result.steps[index].outcome = .failed }
            result.failures.append(FlowFailure(
                step: index,
                message: "step \(index + 1): the screen differs from the snapshot: \(ids.count) element\(ids.count == 1 ? "" : "s") changed ("
                    + ids.prefix(8).joined(separator: ", ") + (ids.count > 8 ? ", …" : "")
                    + "); run with --update-snapshots to accept it",
                kind: .expectation))
        }
        if steps.count != trees.count {
            changed += 1
            result.failures.append(FlowFailure(
                step: min(steps.count, trees.count),
                message: "the snapshot has \(steps.count) steps and this run \(trees.count); run with --update-snapshots to accept it",
                kind: .expectation))
        }
        result.failures.sort { $0.step < $1.step }
        return changed == 0 ? .matched : .changed(steps: changed)
    }

    /// The ids of the render nodes added, removed or changed between two snapshots.
    static func changedElements(_ old: JSONValue, _ new: JSONValue) -> [String] {
        guard old != new else { return [] }
        let before = nodes(old), after = nodes(new)
        return Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    }

    static func nodes(_ snapshot: JSONValue) -> [String: JSONValue] {
        guard case .object(let object) = snapshot, case .object(let nodes)? = object["nodes"] else { return [:] }
        return nodes
    }
}
