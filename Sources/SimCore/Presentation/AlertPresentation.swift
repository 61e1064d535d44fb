/// An alert or an iPhone action sheet on screen (E3.S1, E3.S4): the screen dimmed behind
/// it, the alert centred, the action sheet at the bottom. A tap on the dimmed screen
/// chooses an action sheet's Cancel and does nothing to an alert; either way it is
/// consumed.
///
/// Animations (~): an alert fades in over 0.2 s, an action sheet slides up from below
/// the screen over 0.3 s; both fade out over 0.2 s, an action sheet sliding down as it
/// goes. Deviation: UIKit's action sheet slides out without fading; here it fades too,
/// so that it leaves the semantic tree and takes no touch from the start of its exit.
final class AlertPresentation: ModalPresentation {
    let alert: AlertController
    let alertView: AlertView
    let dimming = PopoverDismissalView()
    /// The window it shows in: its dimming view is the window's subview while it is up,
    /// so nothing here points at a window it is not in.
    var window: Window? { dimming.window }
    private(set) var isPresented = false
    /// Chooses the cancel action, if the alert has one.
    private var chooseCancel: (() -> Void)?

    static let dimmingColor = Color("rgba(0,0,0,0.2)")
    static let sheetMargin = 8.0
    static let slideDuration = 0.3
    static let fadeDuration = 0.2

    init(alert: AlertController, choose: @escaping (AlertAction) -> Void) {
        self.alert = alert
        alertView = AlertView(
            alert: alert, arrangement: alert.preferredStyle == .alert ? .alert : .sheet, choose: choose)
        dimming.backgroundColor = Self.dimmingColor
        if let cancel = alert.cancelAction { chooseCancel = { choose(cancel) } }
        if alert.preferredStyle == .actionSheet, let chooseCancel { dimming.onTap = chooseCancel }
    }

    var views: [View] { [dimming, alertView] }

    /// The alert's frame: centred on the screen, 270 pt wide; an action sheet's: at the
    /// bottom above the home indicator, as wide as the screen's short side less 8 pt
    /// each side, centred.
    var restingFrame: Rect {
        guard let window else { return .zero }
        let bounds = window.bounds
        let safe = bounds.inset(by: window.safeAreaInsetsOfScreen)
        if alert.preferredStyle == .alert {
            let width = AlertView.alertWidth
            let height = min(alertView.height(forWidth: width), max(0, safe.height - 2 * Self.sheetMargin))
            return Rect(x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(), width: width, height: height)
        }
        let width = min(bounds.width, bounds.height, safe.width) - 2 * Self.sheetMargin
        let height = min(alertView.height(forWidth: width), max(0, safe.height - Self.sheetMargin))
        let bottom = bounds.height - max(Self.sheetMargin, window.safeAreaInsetsOfScreen.bottom)
        return Rect(x: ((bounds.width - width) / 2).rounded(), y: bottom - height, width: width, height: height)
    }

    func place() {
        guard let window else { return }
        dimming.frame = window.bounds
        guard isPresented else { return }
        alertView.frame = restingFrame
    }

    func orientationDidChange() { place() }

    /// UIKit's alert controller answers Escape with its cancel action (E3.S5); with none,
    /// Escape does nothing.
    func escapePressed() { chooseCancel?() }

    func present(in window: Window) {
        isPresented = true
        window.addSubview(dimming)
        window.addSubview(alertView)
        window.modalPresentations.append(self)
        dimming.frame = window.bounds
        window.inspectorLog.record(.present, alert.sheetID, alert.preferredStyle.rawValue)
        let resting = restingFrame
        dimming.alpha = 0
        if alert.preferredStyle == .alert {
            alertView.frame = resting
            alertView.alpha = 0
            window.animate(withDuration: Self.fadeDuration, only: [dimming, alertView]) {
                dimming.alpha = 1
                alertView.alpha = 1
            }
        } else {
            alertView.frame = resting.offsetBy(dx: 0, dy: window.bounds.height - resting.minY)
            window.animate(withDuration: Self.slideDuration, only: [dimming, alertView]) {
                dimming.alpha = 1
                alertView.frame = resting
            }
        }
    }

    /// Takes it off screen at once, with no animation and no action chosen: it is shown
    /// again as a popover (F1.W2).
    func removeAtOnce() {
        isPresented = false
        window?.modalPresentations.removeAll { $0 === self }
        dimming.removeFromSuperview()
        alertView.removeFromSuperview()
    }

    /// Fades out (an action sheet sliding down), gone for touches and the semantic tree
    /// at once; the views leave the window when the animation ends.
    func dismiss() {
        guard isPresented, let window else { return }
        isPresented = false
        window.modalPresentations.removeAll { $0 === self }
        window.inspectorLog.record(.dismiss, alert.sheetID)
        let slide = alert.preferredStyle == .actionSheet
        window.animate(withDuration: Self.fadeDuration, only: [dimming, alertView]) {
            dimming.alpha = 0
            alertView.alpha = 0
            if slide { alertView.frame = alertView.frame.offsetBy(dx: 0, dy: alertView.frame.height) }
        }
        // The views are held by the timer: nothing else holds this presentation now.
        window.timers.schedule(at: window.clock.now + Self.fadeDuration) { [dimming, alertView] in
            dimming.removeFromSuperview()
            alertView.removeFromSuperview()
        }
    }
}
