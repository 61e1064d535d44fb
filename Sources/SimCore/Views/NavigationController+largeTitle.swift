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
            barBackdrop.backgroundColor = .barBackground
            return nil
        }
        scroll.topBarInset = Metrics.largeTitleHeight
        let visible = max(0, -scroll.contentOffset.y)
        navigationBar.showLargeTitle(visible: visible)
        let edge = topViewController?.view.backgroundColor ?? .systemBackground
        barBackdrop.backgroundColor = visible > 0 ? edge : .barBackground
        return visible
    }
}
