import Reach
import SimCore

/// What iOS itself draws that a check finds short on every form: its system colours (the
/// tint, systemBlue, measures 4.0:1 on white) and its controls' own sizes (a switch is
/// 31 pt tall). Such a finding is a warning that names the default and, where there is
/// one, the setting that fixes it; the test command groups them (AuditReport+summary).
extension AuditScreen {
    /// The system colours UIKit draws text in by default, by UIKit's name.
    static let systemColors: [(name: String, color: Color)] = [
        ("systemBlue", .systemBlue), ("systemRed", .systemRed), ("systemGreen", .systemGreen), ("systemGray", .systemGray),
        ("secondaryLabel", .secondaryLabel),
    ]

    /// The system colour `color` is as drawn in this screen's appearance and contrast.
    func systemColor(_ color: RGBA) -> (name: String, color: Color)? {
        let style = UserInterfaceStyle(rawValue: context.appearance) ?? .light
        let contrast = AccessibilityContrast(rawValue: context.contrast) ?? .normal
        return Self.systemColors.first { system in
            [UserInterfaceLevel.base, .elevated].contains { level in
                RGBA(css: system.color.resolved(style, level: level, contrast: contrast).css) == color
            }
        }
    }

    /// A contrast finding for text in a system colour, or on one (a filled button's white
    /// title on the tint): iOS's own default, a warning that says what Increase Contrast
    /// draws instead when that reaches the ratio.
    func platformContrast(_ item: TextAudit.Item) -> AuditFinding? {
        let onSystem = systemColor(item.color) == nil
        guard let system = systemColor(item.color) ?? systemColor(item.background) else { return nil }
        let ratio = (item.contrast * 100).rounded() / 100
        let style = UserInterfaceStyle(rawValue: context.appearance) ?? .light
        var message = "\"\(item.text)\" is \(ratio):1 against its background (\(item.color) on \(item.background)), "
            + "iOS's own \(system.name)\(onSystem ? " behind it" : ""); needs \(item.required):1"
        if context.contrast != AccessibilityContrast.high.rawValue,
            let high = RGBA(css: system.color.resolved(style, contrast: .high).css)
        {
            let (text, background) = onSystem ? (item.color, high) : (high, item.background)
            let fixed = (text.over(background).contrast(with: background) * 100).rounded() / 100
            if fixed >= item.required { message += "; Increase Contrast draws it \(high), \(fixed):1" }
        }
        return finding(
            .contrast, .warning, owner(of: item), message,
            guidance: "WCAG 2.x 1.4.3 (AA): 4.5:1, or 3:1 for large text. iOS's default \(system.name) is what every app draws; "
                + "Settings › Accessibility › Display & Text Size › Increase Contrast draws its high-contrast value",
            frame: item.ink, platform: system.name)
    }

    /// The UIKit control whose own size a tappable element is, when it is one
    /// (`SystemControl`, the rule the flow report shares).
    func systemControl(of node: SemanticNode) -> String? {
        SystemControl.named(node, parent: parents[node.id])
    }
}
