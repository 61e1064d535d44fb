extension Simulator {
    /// A mouse wheel or trackpad scroll: the nearest scroll view under the
    /// point that can scroll moves its content by `delta`, kept inside its edges (no rubber
    /// band, no deceleration: the wheel's own steps are the motion), as an iPad scrolls
    /// under a trackpad. Over the input panel, or where nothing scrolls, nothing happens.
    /// Deviation: UIKit delivers this through the scroll view's pan recogniser (with
    /// `allowedScrollTypesMask`), so it can also dismiss the keyboard on drag; here it only
    /// moves the content.
    ///
    /// Over a picker wheel (in the input panel or a popover) the wheel turns instead, as a
    /// UIPickerView's own scroll view would: a row per row height scrolled, then settles.
    func scroll(at point: Point, by delta: Point) {
        // `dispatch` has laid out what the previous event changed.
        var hit = hitTest(point)
        while let view = hit, !(view is PickerColumn) { hit = view.superview }
        if let column = hit as? PickerColumn {
            column.turn(byScrolling: delta.y)
            return
        }
        guard !(inputPanel.isUp && inputPanel.frame.contains(point)) else { return }
        var view = window.hitTest(window.convertFromSuperview(point), with: Event(timestamp: clock.now))
        while let current = view {
            if let scrollView = current as? ScrollView, scrollView.canScrollVertically, !scrollView.isDragging {
                let low = scrollView.minimumContentOffset.y, high = scrollView.maximumContentOffset.y
                let y = min(max(scrollView.contentOffset.y + delta.y, low), high)
                guard y != scrollView.contentOffset.y else { return }
                scrollView.contentOffset.y = y
                inspectorLog.record(.scroll, scrollView.inspectorName, "by \(Int(delta.y.rounded())) pt")
                return
            }
            view = current.superview
        }
    }
}
