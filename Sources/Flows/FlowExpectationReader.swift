import Scenes
import SimCore

/// Reads `expect: {...}` (docs/FLOWS.md): a node spec, `firstResponder`, `pasteboard`,
/// `absent`, and `on` inside it too.
struct FlowExpectationReader {
    static let specKeys: Set<String> = ["id", "role", "value", "label", "states", "contains", "visible", "presentation"]

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
        if case .scalar(let scalar) = node.node, scalar.tag == .init(.null) || scalar.string == "null" { return nil }
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
            case "value": spec.value = try value.string()
            case "label": spec.label = try value.string()
            case "states":
                for (index, name) in try value.strings(count: 1...16).enumerated() {
                    guard let state = ElementState(rawValue: name) else {
                        throw value.element(value.node, index).error("\"\(name)\" is not a state")
                    }
                    spec.states.append(state)
                }
            case "contains": spec.contains = try value.strings(count: 1...100)
            case "visible": spec.visible = try value.bool()
            case "presentation": spec.presentation = try value.string()
            default: throw value.error("unknown key \"\(key)\"; a node is matched by \(Self.specKeys.sorted().joined(separator: ", "))")
            }
        }
        return spec
    }
}
