import SimCore

/// One screen of a form, as the audit reads it: its semantic tree (what a screen reader
/// reads), its render tree (what is drawn) and the engine's hit test (where a finger
/// lands). `findings()` runs every check on it (Auditor+checks).
struct AuditScreen {
    let sim: Simulator
    let context: AuditContext
    /// The element tapped to reach this screen, if any.
    var tapped: String?
    let tree: SemanticTree
    let nodes: [SemanticNode]
    /// Each node's parent, by the child's id.
    let parents: [String: SemanticNode]
    /// The text drawn, read once for the contrast and text checks.
    let text: TextAudit

    init(sim: Simulator, context: AuditContext, tapped: String? = nil) {
        self.sim = sim
        self.context = context
        self.tapped = tapped
        tree = sim.semanticTree()
        nodes = tree.allNodes
        var parents: [String: SemanticNode] = [:]
        for node in nodes { for child in node.children { parents[child.id] = node } }
        self.parents = parents
        text = TextAudit(sim.renderTree)
    }

    static func rect(_ frame: [Double]) -> Rect? {
        frame.count == 4 ? Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]) : nil
    }

    /// What a screen reader reads: with a presentation up only the topmost (UIKit's
    /// presentations are modal to VoiceOver, `accessibilityViewIsModal`) and a keyboard,
    /// else everything.
    var spoken: [SemanticNode] {
        let modal: Set<Role> = [.popover, .sheet, .alert, .actionSheet, .menu]
        guard let top = nodes.last(where: { modal.contains($0.role) }) else { return nodes }
        return top.allNodes + nodes.filter { $0.role == .keyboard }.flatMap(\.allNodes)
    }

    var screen: Rect { Rect(x: 0, y: 0, width: tree.screen.width, height: tree.screen.height) }

    /// The part of a node's frame on screen, cut by its ancestors' frames (tables clip).
    func visibleFrame(_ id: String) -> Rect? {
        func search(_ node: SemanticNode, clip: Rect) -> Rect? {
            guard let frame = Self.rect(node.frame) else { return nil }
            let cut = node.role == .window ? clip : clip.intersection(frame)
            if node.id == id { return cut.isEmpty ? nil : clip.intersection(frame) }
            for child in node.children {
                if let found = search(child, clip: cut) { return found }
            }
            return nil
        }
        return search(tree.root, clip: screen)
    }

    func finding(
        _ check: AuditFinding.Check, _ severity: AuditFinding.Severity, _ element: String?, _ message: String,
        guidance: String, frame: Rect? = nil
    ) -> AuditFinding {
        AuditFinding(
            check: check, severity: severity, element: element, message: message, guidance: guidance, context: context,
            frame: frame.map { [$0.minX, $0.minY, $0.width, $0.height] })
    }

    func findings() -> [AuditFinding] {
        // A crashed app shows its crash report, not the form: the crash is all there is.
        let crash = crashes()
        guard crash.isEmpty else { return crash }
        return deadEnds() + underKeyboard() + targetSizes() + targetSpacing() + contrast() + textFindings() + names() + readingOrder()
    }
}
