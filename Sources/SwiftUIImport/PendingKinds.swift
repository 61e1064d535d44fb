import Scenes

/// What the SwiftUI mapping names that this build's forms cannot show yet — menus,
/// compact, inline and wheels date styles, action sheets and alerts on buttons, sheets —
/// each mapped here, in one place, to the nearest row or key this build has, with the
/// warning that says so. When a kind lands, its function here returns it instead (large
/// titles and the keyboard's Done bar have: FormAssembly+finish sets them).
enum PendingKinds {
    /// `Picker` in its default or `.menu` style: a pop-up menu row; here a picker row.
    static func menu(_ options: FormControl.Options) -> (FormControl, String) {
        (.picker(options, valueView: .label), "Picker shows as a wheel picker: menu rows are not in this version")
    }

    /// `DatePicker` styles: compact (the default), graphical (inline) and wheel; here the
    /// date row of the default style.
    static func date(_ entry: FormControl.DateEntry, style: String) -> (FormControl, String?) {
        let name = switch style {
        case "graphical": "inline"
        case "wheel": "wheels"
        default: "compact"
        }
        return (.date(entry), "DatePicker shows as a date row with its value as a label: the \(name) date style is not in this version")
    }

    /// A button whose action shows `.confirmationDialog` (an action sheet) or `.alert`;
    /// here the plain button.
    static func presentation(_ button: FormControl, kind: String) -> (FormControl, String) {
        (button, "the \(kind) this button shows is left out: \(kind)s on buttons are not in this version")
    }

    /// A button whose action shows `.sheet`: a child row presented as a sheet; here one
    /// that pushes.
    static func sheet(form: String) -> (FormControl, String) {
        (.child(form: form), "the sheet opens as a pushed screen: sheets are not in this version")
    }
}
