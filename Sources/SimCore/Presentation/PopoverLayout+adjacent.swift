/// Placement of a presentation without an arrow (E1.D1's calendar card on iPhone, E2.M1's
/// menu): next to the source, below it when the content fits there whole, above when it
/// fits there, else on the side with more room; along the other axis aligned with the
/// source's trailing edge when that keeps it inside, else shifted inside. Never outside
/// the safe area inset by the popover margin; content taller than the room left is cut
/// to it (a menu then scrolls).
extension PopoverLayout {
    public static func adjacent(
        contentSize: Size, sourceRect: Rect, screen: Size, safeArea: EdgeInsets, gap: Double = 8
    ) -> PopoverLayout {
        let region = allowedRegion(screen: screen, safeArea: safeArea)
        let width = min(max(0, contentSize.width), region.width)
        let wanted = max(0, contentSize.height)
        let below = max(0, region.maxY - (sourceRect.maxY + gap))
        let above = max(0, (sourceRect.minY - gap) - region.minY)
        let goesBelow = wanted <= below || (wanted > above && below >= above)
        let y: Double, height: Double
        if goesBelow {
            height = min(wanted, region.height)
            y = min(max(sourceRect.maxY + gap, region.minY), region.maxY - height)
        } else {
            height = min(wanted, region.height)
            y = max(min(sourceRect.minY - gap - height, region.maxY - height), region.minY)
        }
        let trailingAligned = sourceRect.maxX - width
        let x = min(max(trailingAligned, region.minX), region.maxX - width)
        let frame = Rect(x: x, y: y, width: width, height: height)
        let direction: PopoverArrowDirection = goesBelow ? .up : .down
        let tip = Point(x: sourceRect.midX, y: goesBelow ? frame.minY : frame.maxY)
        return PopoverLayout(
            frame: frame, contentFrame: frame, arrowDirection: direction, arrowTip: tip,
            arrowOffset: sourceRect.midX - frame.minX, candidates: [])
    }
}
