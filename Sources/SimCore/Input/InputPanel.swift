/// The host of input views at the bottom of the screen (UIKit's input window): it shows
/// the first responder's input view or the system keyboard, sliding up over 0.25 s,
/// full width, and swaps content in place when focus moves between two responders
/// that both use it (B3.1–B3.3).
public final class InputPanel: View {
    public private(set) var content: (any InputViewContent)?
    public private(set) var isUp = false
    /// The bottom safe area, below the content.
    var bottomInset = 0.0
    let device: DeviceProfile
    /// The app's window: panel content reaches the session's services through it.
    unowned let hostWindow: Window

    init(device: DeviceProfile, hostWindow: Window) {
        self.device = device
        self.hostWindow = hostWindow
        super.init(id: "input-panel")
        semanticRole = .inputView
        backgroundColor = .inputPanelBackground
    }

    /// Deviation: UIKit's input views live in a window of their own; here the panel has
    /// no superview and answers the app's window, so its content can become first
    /// responder, animate, and use timers and the pasteboard.
    public override var window: Window? { hostWindow }

    func setContent(_ new: (any InputViewContent)?) {
        guard new !== content else { return }
        content?.removeFromSuperview()
        content = new
        if let new { addSubview(new) }
    }

    /// Lays the panel at its resting place for the current state: on screen when up,
    /// just below the bottom edge when down.
    func place(screen: Size, orientation: Orientation) {
        let height = content?.inputPanelHeight(device: device, orientation: orientation) ?? 0
        bottomInset = device.safeArea(in: orientation).bottom
        frame = Rect(x: 0, y: isUp ? screen.height - height : screen.height, width: screen.width, height: height)
        backgroundColor = content?.panelBackground ?? .inputPanelBackground
        isHidden = content == nil
    }

    func setUp(_ up: Bool) { isUp = up }

    public override func layoutSubviews() {
        content?.frame = Rect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - bottomInset))
    }

    func semanticNodesIfUp() -> [SemanticNode] { isUp ? semanticNodes() : [] }
}
