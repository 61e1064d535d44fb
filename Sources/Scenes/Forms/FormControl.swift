import SimCore

/// What a row holds, by kind, with the keys that kind takes already read and checked
/// (docs/FORMS.md, Row kinds): a switch's value is a Bool, a stepper's bounds Doubles
/// within the form limits, a picker's value one of its options. The readers build these
/// once; everything after (cells, values, the normalized form) switches over them.
public enum FormControl: Equatable, Sendable {
    case text(TextEntry)
    case textView(TextArea)
    case date(DateEntry)
    case picker(Options, valueView: FormRow.ValueView)
    case choice(Options)
    case `switch`(isOn: Bool)
    case segmented(Options)
    case stepper(NumberRange)
    case slider(NumberRange)
    /// A read-only value; the file writes its text as `detail`.
    case value(detail: String?)
    /// A button; with `alert`, a tap presents that action sheet or alert (E3).
    case button(title: String?, role: FormRow.ButtonRole, alert: FormAlert? = nil)
    /// Opens another form: pushed, or with `sheet` presented (E4).
    case child(form: String, sheet: FormSheet? = nil)
    /// A pop-up button choosing one of its options (E2.M1).
    case menu(Options)
    /// A colour well choosing a colour: a system colour's name or `#RRGGBB`; nil: none yet.
    case color(value: String?)
    /// A stand-in for a view the importer could not read, naming its type in `label`.
    case placeholder

    /// A text row's field: UITextField's traits as the form names them.
    public struct TextEntry: Equatable, Sendable {
        public var placeholder: String?
        public var value: String?
        public var keyboard: Keyboard = .default
        public var secure = false
        /// nil: the keyboard's own default (none for email and URL, else sentences).
        public var autocapitalization: AutocapitalizationType?
        /// nil: F2's default, next or (on the last row) go or done.
        public var returnKey: ReturnKeyType?
        public var maxLength: Int?
        /// The bar above the keyboard (E5.K1); nil: none.
        public var accessory: Accessory?
        /// `clearButton:` the field's clearButtonMode (B12.8); nil: never.
        public var clearButton: TextField.ViewMode?

        public init() {}
    }

    /// A text row's `accessory:`, its field's inputAccessoryView (E5.K1): Done alone, or
    /// the previous and next chevrons and Done.
    public enum Accessory: String, Sendable, CaseIterable { case done, navigation }

    /// A text view row.
    public struct TextArea: Equatable, Sendable {
        public var placeholder: String?
        public var value: String?
        /// The lines the row shows at the least (nil: `defaultLines`).
        public var lines: Int?
        /// `maxLines:` the lines the row grows to with its text before the text scrolls
        /// (B12.7); nil: it keeps `lines`.
        public var maxLines: Int?
        public static let defaultLines = 4

        public init() {}
    }

    /// A date row: its mode, and the value and bounds as the file writes them (already
    /// checked to be dates or times of that mode).
    public struct DateEntry: Equatable, Sendable {
        public var mode: FormRow.DateMode = .date
        public var value: String?
        public var min: String?
        public var max: String?
        public var valueView: FormRow.ValueView = .label
        public var style: FormRow.DateStyle = .inputView
        /// The minute wheels' step (UIDatePicker.minuteInterval); nil: 1.
        public var minuteInterval: Int?

        public init() {}
    }

    /// A list of options and the one chosen, if any (always one of them).
    public struct Options: Equatable, Sendable {
        public var options: [String]
        public var value: String?

        public init(options: [String], value: String? = nil) {
            self.options = options
            self.value = value
        }

        /// The chosen option's index, if one is chosen.
        public var index: Int? { value.flatMap(options.firstIndex(of:)) }
    }

    /// A stepper's or slider's bounds, step and starting value (FormReader+numbers).
    public struct NumberRange: Equatable, Sendable {
        public var min: Double
        public var max: Double
        public var step: Double?
        public var value: Double?

        public init(min: Double, max: Double, step: Double? = nil, value: Double? = nil) {
            self.min = min
            self.max = max
            self.step = step
            self.value = value
        }
    }

    /// The keyboards a text row names (`keyboard:`).
    public enum Keyboard: String, Sendable, CaseIterable {
        case `default`, email, url, number, decimal, phone, numbersAndPunctuation, asciiCapable

        /// The keyboard SimCore shows for it. Deviation: ASCII-capable opens the default
        /// keyboard.
        public var keyboardType: KeyboardType {
            switch self {
            case .email: .emailAddress
            case .url: .URL
            case .number: .numberPad
            case .decimal: .decimalPad
            case .phone: .phonePad
            case .numbersAndPunctuation: .numbersAndPunctuation
            case .default, .asciiCapable: .default
            }
        }

        /// The pads with no Return key on iPhone: nothing on the keyboard closes them.
        public var hasNoReturnKeyOnPhone: Bool { keyboardType.isPad }
    }

    /// The row kind this control is.
    public var kind: FormRow.Kind {
        switch self {
        case .text: .text
        case .textView: .textView
        case .date: .date
        case .picker: .picker
        case .choice: .choice
        case .switch: .switch
        case .segmented: .segmented
        case .stepper: .stepper
        case .slider: .slider
        case .value: .value
        case .button: .button
        case .child: .child
        case .menu: .menu
        case .color: .color
        case .placeholder: .placeholder
        }
    }
}
