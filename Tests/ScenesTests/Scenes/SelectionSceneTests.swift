import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// BEHAVIOR.md A4: the selectable list, on the acceptance devices.
@Suite struct SelectionSceneTests {
    func makeList(_ device: String = "iphone-15", _ orientation: Orientation = .portrait) -> Simulator {
        makeSimulator(device, scene: "selection", orientation: orientation)
    }

    func states(_ sim: Simulator, _ id: String) -> [ElementState] { sim.node(id)?.states ?? [] }

    func cell(_ sim: Simulator, _ id: String) throws -> SelectionRowCell {
        sim.layoutIfNeeded()
        return try #require(sim.view(withElementID: id) as? SelectionRowCell)
    }

    func log(_ sim: Simulator) -> String { sim.node("delegate-log")?.value ?? "" }

    // A4.1

    @Test(arguments: acceptanceDeviceOrientations)
    func aStillTouchHighlightsAfterTheDelayAndTouchUpSelects(device: String, orientation: Orientation) throws {
        let sim = makeList(device, orientation)
        let point = try #require(sim.centre(of: "row-2"))
        _ = try sim.send([.pointer(phase: .down, point: point, milliseconds: nil), .advance(milliseconds: 100)])
        #expect(!states(sim, "row-2").contains(.highlighted))
        _ = try sim.send([.advance(milliseconds: 60)])
        #expect(states(sim, "row-2") == [.highlighted])
        _ = try sim.send([.pointer(phase: .up, point: point, milliseconds: nil)])
        #expect(states(sim, "row-2") == [.selected])
    }

    @Test func aQuickTapSelectsAndTellsTheDelegate() throws {
        let sim = makeList()
        _ = try sim.send([.tapTarget("row-2")])
        #expect(states(sim, "row-2") == [.selected])
        #expect(log(sim) == "didSelectRowAt 2")
    }

    // A4.2

    @Test(arguments: acceptanceDevices)
    func aDragBeforeTheDelayScrollsAndHighlightsNothing(device: String) throws {
        let sim = makeList(device)
        let start = try #require(sim.centre(of: "row-4"))
        _ = try sim.send([
            .pointer(phase: .down, point: start, milliseconds: nil),
            .pointer(phase: .move, point: Point(x: start.x, y: start.y - 20), milliseconds: nil),
            .pointer(phase: .move, point: Point(x: start.x, y: start.y - 40), milliseconds: nil),
            .advance(milliseconds: 300),
        ])
        let table = try #require(sim.view(withElementID: "selection-table") as? PlainTableView)
        #expect(table.contentOffset.y > 0)
        #expect(table.highlightedRow == nil)
        _ = try sim.send([.pointer(phase: .up, point: Point(x: start.x, y: start.y - 40), milliseconds: nil)])
        #expect(table.selectedRows.isEmpty)
        #expect(log(sim) == "")
    }

    @Test func aDragAfterTheHighlightClearsItWithoutSelecting() throws {
        let sim = makeList()
        let start = try #require(sim.centre(of: "row-4"))
        _ = try sim.send([.pointer(phase: .down, point: start, milliseconds: nil), .advance(milliseconds: 200)])
        #expect(states(sim, "row-4") == [.highlighted])
        _ = try sim.send([
            .pointer(phase: .move, point: Point(x: start.x, y: start.y - 30), milliseconds: nil),
            .pointer(phase: .up, point: Point(x: start.x, y: start.y - 30), milliseconds: nil),
        ])
        #expect(states(sim, "row-4").isEmpty)
        #expect(log(sim) == "")
    }

    // A4.3

    @Test func highlightAndSelectionLookDifferent() throws {
        let sim = makeList()
        let point = try #require(sim.centre(of: "row-2"))
        _ = try sim.send([.pointer(phase: .down, point: point, milliseconds: nil), .advance(milliseconds: 200)])
        let highlighted = try cell(sim, "row-2")
        #expect(!highlighted.overlay.isHidden && highlighted.borderWidth == 0 && highlighted.checkmark.isHidden)
        _ = try sim.send([.pointer(phase: .up, point: point, milliseconds: nil)])
        let selected = try cell(sim, "row-2")
        #expect(selected.overlay.isHidden && selected.borderWidth == 2 && !selected.checkmark.isHidden)
    }

    @Test func selectionStyleNoneHidesTheVisualsButKeepsTheStates() throws {
        let sim = makeList()
        _ = try sim.send([.tapTarget("selection-style-toggle")])
        let point = try #require(sim.centre(of: "row-2"))
        _ = try sim.send([.pointer(phase: .down, point: point, milliseconds: nil), .advance(milliseconds: 200)])
        #expect(states(sim, "row-2") == [.highlighted])
        #expect(try cell(sim, "row-2").overlay.isHidden)
        _ = try sim.send([.pointer(phase: .up, point: point, milliseconds: nil)])
        #expect(states(sim, "row-2") == [.selected])
        let selected = try cell(sim, "row-2")
        #expect(selected.borderWidth == 0 && selected.checkmark.isHidden)
        #expect(log(sim) == "didSelectRowAt 2")
    }

    // A4.4

    @Test(arguments: acceptanceDevices)
    func selectionIsSingleByDefault(device: String) throws {
        let sim = makeList(device)
        _ = try sim.send([.tapTarget("row-2"), .tapTarget("row-4")])
        #expect(states(sim, "row-2").isEmpty)
        #expect(states(sim, "row-4") == [.selected])
        #expect(log(sim) == "didSelectRowAt 2\ndidDeselectRowAt 2\ndidSelectRowAt 4")
    }

