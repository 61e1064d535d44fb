/// Mirrors UIWindow: the root of a view tree, the size of the screen in the current
/// orientation, with the device's safe area.
public final class Window: View {
    public let application: Application
    public var safeAreaInsetsOfScreen: EdgeInsets = .zero
    public var orientation: Orientation = .portrait

    public var rootViewController: ViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            if let root = rootViewController?.view { addSubview(root) }
        }
    }

    public init(id: String? = nil, application: Application) {
        self.application = application
        super.init(id: id)
    }

    public override var window: Window? { self }

    /// B2.1: a window's next responder is the application.
    public override var next: Responder? { application }

    public override func layoutSubviews() {
        rootViewController?.view.frame = bounds
    }
}
