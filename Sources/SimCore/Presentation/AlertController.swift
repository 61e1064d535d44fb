/// Mirrors UIAlertController: a title, a message and actions, shown as an alert in the
/// middle of the screen or as an action sheet (E3). Presented with
/// `ViewController.present(_:animated:)`, which places it for the device
/// (AlertPresentation).
///
/// Deviations: element ids come from `id` (`<id>-sheet` for the sheet or alert,
/// `<id>-action-<n>` for its actions, `n` the action's index in `actions`, from 0); the popover's source is
/// `sourceView` here, where UIKit reads `popoverPresentationController.sourceView`.
public final class AlertController: ViewController {
    /// Mirrors UIAlertController.Style.
    public enum Style: String, Sendable, CaseIterable {
        case actionSheet, alert
    }

    public let preferredStyle: Style
    public var message: String?
    public private(set) var actions: [AlertAction] = []
    /// Mirrors popoverPresentationController.sourceView: where an action sheet's popover
    /// points on an iPad. Without it, presenting an action sheet there raises (E3.S3).
    public weak var sourceView: View?
    let elementPrefix: String
    /// Whether it shows as a popover now (an action sheet in a regular width).
    var isInPopover = false
    /// Takes what shows it off screen at once, for showing it the other way when the
    /// width class changes (F1.W2).
    var removeFromScreen: (() -> Void)?

    public init(id: String, title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        elementPrefix = id
        super.init(view: View())
        self.title = title
    }

    /// Mirrors addAction(_:). UIKit raises for a second cancel action; the form reader
    /// refuses one before it gets here, and a second is kept as a default one here.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    /// The cancel action, if there is one.
    public var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

    /// The element id of the sheet or alert on screen.
    var sheetID: String { "\(elementPrefix)-sheet" }

    /// The element id of an action: `<id>-action-<n>`, `n` its index in `actions`, from 0
    /// as UIKit's `actions[n]` counts.
    func elementID(of action: AlertAction) -> String {
        let index = actions.firstIndex { $0 === action } ?? 0
        return "\(elementPrefix)-action-\(index)"
    }

    /// Action ids counted from 1 before they counted from 0, and an old one is still taken
    /// for one release (E3.S6): the id that the action `id` named then has now
    /// (`<id>-action-<n - 1>`), or nil when `id` is no action id of that form.
    public static func actionID(forLegacyID id: String) -> String? {
        // Asked of every target a tap names, so it reads the end of the id first and uses
        // no Foundation string search.
        guard let last = id.utf8.last, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(last), let dash = id.lastIndex(of: "-")
        else { return nil }
        let digits = id[id.index(after: dash)...]
        guard id[..<dash].hasSuffix("-action"), !digits.isEmpty, digits.count <= 9,
            digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(digits), n >= 1, String(n) == digits
        else { return nil }
        return id[...dash] + String(n - 1)
    }
}
