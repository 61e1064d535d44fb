/// E6.L1: the bar's large title follows the top controller's content scroll view.
extension NavigationController {
    /// Whether the top controller shows a large title: the bar prefers them, its item
    /// does not refuse (`automatic` takes the item below's choice, large at the root),
    /// and the screen is not vertically compact (UIKit shows no large title on an iPhone
    /// in landscape).
    func showsLargeTitle(window: Window) -> Bool {
        guard navigationBar.prefersLargeTitles else { return false }
        if window.idiom == .phone && window.orientation.isLandscape { return false }
        for controller in viewControllers.reversed() {
            switch controller.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// Insets the top controller's scroll view by the large title's area and shows as
    /// much of the area as the content leaves (more when pulled down past its top).
    /// Returns that height; nil with no large title. At the scroll edge the backdrop
    /// takes the content's background (iOS 15's scrollEdgeAppearance), else the bar's.
    func followLargeTitle(window: Window) -> Double? {
        let scroll = topViewController?.contentScrollView
        guard showsLargeTitle(window: window), let scroll else {
            scroll?.topBarInset = 0
            navigationBar.showLargeTitle(visible: nil)
            followScrollEdge(of: scroll)
            return nil
        }
        scroll.topBarInset = Metrics.largeTitleHeight
        // The bar's height follows the offset: a scroll lays this controller out again.
        if scroll.didScroll == nil { watchScrolling(of: scroll) }
        let visible = max(0, -scroll.contentOffset.y)
        navigationBar.showLargeTitle(visible: visible)
        showScrollEdgeAppearance(visible > 0)
        return visible
    }

    /// iOS 15's scrollEdgeAppearance (B12.4): with the content at its top edge the bar is
    /// transparent, showing the content's background, with no hairline; scrolled, it takes
    /// the standard bar material with its hairline.
    /// Without a large title the bar follows the content's offset as it changes, as the
    /// offset may still move in this layout (the table keeping it inside its edges).
    private func followScrollEdge(of scroll: ScrollView?) {
        guard let scroll else { return showScrollEdgeAppearance(false) }
        if scroll.didScroll == nil { watchScrolling(of: scroll) }
        showScrollEdgeAppearance(scroll.isAtTopEdge)
    }

    /// Follows the top controller's content as it scrolls (UIKit's bar observes the
    /// content scroll view): a large title lays the controller out again (the bar's
    /// height follows the offset); without one the bar's appearance follows at once, as
    /// the offset may still move in this layout.
    private func watchScrolling(of scroll: ScrollView) {
        scroll.didScroll = { [weak self, weak scroll] _ in
            guard let self, let scroll, let window = scroll.window, self.topViewController?.contentScrollView === scroll
            else { return }
            if self.showsLargeTitle(window: window) {
                self.view.setNeedsLayout()
            } else {
                self.showScrollEdgeAppearance(scroll.isAtTopEdge)
            }
        }
    }

    func showScrollEdgeAppearance(_ atEdge: Bool) {
        let scroll = topViewController?.contentScrollView
        let edge = scroll?.backgroundColor ?? topViewController?.view.backgroundColor ?? .systemBackground
        barBackdrop.backgroundColor = atEdge ? edge : .barBackground
        navigationBar.hairline.isHidden = atEdge
    }
}
