/// What the inspector reads off a view: its name, its node of the hierarchy, and the
/// traced path of a hit test through it.
extension View {
    /// The element id, else the class name.
    var inspectorName: String { elementID ?? inspectorClassName }

    var inspectorClassName: String { customClassName ?? String(describing: type(of: self)) }

    /// The nearest element id at or above this view.
    var nearestElementID: String? {
        var current: View? = self
        while let view = current {
            if let id = view.elementID { return id }
            current = view.superview
        }
        return nil
    }

    func inspectorNode() -> InspectorSnapshot.ViewNode {
        InspectorSnapshot.ViewNode(
            className: inspectorClassName, id: elementID, frame: frameInScreen.array, hidden: isHidden, alpha: alpha,
            interaction: isUserInteractionEnabled, children: subviews.map { $0.inspectorNode() })
    }

    /// Walks the hit test the way `hitTest(_:with:)` does (B1.1–B1.4), asking each view's
    /// own `hitTest` for the answer so overrides count, and notes every view visited and
    /// why it was passed by. Returns the view hit, as `hitTest` does.
    func traceHitTest(
        _ point: Point, with event: Event?, depth: Int, origin: Point? = nil, into steps: inout [HitTestRecord.Step]
    ) -> View? {
        // Where this view's frame starts on screen: given by the parent, found by walking
        // up only for the first view.
        let origin = origin ?? frameInScreen.origin
        let index = steps.count
        steps.append(HitTestRecord.Step(self, depth: depth, frame: Rect(origin: origin, size: frame.size)))
        if isHidden {
            steps[index].reason = .hidden
        } else if alpha < 0.01 {
            steps[index].reason = .alpha
        } else if !isUserInteractionEnabled {
            steps[index].reason = .interactionDisabled
        } else if !self.point(inside: point, with: event) {
            steps[index].reason = .outside
        } else if mayRefuseHits, hitTest(point, with: event) == nil {
            steps[index].reason = .refused
        }
        guard steps[index].reason == nil else { return nil }
        let content = Point(x: origin.x - boundsOrigin.x, y: origin.y - boundsOrigin.y)
        for view in subviews.reversed() {
            let childOrigin = Point(x: content.x + view.placedMinX, y: content.y + view.frame.minY)
            if let hit = view.traceHitTest(
                view.convertFromSuperview(point), with: event, depth: depth + 1, origin: childOrigin, into: &steps)
            {
                steps[index].outcome = .descended
                return hit
            }
        }
        steps[index].outcome = .hit
        return self
    }
}
