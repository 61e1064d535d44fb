/// Mirrors UIViewController: owns a root view and takes part in the responder chain.
open class ViewController: Responder {
    public let view: View
    /// Mirrors title: what a navigation bar shows for this controller, and the back
    /// button's title on the controller pushed over it.
    open var title: String?
    /// Mirrors parent: the container controller holding this one (a navigation controller).
    public internal(set) weak var parent: ViewController?
    /// Mirrors navigationItem: the bar buttons a navigation bar shows for this controller.
    public let navigationItem = NavigationItem()
    /// Mirrors didMove(toParent:): called once the controller went into a container (a
    /// push) or left it (`nil`: a pop, a swipe back, a pop to the root).
    open func didMove(toParent parent: ViewController?) {}

    /// Deviation: no UIKit counterpart. The controller's own state for the inspector (a
    /// SwiftUI form's), nil where it has none to show.
    open var inspectedState: InspectedState? { nil }

    /// Mirrors presentedViewController: what this controller presents now (an alert, a sheet).
    public internal(set) var presentedViewController: ViewController?
    /// Mirrors presentingViewController: the controller that presented this one.
    public internal(set) weak var presentingViewController: ViewController?
    /// Mirrors modalPresentationStyle (UIKit's `.automatic` is a page sheet).
    public var modalPresentationStyle: ModalPresentationStyle = .pageSheet
    /// The sheet this controller is presented in, made on first use (`sheetPresentationController`).
    var sheetPresentation: SheetPresentationController?

    public init(view: View) {
        self.view = view
        super.init()
        view.viewController = self
    }

    /// Mirrors traitCollection: its view's.
    public var traitCollection: TraitCollection { view.traitCollection }

    /// Mirrors traitCollectionDidChange(_:): told after its view's traits changed (a
    /// Settings change, a rotation, the window resized, F1).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Its view's traits changed: the controller is told, and an action sheet it
    /// presents adapts to new size classes (F1.W2).
    func traitsDidChange(_ previous: TraitCollection) {
        traitCollectionDidChange(previous)
        if previous.adaptsPopovers != traitCollection.adaptsPopovers { adaptPresentedAlert() }
    }

    /// B2.1: a view controller's next responder is its view's superview.
    open override var next: Responder? { view.superview }

    open override var responderWindow: Window? { view.window }

    /// Mirrors contentScrollView(for: .top): the scroll view whose offset a navigation
    /// bar follows (its large title collapses as it scrolls, E6.L1). By default the root
    /// view when it scrolls, else the first of its subviews that does, as UIKit looks.
    open var contentScrollView: ScrollView? {
        if let scroll = view as? ScrollView { return scroll }
        return view.subviews.lazy.compactMap { $0 as? ScrollView }.first
    }

    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}

    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Mirrors encodeRestorableState(with:): what the person entered, by element id, so a
    /// rebuilt screen (a form file edited on disk) can show it again.
    /// Deviation: the coder is a dictionary of strings, not an NSCoder.
    open func encodeRestorableState(with coder: inout [String: String]) {}

    /// Mirrors decodeRestorableState(with:): takes back what `encodeRestorableState`
    /// saved; ids the screen no longer has are ignored.
    open func decodeRestorableState(with coder: [String: String]) {}
}
