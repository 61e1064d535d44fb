import SimCore
import Wire

/// One problem the audit found (docs/AUDIT.md): which check, how bad, the element, what
/// is wrong in words, what Apple's guidance or UIKit says, and where it was seen.
public struct AuditFinding: Equatable, Sendable, Encodable {
    public enum Severity: String, Sendable, Encodable, Comparable {
        case error, warning

        public static func < (a: Severity, b: Severity) -> Bool { a == .error && b == .warning }
    }

    public enum Check: String, Sendable, Encodable, CaseIterable {
        case targetSize, targetSpacing, contrast, placeholderContrast, cutText, overlappingText, brokenWord
        case unnamed, duplicateName, readingOrder, underKeyboard, neverValid, deadEnd, crash
    }

    public var check: Check
    public var severity: Severity
    /// The element's id; nil for what belongs to the screen (a crash).
    public var element: String?
    public var message: String
    public var guidance: String
    public var context: AuditContext
    /// The element's frame on screen, in points.
    public var frame: [Double]?
    /// The screen it was first seen on, as drawn (its render tree), for the HTML report's
    /// picture; only on the first finding of its group, and only when pictures are asked for.
    public var picture: JSONValue?
    /// The iOS default the finding comes from (a system colour, `systemBlue`; a system
    /// control's own size, `UISwitch`), nil for the form's own: the test command prints
    /// these as one platform note per run (AuditReport+summary).
    public var platform: String?

    enum CodingKeys: String, CodingKey { case check, severity, element, message, guidance, context, frame, platform }

    /// What the report shows as one problem: the same check on the same element of a form,
    /// wherever it was seen.
    public var group: String { [check.rawValue, element ?? "", context.scene].joined(separator: "|") }

    /// What makes two findings the same problem: seen again in another state, it is not new.
    var identity: String {
        [check.rawValue, element ?? "", message, context.scene, context.device, context.orientation, context.appearance,
         context.contrast, context.contentSize, context.locale, context.window].joined(separator: "|")
    }
}

/// Where a finding was seen: the form, the device and its settings, and the state reached
/// (how, in words: "opened", "after a tap on birthday").
public struct AuditContext: Hashable, Sendable, Encodable {
    public var scene: String
    public var device: String
    public var orientation: String
    public var appearance: String
    /// `high` with Increase Contrast on (UITraitCollection's accessibilityContrast).
    public var contrast: String = "normal"
    public var contentSize: String
    public var locale: String
    /// The app's window on an iPad (`full`, `oneThird`, …; docs/BEHAVIOR.md F1).
    public var window: String = "full"
    public var state: String

    public var summary: String {
        let window = window == "full" ? "" : " in a \(window) window"
        let contrast = contrast == "high" ? ", increase contrast" : ""
        return "\(scene) on \(device) \(orientation)\(window), \(appearance)\(contrast), text \(contentSize), \(locale), \(state)"
    }
}

extension [AuditFinding] {
    /// The findings with those named in `allowed` (`check:element`, as `crash:export`)
    /// turned into warnings that say so: a problem known and meant (a form that shows a
    /// crash on purpose) is still reported, and fails nothing.
    public func allowing(_ allowed: [String]) -> [AuditFinding] {
        map { finding in
            let name = "\(finding.check.rawValue):\(finding.element ?? "")"
            guard allowed.contains(name) else { return finding }
            var allowedFinding = finding
            allowedFinding.severity = .warning
            allowedFinding.message += " (allowed: \(name))"
            return allowedFinding
        }
    }
}
