/// One row of a form: its kind, its id and the keys its kind takes (docs/FORMS.md).
public struct FormRow: Equatable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case text, textView, date, picker, choice, `switch`, segmented, stepper, slider, value, button, child
    }

    public enum ButtonRole: String, Sendable, CaseIterable { case submit, destructive, `default` }
    public enum DateMode: String, Sendable, CaseIterable { case date, time, dateAndTime }
    /// What shows a date or picker row's value and takes first responder: the reference
    /// label, or one of the alternatives seed 000 compares (docs/BEHAVIOR.md A1).
    public enum ValueView: String, Sendable, CaseIterable { case label, textField, textFieldClearTint, textView }

    public var kind: Kind
    public var id: String
    public var label: String?
    public var required = false
    public var disabled = false
    public var placeholder: String?
    /// The starting value as written: text, an option, a date, "on"/"off", a number.
    public var value: String?
    public var keyboard: String?
    public var secure = false
    public var autocapitalization: String?
    public var returnKey: String?
    public var maxLength: Int?
    public var lines: Int?
    public var mode: DateMode = .date
    public var min: String?
    public var max: String?
    public var options: [String] = []
    public var title: String?
    public var role: ButtonRole = .default
    public var form: String?
    public var step: Double?
    /// The idioms (`phone`, `pad`) that show the row; nil: every idiom.
    public var idioms: [String]?
    public var valueView: ValueView = .label
    /// The class name the inspector shows for the row's value view or field, as
    /// Interface Builder's Custom Class names the app's own subclass.
    public var customClass: String?

    public init(kind: Kind, id: String) {
        self.kind = kind
        self.id = id
    }

    /// Rows whose control takes typed text (F2's order of Return and Tab).
    public var isTextInput: Bool { kind == .text || kind == .textView }
}
