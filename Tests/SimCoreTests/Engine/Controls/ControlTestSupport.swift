@testable import SimCore
import SimCoreTestSupport

/// The two profiles the control tests run on: a phone and a pad.
let controlTestDevices = ["iphone-se", "ipad-10"]

/// A root view that holds one control at a fixed frame, or fills itself with a table.
final class ControlHostView: View {
    let filling: View?

    init(filling: View? = nil) {
        self.filling = filling
        super.init()
        backgroundColor = .systemBackground
        if let filling { addSubview(filling) }
    }

    override func layoutSubviews() {
        filling?.frame = bounds
    }
}

/// A cell's detail area that puts its one control at the right, centred vertically.
final class TrailingAccessory: View {
    let control: View
    let size: Size

    init(_ control: View, size: Size) {
        self.control = control
        self.size = size
        super.init()
        addSubview(control)
    }

    override func layoutSubviews() {
        control.frame = Rect(
            x: bounds.width - size.width, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }
}

/// A simulator on a manual clock whose scene is one control at `frame` on a white root
/// view (`make` builds it afresh for the scene).
func makeControlSimulator(
    _ device: String, frame: Rect, clock: ManualClock = ManualClock(), make: @escaping @Sendable () -> View
) -> Simulator {
    let scene = SceneDescriptor(id: "control-test", title: "Control test") { _ in
        let control = make()
        control.frame = frame
        let host = ControlHostView()
        host.addSubview(control)
        return ViewController(view: host)
    }
    return Simulator(configuration: SimulatorConfiguration(device: DeviceProfile.named(device)!, scene: scene), clock: clock)
}

/// A simulator whose scene is a scrolling table with one row (`row`) holding the
/// control at its trailing end, 30 more rows below so the table scrolls.
func makeTableControlSimulator(
    _ device: String, controlSize: Size, make: @escaping @Sendable () -> View
) -> Simulator {
    let scene = SceneDescriptor(id: "control-table-test", title: "Control in a table") { _ in
        let control = make()
        let row = TableViewCell(id: "row", title: "Setting", detail: TrailingAccessory(control, size: controlSize))
        let filler = (1...30).map { TableViewCell(id: "filler-\($0)", title: "Row \($0)", detail: Label(text: "")) }
        let table = TableView(id: "table", sections: [TableSection(id: "section", cells: [row] + filler)])
        return ViewController(view: ControlHostView(filling: table))
    }
    return makeSimulator(device, scene: scene)
}

extension Simulator {
    /// The control (or other view) with this element id.
    func control<T: View>(_ id: String, as type: T.Type = T.self) -> T? {
        view(withElementID: id) as? T
    }

    /// The frame of a render node, in its parent's coordinates.
    func renderFrame(_ id: String) -> Rect? {
        renderFully().nodes[id]?.frame
    }
}
