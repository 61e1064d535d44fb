import SimCore
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

    /// `variantDetails: {variant: {name, description}}`, for variants the form has.
    func variantDetails(_ node: FormNode, variants: [String]) throws(FormError) -> [String: VariantDetail] {
        var out: [String: VariantDetail] = [:]
        for (variant, detailNode) in try node.mapping() {
            guard variants.contains(variant) else {
                throw detailNode.error("\"\(variant)\" is not one of the variants (\(variants.joined(separator: ", ")))")
            }
            var name: String?
            var description: String?
            for (key, value) in try detailNode.mapping() {
                switch key {
                case "name": name = try value.string()
                case "description": description = try value.string()
                default: throw value.error("unknown key \"\(key)\"; a variant's details are name and description")
                }
            }
            guard let name, (1...64).contains(name.count) else { throw detailNode.error("a variant's details need a name of 1 to 64 characters") }
            if let description, description.count > 200 { throw detailNode.error("a variant's description is one line: at most 200 characters") }
            out[variant] = VariantDetail(name: name, description: description)
        }
        return out
    }

    func row(merging overrides: FormNode, into original: FormNode) throws(FormError) -> FormRow {
        guard case .mapping(var merged) = original.node else { throw original.error("expected a mapping of keys to values") }
        let kind = kindKey(of: original)
        for (key, value) in try overrides.mapping() {
            guard FormRow.Kind(rawValue: key) == nil || Self.kindsThatAreKeys.contains(key) && key != kind else {
                throw value.error("a variant changes a row's keys, not its kind")
            }
            merged[key] = value.node
        }
        return try row(FormNode(node: .mapping(merged), path: original.path, file: file))
    }

    /// The key naming a row's kind, as `row(_:)` picks it; nil where it has not one.
    private func kindKey(of node: FormNode) -> String? {
        guard case .mapping(let mapping) = node.node else { return nil }
        var kinds = Array(mapping.keys.compactMap(\.string).filter { FormRow.Kind(rawValue: $0) != nil })
        if kinds.count > 1 { kinds.removeAll { Self.kindsThatAreKeys.contains($0) } }
        return kinds.count == 1 ? kinds.first : nil
    }
}
