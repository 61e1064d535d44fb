import SimCore

/// How a `child` row presents its form when not pushed (docs/FORMS.md, Today's iOS:
/// sheets): the modal style, and on an iPhone its detents and grabber (E4).
public struct FormSheet: Equatable, Sendable {
    /// The form file's names for the styles.
    public enum Style: String, Sendable, CaseIterable {
        case sheet, formSheet, fullScreen

        public var modalPresentationStyle: ModalPresentationStyle {
            switch self {
            case .sheet: .pageSheet
            case .formSheet: .formSheet
            case .fullScreen: .fullScreen
            }
        }
    }

    public var style: Style
    public var detents: [SheetPresentationController.Detent] = [.large]
    public var grabber = false

    public init(style: Style) {
        self.style = style
    }
}
