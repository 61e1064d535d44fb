/// The iPad's shortcut bar with a hardware keyboard connected (B11.7): no keys, the bar
/// alone on a rounded platter floating at the bottom trailing corner of the screen,
/// above the home area. It fills the input panel, which is transparent around it, so
/// keyboard avoidance keeps fields clear of it.
public final class FloatingShortcutBar: View, InputViewContent {
    let bar = ShortcutBar(id: "floating-shortcut-bar", showsPredictions: false)

    public init() {
        super.init(id: "hardware-keyboard-bar")
        bar.backgroundColor = .inputPanelBackground
        bar.cornerRadius = Metrics.popoverCornerRadius
        bar.shadowRadius = Metrics.keyCapShadowRadius * 4
        addSubview(bar)
    }

    public var panelBackground: Color { .clear }

    public func inputPanelHeight(device: DeviceProfile, orientation: Orientation) -> Double {
        Metrics.floatingShortcutBarSize.height + Metrics.floatingShortcutBarMargin
            + device.safeArea(in: orientation).bottom
    }

    public override func layoutSubviews() {
        let size = Metrics.floatingShortcutBarSize
        bar.frame = Rect(
            x: bounds.width - size.width - Metrics.floatingShortcutBarMargin, y: 0, width: size.width,
            height: size.height)
    }
}
