import Reach
import SimCore

/// Required rows that can never be valid: after a submit marks a row invalid, a person
/// taps it and each control in it, and nothing changes (a disabled row, a read-only value
/// with nothing that sets it).
extension Auditor {
    func neverValid(on screen: AuditScreen, reachedBy submit: String, open: () -> Simulator) -> [AuditFinding] {
        // Scrolling and hiding the keyboard as a person does (as a flow's steps do).
        let reach = Reach()
        let invalid = screen.nodes.filter { $0.states.contains(.invalid) }
        return invalid.compactMap { row in
            // The row and what a finger taps inside it, each tried on the submitted form.
            let tries = [row] + row.allNodes.dropFirst().filter { Role.tappable.contains($0.role) }
            let fillable = tries.contains { candidate in
                let sim = open()
                guard (try? sim.send([.tapTarget(submit)])) != nil else { return false }
                _ = sim.settle(within: 10)
                // As a person would: the keyboard the submit raised put away, the row scrolled in.
                _ = reach.hideKeyboard(on: sim)
                guard reach.scrollTo(candidate.id, on: sim) == nil else { return false }
                _ = sim.settle(within: 10)
                // Being edited already (the submit focused it, its keyboard stays): a person types.
                let tree = sim.semanticTree()
                if let first = tree.firstResponder, row.find(first) != nil { return true }
                let before = Self.unmarked(tree.root)
                guard (try? sim.send([.tapTarget(candidate.id)])) != nil else { return false }
                _ = sim.settle(within: 10)
                return Self.unmarked(sim.semanticTree().root) != before
            }
            guard !fillable else { return nil }
            return screen.finding(
                .neverValid, .error, row.id,
                "\(row.id) is required, and nothing a person taps in it changes it: the form can never be submitted",
                guidance: "A required field must be one a person can fill (not disabled, not read-only); WCAG 2.x 3.3.2",
                frame: row.frame)
        }
    }

    /// A tree without the marks a tap leaves on what it does not change: a row's
    /// highlight and selection, and the invalid mark a tap may clear.
    static func unmarked(_ node: SemanticNode) -> SemanticNode {
        var node = node
        node.states.removeAll { $0 == .highlighted || $0 == .selected || $0 == .invalid }
        node.children = node.children.map(unmarked)
        return node
    }
}
