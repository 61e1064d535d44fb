/// The semantic role of an element (API.md, TREE).
public enum Role: String, Sendable, Codable {
    case window, navigationBar, table, section, cell, label, textField, textView, button, control
    case datePicker, pickerColumn, inputView, keyboard, popover, menu, menuItem, sheet, image
    case `switch`
}
