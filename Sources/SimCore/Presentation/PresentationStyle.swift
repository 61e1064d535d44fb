/// How a presentation shows its content. `popover` is UIKit's popover with an arrow at
/// its source (B4); `overlay` is the card UIDatePicker's compact style presents its
/// calendar in on iPhone, over a dimmed screen next to the button; `menu` is the list a
/// pop-up button's UIMenu opens next to it, on every device.
/// Deviation: UIKit reaches these through different classes (UIPopoverPresentationController,
/// the date picker's private overlay, UIContextMenuInteraction); FormSim places all three
/// with one presentation, as they share a source, a tap outside and the Escape key.
public enum PresentationStyle: String, Sendable {
    case popover
    case overlay
    case menu

    /// Whether the content sits next to its source without an arrow.
    var isAdjacent: Bool { self != .popover }
}
