import Foundation
import Scenes
import Yams

/// `matrix:`: a flow run once per row of values (docs/FLOWS.md), each run its own flow
/// named by its row, as a data-driven test is.
extension FlowParser {
    /// The most rows a matrix may have.
    public static let maxMatrixRows = 100

    /// The flows a file holds: itself, or one per row of its `matrix`, each row's values
    /// over the file's `env` and under the run's (`env`).
    public static func parseAll(
        _ data: Data, file: String, env: [String: String] = [:], files: FlowFiles? = nil
    ) throws(FlowError) -> [Flow] {
        let text = try text(data, file: file)
        let rows = try matrix(text, file: file)
        guard !rows.isEmpty else { return [try parse(text, file: file, env: env, files: files)] }
        var flows: [Flow] = []
        for row in rows {
            var flow = try parse(text, file: file, env: row.merging(env) { _, given in given }, files: files)
            let values = row.keys.sorted().map { "\($0)=\(row[$0] ?? "")" }.joined(separator: ", ")
            flow.name += " [\(values)]"
            flows.append(flow)
        }
        return flows
    }

    /// The file's `matrix` rows, checked: a list of 1–100 mappings of variable names to
    /// text values; none when the file has no matrix.
    static func matrix(_ text: String, file: String) throws(FlowError) -> [[String: String]] {
        let composed = try FormParser.compose(text, file: file, empty: "the file is empty; expected a flow (name, scene, steps)")
        guard let node = try composed.mapping().first(where: { $0.key == "matrix" })?.value else { return [] }
        let items = try node.sequence()
        guard (1...maxMatrixRows).contains(items.count) else {
            throw node.error("a matrix has 1 to \(maxMatrixRows) rows; this one has \(items.count)")
        }
        return try items.map { (item: FormNode) throws(FlowError) -> [String: String] in try FlowVariables.read(item) }
    }
}
