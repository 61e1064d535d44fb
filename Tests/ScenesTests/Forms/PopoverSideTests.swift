import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B4.3: with room for the popover both above and below its row, the side with more room
/// is tried first — below for a row in the upper half of the screen, above for one in the
/// lower half — on both iPads in both orientations. (An iPhone shows an action sheet at
/// the bottom, E3.S1: no popover, no side.)
@Suite struct PopoverSideTests {
    /// A form whose action sheet row has `before` rows above it.
    static func form(rowsBefore before: Int) -> String {
        let filler = (0..<before).map { "      - text: r\($0)\n        label: Row \($0)" }.joined(separator: "\n")
        return """
            id: sides
            title: Sides
            sections:
              - rows:
            \(filler)
                  - button: share
                    title: Share
                    actionSheet:
                      actions:
                        - {title: Mail}
                        - {title: Cancel, style: cancel}
            """
    }

    static let pads: [(String, Orientation)] = ["ipad-10", "ipad-pro-12-9"].flatMap {
        [($0, Orientation.portrait), ($0, .landscapeLeft)]
    }

    /// The popover's frame and its row's after a tap on the row, with the room above and
    /// below the row inside the region B4.2 leaves.
    func open(_ device: String, _ orientation: Orientation, rowsBefore: Int) throws -> (
        popover: Rect, row: Rect, above: Double, below: Double, screen: Double
    ) {
        let sim = try formSimulator([Self.form(rowsBefore: rowsBefore)], device: device, orientation: orientation)
        _ = try sim.send([.tapTarget("share")])
        try sim.settle()
        let popover = try sim.rect("share-sheet"), row = try sim.rect("share")
        let safe = try #require(DeviceProfile.named(device)).safeArea(in: orientation)
        let height = sim.semanticTree().screen.height
        let above = row.minY - (safe.top + Metrics.popoverScreenMargin)
        let below = height - safe.bottom - Metrics.popoverScreenMargin - row.maxY
        return (popover, row, above, below, height)
    }

    @Test(arguments: pads)
    func aRowInTheUpperHalfWithRoomOnBothSidesGetsThePopoverBelow(device: String, orientation: Orientation) throws {
        let rows = orientation.isLandscape ? 5 : 6
        let (popover, row, above, below, screen) = try open(device, orientation, rowsBefore: rows)
        try #require(row.midY < screen / 2 && above >= popover.height && below >= popover.height)
        #expect(popover.minY >= row.maxY - 0.5)
    }

    @Test(arguments: pads)
    func aRowInTheLowerHalfWithRoomOnBothSidesGetsThePopoverAbove(device: String, orientation: Orientation) throws {
        let rows = orientation.isLandscape ? 9 : (device == "ipad-pro-12-9" ? 16 : 13)
        let (popover, row, above, below, screen) = try open(device, orientation, rowsBefore: rows)
        try #require(row.midY > screen / 2 && above >= popover.height && below >= popover.height)
        #expect(popover.maxY <= row.minY + 0.5)
    }
}
