/// Notes the path of one hit test as `View.hitTest(_:with:)` walks it, so the inspector
/// shows the walk that really chose the view (B1.1–B1.4). It rides on the `Event` the walk
/// is given; a walk without one notes nothing.
///
/// Deviation: UIEvent carries no such thing; it is the inspector's, and only the touch
/// that begins a gesture carries one.
public final class HitTestTracer {
    private(set) var steps: [HitTestRecord.Step] = []
    /// For each view being searched: its step and where its content starts on screen.
    private var open: [(index: Int, content: Point)] = []

    init() {
        // A trace visits a few dozen views: room for them at once.
        steps.reserveCapacity(64)
    }

    /// A view's hit test begins: its step, placed under the view searching it.
    func begin(_ view: View) -> Int {
        let origin: Point
        if let parent = open.last {
            origin = Point(x: parent.content.x + view.placedMinX, y: parent.content.y + view.frame.minY)
        } else {
            origin = view.frameInScreen.origin
        }
        steps.append(HitTestRecord.Step(view, depth: open.count, frame: Rect(origin: origin, size: view.frame.size)))
        return steps.count - 1
    }

    func skip(_ index: Int, _ reason: HitTestSkipReason) {
        steps[index].reason = reason
    }

    /// The point is inside: its subviews are searched next.
    func descend(_ index: Int, boundsOrigin: Point) {
        let origin = steps[index].frame.origin
        open.append((index, Point(x: origin.x - boundsOrigin.x, y: origin.y - boundsOrigin.y)))
    }

    /// Its subviews were searched; `hit` tells whether one of them took the point.
    func end(_ index: Int, hitSubview: Bool) {
        open.removeLast()
        steps[index].outcome = hitSubview ? .descended : .hit
    }

    /// A subview's hit test answered nil before it began (an override that refuses first,
    /// as a popover's dismissal view does over its passthrough views).
    func noteRefusal(of view: View, stepsBefore: Int) {
        guard steps.count == stepsBefore else { return }
        let index = begin(view)
        steps[index].reason = .refused
    }
}
