import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// A long form's table makes cells only for the rows about the screen and reuses them as
/// it scrolls; the form's values live in the scene, so nothing typed, toggled
/// or stepped is lost when a row's cell goes to another row.
@Suite struct FormCellReuseTests {
    /// 300 rows in sections of 30: text rows, with a switch, a stepper and a date in each
    /// section; the last text row is required, and a far text row follows a near one
    /// only after 40 value rows.
    static let form: String = {
        var text = "id: long\ntitle: Long\ndone: Save\nsections:\n"
        for index in 0..<300 {
            if index % 30 == 0 { text += "  - header: Part \(index / 30)\n    rows:\n" }
            switch index {
            case 1...40: text += "      - value: v\(index)\n        label: Value \(index)\n        detail: \"\(index)\"\n"
            case 299: text += "      - text: t\(index)\n        label: Last\n        required: true\n"
            default:
                switch index % 30 {
                case 7: text += "      - switch: s\(index)\n        label: Switch \(index)\n"
                case 8: text += "      - stepper: qty\(index)\n        label: Count \(index)\n        value: 2\n"
                case 9: text += "      - date: d\(index)\n        label: Date \(index)\n"
                default: text += "      - text: t\(index)\n        label: Field \(index)\n"
                }
            }
        }
        return text
    }()

    func simulator(_ device: String = "iphone-se") throws -> Simulator {
        try SimHarness(form: Self.form, file: "long.yaml", device: device).sim
    }

    func table(_ sim: Simulator) throws -> TableView {
        try #require(sim.view(withElementID: "form") as? TableView)
    }

    /// Wheel steps over the table until `id` shows whole in the top half of the screen
    /// (or the table's edge).
    func scroll(_ sim: Simulator, by step: Double, until id: String? = nil, steps: Int = 400) throws {
        for _ in 0..<steps {
            if let id, let frame = sim.node(id)?.frame, frame.minY >= 64, frame.minY + frame.height <= 330 { return }
            _ = try sim.send([.scroll(at: Point(x: 160, y: 300), by: Point(x: 0, y: step))])
        }
    }

    @Test("scrolling 300 rows to the end and back makes the cells of a few screens, and again makes none but dates'")
    func cellsAreReused() throws {
        let sim = try simulator()
        try scroll(sim, by: 500)
        try scroll(sim, by: -500)
        let made = try table(sim).cellsMade
        // A pool for each kind of row (text, value, switch, stepper) of about three
        // screens' rows; a date row's cell holds its own picker and is made each time.
        #expect(made < 150, "made \(made) cells")
        try scroll(sim, by: 500)
        try scroll(sim, by: -500)
        let again = try table(sim).cellsMade - made
        #expect(again <= 20, "made \(again) more cells")
        #expect(sim.node("t0-field") != nil)
        #expect(sim.node("t299-field") == nil)
    }

    @Test("a reused cell takes its new row's ids and values, and the committed tree stays the full tree")
    func reusedCellsShowTheirNewRow() throws {
        let sim = try simulator()
        _ = try sim.send([.tapTarget("t0-field"), .text("Ann")])
        try scroll(sim, by: 200, until: "t150-field")
        #expect(sim.node("t150-field")?.value == "")
        #expect(sim.node("v20") == nil)
        #expect(sim.renderTree.diff(to: sim.renderFully()) == [])
        let ids = sim.renderTree.nodes.keys
        #expect(Set(ids).count == ids.count)
    }

    @Test("what was typed, toggled and stepped survives the rows' cells going to other rows")
    func valuesSurviveReuse() throws {
        let sim = try simulator()
        try scroll(sim, by: 200, until: "s67-switch")
        _ = try sim.send([.tapTarget("s67-switch"), .tapTarget("qty68-stepper-increment"), .tapTarget("t70-field"), .text("Bo")])
        try scroll(sim, by: 500)
        try scroll(sim, by: -200, until: "t70-field")
        try scroll(sim, by: -200, until: "s67-switch")
        #expect(sim.node("s67-switch")?.value == "on")
        #expect(sim.node("qty68-value")?.value == "3")
        #expect(sim.node("t70-field")?.value == "Bo")
        #expect(sim.renderTree.diff(to: sim.renderFully()) == [])
    }

