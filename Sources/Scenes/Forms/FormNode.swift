import Yams

/// A value of a form file (or a flow file) with where it stands: its key path and its
/// line and column. The parsers read every value through one of these, so each complaint
/// names its place.
public struct FormNode {
    public let node: Node
    public let path: String
    public let file: String

    public init(node: Node, path: String, file: String) {
        self.node = node
        self.path = path
        self.file = file
    }

    public func error(_ message: String) -> FormError {
        FormError(file: file, line: node.mark?.line, column: node.mark?.column, path: path, message: message)
    }

    public func child(_ node: Node, _ key: String) -> FormNode {
        FormNode(node: node, path: path.isEmpty ? key : "\(path).\(key)", file: file)
    }

    public func element(_ node: Node, _ index: Int) -> FormNode {
        FormNode(node: node, path: "\(path)[\(index)]", file: file)
    }

    /// The pairs of a mapping, in file order; a key written twice is refused.
    public func mapping() throws(FormError) -> [(key: String, value: FormNode)] {
        guard case .mapping(let mapping) = node else { throw error("expected a mapping of keys to values") }
        var seen = Set<String>()
        var pairs: [(String, FormNode)] = []
        for (keyNode, valueNode) in mapping {
            guard case .scalar(let key) = keyNode else {
                throw FormNode(node: keyNode, path: path, file: file).error("expected a plain key")
            }
            guard seen.insert(key.string).inserted else {
                throw FormNode(node: keyNode, path: path, file: file).error("the key \"\(key.string)\" is written twice")
            }
            pairs.append((key.string, child(valueNode, key.string)))
        }
        return pairs
    }

    public func sequence() throws(FormError) -> [FormNode] {
        guard case .sequence(let sequence) = node else { throw error("expected a list") }
        return sequence.enumerated().map { element($1, $0) }
    }

    public func string() throws(FormError) -> String {
        guard case .scalar(let scalar) = node, scalar.tag != .init(.null) || !scalar.string.isEmpty else {
            throw error("expected a string")
        }
        return scalar.string
    }

    public func bool() throws(FormError) -> Bool {
        guard case .scalar = node, node.tag == .init(.bool), let value = node.bool else {
            throw error("expected true or false")
        }
        return value
    }

    public func number() throws(FormError) -> Double {
        guard case .scalar = node, node.tag == .init(.int) || node.tag == .init(.float),
            let value = node.float, value.isFinite
        else { throw error("expected a number") }
        return value
    }

    public func integer(in range: ClosedRange<Int>) throws(FormError) -> Int {
        guard case .scalar = node, node.tag == .init(.int), let value = node.int, range.contains(value) else {
            throw error("expected a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    public func strings(count range: ClosedRange<Int>) throws(FormError) -> [String] {
        let expected = "expected \(range.lowerBound) to \(range.upperBound) strings"
        guard case .sequence(let items) = node, range.contains(items.count) else { throw error(expected) }
        var out: [String] = []
        for (index, item) in items.enumerated() {
            guard case .scalar(let scalar) = item else { throw element(item, index).error("expected a string") }
            out.append(scalar.string)
        }
        return out
    }
}
