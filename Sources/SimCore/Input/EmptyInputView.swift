/// An input view with no height: the responder shows no panel and no keyboard (the
/// iPad variants, whose picker is in a popover).
public final class EmptyInputView: View, InputViewContent {
    public init() { super.init() }

    public var panelBackground: Color { .clear }

    public func inputPanelHeight(device: DeviceProfile, orientation: Orientation) -> Double { 0 }
}
