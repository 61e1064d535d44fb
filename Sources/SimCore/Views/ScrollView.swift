/// Mirrors UIScrollView's geometry: the content offset is `bounds.origin`.
open class ScrollView: View {
    public var contentSize: Size = .zero
    /// Mirrors adjustedContentInset (the safe area is added by the owner's layout).
    public var contentInset: EdgeInsets = .zero

    public var contentOffset: Point {
        get { boundsOrigin }
        set { boundsOrigin = newValue }
    }

    /// The largest offset the content can rest at.
    public var maximumContentOffset: Point {
        Point(
            x: max(-contentInset.left, contentSize.width + contentInset.right - bounds.width),
            y: max(-contentInset.top, contentSize.height + contentInset.bottom - bounds.height))
    }

    /// Content that is taller than the view (with insets) can scroll (B5.3).
    public var canScrollVertically: Bool {
        contentSize.height + contentInset.top + contentInset.bottom > bounds.height
    }
}
