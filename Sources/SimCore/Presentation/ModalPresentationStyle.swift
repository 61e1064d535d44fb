/// Mirrors UIModalPresentationStyle, the styles a form presents with (E4).
public enum ModalPresentationStyle: String, Sendable, CaseIterable {
    case pageSheet, formSheet, fullScreen
}