    @Test(arguments: acceptanceDevices)
    func theMultipleToggleMakesTapsToggleRows(device: String) throws {
        let sim = makeList(device)
        _ = try sim.send([.tapTarget("multiple-toggle"), .tapTarget("row-2"), .tapTarget("row-4")])
        #expect(states(sim, "row-2") == [.selected] && states(sim, "row-4") == [.selected])
        #expect(sim.node("multiple-toggle")?.states == [.selected])
        _ = try sim.send([.tapTarget("row-2")])
        #expect(states(sim, "row-2").isEmpty && states(sim, "row-4") == [.selected])
        #expect(log(sim).hasSuffix("didDeselectRowAt 2"))
    }

    // A4.5

    @Test(arguments: acceptanceDeviceOrientations)
    func editModeShowsACheckmarkCircleOnEveryRowAndShiftsTheContent(device: String, orientation: Orientation) throws {
        let sim = makeList(device, orientation)
        let before = try cell(sim, "row-1").textLabel?.frame.minX ?? 0
        _ = try sim.send([.tapTarget("edit-button")])
        #expect(sim.node("edit-button")?.label == "Done")
        let table = try #require(sim.view(withElementID: "selection-table") as? PlainTableView)
        sim.layoutIfNeeded()
        #expect(table.visibleCells.count > 3)
        for cell in table.visibleCells.values {
            let row = try #require(cell as? SelectionRowCell)
            #expect(!row.editCircle.isHidden)
            #expect(row.textLabel?.frame.minX == before + Metrics.editingContentShift)
        }
    }

    /// The shift into edit mode is one animation of the rows' content.
    @Test(arguments: acceptanceDeviceOrientations)
    func enteringEditModeAnimatesTheContentShift(device: String, orientation: Orientation) throws {
        let sim = makeList(device, orientation)
        let commit = try sim.send([.tapTarget("edit-button")])
        let animated = commit.ops.filter { op in
            op.props["frame"] != nil && op.animation?.duration == Metrics.editModeAnimationDuration
        }
        #expect(animated.count > 3, "the rows' labels move in the edit mode animation")
    }

    @Test func rowsTappedInEditModeAreCheckedTogether() throws {
        let sim = makeList()
        _ = try sim.send([.tapTarget("edit-button"), .tapTarget("row-2"), .tapTarget("row-5")])
        #expect(states(sim, "row-2") == [.selected, .checked] && states(sim, "row-5") == [.selected, .checked])
        #expect(try !cell(sim, "row-2").editCheck.isHidden)
        #expect(try cell(sim, "row-3").editCheck.isHidden)
    }

    @Test func leavingEditModeClearsTheSelection() throws {
        let sim = makeList()
        _ = try sim.send([.tapTarget("edit-button"), .tapTarget("row-2"), .tapTarget("row-5"), .tapTarget("edit-button")])
        #expect(states(sim, "row-2").isEmpty && states(sim, "row-5").isEmpty)
        #expect(sim.node("edit-button")?.label == "Edit")
        #expect(try cell(sim, "row-2").editCircle.isHidden)
    }

    // A4.6

    @Test(arguments: acceptanceDevices)
    func aSelectedRowScrolledOutAndBackIsStillSelected(device: String) throws {
        let sim = makeList(device)
        _ = try sim.send([.tapTarget("row-2")])
        let table = try #require(sim.view(withElementID: "selection-table") as? PlainTableView)
        let f = try #require(sim.node("selection-table")?.frame)
        let bottom = Point(x: f.minX + f.width / 2, y: f.minY + f.height - 5)
        let top = Point(x: bottom.x, y: f.minY + 5)
        // Up far enough that row 2's cell is reused for a row further down.
        while table.contentOffset.y < table.maximumContentOffset.y {
            _ = try sim.send([.drag(from: bottom, to: top, milliseconds: 2000), .advance(milliseconds: 3000)])
        }
        #expect(sim.node("row-2") == nil)
        #expect(table.cellsMade < 30)
        #expect(table.visibleCells.values.allSatisfy { !$0.isSelected })
        while table.contentOffset.y > 0 {
            _ = try sim.send([.drag(from: top, to: bottom, milliseconds: 2000), .advance(milliseconds: 3000)])
        }
        #expect(states(sim, "row-2") == [.selected])
        #expect(table.selectedRows == [1])
    }

    // A4.7

    @Test(arguments: acceptanceDevices)
    func selectingRow3FromCodeDoesNotCallTheDelegate(device: String) throws {
        let sim = makeList(device)
        _ = try sim.send([.tapTarget("select-row-3-button")])
        #expect(states(sim, "row-3") == [.selected])
        #expect(log(sim) == "")
        _ = try sim.send([.tapTarget("row-5")])
        #expect(log(sim) == "didDeselectRowAt 3\ndidSelectRowAt 5")
    }

    @Test func theDelegateLogShowsItsLastLinesOnScreen() throws {
        let sim = makeList()
        _ = try sim.send([.tapTarget("row-1"), .tapTarget("row-2")])
        let view = try #require(sim.view(withElementID: "delegate-log") as? DelegateLogView)
        sim.layoutIfNeeded()
        #expect(view.lineLabels.map(\.text) == ["didSelectRowAt 1", "didDeselectRowAt 1", "didSelectRowAt 2"])
    }
}
