/// An input view with no height: the responder shows no panel and no keyboard (the
/// iPad variants, whose picker is in a popover).
final class EmptyInputView: View, InputViewContent {
    var panelBackground: Color { .clear }

    func inputPanelHeight(device: DeviceProfile, orientation: Orientation) -> Double { 0 }
}
