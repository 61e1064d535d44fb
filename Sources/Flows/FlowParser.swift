import Foundation
import Scenes
import SimCore
import Yams

/// Why a flow file could not be read: the same shape as a form file's error (file, line
/// and column, the key path, what was expected).
public typealias FlowError = FormError

/// Reads a flow file (YAML or JSON, docs/FLOWS.md) into a checked `Flow`, or says where
/// and why it cannot.
public enum FlowParser {
    /// The API's and the runner's bounds on one flow.
    public static let maxSteps = 1_000
    public static let maxBytes = 1 << 20

    static let flowKeys: Set<String> = [
        "name", "scene", "variant", "devices", "orientation", "locale", "appearance", "increaseContrast", "contentSize", "window",
        "env", "tags", "steps", "matrix",
    ]

    /// `env`: values for `${NAME}` that override the file's own (`--env`). `files`: reads
    /// the flow file a `runFlow` step names, by the path written (relative to the file that
    /// names it); nil where there are no files (a flow posted to the API).
    public static func parse(
        _ data: Data, file: String, env: [String: String] = [:], files: FlowFiles? = nil
    ) throws(FlowError) -> Flow {
        try parse(try text(data, file: file), file: file, env: env, files: files)
    }

    static func text(_ data: Data, file: String) throws(FlowError) -> String {
        guard data.count <= maxBytes else {
            throw FlowError(file: file, message: "the file is \(data.count) bytes; a flow file may have at most \(maxBytes)")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw FlowError(file: file, message: "the file is not UTF-8 text") }
        return text
    }

    public static func parse(
        _ text: String, file: String, env: [String: String] = [:], files: FlowFiles? = nil
    ) throws(FlowError) -> Flow {
        try parse(text, file: file, env: env, files: files, chain: [])
    }

    /// `chain`: the files whose `runFlow` steps led here, outermost first.
    static func parse(
        _ text: String, file: String, env: [String: String], files: FlowFiles?, chain: [String]
    ) throws(FlowError) -> Flow {
        let composed = try FormParser.compose(text, file: file, empty: "the file is empty; expected a flow (name, scene, steps)")
        var values: [String: String] = [:]
        for (key, value) in try composed.mapping() {
            guard flowKeys.contains(key) else {
                throw value.error("unknown key \"\(key)\"; a flow has \(flowKeys.sorted().joined(separator: ", "))")
            }
            if key == "env" { values = try FlowVariables.read(value) }
        }
        let variables = FlowVariables(values: values.merging(env) { _, given in given })
        let root = FormNode(node: try variables.substitute(composed), path: "", file: file)
        var fields: [String: FormNode] = [:]
        for (key, value) in try root.mapping() { fields[key] = value }
        guard let sceneNode = fields["scene"] else { throw root.error("a flow needs \"scene\": a built-in scene or a form id") }
        let scene = try sceneNode.string()
        let stem = file.split(separator: "/").last.map { String($0.split(separator: ".").first ?? $0) } ?? file
        var flow = Flow(name: try fields["name"]?.string() ?? stem, scene: scene)
        flow.variant = try fields["variant"]?.string()
        flow.locale = try fields["locale"]?.string()
        if let node = fields["appearance"] { flow.appearance = try Self.appearance(node) }
        if let node = fields["increaseContrast"] { flow.increaseContrast = try node.bool() }
        if let node = fields["contentSize"] { flow.contentSize = try Self.contentSize(node) }
        if let node = fields["devices"] {
            let ids = try node.strings(count: 1...DeviceProfile.all.count)
            for (index, id) in ids.enumerated() {
                guard let problem = FlowDevice.problem(with: id) else { continue }
                throw node.child(node.node, "").element(node.node, index).error("\"\(id)\" \(problem)")
            }
            flow.devices = ids
        }
        if let node = fields["orientation"] { flow.orientation = try orientation(node) }
        if let node = fields["window"] { flow.window = try Self.window(node) }
        if let node = fields["tags"] { flow.tags = try tags(node) }
        guard let stepsNode = fields["steps"] else { throw root.error("a flow needs \"steps\": a list of steps") }
        let list = FlowStepList(file: file, scene: scene, given: env, files: files, chain: chain + [file])
        flow.steps = try list.steps(stepsNode)
        guard (1...maxSteps).contains(flow.steps.count) else { throw stepsNode.error("expected 1 to \(maxSteps) steps") }
        return flow
    }

    /// `window: oneThird`, or `window: {width: 700, height: 900}` (F1).
    static func window(_ node: FormNode) throws(FlowError) -> WindowSize {
        if let name = try? node.string() {
            guard let window = WindowSize(name: name) else {
                throw node.error("\"\(name)\" is not a window; expected full, twoThirds, half, oneThird, slideOver or {width, height}")
            }
            return window
        }
        var fields: [String: FormNode] = [:]
        for (key, value) in try node.mapping() { fields[key] = value }
        guard fields.count == 2, let width = try fields["width"]?.number(), let height = try fields["height"]?.number() else {
            throw node.error("a window size is {width, height} in points")
        }
        return .custom(Size(width: width, height: height))
    }

    static func tags(_ node: FormNode) throws(FlowError) -> [String] {
        let tags = try node.strings(count: 0...64)
        for (index, tag) in tags.enumerated() where !FlowVariables.isName(tag.replacingOccurrences(of: "-", with: "_")) {
            throw try node.sequence()[index].error("\"\(tag)\" is not a tag; expected letters, digits, - and _")
        }
        return tags
    }

    static func appearance(_ node: FormNode) throws(FlowError) -> UserInterfaceStyle {
        let name = try node.string()
        guard let appearance = UserInterfaceStyle(rawValue: name) else {
            throw node.error("\"\(name)\" is not an appearance; expected light or dark")
        }
        return appearance
    }

    static func contentSize(_ node: FormNode) throws(FlowError) -> ContentSizeCategory {
        let name = try node.string()
        guard let size = ContentSizeCategory(rawValue: name) else {
            throw node.error(
                "\"\(name)\" is not a text size; expected one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return size
    }

    static func locale(_ node: FormNode) throws(FlowError) -> String {
        let id = try node.string()
        guard Localization.supported.contains(id) else {
            throw node.error("\"\(id)\" is not a locale; expected one of \(Localization.supported.joined(separator: ", "))")
        }
        return id
    }

    static func orientation(_ node: FormNode) throws(FlowError) -> Orientation {
        let name = try node.string()
        guard let value = Orientation(rawValue: name) else {
            throw node.error("expected portrait, landscapeLeft, landscapeRight or portraitUpsideDown")
        }
        return value
    }
}
