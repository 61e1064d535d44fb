/// Placement of a popover adapted to a compact width (F1.W2): UIKit presents it as a
/// sheet instead, and FormSim rises it from the bottom of the window, as wide as the
/// window and as tall as the content plus the bottom safe area, with no arrow.
extension PopoverLayout {
    public static func bottomSheet(contentSize: Size, screen: Size, safeArea: EdgeInsets) -> PopoverLayout {
        let height = min(max(0, contentSize.height) + safeArea.bottom, max(0, screen.height - safeArea.top))
        let frame = Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
        return PopoverLayout(
            frame: frame, contentFrame: frame, arrowDirection: .up, arrowTip: Point(x: frame.midX, y: frame.minY),
            arrowOffset: frame.width / 2, candidates: [])
    }
}
