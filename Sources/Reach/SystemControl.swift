import SimCore

/// The UIKit controls iOS draws at its own size: a tappable element that is one, or one
/// of its parts, is under 44 pt because iOS makes it so, not the form. The one rule the
/// audit's target-size check marks as iOS's default (AuditScreen+platform) and the flow
/// report leaves out of its list of small targets.
public enum SystemControl {
    /// The control whose own size `node` is, by UIKit's name, when it is one: a switch, a
    /// slider, a segment, a stepper's half, a calendar's day, a wheel's row, a compact
    /// date picker's button. `parent` is the node that holds it.
    public static func named(_ node: SemanticNode, parent: SemanticNode?) -> String? {
        switch node.role {
        case .switch: return "UISwitch"
        case .slider: return "UISlider"
        case .segment: return "UISegmentedControl"
        default: break
        }
        switch parent?.role {
        case .stepper?: return "UIStepper"
        case .segmentedControl?: return "UISegmentedControl"
        case .calendar?: return "UICalendarView"
        case .pickerColumn?: return "UIPickerView"
        default: break
        }
        // SimCore names a compact date picker's buttons so (CompactDatePicker).
        if node.id.hasSuffix("-compact-date") || node.id.hasSuffix("-compact-time") { return "UIDatePicker (compact)" }
        return nil
    }

    /// Each node's parent in `tree`, by the child's id.
    public static func parents(in tree: SemanticTree) -> [String: SemanticNode] {
        var parents: [String: SemanticNode] = [:]
        for node in tree.allNodes { for child in node.children { parents[child.id] = node } }
        return parents
    }
}
