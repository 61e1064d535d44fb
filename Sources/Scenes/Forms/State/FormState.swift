/// A running form's state as a value: what the person set, which rows `visibleWhen`
/// hides for those values, which rows a submit found empty, and whether the form was
/// submitted. `FormRules` changes it, one action at a time, and says what the screen
/// must do about each change (`FormEffect`); `FormScene` draws it. Cells are reused as
/// rows scroll, so this, not the cells, holds the form: a 2,000-row form keeps only the
/// cells about the screen, and a test of the rules needs no views at all.
///
/// A form file's presentations (an alert, a sheet, a pushed list) are not copied here:
/// the view controllers that present them are their state, as in UIKit, and a copy would
/// drift the moment UIKit dismisses one on its own (a tap outside a popover). A SwiftUI
/// form's are its program's state (`isPresented`), which a dismissal writes back; the
/// state records only which one the screen shows for it.
public struct FormState: Equatable, Sendable {
    /// What the person set, by row id (a radio group by its id); a row without an entry
    /// shows its file's value.
    public internal(set) var changed: [String: FormValue] = [:]
    /// The rows whose `visibleWhen` does not hold for the values now. A hidden row keeps
    /// what was entered and shows it again when it comes back.
    public internal(set) var hiddenRows: Set<String> = []
    /// The required rows the last submit found empty (F9).
    public internal(set) var invalidRows: Set<String> = []
    /// Whether the last submit found every required row filled in.
    public internal(set) var isSubmitted = false
    /// A SwiftUI form's state by name (`guests`, `model.email`): what its program runs
    /// over. A row bound to one shows it, and `changed` follows it (FormRules+program).
    public internal(set) var values: [String: ProgramValue] = [:]
    /// The program alert shown now, by index. Unlike the UIKit presentations above, a
    /// SwiftUI alert is its state (`isPresented`): this records which one the screen
    /// shows for it, so that the state turning false takes it down, and a dismissal the
    /// screen makes writes the state back.
    public internal(set) var presentedAlert: Int?
    /// The program sheet shown now, by index, kept as the alert is.
    public internal(set) var presentedSheet: Int?
    /// The program push shown now, by index.
    public internal(set) var pushed: Int?
    /// The places of the statements the last action ran (the inspector shows them).
    public internal(set) var lastRun: [String] = []
    /// The skipped statements already logged this session: each is logged once.
    public internal(set) var loggedSkips: Set<String> = []

    public init() {}

    /// The number a stepper or slider row was set to, if it was.
    func number(_ id: String) -> Double? {
        if case .number(let number)? = changed[id] { number } else { nil }
    }

    /// Whether a switch row was set on or off, if it was.
    func isOn(_ id: String) -> Bool? {
        if case .isOn(let isOn)? = changed[id] { isOn } else { nil }
    }
}
