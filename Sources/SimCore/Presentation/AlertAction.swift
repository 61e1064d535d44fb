/// Mirrors UIAlertAction: one button of an alert or action sheet, its title, style and
/// what choosing it does.
public final class AlertAction {
    /// Mirrors UIAlertAction.Style.
    public enum Style: String, Sendable, CaseIterable {
        case `default`, cancel, destructive
    }

    public let title: String
    public let style: Style
    let handler: ((AlertAction) -> Void)?

    public init(title: String, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
