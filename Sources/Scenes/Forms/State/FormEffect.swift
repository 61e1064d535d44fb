/// What the screen does after an action changed the state, in order (FormScene+state).
public enum FormEffect: Equatable, Sendable {
    /// Other rows show or hide: the table is made anew for `FormRules.shownSections`,
    /// keeping its scroll position and first responder, as a SwiftUI `if` rebuilds a List.
    case showSections
    /// Values changed behind the cells: the cells made show them again.
    case refill
    /// The cells show `invalidRows` and the table `isSubmitted`.
    case markInvalid
    /// The row takes the focus (its field, else it is scrolled into view).
    case focus(String)
    /// Input ends: the keyboard goes down.
    case endEditing
    /// A program alert's state turned true: it is presented.
    case presentAlert(Int)
    /// The alert shown turned false: it goes.
    case dismissAlert
    /// A program sheet's state turned true: its form is presented.
    case presentSheet(Int)
    /// The sheet shown turned false: it goes.
    case dismissSheet
    /// A program push's state turned true: its form is pushed.
    case push(Int)
    /// The form pushed turned false: it is popped.
    case pop
    /// `dismiss()` ran: the form closes (a sheet) or goes back (pushed).
    case dismiss
    /// A line for the inspector's log: a statement skipped, an action stopped.
    case log(String)
}
