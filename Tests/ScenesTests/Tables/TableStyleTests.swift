import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B12.1: `style: grouped` draws its sections edge to edge, square, with hairlines above
/// and below; `style: plain` draws full-width rows on the system background, separators
/// to the trailing edge, and headers pinned while their section scrolls under the bar.
@Suite struct TableStyleTests {
    static let devices: [(String, Orientation)] = ["iphone-15", "ipad-10"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    static func form(_ style: String, rows: Int = 4) -> String {
        "id: styled\ntitle: Styled\nstyle: \(style)\nsections:\n"
            + (1...3).map { s in
                "  - id: s\(s)\n    header: Section \(s)\n    rows:\n"
                    + (1...rows).map { "      - text: r\(s)-\($0)\n        label: Row \(s).\($0)\n" }.joined()
            }.joined()
    }

    func table(_ sim: Simulator) throws -> TableView {
        try #require(sim.view(withElementID: "form") as? TableView)
    }

    @Test("B12.1: a grouped section spans the screen edge to edge with square corners", arguments: devices)
    func groupedEdgeToEdge(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form("grouped")], device: device, orientation: orientation)
        let frame = try #require(sim.node("s1")?.frame)
        #expect(frame.minX == 0 && frame.width == sim.semanticTree().screen.width)
        #expect(try #require(sim.view(withElementID: "s1")).cornerRadius == 0)
    }

    @Test("B12.1: a grouped section has a full-width hairline along its top and its bottom", arguments: devices)
    func groupedHairlines(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form("grouped")], device: device, orientation: orientation)
        let section = try #require(sim.view(withElementID: "s1") as? TableSection)
        let lines = try #require(section.hairlines)
        #expect(lines.top.frame == Rect(x: 0, y: 0, width: section.bounds.width, height: 0.5))
        #expect(lines.bottom.frame == Rect(x: 0, y: section.bounds.height - 0.5, width: section.bounds.width, height: 0.5))
        #expect(lines.top.superview === section && lines.bottom.superview === section && !lines.top.isHidden)
    }

    @Test("B12.1: grouped header text and row text start at the layout margin inside the safe area", arguments: devices)
    func groupedTextAtMargin(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form("grouped")], device: device, orientation: orientation)
        let safe = try table(sim).safeAreaInsets
        let margin = device.hasPrefix("ipad") ? 20.0 : 16.0
        let header = try #require(sim.node("s1-header")?.frame)
        #expect(header.minX == margin + max(safe.left, safe.right))
        let cell = try #require((sim.view(withElementID: "s1") as? TableSection)?.cells.first)
        #expect(cell.contentMargin == margin + max(safe.left, safe.right))
    }

    @Test("B12.1: a plain table is white with full-width rows and separators to the trailing edge", arguments: devices)
    func plainFullWidth(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form("plain")], device: device, orientation: orientation)
        let width = sim.semanticTree().screen.width
        #expect(try table(sim).backgroundColor == .systemBackground)
        let section = try #require(sim.view(withElementID: "s1") as? TableSection)
        #expect(section.frame.minX == 0 && section.frame.width == width && section.cornerRadius == 0)
        let cell = try #require(section.cells.first)
        #expect(cell.backgroundColor == .systemBackground)
        #expect(cell.separator.frame.maxX == width && !cell.separator.isHidden)
    }

    @Test("B12.1: a plain table has no space between one section's last row and the next header", arguments: devices)
    func plainNoSpacing(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form("plain")], device: device, orientation: orientation)
        let s1 = try #require(sim.view(withElementID: "s1")), s2 = try #require(sim.view(withElementID: "s2"))
        let band = try #require(try table(sim).headerBands[1])
        #expect(band.frame.minY == s1.frame.maxY)
        #expect(s2.frame.minY == band.frame.maxY)
    }

    @Test("B12.1: a plain header stays pinned under the bar while its section's rows scroll under it", arguments: devices)
    func plainHeaderPinned(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form("plain", rows: 30)], device: device, orientation: orientation)
        let table = try table(sim)
        let bar = try #require(sim.node("navigation-bar")?.frame)
        let top = bar.minY + bar.height
        _ = try sim.send([.scroll(at: Point(x: 100, y: top + 200), by: Point(x: 0, y: 300))])
        #expect(table.contentOffset.y > -table.contentInset.top + 250)
        let header = try #require(sim.node("s1-header")?.frame)
        let band = try #require(table.headerBands[0])
        #expect(band.frame.minY == table.contentOffset.y + table.contentInset.top)
        #expect(header.minY >= top && header.minY < top + 28)
        // The band is drawn over the rows passing under it.
        let section = try #require(sim.view(withElementID: "s1"))
        #expect(table.subviews.firstIndex { $0 === band }! > table.subviews.firstIndex { $0 === section }!)
    }

    @Test("B12.1: a pinned plain header is pushed up by the end of its section", arguments: devices)
    func plainHeaderPushedUp(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form("plain", rows: 30)], device: device, orientation: orientation)
        let table = try table(sim)
        let section = try #require(sim.view(withElementID: "s1"))
        // Scroll so the first section's end is 10 pt below the top of what shows.
        let target = section.frame.maxY - 10 - table.contentInset.top
        let by = target - table.contentOffset.y
        let bar = try #require(sim.node("navigation-bar")?.frame)
        _ = try sim.send([.scroll(at: Point(x: 100, y: bar.minY + bar.height + 100), by: Point(x: 0, y: by))])
        let band = try #require(table.headerBands[0])
        #expect(band.frame.maxY == section.frame.maxY)
    }

    @Test("B12.1: an inset-grouped table keeps rounded sections inset by the margin", arguments: devices)
    func insetGroupedUnchanged(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form("insetGrouped")], device: device, orientation: orientation)
        let section = try #require(sim.view(withElementID: "s1") as? TableSection)
        #expect(section.cornerRadius == 10 && section.hairlines == nil)
        let margin = device.hasPrefix("ipad") ? 20.0 : 16.0
        #expect(section.frame.minX == margin + (try table(sim).safeAreaInsets.left))
    }
}
