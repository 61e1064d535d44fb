/// What a person (or a restore) does to a form's state (FormRules.reduce).
public enum FormAction: Equatable, Sendable {
    /// A row's control (or a radio group, by its id) took a value.
    case set(String, FormValue)
    /// Submit (F9): Done, a submit button, Go on the last text row.
    case submit
    /// The screen's saved state, as text by row id, comes back (a relaunch, a reload of
    /// the form file): rows whose ids are gone are dropped, and a value a changed row
    /// cannot take is ignored.
    case restore([String: String])
}
