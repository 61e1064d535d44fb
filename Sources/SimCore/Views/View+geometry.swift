extension View {
    /// A point in the superview's coordinates, converted into this view's (B1.3).
    func convertFromSuperview(_ point: Point) -> Point {
        Point(x: point.x - frame.minX + boundsOrigin.x, y: point.y - frame.minY + boundsOrigin.y)
    }

    /// This view's origin in the superview's coordinates, seen through the superview's scroll offset.
    var originInSuperview: Point {
        let offset = superview?.boundsOrigin ?? .zero
        return Point(x: frame.minX - offset.x, y: frame.minY - offset.y)
    }

    /// Mirrors UIView.convert(_:to:) for points; `nil` means screen space. A view with no
    /// superview (a window, the input panel) has its frame in screen space.
    public func convert(_ point: Point, to view: View?) -> Point {
        var p = point
        var current: View? = self
        while let v = current {
            if v === view { return p }
            p = Point(x: p.x - v.boundsOrigin.x + v.frame.minX, y: p.y - v.boundsOrigin.y + v.frame.minY)
            current = v.superview
        }
        guard let view else { return p }
        return view.convert(p, from: nil)
    }

    /// Mirrors UIView.convert(_:from:) for points.
    public func convert(_ point: Point, from view: View?) -> Point {
        let screen = view?.convert(point, to: nil) ?? point
        let origin = convert(Point.zero, to: nil)
        return Point(x: screen.x - origin.x, y: screen.y - origin.y)
    }

    /// Mirrors UIView.convert(_:to:) for rectangles.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// The frame in screen points.
    public var frameInScreen: Rect { convert(bounds, to: nil) }

    /// The part of the frame that ancestors clipping to their bounds leave visible.
    public var visibleFrameInScreen: Rect {
        var visible = frameInScreen
        var current = superview
        while let v = current {
            if v.clipsToBounds || v is ScrollView { visible = visible.intersection(v.frameInScreen) }
            current = v.superview
        }
        return visible
    }

    /// Hidden or fully transparent, itself or through an ancestor.
    public var isHiddenInTree: Bool {
        var current: View? = self
        while let v = current {
            if v.isHidden || v.alpha < 0.01 { return true }
            current = v.superview
        }
        return false
    }
}
