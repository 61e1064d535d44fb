import Testing
@testable import SimCore

/// A section keeps its row measures at the last other width beside the current ones (a
/// rotation goes back and forth between two widths), and drops both when a row changes.
@Suite struct TableSectionMeasureTests {
    /// Each section's frame, by id, under `view`.
    static func sectionFrames(in view: View) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        if let section = view as? TableSection, let id = section.elementID { frames[id] = section.frame }
        for subview in view.subviews { frames.merge(sectionFrames(in: subview)) { first, _ in first } }
        return frames
    }

    @Test(
        "rotated back and forth at the third accessibility text size, every scene's sections stand where a simulator started in that orientation puts them",
        arguments: ["iphone-15", "ipad-10"])
    func rotationsGiveFreshMeasures(device: String) throws {
        var sectionsCompared = 0
        for scene in WrappingTests.scenes {
            let sim = try WrappingTests.simulator(scene, device, .portrait, .AX3)
            for orientation in [Orientation.landscapeLeft, .portrait, .landscapeLeft, .portrait] {
                _ = try sim.send([.rotate(orientation)])
                let fresh = try WrappingTests.simulator(scene, device, orientation, .AX3)
                _ = fresh.commit()
                let frames = Self.sectionFrames(in: sim.window)
                #expect(frames == Self.sectionFrames(in: fresh.window), "\(scene.id) \(orientation)")
                sectionsCompared += frames.count
            }
        }
        #expect(sectionsCompared > 40)
    }

    @Test("a row height changed at one width is measured again at the other width kept")
    func aChangedRowDropsTheKeptMeasures() {
        let cells = [TableViewCell(id: "r1", title: "One"), TableViewCell(id: "r2", title: "Two")]
        let section = TableSection(id: "s", cells: cells)
        section.layoutWidth = 300
        let before = section.height
        section.layoutWidth = 600
        #expect(section.height == before)
        section.layoutWidth = 300
        cells[1].rowHeight = 120
        let grown = section.height
        #expect(grown == before - Metrics.rowHeight + 120)
        section.layoutWidth = 600
        #expect(section.height == grown)
    }
}