    @Test("a cell holding the first responder stays with its row while it scrolls far away")
    func firstResponderCellStays() throws {
        let sim = try simulator()
        _ = try sim.send([.tapTarget("t0-field")])
        try scroll(sim, by: 500, steps: 30)
        #expect(sim.firstResponderID == "t0-field")
        _ = try sim.send([.text("x")])
        try scroll(sim, by: -500)
        #expect(sim.node("t0-field")?.value == "x")
    }

    @Test("F2: Next on a text row whose next text row has no cell yet scrolls to it and moves the focus")
    func nextToAFarRow() throws {
        let sim = try simulator()
        _ = try sim.send([.tapTarget("t0-field")])
        #expect(try table(sim).cellForRow(at: IndexPath(row: 11, section: 1)) == nil)
        _ = try sim.send([.key("Enter")])
        #expect(sim.firstResponderID == "t41-field")
        // The cells that showed rows 0–12 went to the rows about row 41 in one layout: their
        // old nodes left the tree and they drew under their new rows' ids.
        #expect(sim.renderTree.diff(to: sim.renderFully()) == [])
        let row = try #require(sim.node("t41")?.frame)
        let panel = try #require(sim.node("input-panel")?.frame)
        #expect(row.minY >= 0 && row.minY + row.height <= panel.minY + 0.5)
    }

    @Test("F9: Save with the last row empty focuses that row, far down the form")
    func submitFocusesAFarRow() throws {
        let sim = try simulator()
        _ = try sim.send([.tapTarget("done"), .advance(milliseconds: 1_000)])
        #expect(sim.firstResponderID == "t299-field")
        #expect(sim.node("t299")?.states.contains(.invalid) == true)
        _ = try sim.send([.text("z"), .tapTarget("done")])
        #expect(sim.node("form")?.states.contains(.submitted) == true)
    }

    @Test("a rebuilt form restores values of rows that have no cell")
    func restorationOfRowsWithoutCells() throws {
        let sim = try simulator()
        try scroll(sim, by: 200, until: "t100-field")
        _ = try sim.send([.tapTarget("s97-switch"), .tapTarget("t100-field"), .text("kept")])
        try scroll(sim, by: -500)
        let saved = sim.restorableState()
        #expect(saved["t100"] == "kept")
        let rebuilt = Simulator(configuration: sim.configuration, clock: ManualClock(), version: sim.version + 1, restoring: saved)
        try scroll(rebuilt, by: 200, until: "t100-field")
        try scroll(rebuilt, by: -200, until: "s97-switch")
        #expect(rebuilt.node("t100-field")?.value == "kept")
        #expect(rebuilt.node("s97-switch")?.value == "on")
    }

    @Test("a button row shows its title alone, and a required time row with a value is not empty")
    func buttonAndTimeRows() throws {
        let text = """
            id: small
            title: Small
            sections:
              - rows:
                  - date: alarm
                    label: Alarm
                    mode: time
                    value: "09:30"
                    required: true
                  - button: send
                    label: Ignored
                    title: Send
                    role: submit
            """
        let sim = try SimHarness(form: text, file: "small.yaml", device: "iphone-15").sim
        #expect(sim.node("send")?.label == "Send")
        #expect(!sim.renderTree.nodes.values.contains { $0["text"] == .string("Ignored") })
        _ = try sim.send([.tapTarget("send")])
        #expect(sim.node("alarm")?.states.contains(.invalid) == false)
        #expect(sim.node("form")?.states.contains(.submitted) == true)
    }
}
