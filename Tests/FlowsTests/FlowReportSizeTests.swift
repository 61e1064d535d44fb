@testable import Flows
import Foundation
import Scenes
import SimCore
import Testing
import Wire

/// The report's data: each node stored once, each step as what changed, trees put back
/// whole; and the report of the shipped flows small enough to mail.
@Suite struct FlowReportSizeTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL
    static let devices = ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-10", "ipad-pro-12-9"]

    /// The built-in scenes and the repository's forms.
    static func scenes() -> SceneRegistry {
        let forms = FormLibrary.load(folders: [repository.appendingPathComponent("Forms")])
        var registry = SceneRegistry.builtIn
        let directory = FormDirectory(forms.documents)
        for document in forms.documents { registry.register(document.sceneDescriptor(directory: directory)) }
        return registry
    }

    static func run(_ yaml: String, scenes: SceneRegistry = .builtIn) throws -> FlowResult {
        let flow = try FlowParser.parse(yaml, file: "size.yaml")
        return try FlowRunner(scenes: scenes, recordsTrees: true).run(flow, file: "size.yaml", devices: flow.profiles())
    }

    /// The data block of a report, parsed.
    static func data(_ html: String) throws -> [String: JSONValue] {
        let open = "<script type=\"application/json\" id=\"flow-data\">"
        let start = try #require(html.range(of: open)).upperBound
        let end = try #require(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        guard case .object(let data) = try JSONDecoder().decode(JSONValue.self, from: Data(html[start..<end].utf8)) else {
            Issue.record("the data is no object")
            return [:]
        }
        return data
    }

    static func array(_ value: JSONValue?) -> [JSONValue] {
        if case .array(let items)? = value { return items }
        return []
    }

    static func object(_ value: JSONValue?) -> [String: JSONValue] {
        if case .object(let members)? = value { return members }
        return [:]
    }

    static func int(_ value: JSONValue?) -> Int? {
        if case .number(let number)? = value { return Int(number) }
        return nil
    }

    /// A step's render snapshot put back together from the data, as report.js does.
    static func snapshot(_ data: [String: JSONValue], flow: Int, device: Int, step: Int) -> JSONValue? {
        let props = array(data["props"])
        let nodes = array(data["nodes"]).map(array)
        let devices = array(object(array(data["flows"])[flow])["devices"])
        let steps = array(object(devices[device])["steps"])
        var trees: [[String: Int]?] = []
        var current: [String: Int] = [:]
        for entry in steps {
            if let kept = int(entry) { trees.append(trees[kept]); continue }
            guard case .object(let change) = entry else { trees.append(nil); continue }
            for id in array(change["remove"]) { if case .string(let id) = id { current[id] = nil } }
            for (id, index) in object(change["set"]) { current[id] = int(index) }
            trees.append(current)
        }
        guard step < trees.count, let tree = trees[step] else { return nil }
        var out: [String: JSONValue] = [:]
        for (id, index) in tree {
            let entry = nodes[index]
            var node = object(props[int(entry[0]) ?? 0])
            if entry.count > 1 { node["frame"] = .array(Array(entry.dropFirst())) }
            out[id] = .object(node)
        }
        return .object(["nodes": .object(out)])
    }

    static let typing = """
        name: typing
        scene: login
        devices: [\(devices.joined(separator: ", "))]
        steps:
          - tap: email-field
          - type: ann@example.com
          - rotate: landscapeLeft
          - tap: password-field
          - type: secret
          - rotate: portrait
        """

    @Test("every step's tree put back from the report's data is the tree recorded after it, on every device")
    func treesComeBackWhole() throws {
        let result = try Self.run(Self.typing)
        let data = try Self.data(FlowReport.html([result], assets: FlowReportAssets()))
        for (d, run) in result.devices.enumerated() {
            for (s, step) in run.steps.enumerated() {
                #expect(Self.snapshot(data, flow: 0, device: d, step: s) == step.render, "\(run.device.id) step \(s + 1)")
            }
        }
    }

    @Test("a report holds each distinct node once and each step as what changed: its data is under a third of the trees it draws")
    func dataIsCompact() throws {
        let result = try Self.run(Self.typing)
        let html = FlowReport.html([result], assets: FlowReportAssets())
        let trees = result.devices.flatMap(\.steps).compactMap(\.render).reduce(0) { $0 + $1.jsonData.count }
        let data = JSONValue.object(try Self.data(html)).jsonData
        #expect(data.count * 3 < trees, "\(data.count) bytes of data for \(trees) bytes of trees")
    }

    @Test("the report of the shipped flows, drawing code and fonts inline, is under 1.5 MB")
    func shippedFlowsReportSize() throws {
        let folder = Self.repository.appendingPathComponent("Flows")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        let runner = FlowRunner(scenes: Self.scenes(), recordsTrees: true)
        var results: [FlowResult] = []
        for name in files {
            let file = folder.appendingPathComponent(name)
            for flow in try FlowParser.parseAll(try Data(contentsOf: file), file: file.path, env: [:], files: .disk) {
                results.append(try runner.run(flow, file: file.path, devices: flow.profiles()))
            }
        }
        #expect(results.count >= 8)
        let assets = FlowReportAssets(publicDirectory: Self.repository.appendingPathComponent("Public"))
        #expect(assets.hasDrawingCode)
        let size = FlowReport.html(results, assets: assets).utf8.count
        #expect(size < 1_500_000, "\(size) bytes")
    }
}
