import Scenes
import Yams

/// `${NAME}` in a flow's values (docs/FLOWS.md, "Variables"): the flow's `env`, under the
/// values given to the run (`--env NAME=value`, a `runFlow`'s `env`). A name nobody gave
/// is an error at the value that uses it, so a typo never types "${EMIAL}" into a field.
struct FlowVariables {
    var values: [String: String]

    /// Names: a letter or `_`, then letters, digits and `_`.
    static func isName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic, first.isASCII else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    /// `env:` of a flow file: a mapping of names to strings (numbers and booleans as written).
    static func read(_ node: FormNode) throws(FlowError) -> [String: String] {
        var values: [String: String] = [:]
        for (name, value) in try node.mapping() {
            guard isName(name) else { throw value.error("\"\(name)\" is not a variable name; expected letters, digits and _") }
            guard case .scalar(let scalar) = value.node else { throw value.error("expected a text value for \(name)") }
            values[name] = scalar.string
        }
        return values
    }

    /// `node` with every `${NAME}` in its scalars (keys too) replaced.
    func substitute(_ node: FormNode) throws(FlowError) -> Node {
        switch node.node {
        case .scalar(let scalar):
            guard scalar.string.contains("${") else { return node.node }
            var copy = scalar
            copy.string = try expand(scalar.string, at: node)
            return .scalar(copy)
        case .sequence(let sequence):
            var copy = sequence
            for index in copy.indices {
                copy[index] = try substitute(node.element(copy[index], index))
            }
            return .sequence(copy)
        case .mapping(let mapping):
            var pairs: [(Node, Node)] = []
            for (key, value) in mapping {
                pairs.append((try substitute(node.child(key, "")), try substitute(node.child(value, key.string ?? ""))))
            }
            return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
        case .alias:
            return node.node
        }
    }

    func expand(_ text: String, at node: FormNode) throws(FlowError) -> String {
        var out = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            out += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else {
                throw node.error("\"${\" without its \"}\"; write ${NAME}")
            }
            let name = String(rest[start.upperBound..<end])
            guard let value = values[name] else {
                let known = values.keys.sorted()
                throw node.error(
                    "the variable \"\(name)\" has no value; give it in env: or with --env \(name)=…"
                        + (known.isEmpty ? "" : " (known: \(known.joined(separator: ", ")))"))
            }
            out += value
            rest = rest[rest.index(after: end)...]
        }
        return out + rest
    }
}
