/// The host of input views at the bottom of the screen (UIKit's input window): it shows
/// the first responder's input view or the system keyboard, sliding up over 0.25 s,
/// full width, and swaps content in place when focus moves between two responders
/// that both use it (B3.1–B3.3). The responder's input accessory view, if it has one,
/// sits on top of the content and slides with it (E5.K1).
public final class InputPanel: View {
    public private(set) var content: (any InputViewContent)?
    /// The first responder's inputAccessoryView, above the content.
    public private(set) var accessory: View?
    public private(set) var isUp = false
    /// The bottom safe area, below the content.
    var bottomInset = 0.0
    let device: DeviceProfile
    /// The app's window: panel content reaches the session's services through it.
    /// Unowned, not weak, for the reason `View.superview` is (the window is retained at
    /// every `window` read); the simulator clears it as it goes, so it never dangles.
    unowned var hostWindow: Window?
    /// The strip under the keyboard of an iPhone with a home indicator: the globe (next
    /// keyboard) on the left, dictation on the right.
    /// Deviation: drawn only; a tap on either does nothing (one keyboard, no dictation).
    let globe = SymbolView(id: "keyboard-globe", symbol: "globe", tint: .keyboardStripGlyph)
    let dictation = SymbolView(id: "keyboard-dictation", symbol: "mic", tint: .keyboardStripGlyph)

    init(device: DeviceProfile, hostWindow: Window) {
        self.device = device
        self.hostWindow = hostWindow
        super.init(id: "input-panel")
        semanticRole = .inputView
        backgroundColor = .inputPanelBackground
        for glyph in [globe, dictation] {
            glyph.isUserInteractionEnabled = false
            addSubview(glyph)
        }
    }

    /// Deviation: UIKit's input views live in a window of their own; here the panel has
    /// no superview and answers the app's window, so its content can become first
    /// responder, animate, and use timers and the pasteboard.
    public override var window: Window? { hostWindow }

    func setContent(_ new: (any InputViewContent)?, accessory newAccessory: View? = nil) {
        if new !== content {
            content?.removeFromSuperview()
            content = new
            if let new { addSubview(new) }
        }
        // One bar shared by two responders stays where it is, as the keyboard does.
        guard newAccessory !== accessory else { return }
        accessory?.removeFromSuperview()
        accessory = newAccessory
        if let newAccessory { addSubview(newAccessory) }
    }

    /// The accessory's height: its intrinsic height, else the height its frame was given
    /// (UIKit reads the view's frame or its Auto Layout height).
    var accessoryHeight: Double {
        guard let accessory else { return 0 }
        let intrinsic = accessory.intrinsicContentSize.height
        return intrinsic == View.noIntrinsicMetric ? accessory.frame.height : intrinsic
    }

    /// Lays the panel at its resting place for the current state: on screen when up,
    /// just below the bottom edge when down.
    func place(screen: Size, orientation: Orientation) {
        bottomInset = device.safeArea(in: orientation).bottom
        frame = placedFrame(screen: screen, orientation: orientation)
        backgroundColor = content?.panelBackground ?? .inputPanelBackground
        isHidden = content == nil
    }

    /// Where `place` puts the panel: up at the bottom of the screen, or just below it.
    func placedFrame(screen: Size, orientation: Orientation) -> Rect {
        let height = (content?.inputPanelHeight(device: device, orientation: orientation) ?? 0) + accessoryHeight
        return Rect(x: 0, y: isUp ? screen.height - height : screen.height, width: screen.width, height: height)
    }

    func setUp(_ up: Bool) { isUp = up }

    public override func layoutSubviews() {
        let top = accessoryHeight
        accessory?.frame = Rect(x: 0, y: 0, width: bounds.width, height: top)
        content?.frame = Rect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top - bottomInset))
        layoutKeyboardStrip()
    }

    /// The globe and dictation glyphs of an iPhone with a home indicator (B7.2a, B11.4):
    /// in portrait centred in the strip under the keys of a full keyboard (not a number
    /// pad); in landscape in the side margins, beside the bottom row.
    private func layoutKeyboardStrip() {
        let keyboard = content as? Keyboard
        let shows = device.idiom == .phone && bottomInset > 0 && keyboard.map { !$0.keyboardType.isPad } == true
        globe.isHidden = !shows
        dictation.isHidden = !shows
        guard shows, let keyboard else { return }
        let side = Metrics.keyboardStripGlyphSize
        let keys = keyboard.frame
        let geometry = Keyboard.Geometry(device: device, orientation: hostWindow?.orientation ?? .portrait)
        // The keyboard lays its keys out after this (a superview first), so the bottom
        // row's place comes from the geometry, not from the keys' frames.
        if geometry.sideInset > 0 {
            let y = keys.minY + keyboard.bottomRowMidY(geometry) - side / 2
            let x = (geometry.sideInset - side) / 2
            globe.frame = Rect(x: x, y: y, width: side, height: side)
            dictation.frame = Rect(x: bounds.width - x - side, y: y, width: side, height: side)
            return
        }
        let y = keys.maxY - geometry.stripHeight + (geometry.stripHeight - side) / 2
        let inset = Metrics.keyboardStripGlyphInset
        globe.frame = Rect(x: inset, y: y, width: side, height: side)
        dictation.frame = Rect(x: bounds.width - inset - side, y: y, width: side, height: side)
    }

    func semanticNodesIfUp(remembering: Bool = true) -> [SemanticNode] {
        isUp ? semanticNodes(remembering: remembering) : []
    }
}
