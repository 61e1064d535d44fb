import Yams

extension FormReader {
    /// The most variants a form may have.
    static let maxVariants = 16

    /// `variants: {name: {row-id: {key: value, ...}}}`: each variant is the form with
    /// some keys of some rows replaced. Every replaced row is read again, so a variant is
    /// checked as strictly as the form itself; a variant cannot change a row's kind or id.
    func readVariants(_ node: FormNode, rowNodes: [String: FormNode], into document: inout FormDocument) throws(FormError) {
        let variants = try node.mapping()
        guard (1...Self.maxVariants).contains(variants.count) else {
            throw node.error("expected 1 to \(Self.maxVariants) variants")
        }
        for (name, rowsNode) in variants {
            guard (1...64).contains(name.count), name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
                throw rowsNode.error("\"\(name)\" is not a variant name: expected 1 to 64 letters, digits or -")
            }
            var replaced: [String: FormRow] = [:]
            for (rowID, overrides) in try rowsNode.mapping() {
                guard let original = rowNodes[rowID] else {
                    throw overrides.error("no row has the id \"\(rowID)\"")
                }
                replaced[rowID] = try row(merging: overrides, into: original)
            }
            document.variants.append(name)
            document.variantRows[name] = replaced
        }
    }

    func row(merging overrides: FormNode, into original: FormNode) throws(FormError) -> FormRow {
        guard case .mapping(var merged) = original.node else { throw original.error("expected a mapping of keys to values") }
        let isValueKind = isValueRow(original)
        for (key, value) in try overrides.mapping() {
            guard FormRow.Kind(rawValue: key) == nil || key == "value" && !isValueKind else {
                throw value.error("a variant changes a row's keys, not its kind")
            }
            merged[key] = value.node
        }
        return try row(FormNode(node: .mapping(merged), path: original.path, file: file))
    }

    private func isValueRow(_ node: FormNode) -> Bool {
        guard case .mapping(let mapping) = node.node else { return false }
        return mapping.keys.compactMap(\.string).filter { FormRow.Kind(rawValue: $0) != nil } == ["value"]
    }
}
