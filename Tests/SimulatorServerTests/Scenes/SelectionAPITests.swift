import Foundation
import SimCore
import Wire
import Testing

@testable import SimulatorServer
import TestSupport

/// BEHAVIOR.md A4 (the selectable list) through the HTTP API, on manual-clock sessions.
@Suite("Selectable list over HTTP", .serialized)
struct SelectionAPITests {
    static let devices = SceneDevice.devices
    static let deviceOrientations = SceneDevice.deviceOrientations

    func list(_ device: String, _ orientation: String = "portrait") throws -> SceneDevice {
        try SceneDevice("selection", device, orientation)
    }

    func log(_ d: SceneDevice) throws -> String { try d.node("delegate-log")?.value ?? "" }

    func pointer(_ phase: String, _ p: (x: Double, y: Double)) -> String {
        #"{"type":"pointer","phase":"\#(phase)","x":\#(p.x),"y":\#(p.y)}"#
    }

    /// The rows shown with any state, by id.
    func marked(_ d: SceneDevice) throws -> [String: [ElementState]] {
        let table = try #require(try d.node("selection-table"))
        return Dictionary(uniqueKeysWithValues: table.children.filter { !$0.states.isEmpty }.map { ($0.id, $0.states) })
    }

    /// A row's cell in the render tree (cells are reused, so render ids are the table's,
    /// not the row's): the table child at the row's place, with its children by id.
    func renderedCell(_ d: SceneDevice, _ row: String) throws -> (cell: JSONValue, parts: [JSONValue]) {
        let tree = try d.tree()
        let frame = try #require(tree.root.find(row), "\(row) is not on screen").frame
        let table = try #require(tree.root.find("selection-table")).frame
        let nodes = try d.render()
        let id = try #require(nodes["selection-table"]?.childIDs.first { id in
            let f = nodes[id]?.frameValues ?? []
            return f.count == 4 && abs(f[0] - (frame.minX - table.minX)) < 0.01 && abs(f[1] - (frame.minY - table.minY)) < 0.01
        }, "no rendered cell at \(row)'s place")
        let cell = try #require(nodes[id])
        return (cell, cell.childIDs.compactMap { nodes[$0] })
    }

    /// What a row's cell draws: the 30 % highlight overlay, the selection frame, the
    /// trailing checkmark, the edit-mode circle and its check.
    struct Look: Equatable {
        var overlay = false, frame = false, checkmark = false, circle = false, circleFilled = false
    }

    func look(_ d: SceneDevice, _ row: String) throws -> Look {
        let (cell, parts) = try renderedCell(d, row)
        let shown = parts.filter { !$0.isHidden }
        return Look(
            overlay: shown.contains { $0["fill"] == .string("rgba(0,0,0,0.3)") },
            frame: (cell["borderWidth"]?.number ?? 0) > 0,
            checkmark: shown.contains { $0["symbol"] == .string("checkmark") },
            circle: shown.contains { $0["cornerRadius"] == .number(11) },
            circleFilled: shown.contains { $0["cornerRadius"] == .number(11) && $0["fill"] == .string(Color.systemBlue.css) })
    }

    /// The x of a row's title text in the render tree.
    func titleX(_ d: SceneDevice, _ row: String) throws -> Double {
        let parts = try renderedCell(d, row).parts
        return try #require(parts.first { $0["kind"] == .string("text") }?.frameValues.first)
    }

    // MARK: A4.1

    @Test("A4.1: a still touch highlights the row after ~150 ms; touch up inside selects it", arguments: deviceOrientations)
    func delayedHighlight(device: String, orientation: String) throws {
        let d = try list(device, orientation)
        let point = try d.centre("row-2")
        try d.send(pointer("down", point) + #",{"type":"advance","ms":100}"#)
        #expect(try d.states("row-2") == [])
        try d.send(#"{"type":"advance","ms":60}"#)
        #expect(try d.states("row-2") == [.highlighted])
        try d.send(pointer("up", point))
        #expect(try d.states("row-2") == [.selected])
        #expect(try log(d) == "didSelectRowAt 2")
    }

    @Test("A4.1: a quick tap highlights nothing before touch up, then selects and tells the delegate", arguments: devices)
    func quickTap(device: String) throws {
        let d = try list(device)
        let point = try d.centre("row-3")
        try d.send(pointer("down", point) + #",{"type":"advance","ms":50}"#)
        #expect(try d.states("row-3") == [])
        try d.send(pointer("up", point))
        #expect(try d.states("row-3") == [.selected])
        #expect(try log(d) == "didSelectRowAt 3")
        try d.send(#"{"type":"tap","target":"row-1"}"#)
        #expect(try marked(d) == ["row-1": [.selected]])
    }

    // MARK: A4.2

    @Test("A4.2: a drag that starts before the delay scrolls and highlights nothing", arguments: devices)
    func earlyDragScrolls(device: String) throws {
        let d = try list(device)
        let before = try #require(try d.node("row-4")).frame
        let start = try d.centre("row-4")
        try d.send(
            pointer("down", start) + "," + pointer("move", (start.x, start.y - 20)) + ","
                + pointer("move", (start.x, start.y - 40)) + #",{"type":"advance","ms":300}"#)
        #expect(try marked(d).isEmpty)
        let after = try #require(try d.node("row-4")).frame
        #expect(after.minY < before.minY, "the table scrolled")
        try d.send(pointer("up", (start.x, start.y - 40)) + #",{"type":"advance","ms":3000}"#)
        #expect(try marked(d).isEmpty)
        #expect(try log(d) == "")
    }

    @Test("A4.2: a drag after the highlight clears it without selecting", arguments: devices)
    func lateDragClears(device: String) throws {
        let d = try list(device)
        let start = try d.centre("row-4")
        try d.send(pointer("down", start) + #",{"type":"advance","ms":200}"#)
        #expect(try d.states("row-4") == [.highlighted])
        try d.send(pointer("move", (start.x, start.y - 30)))
        #expect(try d.states("row-4") == [])
        try d.send(pointer("up", (start.x, start.y - 30)) + #",{"type":"advance","ms":3000}"#)
        #expect(try marked(d).isEmpty)
        #expect(try log(d) == "")
    }

    @Test("A4.2: a drag event scrolls the list and selects nothing", arguments: devices)
    func dragEventScrolls(device: String) throws {
        let d = try list(device)
        let table = try #require(try d.node("selection-table")).frame
        let x = table.minX + table.width / 2
        try d.send(#"{"type":"drag","from":[\#(x),\#(table.maxY - 10)],"to":[\#(x),\#(table.minY + 10)],"ms":300},{"type":"advance","ms":3000}"#)
        #expect(try d.node("row-1") == nil)
        #expect(try marked(d).isEmpty && log(d) == "")
    }

    // MARK: A4.3

    @Test("A4.3: the highlight is a 30 % overlay, the selection a frame with a checkmark", arguments: devices)
    func highlightAndSelectionLookDifferent(device: String) throws {
        let d = try list(device)
        #expect(try look(d, "row-2") == Look())
        let point = try d.centre("row-2")
        try d.send(pointer("down", point) + #",{"type":"advance","ms":200}"#)
        #expect(try look(d, "row-2") == Look(overlay: true))
        try d.send(pointer("up", point))
        #expect(try look(d, "row-2") == Look(frame: true, checkmark: true))
        #expect(try look(d, "row-3") == Look())
    }

    @Test("A4.3: selection style none hides the visuals but keeps the states and the delegate", arguments: devices)
    func styleNone(device: String) throws {
        let d = try list(device)
        try d.send(#"{"type":"tap","target":"selection-style-toggle"}"#)
        #expect(try d.node("selection-style-toggle")?.states == [.selected])
        let point = try d.centre("row-2")
        try d.send(pointer("down", point) + #",{"type":"advance","ms":200}"#)
        #expect(try d.states("row-2") == [.highlighted])
        #expect(try look(d, "row-2") == Look())
        try d.send(pointer("up", point))
        #expect(try d.states("row-2") == [.selected])
        #expect(try look(d, "row-2") == Look())
        #expect(try log(d) == "didSelectRowAt 2")
        // Back to the default style: the selected row shows its frame again.
        try d.send(#"{"type":"tap","target":"selection-style-toggle"}"#)
        #expect(try look(d, "row-2") == Look(frame: true, checkmark: true))
    }

    // MARK: A4.4

    @Test("A4.4: selection is single by default: a second row takes the selection over", arguments: deviceOrientations)
    func singleSelection(device: String, orientation: String) throws {
        let d = try list(device, orientation)
        try d.send(#"{"type":"tap","target":"row-2"},{"type":"tap","target":"row-4"}"#)
        #expect(try marked(d) == ["row-4": [.selected]])
        #expect(try log(d) == "didSelectRowAt 2\ndidDeselectRowAt 2\ndidSelectRowAt 4")
        try d.send(#"{"type":"tap","target":"row-4"}"#)
        #expect(try marked(d) == ["row-4": [.selected]], "tapping the selected row keeps it selected")
    }

    @Test("A4.4: with the multiple toggle on, taps toggle rows", arguments: devices)
    func multipleSelection(device: String) throws {
        let d = try list(device)
        try d.send(#"{"type":"tap","target":"multiple-toggle"},{"type":"tap","target":"row-2"},{"type":"tap","target":"row-4"}"#)
        #expect(try d.node("multiple-toggle")?.states == [.selected])
        #expect(try marked(d) == ["row-2": [.selected], "row-4": [.selected]])
        #expect(try look(d, "row-2") == Look(frame: true, checkmark: true))
        try d.send(#"{"type":"tap","target":"row-2"}"#)
        #expect(try marked(d) == ["row-4": [.selected]])
        #expect(try log(d) == "didSelectRowAt 2\ndidSelectRowAt 4\ndidDeselectRowAt 2")
        try d.send(#"{"type":"tap","target":"multiple-toggle"}"#)
        #expect(try d.node("multiple-toggle")?.states == [])
    }

    // MARK: A4.5

    @Test("A4.5: edit mode shows a checkmark circle on every row and shifts the content right", arguments: deviceOrientations)
    func editModeCircles(device: String, orientation: String) throws {
        let d = try list(device, orientation)
        let rows = try #require(try d.node("selection-table")).children.map(\.id)
        let before = try titleX(d, "row-1")
        try d.send(#"{"type":"tap","target":"edit-button"}"#)
        #expect(try d.node("edit-button")?.label == "Done")
        let shown = try #require(try d.node("selection-table")).children.map(\.id)
        #expect(shown == rows)
        for row in shown {
            #expect(try look(d, row).circle, "\(row) has no circle")
            #expect(try titleX(d, row) > before, "\(row)'s title did not move right")
        }
    }

    @Test("A4.5: rows tapped in edit mode are checked together", arguments: devices)
    func editModeMultiple(device: String) throws {
        let d = try list(device)
        try d.send(#"{"type":"tap","target":"edit-button"},{"type":"tap","target":"row-2"},{"type":"tap","target":"row-5"}"#)
        #expect(try marked(d) == ["row-2": [.selected, .checked], "row-5": [.selected, .checked]])
        #expect(try look(d, "row-2") == Look(frame: true, circle: true, circleFilled: true))
        #expect(try look(d, "row-3") == Look(circle: true))
        try d.send(#"{"type":"tap","target":"row-2"}"#)
        #expect(try marked(d) == ["row-5": [.selected, .checked]])
    }

    @Test("A4.5: leaving edit mode clears the selection and hides the circles", arguments: devices)
    func leavingEditMode(device: String) throws {
        let d = try list(device)
        let before = try titleX(d, "row-2")
        try d.send(#"{"type":"tap","target":"edit-button"},{"type":"tap","target":"row-2"},{"type":"tap","target":"row-5"}"#)
        try d.send(#"{"type":"tap","target":"edit-button"}"#)
        #expect(try d.node("edit-button")?.label == "Edit")
        #expect(try marked(d).isEmpty)
        #expect(try look(d, "row-2") == Look())
        #expect(try titleX(d, "row-2") == before)
    }

    // MARK: A4.6

    @Test("A4.6: a selected row scrolled out of view and back is still selected", arguments: devices)
    func selectionSurvivesScrolling(device: String) throws {
        let d = try list(device)
        try d.send(#"{"type":"tap","target":"row-2"}"#)
        let table = try #require(try d.node("selection-table")).frame
        let x = table.minX + table.width / 2, bottom = table.minY + table.height - 5, top = table.minY + 5
        let up = #"{"type":"drag","from":[\#(x),\#(bottom)],"to":[\#(x),\#(top)],"ms":2000},{"type":"advance","ms":3000}"#
        let down = #"{"type":"drag","from":[\#(x),\#(top)],"to":[\#(x),\#(bottom)],"ms":2000},{"type":"advance","ms":3000}"#
        for _ in 0..<10 {
            if try d.node("row-30") != nil { break }
            try d.send(up)
        }
        #expect(try d.node("row-2") == nil)
        #expect(try d.node("row-30") != nil)
        #expect(try marked(d).isEmpty, "a reused cell does not carry row 2's selection")
        for _ in 0..<10 {
            if try d.node("row-1")?.frame.minY == table.minY { break }
            try d.send(down)
        }
        #expect(try d.node("row-1")?.frame.minY == table.minY)
        #expect(try marked(d) == ["row-2": [.selected]])
        #expect(try look(d, "row-2") == Look(frame: true, checkmark: true))
        #expect(try log(d) == "didSelectRowAt 2")
    }

    // MARK: A4.7

    @Test("A4.7: Select row 3 selects it from code without calling the delegate", arguments: deviceOrientations)
    func selectFromCode(device: String, orientation: String) throws {
        let d = try list(device, orientation)
        try d.send(#"{"type":"tap","target":"row-1"},{"type":"tap","target":"select-row-3-button"}"#)
        #expect(try marked(d) == ["row-3": [.selected]])
        #expect(try log(d) == "didSelectRowAt 1")
        try d.send(#"{"type":"tap","target":"row-5"}"#)
        #expect(try log(d) == "didSelectRowAt 1\ndidDeselectRowAt 3\ndidSelectRowAt 5")
    }

    @Test("A4.7: the delegate log shows only user-driven selections, newest last", arguments: devices)
    func logOnlyUser(device: String) throws {
        let d = try list(device)
        try d.send(#"{"type":"tap","target":"select-row-3-button"},{"type":"tap","target":"select-row-3-button"}"#)
        #expect(try log(d) == "")
        #expect(try marked(d) == ["row-3": [.selected]])
        let texts = try d.render().values.compactMap { $0["text"]?.stringValue }
        #expect(!texts.contains { $0.hasPrefix("did") })
        try d.send(#"{"type":"tap","target":"row-1"},{"type":"tap","target":"row-2"}"#)
        #expect(try log(d) == "didDeselectRowAt 3\ndidSelectRowAt 1\ndidDeselectRowAt 1\ndidSelectRowAt 2")
        let shown = try d.render().values.compactMap { $0["text"]?.stringValue }.filter { $0.hasPrefix("did") }
        #expect(Set(shown) == ["didSelectRowAt 1", "didDeselectRowAt 1", "didSelectRowAt 2"])
    }
}
