/// A row's value, typed by what its control holds: a text row's text, a switch's on or
/// off, a segmented control's index, a stepper's or slider's number, a date picker's
/// date, and a picker's, choice's, menu's, radio group's or alert's chosen option.
///
/// `text` is the value as the screen's restorable state, the conditions and the
/// inspector write it (docs/FORMS.md): `on`/`off`, `2`, `3.0`, `2026-11-28`, the option.
public enum FormValue: Hashable, Sendable {
    case text(String)
    case isOn(Bool)
    case index(Int)
    case number(Double)
    /// A date as YYYY-MM-DD, a time as HH:MM, both as YYYY-MM-DDTHH:MM: the text the
    /// date picker shows and takes back, whichever of the three its mode is.
    case date(String)
    case option(String)

    /// Which of the cases a row kind's value is (each kind says so in its file).
    public enum Kind: Sendable, CaseIterable {
        case text, isOn, index, number, date, option
    }

    public var kind: Kind {
        switch self {
        case .text: .text
        case .isOn: .isOn
        case .index: .index
        case .number: .number
        case .date: .date
        case .option: .option
        }
    }

    public var text: String {
        switch self {
        case .text(let text), .date(let text), .option(let text): text
        case .isOn(let isOn): isOn ? "on" : "off"
        case .index(let index): String(index)
        case .number(let number): String(number)
        }
    }

    /// A value of `kind` from its text; nil where the text is not one (`maybe` for a
    /// switch, `two` for a number).
    public init?(_ kind: Kind, text: String) {
        switch kind {
        case .text: self = .text(text)
        case .isOn:
            guard text == "on" || text == "off" else { return nil }
            self = .isOn(text == "on")
        case .index:
            guard let index = Int(text) else { return nil }
            self = .index(index)
        case .number:
            guard let number = Double(text), number.isFinite else { return nil }
            self = .number(number)
        case .date: self = .date(text)
        case .option: self = .option(text)
        }
    }
}
