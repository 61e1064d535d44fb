import Testing
@testable import SimCore
import SimCoreTestSupport

/// UISlider (B8.4): the thumb follows a drag that starts on it; a tap on the track does nothing.
@Suite struct SliderTests {
    /// 228 wide: the thumb's centre travels 200 pt, from x 54 to 254 on screen.
    let frame = Rect(x: 40, y: 200, width: 228, height: 31)
    let centreY = 215.5

    func makeSlider(_ device: String, configure: @escaping @Sendable (Slider) -> Void = { _ in }) -> (Simulator, Slider) {
        let sim = makeControlSimulator(device, frame: frame) {
            let slider = Slider(id: "volume")
            configure(slider)
            return slider
        }
        return (sim, sim.control("volume", as: Slider.self)!)
    }

    func valueChanges(_ slider: Slider) -> Int { slider.sentEvents.filter { $0.contains(.valueChanged) }.count }

    @Test("B8.4: a drag that starts on the thumb moves the value in proportion, sending valueChanged as it goes", arguments: controlTestDevices)
    func dragFromTheThumb(device: String) throws {
        let (sim, slider) = makeSlider(device) { $0.maximumValue = 10 }
        #expect(sim.node("volume")?.role == .slider)
        #expect(sim.node("volume")?.value == "0")
        _ = try sim.send([.drag(from: Point(x: 54, y: centreY), to: Point(x: 104, y: centreY), milliseconds: 300)])
        #expect(abs(slider.value - 2.5) < 1e-9)
        #expect(sim.node("volume")?.value == "2.5")
        #expect(valueChanges(slider) > 1)
        #expect(!slider.isTracking)
    }

    @Test("B8.4: a drag that takes the thumb off centre keeps where it was grabbed")
    func grabOffsetIsKept() throws {
        let (sim, slider) = makeSlider("iphone-se") { $0.value = 0.5 }
        // The thumb's centre is at 154; take it 6 pt right of centre and move 20 pt.
        _ = try sim.send([.drag(from: Point(x: 160, y: centreY), to: Point(x: 180, y: centreY), milliseconds: 200)])
        #expect(abs(slider.value - 0.6) < 1e-9)
    }

    @Test("B8.4: a tap on the track away from the thumb does not move it", arguments: controlTestDevices)
    func tapOnTheTrack(device: String) throws {
        let (sim, slider) = makeSlider(device) { $0.value = 0.2 }
        _ = try sim.send([.tap(Point(x: 230, y: centreY))])
        #expect(slider.value == 0.2)
        _ = try sim.send([.drag(from: Point(x: 230, y: centreY), to: Point(x: 100, y: centreY), milliseconds: 200)])
        #expect(slider.value == 0.2)
        #expect(valueChanges(slider) == 0)
    }

    @Test("B8.4: dragging past either end clamps the value to the range", arguments: controlTestDevices)
    func clamps(device: String) throws {
        let (sim, slider) = makeSlider(device) {
            $0.minimumValue = -5
            $0.maximumValue = 5
        }
        _ = try sim.send([.drag(from: Point(x: 154, y: centreY), to: Point(x: 400, y: centreY), milliseconds: 200)])
        #expect(slider.value == 5)
        _ = try sim.send([.drag(from: Point(x: 254, y: centreY), to: Point(x: 0, y: centreY), milliseconds: 200)])
        #expect(slider.value == -5)
        slider.value = 12
        #expect(slider.value == 5)
    }

    @Test("B8.4: when not continuous, valueChanged is sent once, at the end of the drag")
    func notContinuous() throws {
        let (sim, slider) = makeSlider("ipad-10") { $0.isContinuous = false }
        _ = try sim.send([.drag(from: Point(x: 54, y: centreY), to: Point(x: 154, y: centreY), milliseconds: 200)])
        #expect(slider.value == 0.5)
        #expect(valueChanges(slider) == 1)
    }

    @Test("B8.4: the thumb is drawn 28 pt square at the value, the blue track up to its centre")
    func render() throws {
        let (sim, _) = makeSlider("iphone-se") { $0.value = 0.25 }
        #expect(sim.renderFrame("volume-thumb") == Rect(x: 50, y: 1.5, width: 28, height: 28))
        #expect(sim.renderFrame("volume-minimum-track") == Rect(x: 0, y: 13.5, width: 64, height: 4))
        #expect(sim.renderFrame("volume-maximum-track") == Rect(x: 0, y: 13.5, width: 228, height: 4))
        let nodes = sim.renderFully().nodes
        #expect(nodes["volume-minimum-track"]?.fill?.css == Color.systemBlue.css)
        #expect(nodes["volume-minimum-track"]?.cornerRadius == 2)
        #expect(nodes["volume-thumb"]?.fill?.css == Color.white.css)
    }

    // MARK: In a scrolling table

    func makeTableSlider(_ device: String) -> (Simulator, Slider, TableView) {
        let sim = makeTableControlSimulator(device, controlSize: Size(width: 150, height: 31)) { Slider(id: "volume") }
        return (sim, sim.control("volume", as: Slider.self)!, sim.control("table", as: TableView.self)!)
    }

    @Test("B8.4: in a table, a horizontal drag from the thumb moves the slider and does not scroll", arguments: controlTestDevices)
    func horizontalDragInATable(device: String) throws {
        let (sim, slider, table) = makeTableSlider(device)
        let f = try #require(sim.node("volume")?.frame)
        let start = Point(x: f.minX + 14, y: f.minY + f.height / 2)
        _ = try sim.send([
            .pointer(phase: .down, point: start, milliseconds: 0),
            .pointer(phase: .move, point: Point(x: start.x + 30, y: start.y + 2), milliseconds: 50),
            .pointer(phase: .move, point: Point(x: start.x + 61, y: start.y + 3), milliseconds: 100),
        ])
        #expect(table.contentOffset.y == 0)
        #expect(!table.isDragging)
        #expect(abs(slider.value - 0.5) < 1e-9)
        _ = try sim.send([.pointer(phase: .up, point: Point(x: start.x + 61, y: start.y + 3), milliseconds: 150)])
        #expect(abs(slider.value - 0.5) < 1e-9)
    }

    @Test("B8.4: in a table, a vertical drag from the thumb scrolls the table and leaves the slider", arguments: controlTestDevices)
    func verticalDragInATable(device: String) throws {
        let (sim, slider, table) = makeTableSlider(device)
        let f = try #require(sim.node("volume")?.frame)
        let start = Point(x: f.minX + 14, y: f.minY + f.height / 2)
        _ = try sim.send([
            .pointer(phase: .down, point: start, milliseconds: 0),
            .pointer(phase: .move, point: Point(x: start.x + 2, y: start.y - 40), milliseconds: 50),
            .pointer(phase: .move, point: Point(x: start.x + 4, y: start.y - 80), milliseconds: 100),
        ])
        #expect(table.isDragging)
        #expect(table.contentOffset.y > 0)
        #expect(slider.value == 0)
        #expect(valueChanges(slider) == 0)
    }
}
