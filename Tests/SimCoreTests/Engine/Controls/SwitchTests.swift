import Testing
@testable import SimCore
import SimCoreTestSupport

/// UISwitch (B8.1): a tap flips it with a 0.25 s slide; code sets it silently.
@Suite struct SwitchTests {
    let frame = Rect(x: 40, y: 200, width: 51, height: 31)

    func makeSwitch(_ device: String, isOn: Bool = false) -> (Simulator, Switch) {
        let sim = makeControlSimulator(device, frame: frame) { Switch(id: "wifi", isOn: isOn) }
        return (sim, sim.control("wifi", as: Switch.self)!)
    }

    @Test("B8.1: a tap on a switch flips it on and sends valueChanged once", arguments: controlTestDevices)
    func tapFlipsTheSwitch(device: String) throws {
        let (sim, toggle) = makeSwitch(device)
        #expect(sim.node("wifi")?.role == .switch)
        #expect(sim.node("wifi")?.value == "off")
        _ = try sim.send([.tap(Point(x: 65, y: 215))])
        #expect(toggle.isOn)
        #expect(sim.node("wifi")?.value == "on")
        #expect(sim.node("wifi")?.states == [.checked])
        #expect(toggle.sentEvents.filter { $0.contains(.valueChanged) }.count == 1)
        _ = try sim.send([.tap(Point(x: 65, y: 215))])
        #expect(!toggle.isOn && sim.node("wifi")?.value == "off")
    }

    @Test("B8.1: the thumb slides to the on side over 0.25 s, declared with the commit", arguments: controlTestDevices)
    func theThumbSlides(device: String) throws {
        let (sim, _) = makeSwitch(device)
        let commit = try sim.send([.tap(Point(x: 65, y: 215))])
        let thumbUpdate = commit.ops.first { $0.id == "wifi-thumb" }
        guard let thumbUpdate, thumbUpdate.frame != nil else {
            Issue.record("no update of the thumb in \(commit.ops)")
            return
        }
        #expect(thumbUpdate.frame == Rect(x: 22, y: 2, width: 27, height: 27))
        #expect(thumbUpdate.animation?.duration == 0.25)
        #expect(thumbUpdate.animation?.from.frame == Rect(x: 2, y: 2, width: 27, height: 27))
    }

    @Test("B8.1: the switch is drawn 51 × 31 with a 27 pt white thumb 2 pt inside a green track when on")
    func renderWhenOn() throws {
        let (sim, _) = makeSwitch("iphone-se", isOn: true)
        #expect(sim.renderFrame("wifi") == frame)
        #expect(sim.renderFrame("wifi-thumb") == Rect(x: 22, y: 2, width: 27, height: 27))
        let track = try #require(sim.renderFully().nodes["wifi"])
        #expect(track.fill?.css == Color.systemGreen.css)
        #expect(track.cornerRadius == 15.5)
        #expect(sim.renderFully().nodes["wifi-thumb"]?.fill?.css == Color.white.css)
    }

    @Test("B8.1: a switch keeps its 51 × 31 size whatever frame it is given")
    func keepsItsSize() {
        let toggle = Switch()
        toggle.frame = Rect(x: 5, y: 6, width: 200, height: 80)
        #expect(toggle.frame == Rect(x: 5, y: 6, width: 51, height: 31))
    }

    @Test("B8.1: setting a switch from code, even animated, sends nothing", arguments: controlTestDevices)
    func codeSendsNothing(device: String) throws {
        let (sim, toggle) = makeSwitch(device)
        toggle.setOn(true, animated: true)
        toggle.isOn = false
        toggle.setOn(true, animated: false)
        _ = sim.commit()
        #expect(toggle.isOn && sim.node("wifi")?.value == "on")
        #expect(toggle.sentEvents.isEmpty)
    }

    @Test("B8.1: a tap just outside the switch, or a finger lifted outside it, does not flip it", arguments: controlTestDevices)
    func tapOutsideDoesNothing(device: String) throws {
        let (sim, toggle) = makeSwitch(device)
        _ = try sim.send([.tap(Point(x: 40 + 51 + 3, y: 215)), .tap(Point(x: 65, y: 200 + 31 + 3))])
        _ = try sim.send([
            .pointer(phase: .down, point: Point(x: 65, y: 215), milliseconds: nil),
            .pointer(phase: .move, point: Point(x: 65, y: 300), milliseconds: nil),
            .pointer(phase: .up, point: Point(x: 65, y: 300), milliseconds: nil),
        ])
        #expect(!toggle.isOn)
        #expect(!toggle.sentEvents.contains { $0.contains(.valueChanged) })
    }

    @Test("B8.1: in a table, a tap on the switch's row away from the switch does not flip it", arguments: controlTestDevices)
    func tapOnTheRowDoesNothing(device: String) throws {
        let sim = makeTableControlSimulator(device, controlSize: Switch.size) { Switch(id: "wifi") }
        let toggle = try #require(sim.control("wifi", as: Switch.self))
        let row = try #require(sim.node("row")?.frame)
        _ = try sim.send([.tap(Point(x: row.minX + 30, y: row.minY + row.height / 2))])
        #expect(!toggle.isOn)
        _ = try sim.send([.tap(try #require(sim.centre(of: "wifi")))])
        #expect(toggle.isOn)
        #expect(toggle.sentEvents.filter { $0.contains(.valueChanged) }.count == 1)
    }
}
