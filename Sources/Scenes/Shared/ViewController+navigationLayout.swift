import SimCore

extension ViewController {
    /// A screen of a navigation bar over a scrolling body: the bar below the status bar
    /// (or the top safe area), a backdrop behind both, the body filling the rest.
    func layoutNavigationScreen(bar: NavigationBar, backdrop: View, body: View, device: DeviceProfile) {
        guard let window = view.window else { return }
        let bounds = view.bounds
        let orientation = window.orientation
        let barHeight = NavigationBar.height(for: device, in: orientation)
        let barTop = max(window.safeAreaInsetsOfScreen.top, device.statusBarHeight(in: orientation))
        bar.frame = Rect(x: 0, y: barTop, width: bounds.width, height: barHeight)
        backdrop.frame = Rect(x: 0, y: 0, width: bounds.width, height: barTop + barHeight)
        body.frame = Rect(x: 0, y: barTop + barHeight, width: bounds.width, height: bounds.height - barTop - barHeight)
    }
}
