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
    /// A SwiftUI form appears: its `.onAppear` and `.task` run.
    case appear
    /// A tap on a button row: its action runs.
    case tap(String)
    /// Return in a text row of a SwiftUI form: its `.onSubmit` runs, and the focus moves
    /// where the state then says, else editing ends (BEHAVIOR.md E8).
    case returnKey(String)
    /// The bar's Done (true) or Cancel (false) whose closure the form gives: it runs.
    case barButton(done: Bool)
    /// A program sheet went (a drag, a tap outside, Cancel, `dismiss()` in it): the state
    /// that presented it is set back.
    case sheetDismissed(Int)
    /// A program push left the stack: its state is set back.
    case popped(Int)
    /// A text row took the focus (nil: no row has it): a `@FocusState` follows.
    case focused(String?)
    /// A program alert's action was chosen (nil: it went away otherwise): the action
    /// runs and the state that presented it is set back.
    case alertAction(Int, action: Int?)
}
