import Testing
@testable import SimCore

// The navigation tests' scenes and helpers (B9), shared by NavigationTests and
// InteractivePopTests.

/// A page of the navigation test scenes: a label, a text field and a button that pushes
/// the next page (`<name>-label`, `<name>-field`, `<name>-push`).
final class Page: ViewController {
    let label: Label
    let field: TextField
    let pushButton: Button

    init(_ name: String, next: [String] = []) {
        label = Label(id: "\(name)-label", text: name)
        label.semanticRole = .label
        field = TextField(id: "\(name)-field", placeholder: name)
        pushButton = Button(id: "\(name)-push", title: "Push")
        let root = View(id: name)
        root.backgroundColor = .systemGroupedBackground
        super.init(view: root)
        title = name.capitalized
        for view in [label, field, pushButton] as [View] { root.addSubview(view) }
        if let following = next.first {
            let rest = Array(next.dropFirst())
            pushButton.addAction(for: .primaryActionTriggered) { [unowned self] _ in
                self.navigationController?.pushViewController(Page(following, next: rest), animated: true)
            }
        }
    }

    override func viewWillLayoutSubviews() {
        let width = view.bounds.width
        label.frame = Rect(x: 20, y: 20, width: width - 40, height: 30)
        field.frame = Rect(x: 20, y: 60, width: width - 40, height: 44)
        pushButton.frame = Rect(x: 20, y: 110, width: 100, height: 44)
    }
}

/// A table of one section: a disclosure row and a checkmark row.
final class AccessoryPage: ViewController {
    init() {
        let disclosure = TableViewCell(id: "more", title: "More", detail: Label(text: "Detail"))
        disclosure.accessoryType = .disclosureIndicator
        let chosen = TableViewCell(id: "chosen", title: "Chosen")
        chosen.accessoryType = .checkmark
        let plain = TableViewCell(id: "plain", title: "Plain")
        let table = TableView(id: "table", sections: [TableSection(id: "section", cells: [disclosure, chosen, plain])])
        super.init(view: table)
        title = "Accessories"
    }
}

let navigationDevices: [(String, Orientation)] = ["iphone-se", "ipad-10"].flatMap {
    [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
}

/// A simulator on a manual clock running `root` inside a navigation controller.
func navigationSimulator(
    _ device: String, _ orientation: Orientation, localization: Localization? = nil,
    root: @escaping @Sendable () -> ViewController
) -> (Simulator, ManualClock) {
    let scene = SceneDescriptor(id: "navigation-test", title: "Navigation") { _ in
        NavigationController(rootViewController: root())
    }
    let clock = ManualClock()
    let configuration = SimulatorConfiguration(
        device: DeviceProfile.named(device)!, scene: scene, orientation: orientation, localization: localization,
        clock: .manual)
    return (Simulator(configuration: configuration, clock: clock), clock)
}

func pages(_ device: String, _ orientation: Orientation) -> (Simulator, ManualClock) {
    navigationSimulator(device, orientation) { Page("first", next: ["second", "third"]) }
}

extension Simulator {
    var navigation: NavigationController { window.rootViewController as! NavigationController }

    /// Lets the running transition finish.
    func settle(_ clock: ManualClock) {
        clock.advance(by: NavigationController.transitionDuration)
        _ = advanceTime()
    }
}

/// The frame animations of a commit as (from x, to x) pairs.
func slideAnimations(in commit: Commit) -> [(animation: Animation, from: Double, to: Double)] {
    commit.ops.compactMap { op in
        guard let animation = op.animation,
            let from = animation.from.frame, let to = op.frame
        else { return nil }
        return (animation, from.minX, to.minX)
    }
}
