extension View {
    /// Mirrors effectiveUserInterfaceLayoutDirection: the traits' direction (the
    /// locale's) unless `semanticContentAttribute` forces one.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: traitCollection.layoutDirection
        }
    }

    /// Deviation: frames are leading-based. Layout code writes `frame` as if left to
    /// right (x from the leading edge); where a superview lays out right to left, the
    /// frame is mirrored in it (x from its right edge) wherever geometry leaves the view
    /// — drawing, hit testing, conversions — as Auto Layout's leading and trailing
    /// anchors flip. Views placed in screen space (popovers, the edit menu) are not.
    var isFrameMirrored: Bool {
        guard let superview, placesFrameByLayoutDirection else { return false }
        return superview.effectiveUserInterfaceLayoutDirection.isRightToLeft
    }

    /// The frame's x in the superview's coordinates, mirrored there when it lays out right to left.
    var placedMinX: Double {
        // The superview read once, and its direction before this view's class is asked:
        // this runs for every drawn view at every render and snapshot.
        guard let superview, superview.effectiveUserInterfaceLayoutDirection.isRightToLeft, placesFrameByLayoutDirection
        else { return frame.minX }
        return superview.frame.width - frame.maxX
    }

    /// A point in the superview's coordinates, converted into this view's (B1.3).
    func convertFromSuperview(_ point: Point) -> Point {
        Point(x: point.x - placedMinX + boundsOrigin.x, y: point.y - frame.minY + boundsOrigin.y)
    }

    /// This view's origin in the superview's coordinates, seen through the superview's scroll offset.
    var originInSuperview: Point {
        let offset = superview?.boundsOrigin ?? .zero
        return Point(x: placedMinX - offset.x, y: frame.minY - offset.y)
    }

    /// Mirrors UIView.convert(_:to:) for points; `nil` means screen space. A view with no
    /// superview (a window, the input panel) has its frame in screen space.
    public func convert(_ point: Point, to view: View?) -> Point {
        var p = point
        var current: View? = self
        while let v = current {
            if v === view { return p }
            p = Point(x: p.x - v.boundsOrigin.x + v.placedMinX, y: p.y - v.boundsOrigin.y + v.frame.minY)
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
