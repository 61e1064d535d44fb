import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// Places where FormSim followed UIKit less closely than it should (issue: fidelity).
@Suite struct FidelityTests {
    @Test("a long press on an empty birthday label shows no menu (the article's handler returns early)",
          arguments: ["iphone-se", "iphone-15"], [Orientation.portrait, .landscapeLeft])
    func emptyLabelNoMenu(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, orientation: orientation)
        _ = try sim.send([.longPress(target: "birthday-value")])
        #expect(sim.node("edit-menu") == nil)
        #expect(sim.firstResponderID == nil)
    }

    @Test("the edit menu goes away when the device rotates", arguments: ["iphone-se", "iphone-15"])
    func rotationHidesMenu(device: String) throws {
        let sim = makeSimulator(device)
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15")])
        _ = try sim.send([.longPress(target: "birthday-value")])
        #expect(sim.node("edit-menu") != nil)
        _ = try sim.send([.rotate(.landscapeLeft)])
        #expect(sim.node("edit-menu") == nil)
    }

    /// Where a Contacts row lies wholly under the keyboard once First name has it.
    @Test("a tap by target on an element under the keyboard is refused as not visible",
          arguments: [("iphone-se", Orientation.portrait), ("iphone-15", .portrait), ("ipad-10", .landscapeLeft)])
    func coveredByKeyboard(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, orientation: orientation)
        _ = try sim.send([.tapTarget("first-name")])
        let panel = try #require(sim.node("input-panel")?.frame)
        let covered = ["notes", "postal-code", "city", "street"].first { id in
            guard let f = sim.node(id)?.frame else { return false }
            return f.minY >= panel.minY && f.maxY <= sim.semanticTree().screen.height
        }
        let id = try #require(covered, "no row wholly under the keyboard on \(device) \(orientation)")
        do {
            _ = try sim.send([.tapTarget(id)])
            Issue.record("tapped \(id) through the keyboard")
        } catch {
            #expect(error.kind == .targetNotVisible(id, .underInputPanel))
        }
        #expect(sim.firstResponderID == "first-name-field")
    }

    @Test("a secure field that begins editing again is cleared by the first key typed",
          arguments: ["iphone-se", "ipad-10"], [Orientation.portrait, .landscapeLeft])
    func secureFieldClears(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, scene: "login", orientation: orientation)
        _ = try sim.send([.tapTarget("password-field"), .text("secret"), .tapTarget("email-field")])
        #expect(sim.node("password-field")?.value?.count == 6)
        _ = try sim.send([.tapTarget("password-field"), .text("x")])
        #expect(sim.node("password-field")?.value?.count == 1)
        _ = try sim.send([.text("yz")])
        #expect(sim.node("password-field")?.value?.count == 3)
    }

    @Test("Backspace as the first key in a secure field that began editing again clears it",
          arguments: ["iphone-15", "ipad-10"])
    func secureFieldBackspaceClears(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        _ = try sim.send([.tapTarget("password-field"), .text("secret"), .tapTarget("email-field")])
        _ = try sim.send([.tapTarget("password-field"), .key("Backspace")])
        #expect(sim.node("password-field")?.value?.isEmpty ?? true)
    }

    @Test("on iPad a long press on the birthday label leaves the keyboard with its field",
          arguments: [Orientation.portrait, .landscapeLeft])
    func padLongPressKeepsKeyboard(orientation: Orientation) throws {
        let sim = makeSimulator("ipad-10", orientation: orientation)
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15")])
        _ = try sim.send([.tap(Point(x: 5, y: sim.semanticTree().screen.height - 5)), .tapTarget("first-name")])
        #expect(sim.firstResponderID == "first-name-field")
        // In landscape the iPad (10th)'s 425 pt keyboard covers the birthday row: scroll it up.
        if orientation.isLandscape { _ = try sim.send([.scroll(at: Point(x: 400, y: 200), by: Point(x: 0, y: 120))]) }
        _ = try sim.send([.longPress(target: "birthday-value")])
        #expect(sim.firstResponderID == "first-name-field")
        #expect(sim.node("edit-menu") == nil)
    }
}

/// Supported interface orientations (UIKit's defaults).
@Suite struct SupportedOrientationTests {
    @Test("an iPhone turned upside down keeps its interface where it was", arguments: ["iphone-se", "iphone-15"], [Orientation.portrait, .landscapeLeft])
    func phoneIgnoresUpsideDown(device: String, start: Orientation) throws {
        let sim = makeSimulator(device, orientation: start)
        _ = try sim.send([.rotate(.portraitUpsideDown)])
        #expect(sim.semanticTree().orientation == start)
    }

