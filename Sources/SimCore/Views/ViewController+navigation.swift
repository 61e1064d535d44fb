extension ViewController {
    /// Mirrors navigationController: the nearest navigation controller among this
    /// controller's parents (itself excluded).
    public var navigationController: NavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }
}
