import Testing
@testable import SimCore
import SimCoreTestSupport

/// UISegmentedControl (B8.2): a tap selects one segment; valueChanged only on a change.
@Suite struct SegmentedControlTests {
    let frame = Rect(x: 20, y: 200, width: 240, height: 32)

    func makeControl(_ device: String) -> (Simulator, SegmentedControl) {
        let sim = makeControlSimulator(device, frame: frame) {
            SegmentedControl(id: "size", items: ["Small", "Medium", "Large"])
        }
        return (sim, sim.control("size", as: SegmentedControl.self)!)
    }

    func selectedSegments(_ sim: Simulator) -> [String] {
        (sim.node("size")?.children ?? []).filter { $0.states.contains(.selected) }.map(\.id)
    }

    @Test("B8.2: each segment is an element <id>-segment-<n> with its title", arguments: controlTestDevices)
    func segmentsAreElements(device: String) throws {
        let (sim, control) = makeControl(device)
        let node = try #require(sim.node("size"))
        #expect(node.role == .segmentedControl)
        #expect(node.children.map(\.id) == ["size-segment-0", "size-segment-1", "size-segment-2"])
        #expect(node.children.map(\.role) == [.segment, .segment, .segment])
        #expect(node.children.map(\.label) == ["Small", "Medium", "Large"])
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(selectedSegments(sim).isEmpty)
    }

    @Test("B8.2: a tap on a segment selects exactly that one and sends valueChanged once", arguments: controlTestDevices)
    func tapSelectsOne(device: String) throws {
        let (sim, control) = makeControl(device)
        _ = try sim.send([.tapTarget("size-segment-1")])
        #expect(control.selectedSegmentIndex == 1)
        #expect(selectedSegments(sim) == ["size-segment-1"])
        #expect(sim.node("size")?.value == "Medium")
        _ = try sim.send([.tapTarget("size-segment-2")])
        #expect(selectedSegments(sim) == ["size-segment-2"])
        #expect(control.sentEvents.filter { $0.contains(.valueChanged) }.count == 2)
    }

    @Test("B8.2: a tap on the segment already selected sends nothing", arguments: controlTestDevices)
    func tapOnSelectedSendsNothing(device: String) throws {
        let (sim, control) = makeControl(device)
        _ = try sim.send([.tapTarget("size-segment-0"), .tapTarget("size-segment-0")])
        #expect(selectedSegments(sim) == ["size-segment-0"])
        #expect(control.sentEvents.filter { $0.contains(.valueChanged) }.count == 1)
    }

    @Test("B8.2: selecting from code or renaming a segment sends nothing")
    func codeSendsNothing() throws {
        let (sim, control) = makeControl("iphone-se")
        control.selectedSegmentIndex = 2
        control.setTitle("XL", forSegmentAt: 2)
        #expect(selectedSegments(sim) == ["size-segment-2"])
        #expect(sim.node("size-segment-2")?.label == "XL")
        #expect(control.titleForSegment(at: 2) == "XL")
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(control.sentEvents.isEmpty)
    }

    @Test("B8.2: the selected segment is a white rect 2 pt inside its third of the track, titled semibold")
    func renderOfTheSelection() throws {
        let (sim, control) = makeControl("iphone-se")
        control.selectedSegmentIndex = 1
        #expect(sim.renderFrame("size-indicator") == Rect(x: 82, y: 2, width: 76, height: 28))
        let track = try #require(sim.renderFully().nodes["size"])
        #expect(track.cornerRadius == 9)
        #expect(track.fill?.css == Color.tertiarySystemFill.css)
        #expect(control.segments[1].titleLabel.font == Font(size: 13, weight: 600))
        #expect(control.segments[0].titleLabel.font == Font(size: 13))
    }
}