    @Test("an iPad turns upside down", arguments: ["ipad-10", "ipad-pro-12-9"])
    func padTurnsOver(device: String) throws {
        let sim = makeSimulator(device)
        _ = try sim.send([.rotate(.portraitUpsideDown)])
        #expect(sim.semanticTree().orientation == .portraitUpsideDown)
    }

    @Test("an iPhone session asked to start upside down starts in portrait")
    func phoneStartsPortrait() throws {
        #expect(makeSimulator("iphone-15", orientation: .portraitUpsideDown).semanticTree().orientation == .portrait)
    }
}

/// A tap on a visible row of a picker wheel (UIPickerView selects the tapped row).
@Suite struct PickerRowTapTests {
    @Test("a tap two rows below the band turns the wheel two rows and fires valueChanged once",
          arguments: [("iphone-se", Orientation.portrait), ("iphone-15", .landscapeLeft), ("ipad-10", .portrait), ("ipad-10", .landscapeLeft)])
    func tapTurnsWheel(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, orientation: orientation)
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-03-15")])
        let column = try #require(sim.node("birthday-picker-month")?.frame)
        let rowHeight = column.height >= 200 ? 32.0 : 24.0
        let centre = Point(x: column.minX + column.width / 2, y: column.minY + column.height / 2)
        _ = try sim.send([.tap(Point(x: centre.x, y: centre.y + 2 * rowHeight))])
        let clock = try #require(sim.clock as? ManualClock)
        clock.advance(by: 1)
        _ = sim.advanceTime()
        #expect(sim.node("birthday-picker")?.value == "1990-05-15")
        #expect(sim.node("birthday-value")?.value == "May 15, 1990")
    }

    @Test("a tap on the band leaves the wheel where it is")
    func tapOnBand() throws {
        let sim = makeSimulator("iphone-15")
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-03-15")])
        _ = try sim.send([.tapTarget("birthday-picker-month")])
        #expect(sim.node("birthday-picker")?.value == "1990-03-15")
    }
}

/// A vertical table's pan begins on vertical movement only (B5.2).
@Suite struct SidewaysTouchTests {
    @Test("a row held until it highlights, then moved sideways, is selected on release",
          arguments: [("iphone-se", Orientation.portrait), ("iphone-15", .landscapeLeft), ("ipad-10", .portrait), ("ipad-10", .landscapeLeft)])
    func sidewaysKeepsRow(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, scene: "selection", orientation: orientation)
        let clock = try #require(sim.clock as? ManualClock)
        let row = try #require(sim.node("row-2")?.frame)
        let start = Point(x: row.minX + 40, y: row.minY + row.height / 2)
        _ = try sim.send([.pointer(phase: .down, point: start, milliseconds: nil)])
        clock.advance(by: 0.2)
        _ = sim.advanceTime()
        #expect(sim.node("row-2")?.states.contains(.highlighted) == true)
        let end = Point(x: start.x + 40, y: start.y + 3)
        _ = try sim.send([.pointer(phase: .move, point: end, milliseconds: nil), .pointer(phase: .up, point: end, milliseconds: nil)])
        #expect(sim.node("row-2")?.states.contains(.selected) == true)
    }

    @Test("a row moved vertically past the slop scrolls and is not selected")
    func verticalScrolls() throws {
        let sim = makeSimulator("iphone-se", scene: "selection")
        let row = try #require(sim.node("row-4")?.frame)
        let start = Point(x: row.minX + 40, y: row.minY + row.height / 2)
        _ = try sim.send([.drag(from: start, to: Point(x: start.x, y: start.y - 60), milliseconds: 300)])
        #expect(sim.node("row-4")?.states.contains(.selected) == false)
    }
}

/// The status bar around the cutout (iPhone X's notch is wider than the Dynamic Island).
@Suite struct StatusBarCutoutTests {
    @Test("the time and the symbols sit in the ears, clear of the cutout", arguments: ["iphone-x", "iphone-15", "iphone-15-pro-max"])
    func clearOfCutout(device: String) throws {
        let sim = makeSimulator(device)
        let width = sim.device.portraitSize.width
        let cutout = try #require(sim.device.cutout).width
        let left = (width - cutout) / 2, right = (width + cutout) / 2
        let bar = sim.statusBar
        #expect(bar.time.frame.maxX <= left)
        for symbol in [bar.signal, bar.wifi, bar.battery] {
            #expect(symbol.frame.minX >= right)
            #expect(symbol.frame.maxX <= width)
        }
    }
}
