/// The semantic role of an element (API.md, TREE).
public enum Role: String, Sendable {
    case window, navigationBar, table, section, cell, label, textField, textView, button, control
    case datePicker, picker, pickerColumn, inputView, keyboard, popover, menu, menuItem, calendar
    case actionSheet, alert, sheet
    case `switch`, segmentedControl, segment, stepper, slider
    /// A bar of buttons (UIToolbar), such as a keyboard's accessory bar.
    case toolbar
    /// A stand-in for a view the simulator cannot draw (a SwiftUI view it cannot expand).
    case placeholder
}

extension Role {
    /// Roles that only hold other elements: a touch that lands on one names no element.
    public var isContainer: Bool {
        switch self {
        case .window, .navigationBar, .table, .section, .toolbar: true
        default: false
        }
    }

    /// Roles a finger taps: what the page's 44 pt overlay outlines, the flow report lists
    /// as small targets and the audit measures.
    public static let tappable: Set<Role> = [.cell, .textField, .textView, .button, .control, .switch, .menuItem, .segment, .slider]

    /// Roles read in a context of their own: a presentation is modal to VoiceOver and a
    /// keyboard (with its bar) is read on its own, so they keep their place after what they
    /// cover in the reading order, and are not compared with it.
    public static let ownReadingContexts: Set<Role> = [.popover, .sheet, .alert, .actionSheet, .keyboard, .inputView, .menu, .toolbar]
}
