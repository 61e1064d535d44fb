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

    init(device: DeviceProfile) {
        self.device = device
        super.init(id: "input-panel")
        semanticRole = .inputView
        backgroundColor = .inputPanelBackground
    }

    /// Not in the semantic tree while it is down.
    public override var semanticStates: [ElementState] { [] }

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
