import SimCore

/// Where devices behave differently after the same step, read off their semantic trees
/// (docs/FLOWS.md, the report): input view kind, where a popover points, menu items,
/// first responder, elements one device shows and another does not, and tappable
/// elements under 44 × 44 pt.
public enum FlowDifferences {
    /// Roles a finger taps (as the page's 44 pt overlay counts them).
    static let tappable: Set<Role> = [.cell, .textField, .textView, .button, .control, .switch, .menuItem, .segment, .slider]
    public static let minimumTarget = 44.0

    /// One line per difference; empty when every device agrees.
    public static func between(_ trees: [(device: String, tree: SemanticTree)]) -> [String] {
        guard trees.count > 1 else { return smallTargetLines(trees) }
        var lines: [String] = []
        func compare(_ name: String, _ read: (SemanticTree) -> String) {
            let values = trees.map { ($0.device, read($0.tree)) }
            guard Set(values.map(\.1)).count > 1 else { return }
            lines.append("\(name): " + grouped(values).map { "\($0.value) on \($0.devices.joined(separator: ", "))" }.joined(separator: " · "))
        }
        compare("input view", inputKind)
        compare("popover", popover)
        compare("menu", menu)
        compare("first responder") { $0.firstResponder ?? "none" }
        let ids = trees.map { Set(elementIDs($0.tree)) }
        let everywhere = ids.dropFirst().reduce(ids[0]) { $0.intersection($1) }
        // Each element some devices lack, grouped by the devices that show it.
        var shownOn: [String: [String]] = [:]
        for (index, entry) in trees.enumerated() {
            for id in ids[index].subtracting(everywhere) { shownOn[id, default: []].append(entry.device) }
        }
        let bySet = grouped(shownOn.sorted { $0.key < $1.key }.map { ($0.key, $0.value.joined(separator: ", ")) })
        for group in bySet {
            let names = group.devices.prefix(8).joined(separator: ", ") + (group.devices.count > 8 ? ", … (\(group.devices.count))" : "")
            lines.append("only on \(group.value): \(names)")
        }
        return lines + smallTargetLines(trees)
    }

    /// Pairs grouped by their second part, in first-seen order: the value and the keys
    /// that have it.
    static func grouped(_ pairs: [(String, String)]) -> [(value: String, devices: [String])] {
        var order: [String] = []
        var groups: [String: [String]] = [:]
        for (key, value) in pairs {
            if groups[value] == nil { order.append(value) }
            groups[value, default: []].append(key)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }

    static func smallTargetLines(_ trees: [(device: String, tree: SemanticTree)]) -> [String] {
        trees.compactMap { entry in
            let small = smallTargets(entry.tree)
            guard !small.isEmpty else { return nil }
            return "under 44 × 44 pt on \(entry.device): " + small.prefix(6).joined(separator: ", ") + (small.count > 6 ? ", …" : "")
        }
    }

    static func nodes(_ tree: SemanticTree) -> [SemanticNode] { FlowExpectation.nodes(of: tree) }

    /// keyboard, panel (an input view below), popover, or none.
    static func inputKind(_ tree: SemanticTree) -> String {
        let all = nodes(tree)
        if all.contains(where: { $0.role == .keyboard }) { return "keyboard" }
        if all.contains(where: { $0.role == .inputView }) { return "panel" }
        if all.contains(where: { $0.role == .popover }) { return "popover" }
        return "none"
    }

    static func popover(_ tree: SemanticTree) -> String {
        guard let popover = nodes(tree).first(where: { $0.role == .popover }) else { return "none" }
        return "\(popover.id) arrow \(popover.arrow ?? "none") at \(popover.anchor ?? "?")"
    }

    static func menu(_ tree: SemanticTree) -> String {
        guard let menu = nodes(tree).first(where: { $0.role == .menu }) else { return "none" }
        return "[" + menu.children.filter { $0.role == .menuItem }.map { $0.label ?? $0.id }.joined(separator: ", ") + "]"
    }

    /// The elements a person can see or use: keyboard keys and unnamed views left out.
    static func elementIDs(_ tree: SemanticTree) -> [String] {
        nodes(tree).filter { $0.role != .window && $0.role != .keyboard && !$0.id.hasPrefix("key-") }.map(\.id)
    }

    static func smallTargets(_ tree: SemanticTree) -> [String] {
        nodes(tree).compactMap { node in
            guard tappable.contains(node.role), node.frame.count == 4, !node.id.hasPrefix("key-") else { return nil }
            let (w, h) = (node.frame[2], node.frame[3])
            guard w > 0, h > 0, w < minimumTarget || h < minimumTarget else { return nil }
            let onScreen = node.frame[0] < tree.screen.width && node.frame[1] < tree.screen.height && node.frame[0] + w > 0 && node.frame[1] + h > 0
            return onScreen ? "\(node.id) \(Int(w.rounded()))×\(Int(h.rounded()))" : nil
        }
    }
}
