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

    /// Mirrors UIView.convert(_:to:) for points; `nil` means the window (screen) space.
    public func convert(_ point: Point, to view: View?) -> Point {
        var p = point
        var current: View? = self
        while let v = current, v !== view {
            guard v.superview != nil else { break }
            p = Point(x: p.x - v.boundsOrigin.x + v.frame.minX, y: p.y - v.boundsOrigin.y + v.frame.minY)
            current = v.superview
        }
        if let view, current !== view {
            let target = view.convert(Point.zero, to: nil)
            return Point(x: p.x - target.x, y: p.y - target.y)
        }
        return p
    }

    /// Mirrors UIView.convert(_:to:) for rectangles.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Mirrors UIView.convert(_:from:) for points.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inWindow = view?.convert(point, to: nil) ?? point
        let mine = convert(Point.zero, to: nil)
        return Point(x: inWindow.x - mine.x, y: inWindow.y - mine.y)
    }

    /// The frame in screen points.
    public var frameInScreen: Rect { convert(bounds, to: nil) }
}
