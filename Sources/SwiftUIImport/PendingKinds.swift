import Scenes
import SimCore

/// The rows of the SwiftUI mapping that came with today's iOS controls — menus, the
/// date styles, action sheets and alerts on buttons, sheets — in one place, with what
/// this build still cannot show mapped to the nearest, with a warning.
enum PendingKinds {
    /// `Picker` in its default or `.menu` style: a pop-up button's menu.
    static func menu(_ options: FormControl.Options) -> FormControl { .menu(options) }

    /// `DatePicker` styles: compact (the default), graphical (inline) and wheel (the
    /// wheels in the row). The styles other than the label's need a date-only picker in
    /// this build: a time or a date with a time keeps the label, with a warning.
    static func date(_ entry: FormControl.DateEntry, style: String) -> (FormControl, String?) {
        var entry = entry
        let wanted: FormRow.DateStyle = switch style {
        case "graphical": .inline
        case "wheel": .wheels
        default: .compact
        }
        guard entry.mode == .date else {
            return (.date(entry), "DatePicker shows its value as a label: the \(wanted.rawValue) style takes dates without a time in this version")
        }
        entry.style = wanted
        return (.date(entry), nil)
    }

    /// A button whose action shows `.confirmationDialog` (an action sheet) or `.alert`:
    /// the button presents it, with the dialog's buttons as its actions.
    static func presentation(_ button: FormControl, alert: FormAlert) -> FormControl {
        guard case .button(let title, let role, _) = button else { return button }
        return .button(title: title, role: role, alert: alert)
    }

    /// A button whose action shows `.sheet` or `.fullScreenCover`: a child row presenting
    /// the destination's form that way.
    static func sheet(form: String, fullScreen: Bool) -> FormControl {
        .child(form: form, sheet: FormSheet(style: fullScreen ? .fullScreen : .sheet))
    }
}
