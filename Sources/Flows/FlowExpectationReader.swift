import Scenes
import SimCore

/// Reads `expect: {...}` (docs/FLOWS.md): a node spec, `firstResponder`, `pasteboard`,
/// `absent`, and `on` inside it too.
struct FlowExpectationReader {
    static let specKeys: Set<String> = [
        "id", "role", "value", "label", "text", "states", "contains", "visible", "enabled", "presentation", "below", "above",
        "inside", "index", "count", "color", "fill",
    ]

    func expectation(_ node: FormNode, on: inout DeviceFilter?, reader: FlowStepReader) throws(FlowError) -> FlowExpectation {
        var expectation = FlowExpectation()
        var specFields: [(String, FormNode)] = []
        for (key, value) in try node.mapping() {
            switch key {
            case "on": on = try reader.filter(value)
            case "firstResponder": expectation.firstResponder = .some(try optionalString(value))
            case "pasteboard": expectation.pasteboard = .some(try optionalString(value))
            case "absent": expectation.absent = try spec(try value.mapping(), at: value)
            case _ where Self.specKeys.contains(key): specFields.append((key, value))
            default:
                throw value.error("unknown key \"\(key)\"; an expectation has \((Self.specKeys.union(["on", "firstResponder", "pasteboard", "absent"])).sorted().joined(separator: ", "))")
            }
        }
        expectation.node = try spec(specFields, at: node)
        guard expectation != FlowExpectation() else { throw node.error("an expectation needs something to check") }
        return expectation
    }

    func optionalString(_ node: FormNode) throws(FlowError) -> String? {
        // `null` unquoted is none; `"null"` is the text.
        if case .scalar(let scalar) = node.node, scalar.tag == .init(.null) || (scalar.style == .plain && scalar.string == "null") { return nil }
        return try node.string()
    }

    func spec(_ fields: [(key: String, value: FormNode)], at node: FormNode) throws(FlowError) -> FlowExpectation.NodeSpec {
        var spec = FlowExpectation.NodeSpec()
        for (key, value) in fields {
            switch key {
            case "id": spec.id = try value.string()
            case "role":
                let name = try value.string()
                guard let role = Role(rawValue: name) else { throw value.error("\"\(name)\" is not a role") }
                spec.role = role
            case "value": spec.value = try text(value)
            case "label": spec.label = try text(value)
            case "text": spec.text = try text(value)
            case "enabled": spec.enabled = try value.bool()
            case "index": spec.index = try value.integer(in: 0...10_000)
            case "count": spec.count = try value.integer(in: 0...10_000)
            case "below", "above", "inside":
                let kind = FlowRelation.Kind(rawValue: key) ?? .below
                spec.relations.append(FlowRelation(kind: kind, anchor: try selector(value)))
            case "states":
                for (index, name) in try value.strings(count: 1...16).enumerated() {
                    guard let state = ElementState(rawValue: name) else {
                        throw value.element(value.node, index).error("\"\(name)\" is not a state")
                    }
                    spec.states.append(state)
                }
            case "contains": spec.contains = try value.strings(count: 1...100)
            case "visible":
                if case .scalar(let scalar) = value.node, let fraction = Double(scalar.string), !["true", "false"].contains(scalar.string) {
                    guard fraction > 0, fraction <= 1 else { throw value.error("visible is true, false or the part in view, above 0 and at most 1") }
                    spec.visibleFraction = fraction
                } else {
                    spec.visible = try value.bool()
                }
            case "color", "fill":
                switch FlowColor.reading(try value.string()) {
                case .success(let color): if key == "color" { spec.color = color } else { spec.fill = color }
                case .failure(let problem): throw value.error(problem.message)
                }
            case "presentation": spec.presentation = try value.string()
            default: throw value.error("unknown key \"\(key)\"; a node is matched by \(Self.specKeys.sorted().joined(separator: ", "))")
            }
        }
        return spec
    }

    /// A text to match: `Book`, `/Res.*Room/`, `{contains: Book}` or `{regex: …}`.
    func text(_ node: FormNode) throws(FlowError) -> FlowText {
        let text: FlowText
        if case .mapping = node.node {
            let pairs = try node.mapping()
            guard pairs.count == 1, let (key, value) = pairs.first, ["contains", "regex"].contains(key) else {
                throw node.error("a text is a string, /a pattern/, {contains: part} or {regex: pattern}")
            }
            text = key == "contains" ? .contains(try value.string()) : .pattern(try value.string())
        } else {
            text = FlowText(written: try node.string())
        }
        if let problem = text.problem { throw node.error(problem) }
        return text
    }

    /// An element a step acts on or a relation names: an id, or a mapping of what it
    /// shows (`{text: Book}`, `{role: button, label: /Res.*/, index: 1, below: guest-name}`).
    func selector(_ node: FormNode) throws(FlowError) -> FlowExpectation.NodeSpec {
        guard case .mapping = node.node else {
            var spec = FlowExpectation.NodeSpec()
            spec.id = try node.string()
            return spec
        }
        let pairs = try node.mapping()
        if let count = pairs.first(where: { $0.key == "count" }) { throw count.value.error("count is for expect; a step's element is one") }
        if let paint = pairs.first(where: { ["color", "fill"].contains($0.key) }) {
            throw paint.value.error("\(paint.key) is for expect; find a step's element by what it says or its id")
        }
        let spec = try spec(pairs, at: node)
        guard !spec.isEmpty else { throw node.error("an element needs id, text, label, role or another key to find it by") }
        return spec
    }
}
