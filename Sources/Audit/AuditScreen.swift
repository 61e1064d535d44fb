import Reach
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
    /// The screen, in points.
    let screen: Rect
    /// Each node's part on screen (SemanticTree.visibleFrames, the small-target rule's
    /// clipping), found in one walk of the tree: the checks ask for it node by node.
    let visibleFrames: [String: Rect]

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
        screen = Rect(x: 0, y: 0, width: tree.screen.width, height: tree.screen.height)
        visibleFrames = tree.visibleFrames()
    }

    /// What a screen reader reads: with a presentation up only the topmost (UIKit's
    /// presentations are modal to VoiceOver, `accessibilityViewIsModal`) and a keyboard,
    /// else everything.
    var spoken: [SemanticNode] {
        let modal: Set<Role> = [.popover, .sheet, .alert, .actionSheet, .menu]
        guard let top = nodes.last(where: { modal.contains($0.role) }) else { return nodes }
        return top.allNodes + nodes.filter { $0.role == .keyboard }.flatMap(\.allNodes)
    }

    /// The part of a node's frame on screen, cut by its ancestors' frames (tables clip).
    func visibleFrame(_ id: String) -> Rect? { visibleFrames[id] }

    func finding(
        _ check: AuditFinding.Check, _ severity: AuditFinding.Severity, _ element: String?, _ message: String,
        guidance: String, frame: Rect? = nil, platform: String? = nil
    ) -> AuditFinding {
        AuditFinding(
            check: check, severity: severity, element: element, message: message, guidance: guidance, context: context,
            frame: frame.map { [$0.minX, $0.minY, $0.width, $0.height] }, platform: platform)
    }

    func findings() -> [AuditFinding] {
        // A crashed app shows its crash report, not the form: the crash is all there is.
        let crash = crashes()
        guard crash.isEmpty else { return crash }
        return deadEnds() + underKeyboard() + targetSizes() + targetSpacing() + contrast() + textFindings() + names() + readingOrder()
    }
}
