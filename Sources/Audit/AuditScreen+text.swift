import Foundation
import Reach
import SimCore

/// Text a person cannot read or use: too faint, cut short, covering other text, broken
/// inside a word; and controls a screen reader cannot name.
extension AuditScreen {
    /// The grey of placeholders, which WCAG leaves out as the text of an inactive
    /// component: reported in a class of its own.
    static let placeholderGreys: [RGBA] = [Color.placeholderText, .systemGray].flatMap { color in
        UserInterfaceStyle.allCases.compactMap { RGBA(css: color.resolved($0).css) }
    }

    /// The text a person sees, less the keyboard's own (the system's, drawn as iOS draws
    /// it: a key's digit and letters share it on purpose).
    var textItems: [TextAudit.Item] {
        let keyboards = frames { $0.role == .keyboard }
        return text.visibleItems.filter { item in !keyboards.contains { $0.contains(item.ink.center) } }
    }

    /// The frames of the elements in a state WCAG leaves out (disabled), and of text fields
    /// and views (their text scrolls or is cut on purpose, as in iOS).
    func frames(where test: (SemanticNode) -> Bool) -> [Rect] {
        nodes.filter(test).map(\.frame)
    }

    func contrast() -> [AuditFinding] {
        let inactive = frames { $0.states.contains(.disabled) }
        return textItems.compactMap { item in
            // Text with nothing painted behind it is in a gap of the layout (a header scrolled
            // under a bar); its colour against the bare screen says nothing.
            guard item.hasBackground, item.contrast < item.required, !inactive.contains(where: { $0.contains(item.ink.center) })
            else { return nil }
            let ratio = (item.contrast * 100).rounded() / 100
            let placeholder = Self.placeholderGreys.contains(item.color)
            if !placeholder, let platform = platformContrast(item) { return platform }
            return finding(
                placeholder ? .placeholderContrast : .contrast, placeholder ? .warning : .error, owner(of: item),
                "\"\(item.text)\" is \(ratio):1 against its background (\(item.color) on \(item.background)); needs \(item.required):1",
                guidance: "WCAG 2.x 1.4.3 (AA): 4.5:1, or 3:1 for text of 18 pt, or 14 pt bold, and larger"
                    + (placeholder ? "; placeholder text is exempt as an inactive hint, yet it is all a person sees of an empty field" : ""),
                frame: item.ink, platform: placeholder ? "placeholderText" : nil)
        }
    }

    /// The element a piece of text belongs to, as a finding names it: the smallest one drawn
    /// around its middle that is no list or window (a label, a cell, a button); text in none
    /// is named by its render node.
    func owner(of item: TextAudit.Item) -> String {
        let lists: Set<Role> = [.window, .table, .section]
        let around = nodes.filter { node in
            !lists.contains(node.role) && node.frame.contains(item.ink.center)
        }
        let smallest = around.min { a, b in
            let (ra, rb) = (a.frame, b.frame)
            return ra.width * ra.height < rb.width * rb.height
        }
        return smallest?.id ?? item.id
    }

    func textFindings() -> [AuditFinding] {
        let items = textItems
        let fields = frames { $0.role == .textField || $0.role == .textView }
        var out: [AuditFinding] = []
        for item in items where item.isCut && !fields.contains(where: { $0.contains(item.ink.center) }) {
            out.append(finding(
                .cutText, .warning, owner(of: item), "\"\(item.text)\" is cut short",
                guidance: "Apple's Human Interface Guidelines (Dynamic Type): text wraps rather than truncating at larger sizes",
                frame: item.ink))
        }
        for (a, b) in text.overlaps(items) {
            out.append(finding(
                .overlappingText, .error, owner(of: a), "\"\(a.text)\" and \"\(b.text)\" cover each other",
                guidance: "Text must stay readable at every Dynamic Type size (WCAG 1.4.4, 1.4.12)", frame: a.ink))
        }
        // A line ending in a letter above a line starting with one, where the two together
        // are one word of a label the screen reader reads: "Pla" over "n".
        let spoken = nodes.flatMap { [$0.label, $0.value] }.compactMap { $0 }
        for a in items {
            for b in items where b.id != a.id && abs(b.ink.minX - a.ink.minX) < 1 && abs(b.ink.minY - a.ink.maxY) < a.font.size * 0.6
                && b.font == a.font
            {
                guard let last = a.text.last, let first = b.text.first, last.isLetter, first.isLetter else { continue }
                let lastWord = a.text.split(separator: " ").last.map(String.init) ?? a.text
                let firstWord = b.text.split(separator: " ").first.map(String.init) ?? b.text
                let joined = lastWord + firstWord
                guard spoken.contains(where: { $0.split(separator: " ").contains { $0.hasPrefix(joined) } }) else { continue }
                out.append(finding(
                    .brokenWord, .warning, owner(of: a), "\"\(joined)\" is broken over two lines (\"\(lastWord)\" / \"\(firstWord)\")",
                    guidance: "UIKit wraps by words (NSLineBreakMode.byWordWrapping) and breaks a word only when it alone is wider than the line",
                    frame: a.ink))
            }
        }
        return out
    }

    /// Controls with no name to speak, and controls on one screen that speak the same name.
    func names() -> [AuditFinding] {
        let visible = spoken.filter { Self.controls.contains($0.role) && !$0.isKeyboardKey && visibleFrame($0.id) != nil }
        var out: [AuditFinding] = []
        for node in visible where (node.label ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
            // A control with a value is spoken by it ("50 percent, adjustable"): a warning.
            let speaksValue = !(node.value ?? "").isEmpty
            out.append(finding(
                .unnamed, speaksValue ? .warning : .error, node.id,
                "\(node.id) (\(node.role.rawValue)) has no name a screen reader would speak" + (speaksValue ? ", only its value" : ""),
                guidance: "UIKit's accessibilityLabel: every control needs one (WCAG 4.1.2)", frame: node.frame))
        }
        // One inside another (a field's 44 pt container) is one target, spoken once.
        var inside = Set<String>()
        for node in visible { for descendant in node.allNodes.dropFirst() { inside.insert(descendant.id) } }
        var byName: [String: [SemanticNode]] = [:]
        for node in visible where node.role != .segment && !inside.contains(node.id) {
            if let label = node.label, !label.isEmpty { byName[label.lowercased(), default: []].append(node) }
        }
        for (name, same) in byName.sorted(by: { $0.key < $1.key }) where same.count > 1 {
            out.append(finding(
                .duplicateName, .warning, same[0].id,
                "\(same.map(\.id).joined(separator: ", ")) are all spoken as \"\(name)\"",
                guidance: "Apple's accessibility guidance: labels tell controls apart (WCAG 2.4.6)", frame: same[0].frame))
        }
        return out
    }
}
