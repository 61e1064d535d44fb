import Scenes
import SimCore

/// The rows of the SwiftUI mapping that came with today's iOS controls — menus, the
/// date styles, action sheets and alerts on buttons, sheets — in one place, with what
/// this build still cannot show mapped to the nearest, with a warning.
enum PendingKinds {
    /// `Picker` in its default or `.menu` style: a pop-up button's menu.
    static func menu(_ options: FormControl.Options) -> FormControl { .menu(options) }

    /// `DatePicker` styles: compact (the default), graphical (inline) and wheel (the
    /// wheels in the row), for a date, a time (`.hourAndMinute`) or both (E1.T4, E1.T5).
    static func date(_ entry: FormControl.DateEntry, style: String) -> FormControl {
        var entry = entry
        entry.style = switch style {
        case "graphical": .inline
        case "wheel": .wheels
        default: .compact
        }
        return .date(entry)
    }

    /// A button whose action shows `.confirmationDialog` (an action sheet) or `.alert`:
    /// the button presents it, with the dialog's buttons as its actions.
    static func presentation(_ button: FormControl, alert: FormAlert) -> FormControl {
        guard case .button(let title, let role, _) = button else { return button }
        return .button(title: title, role: role, alert: alert)
    }

    /// A button whose action shows `.sheet` or `.fullScreenCover`: a child row presenting
    /// the destination's form that way.
    static func sheet(form: String, sheet: FormSheet) -> FormControl {
        .child(form: form, sheet: sheet)
    }
}
