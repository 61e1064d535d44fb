import SimCore

/// One row of a form (docs/FORMS.md): what every row has — id, label, whether it is
/// required or disabled, the idioms that show it — and its control, which holds the
/// keys of its kind, typed.
public struct FormRow: Equatable, Sendable {
    /// The kind keys of the file format (`text: name`, `switch: wifi`, …).
    public enum Kind: String, Sendable, CaseIterable {
        case text, textView, date, picker, choice, `switch`, segmented, stepper, slider, value, button, child, menu, color, placeholder
    }

    public enum ButtonRole: String, Sendable, CaseIterable { case submit, destructive, `default` }
    /// A date row's `mode`: UIDatePicker.Mode (`date`, `time`, `dateAndTime`, `countDownTimer`).
    public typealias DateMode = DatePickerMode
    /// How a date row shows its picker (E1): UIDatePickerStyle, with `inputView` for the
    /// seed's label whose input view is the wheels (F1, the default).
    public enum DateStyle: String, Sendable, CaseIterable { case inputView, compact, inline, wheels }
    /// What shows a date or picker row's value and takes first responder: the reference
    /// label, or one of the alternatives seed 000 compares (docs/BEHAVIOR.md A1).
    public enum ValueView: String, Sendable, CaseIterable { case label, textField, textFieldClearTint, textView }

    public var id: String
    public var label: String?
    public var required = false
    public var disabled = false
    /// The idioms (`phone`, `pad`) that show the row; nil: every idiom.
    public var idioms: [String]?
    /// The class name the inspector shows for the row's value view or field, as
    /// Interface Builder's Custom Class names the app's own subclass.
    public var customClass: String?
    /// When the row shows (`visibleWhen:`); nil: always.
    public var visibleWhen: FormCondition?
    /// `tint:` a button row's title colour and a switch's track when on (SwiftUI's `.tint`).
    public var tint: FormTint?
    /// What the row shows of a SwiftUI form's state and runs (docs/FORMS.md, Programs).
    public var program = RowProgram()
    public var control: FormControl

    public init(id: String, control: FormControl) {
        self.id = id
        self.control = control
    }

    public var kind: Kind { control.kind }

    /// What a stepper's label holds where its value shows, live (SwiftUI's
    /// `Stepper("Guests: \(guests)", value: $guests)`).
    public static let valueMarker = "{value}"

    /// Rows whose control takes typed text (F2's order of Return and Tab).
    public var isTextInput: Bool { kind == .text || kind == .textView }

    /// A picker's or date row's value view; the reference label for other kinds.
    public var valueView: ValueView {
        switch control {
        case .date(let entry): entry.valueView
        case .picker(_, let valueView): valueView
        default: .label
        }
    }
}
