import Foundation
import SimCore

/// What must hold of a session's tree after every event, whatever was sent
/// (docs/SECURITY.md, "No crash from input"): at most one first responder, every popover
/// on the screen, a compact date's card and a menu only while their control is there
/// (they go with it), and the Birthday value showing the picker's date as the locale
/// writes it.
struct SessionInvariants {
    let localization: Localization
    /// The picker's date as last seen in the tree (the scene starts on 2000-01-01).
    /// The Birthday check runs on trees that show the picker.
    private(set) var pickerDate = "2000-01-01"
    /// How often each check had something to look at (so a run can show it checked).
    private(set) var birthdaysChecked = 0
    private(set) var popoversChecked = 0
    private(set) var anchoredChecked = 0
    /// The controls that present for themselves: a compact date's buttons, a pop-up button.
    static let controlSuffixes = ["-compact-date", "-compact-time", "-button"]

    init(locale: String) {
        localization = Localization(identifier: locale) ?? Localization(identifier: "en_US")!
    }

    /// The invariants this tree breaks (empty when all hold).
    mutating func violations(in tree: SemanticTree) -> [String] {
        var problems: [String] = []
        let nodes = Self.flatten(tree.root)
        let responders = nodes.filter { $0.states.contains(.firstResponder) }
        if responders.count > 1 {
            problems.append("\(responders.count) first responders: \(responders.map(\.id))")
        }
        if let responder = responders.first, responder.id != tree.firstResponder {
            problems.append("node \(responder.id) is first responder but the tree says \(tree.firstResponder ?? "none")")
        }
        for popover in nodes where popover.role == .popover {
            popoversChecked += 1
            let f = popover.frame
            let inside = f.array.allSatisfy(\.isFinite) && f.minX >= -0.5 && f.minY >= -0.5
                && f.maxX <= tree.screen.width + 0.5 && f.maxY <= tree.screen.height + 0.5
            if !inside { problems.append("popover \(popover.id) at \(f) is not inside \(tree.screen)") }
        }
        let ids = Set(nodes.map(\.id))
        for shown in nodes where shown.role == .menu || shown.role == .popover {
            guard let anchor = shown.anchor, Self.controlSuffixes.contains(where: anchor.hasSuffix) else { continue }
            anchoredChecked += 1
            if !ids.contains(anchor) { problems.append("\(shown.id) shows, but its control \(anchor) is gone") }
        }
        // Checked only when both show: a picker out of the tree (its popover or panel
        // gone) may have turned since it was last seen, within one batch of events.
        guard let picker = nodes.first(where: { $0.id == "birthday-picker" }), let date = picker.value else { return problems }
        pickerDate = date
        if let label = nodes.first(where: { $0.id == "birthday-value" }), let value = label.value, !value.isEmpty {
            birthdaysChecked += 1
            let expected = SimpleDate(iso: pickerDate).map { localization.longDate($0.foundationDate) }
            if value != expected { problems.append("birthday shows \"\(value)\" but the picker is at \(pickerDate)") }
        }
        return problems
    }

    static func flatten(_ node: SemanticNode) -> [SemanticNode] {
        [node] + node.children.flatMap(flatten)
    }
}
