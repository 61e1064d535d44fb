import SimCore

/// The checks of how a screen reads and where its editing happens: reading order against
/// what is drawn, and a field hidden by its own keyboard.
extension AuditScreen {
    /// Two neighbours that a screen reader reads in an order the eye does not: the second
    /// drawn wholly above the first, or on the same line on its leading side (the right in
    /// a right-to-left language). The semantic tree is in VoiceOver's order: by default the
    /// order things are drawn in, so what this finds is an order an app set
    /// (`accessibilityElements`) against what is seen. A presentation and a keyboard are
    /// their own contexts.
    func readingOrder() -> [AuditFinding] {
        let rightToLeft = tree.layoutDirection.isRightToLeft
        var out: [AuditFinding] = []
        for parent in nodes where !Role.ownReadingContexts.contains(parent.role) && !parent.isKeyboardKey {
            let read = parent.children.filter { !Role.ownReadingContexts.contains($0.role) && !$0.isKeyboardKey }
                .compactMap { child in visibleFrame(child.id).map { (child, $0) } }
                .filter { $0.1.width > 0 && $0.1.height > 0 }
            for (first, second) in zip(read, read.dropFirst()) {
                let (a, ra) = first, (b, rb) = second
                let above = rb.maxY <= ra.minY + 0.5
                let sameLine = rb.isOnSameLine(as: ra)
                let leading = rightToLeft ? rb.minX >= ra.maxX - 0.5 : rb.maxX <= ra.minX + 0.5
                guard above || (sameLine && leading) else { continue }
                let where_ = above ? "above it" : (rightToLeft ? "to its right" : "to its left")
                out.append(finding(
                    .readingOrder, .warning, b.id, "\(b.id) is read after \(a.id) but drawn \(where_)",
                    guidance: "VoiceOver reads top to bottom and from the leading edge (WCAG 2.x 1.3.2, meaningful sequence); "
                        + "order the views, or set accessibilityElements, as they are seen",
                    frame: rb))
            }
        }
        return out
    }

    /// The element being edited hidden under the keyboard or input view that edits it: a
    /// person types without seeing what they type. UIKit leaves moving it to the app (a
    /// table scrolls its first responder clear; a plain view does not).
    func underKeyboard() -> [AuditFinding] {
        guard let first = tree.firstResponder, let field = nodes.first(where: { $0.id == first }),
            case let frame = visibleFrame(first) ?? field.frame
        else { return [] }
        let covers = nodes.filter { $0.role == .keyboard || $0.role == .inputView }
        guard let cover = covers.first(where: { !$0.frame.intersection(frame).isEmpty }),
            // Covered when its middle is under the panel: the text line is there.
            frame.center.y >= cover.frame.minY
        else { return [] }
        return [finding(
            .underKeyboard, .error, first, "\(first) is under the \(cover.role == .keyboard ? "keyboard" : "input view") while it is edited",
            guidance: "Apple's guidance: move content out from under the keyboard (keyboardLayoutGuide, or adjust the scroll view's insets)",
            frame: frame)]
    }
}
