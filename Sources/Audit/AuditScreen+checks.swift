import SimCore

/// The checks of one screen (docs/AUDIT.md gives each its source).
extension AuditScreen {
    /// Apple's 44 pt, the one constant of SimCore's small-target rule.
    static let minimumTarget = SemanticTree.minimumTargetSize
    static let minimumSpacing = 8.0
    /// Roles a screen reader announces as controls, which must have a name.
    static let controls: Set<Role> = [.textField, .textView, .button, .control, .switch, .segment, .slider, .stepper]

    /// The app crashed (the semantic root says so): nothing after it works.
    func crashes() -> [AuditFinding] {
        guard tree.root.states.contains(where: { $0.rawValue == "crashed" }) else { return [] }
        let how = tapped.map { "a tap on \($0)" } ?? "opening the form"
        return [finding(
            .crash, .error, tapped, "\(how) crashes the app" + (tree.root.value.map { ": \($0)" } ?? ""),
            guidance: "UIKit raises an exception for a presentation it cannot place (an iPad action sheet needs a source view or rect)")]
    }

    /// A text field whose keyboard has no way out by touch: no Return key and no Done above it.
    func deadEnds() -> [AuditFinding] {
        guard let first = tree.firstResponder, let field = nodes.first(where: { $0.id == first }),
            field.role == .textField || field.role == .textView,
            nodes.contains(where: { $0.role == .keyboard }),
            !nodes.contains(where: { $0.id == "key-return" || $0.id == "key-dismiss" || $0.id.hasPrefix("keyboard-accessory") })
        else { return [] }
        return [finding(
            .deadEnd, .warning, first, "\(first)'s keyboard has no Return key and no Done: a person cannot leave it by a key",
            guidance: "Number and phone pads have no Return key; give the field an input accessory with Done (UIKit's inputAccessoryView)",
            frame: field.frame)]
    }

    /// Tappable elements whose hit area is under 44 × 44 pt. It starts from the elements
    /// of the small-target rule (`SemanticTree.smallTargets`: a tappable element under
    /// 44 pt that shows on screen, what the page's overlay outlines and the flow report
    /// lists) and measures something else of each: what a finger reaches. The hit area is
    /// found with the engine's hit test, 21 pt each way from the element's centre, so a
    /// field inside a 44 pt container that takes its touches passes (the overlay still
    /// outlines it: its frame is small).
    func targetSizes() -> [AuditFinding] {
        let small = Set(tree.smallTargets)
        return nodes.compactMap { node in
            guard small.contains(node.id), case let frame = node.frame else { return nil }
            let c = frame.center, reach = Self.minimumTarget / 2 - 1
            let probes = [Point(x: c.x - reach, y: c.y), Point(x: c.x + reach, y: c.y), Point(x: c.x, y: c.y - reach), Point(x: c.x, y: c.y + reach)]
            // The element, or a container of it that is no row of a list (a field's 44 pt container).
            let takers = Set([node.id] + containers(of: node.id))
            guard !probes.allSatisfy({ screen.contains($0) && sim.element(at: $0).map(takers.contains) == true }) else { return nil }
            let system = systemControl(of: node)
            return finding(
                .targetSize, .warning, node.id,
                "\(node.id) takes touches over \(Int(frame.width.rounded()))×\(Int(frame.height.rounded())) pt"
                    + (system.map { ", \($0)'s own size" } ?? ""),
                guidance: "Apple's Human Interface Guidelines: a hit target of at least 44 × 44 pt", frame: frame, platform: system)
        }
    }

    /// The ids of the elements around `id` that are not a list's parts (cell, section,
    /// table) or the window: containers whose touches may be the element's.
    func containers(of id: String) -> [String] {
        var out: [String] = []
        var current = parents[id]
        while let node = current, ![.cell, .section, .table, .window].contains(node.role) {
            out.append(node.id)
            current = parents[node.id]
        }
        return out
    }

    /// Controls closer than 8 pt to another control in the same row of a list, or both
    /// outside the list (not the parts of one control, not one inside the other).
    func targetSpacing() -> [AuditFinding] {
        let spaced: Set<Role> = [.button, .control, .switch, .slider, .textField]
        let targets = nodes.filter { spaced.contains($0.role) && !$0.isKeyboardKey && visibleFrame($0.id) != nil }
        var out: [AuditFinding] = []
        // The row of a list each is in: controls of two rows are a list's, spaced by the rows.
        func row(_ id: String) -> String? {
            var current = parents[id]
            while let node = current {
                if node.role == .cell { return node.id }
                current = parents[node.id]
            }
            return nil
        }
        let rows = Dictionary(targets.map { ($0.id, row($0.id)) }, uniquingKeysWith: { first, _ in first })
        for (i, a) in targets.enumerated() {
            for b in targets[(i + 1)...] where parents[a.id]?.id != parents[b.id]?.id {
                // Only neighbours in one row, or both outside the list (a bar's buttons): a
                // field scrolled under a bar is not next to its buttons.
                guard rows[a.id] == rows[b.id] else { continue }
                let (ra, rb) = (a.frame, b.frame)
                guard ra.intersection(rb).isEmpty else { continue }
                let dx = max(0, max(ra.minX, rb.minX) - min(ra.maxX, rb.maxX))
                let dy = max(0, max(ra.minY, rb.minY) - min(ra.maxY, rb.maxY))
                let gap = (dx * dx + dy * dy).squareRoot()
                guard gap < Self.minimumSpacing else { continue }
                out.append(finding(
                    .targetSpacing, .warning, a.id, "\(a.id) is \(Int(gap.rounded())) pt from \(b.id)",
                    guidance: "Apple's Human Interface Guidelines: about 8 pt of space between controls", frame: ra))
            }
        }
        return out
    }
}
