/// Modal presentation (E3, E4): `present(_:animated:)` shows an alert controller as an
/// alert, an action sheet or (on an iPad) an action sheet in a popover at its source.
extension ViewController {
    /// Mirrors present(_:animated:completion:). One presentation at a time from a
    /// controller, as UIKit's (a second is ignored: UIKit logs a warning).
    /// Deviation: always animated.
    public func present(_ controller: ViewController, animated: Bool) {
        guard presentedViewController == nil, let window = view.window, window.application.uncaughtException == nil else { return }
        if let alert = controller as? AlertController {
            present(alert, in: window)
            return
        }
        presentedViewController = controller
        controller.presentingViewController = self
        let sheet = controller.sheetPresentationController
        // Weak: letting go of the presented controller here ends it and its sheet.
        sheet.didDismiss = { [weak self, weak controller, weak sheet] in
            controller?.presentingViewController = nil
            if let self, self.presentedViewController === controller { self.presentedViewController = nil }
            sheet?.presentationControllerDidDismiss?()
        }
        sheet.present(in: window)
    }

    /// Mirrors sheetPresentationController: the sheet this controller is (or will be)
    /// presented in, with the style it has when first asked for.
    public var sheetPresentationController: SheetPresentationController {
        if let sheetPresentation { return sheetPresentation }
        let made = SheetPresentationController(
            presentedViewController: self, style: modalPresentationStyle, id: "sheet")
        sheetPresentation = made
        return made
    }

    /// Mirrors dismiss(animated:completion:): dismisses what this controller presents,
    /// or, when it presents nothing, the presentation it (or a container holding it) is in.
    public func dismiss(animated: Bool) {
        if let presented = presentedViewController {
            presented.sheetPresentation?.dismiss()
            return
        }
        var current: ViewController? = self
        while let controller = current {
            if let presenter = controller.presentingViewController {
                presenter.dismiss(animated: animated)
                return
            }
            current = controller.parent
        }
    }

    /// The size classes changed with an action sheet up (F1.W2): a popover becomes a sheet
    /// at the bottom in a compact width, and back at its source in a regular one. One
    /// with no source stays a sheet. Deviation: UIKit would raise for it there (E3.S3);
    /// FormSim keeps the app running, as the sheet it shows has no popover to place.
    func adaptPresentedAlert() {
        guard let alert = presentedViewController as? AlertController, alert.preferredStyle == .actionSheet,
            let window = view.window
        else { return }
        let wantsPopover = !window.traitCollection.adaptsPopovers && alert.sourceView != nil
        guard wantsPopover != alert.isInPopover else { return }
        alert.removeFromScreen?()
        presentedViewController = nil
        present(alert, in: window)
    }

    private func present(_ alert: AlertController, in window: Window) {
        // UIKit adapts an action sheet to a popover in a regular width (E3.S2); in a
        // compact width or height (every iPhone, an iPad's narrow window, F1.W2, C.S1) it
        // stays a sheet at the bottom, and one with no source is fine there.
        if alert.preferredStyle == .actionSheet, !window.traitCollection.adaptsPopovers {
            guard let source = alert.sourceView else {
                window.raise(Exception(name: "NSGenericException", reason: Self.missingPopoverSourceReason))
                return
            }
            presentInPopover(alert, from: source)
            return
        }
        presentedViewController = alert
        alert.presentingViewController = self
        var presentation: AlertPresentation?
        presentation = AlertPresentation(alert: alert) { [weak self] action in
            presentation?.dismiss()
            presentation = nil
            self?.finishAlert(alert, choosing: action)
        }
        alert.isInPopover = false
        alert.removeFromScreen = {
            presentation?.removeAtOnce()
            presentation = nil
        }
        presentation?.present(in: window)
    }

    /// E3.S2: the action sheet in a popover pointing at its source; Cancel is not shown
    /// and a tap outside chooses it.
    private func presentInPopover(_ alert: AlertController, from source: View) {
        presentedViewController = alert
        alert.presentingViewController = self
        var popover: PopoverPresentation?
        let content = AlertView(alert: alert, arrangement: .popover) { [weak self] action in
            popover?.dismiss()
            popover = nil
            self?.finishAlert(alert, choosing: action)
        }
        let width = AlertView.popoverWidth
        let presentation = PopoverPresentation(
            id: alert.sheetID, content: content, contentSize: Size(width: width, height: content.height(forWidth: width)),
            sourceView: source)
        presentation.popover.semanticRole = .actionSheet
        presentation.popover.accessibilityLabel = alert.title ?? alert.message
        presentation.didDismiss = { [weak self] in
            popover = nil
            self?.finishAlert(alert, choosing: alert.cancelAction)
        }
        popover = presentation
        alert.isInPopover = true
        alert.removeFromScreen = {
            popover?.removeAtOnce()
            popover = nil
        }
        presentation.present()
    }

    /// The alert is gone: the presenter is free again, and the chosen action's handler runs.
    private func finishAlert(_ alert: AlertController, choosing action: AlertAction?) {
        alert.removeFromScreen = nil
        if presentedViewController === alert { presentedViewController = nil }
        alert.presentingViewController = nil
        if let action { action.handler?(action) }
    }

    /// UIKit's reason for an action sheet presented in a regular width with no place to
    /// point at, in the words crash reports quote (E3.S3). The address is the presentation
    /// controller's, which differs on every run; this one is fixed so that the text, a
    /// flow's failure and a screenshot read the same every time.
    static let missingPopoverSourceReason =
        "UIPopoverPresentationController (<_UIAlertControllerActionSheetRegularPresentationController: "
            + "\(missingPopoverSourceAddress)>) should have a non-nil sourceView or barButtonItem set before the "
            + "presentation occurs."

    /// The stable stand-in for the presentation controller's address in that reason.
    static let missingPopoverSourceAddress = "0x7fa1c0d0a000"
}
