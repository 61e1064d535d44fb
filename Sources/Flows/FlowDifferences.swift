import Reach
import SimCore

/// Where devices differ after the same step, in what a person sees, read off their
/// semantic trees (docs/FLOWS.md, the report): what is presented (keyboard, input view,
/// popover, sheet, alert, menu), where a popover points, the first responder, each shared
/// element's value and states, which shared controls are in view, and elements one device
/// shows and another does not. Layout warnings (targets under 44 × 44 pt) are not
/// differences: `smallTargets` lists them per device, once per flow.
public enum FlowDifferences {
    /// Apple's 44 pt (SemanticTree.minimumTargetSize: the one rule lives in SimCore).
    public static let minimumTarget = SemanticTree.minimumTargetSize
    /// States that say what a person chose or must fix; `highlighted` (a finger held) and
    /// `editing` (the caret's) are passing.
    static let comparedStates: Set<ElementState> = [.firstResponder, .selected, .checked, .invalid, .disabled, .submitted]
    /// What is presented, by role, in the words a line uses.
    static let presentations: [(role: String, name: String)] = [
        ("keyboard", "keyboard"), ("inputView", "input view"), ("popover", "popover"), ("sheet", "sheet"),
        ("actionSheet", "action sheet"), ("alert", "alert"), ("menu", "menu"),
    ]

    /// One line per difference; empty when every device agrees. `device` is the name a
    /// line gives the device.
    public static func between(_ trees: [(device: String, tree: SemanticTree)]) -> [String] {
        guard trees.count > 1 else { return [] }
        var lines: [String] = []
        func compare(_ name: String, _ read: (SemanticTree) -> String) {
            let values = trees.map { ($0.device, read($0.tree)) }
            guard Set(values.map(\.1)).count > 1 else { return }
            lines.append("\(name): " + sentence(values))
        }
        compare("presented", presented)
        compare("popover", popover)
        compare("menu", menu)
        compare("first responder") { $0.firstResponder ?? "none" }
        let byID = trees.map { entry in
            Dictionary(elements(entry.tree).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        }
        let everywhere = byID.dropFirst().reduce(Set(byID[0].keys)) { $0.intersection($1.keys) }
        for id in everywhere.sorted() {
            let nodes = byID.compactMap { $0[id] }
            guard nodes.count == trees.count else { continue }
            let values = zip(trees, nodes).map { ($0.device, $1.value ?? "no value") }
            if Set(values.map(\.1)).count > 1 { lines.append("\(id): " + sentence(values)) }
            let states = zip(trees, nodes).map { entry, node in
                let shown = node.states.filter(comparedStates.contains).map(\.rawValue)
                return (entry.device, shown.isEmpty ? "no state" : shown.joined(separator: ", "))
            }
            if Set(states.map(\.1)).count > 1 { lines.append("\(id) states: " + sentence(states)) }
        }
        // Shared controls a person can reach on some devices only (scrolled away, covered).
        var inViewOn: [String: [String]] = [:]
        for id in everywhere.sorted() where byID[0][id].map({ Role.tappable.contains($0.role) }) == true {
            let seeing = zip(trees, byID).filter { entry, nodes in
                nodes[id].map { FlowExpectation.NodeSpec.isVisible($0, in: entry.tree) } ?? false
            }.map(\.0.device)
            guard !seeing.isEmpty, seeing.count < trees.count else { continue }
            inViewOn[seeing.joined(separator: ", "), default: []].append(id)
        }
        for (devices, ids) in inViewOn.sorted(by: { $0.key < $1.key }) {
            lines.append("in view only on \(devices): " + listed(ids))
        }
        // Each element some devices lack, grouped by the devices that show it.
        var shownOn: [String: [String]] = [:]
        for (index, entry) in trees.enumerated() {
            for id in Set(byID[index].keys).subtracting(everywhere) { shownOn[id, default: []].append(entry.device) }
        }
        let bySet = grouped(shownOn.sorted { $0.key < $1.key }.map { ($0.key, $0.value.joined(separator: ", ")) })
        for group in bySet {
            lines.append("only on \(group.value): \(listed(group.devices))")
        }
        return lines
    }

    /// "Pro on iPhone SE, iPhone 15; Free on iPad (10th)".
    static func sentence(_ values: [(String, String)]) -> String {
        grouped(values).map { "\($0.value) on \($0.devices.joined(separator: ", "))" }.joined(separator: "; ")
    }

    /// At most eight ids, then how many in all.
    static func listed(_ ids: [String]) -> String {
        ids.prefix(8).joined(separator: ", ") + (ids.count > 8 ? ", … (\(ids.count))" : "")
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

    static func nodes(_ tree: SemanticTree) -> [SemanticNode] { FlowExpectation.nodes(of: tree) }

    /// What is presented over the screen: "keyboard", "popover + menu", "none".
    static func presented(_ tree: SemanticTree) -> String {
        let roles = Set(nodes(tree).map(\.role.rawValue))
        let shown = presentations.filter { roles.contains($0.role) }.map(\.name)
        return shown.isEmpty ? "none" : shown.joined(separator: " + ")
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
    static func elements(_ tree: SemanticTree) -> [SemanticNode] {
        nodes(tree).filter { $0.role != .window && $0.role != .keyboard && !$0.isKeyboardKey }
    }

    /// Tappable elements under 44 × 44 pt that show on screen (`SemanticTree.smallTargets`,
    /// the rule the page's overlay shows too) and are the form's own, "id w×h"; and, by
    /// UIKit's name, the system controls whose parts iOS draws at their own size
    /// (`SystemControl`: a calendar's days, a wheel's rows, a switch), which are not.
    public static func smallTargets(_ tree: SemanticTree) -> (own: [String], systemControls: [String]) {
        let parents = SystemControl.parents(in: tree)
        var own: [String] = []
        var system: [String] = []
        for id in tree.smallTargets {
            guard let node = tree.root.find(id) else { continue }
            if let control = SystemControl.named(node, parent: parents[id]) {
                if !system.contains(control) { system.append(control) }
            } else {
                own.append("\(id) \(Int(node.frame.width.rounded()))×\(Int(node.frame.height.rounded()))")
            }
        }
        return (own, system)
    }
}
