import Testing
@testable import SimCore
import SimCoreTestSupport

/// A table whose sections have row counts asks its data source for the cells of the rows
/// about the screen and reuses them as they scroll away (TableViewDataSource).
@Suite struct TableDataSourceTests {
    /// Two sections of 100 rows; rows divisible by 10 have cells without a reuse
    /// identifier (let go, not reused).
    final class Rows: TableViewDataSource {
        var prepared = 0

        final class Cell: TableViewCell {
            let source: Rows
            init(source: Rows) {
                self.source = source
                super.init(id: "", title: "")
            }
            override func prepareForReuse() { source.prepared += 1 }
        }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let single = indexPath.row % 10 == 0
            let cell = (single ? nil : tableView.dequeueReusableCell(withIdentifier: "row")) ?? Cell(source: self)
            cell.reuseIdentifier = single ? nil : "row"
            cell.elementID = "row-\(indexPath.section)-\(indexPath.row)"
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    final class Screen: ViewController {
        let rows = Rows()
        let table = TableView(id: "table", sections: [
            TableSection(id: "first", header: "First", numberOfRows: 100), TableSection(id: "second", numberOfRows: 100),
        ])

        init() {
            super.init(view: View())
            table.dataSource = rows
            view.addSubview(table)
        }

        override func viewWillLayoutSubviews() { table.frame = view.bounds }
    }

    func simulator() throws -> (Simulator, Screen) {
        nonisolated(unsafe) var made: Screen?
        let scene = SceneDescriptor(id: "rows", title: "Rows") { _ in
            let screen = Screen()
            made = screen
            return screen
        }
        let device = try #require(DeviceProfile.named("iphone-15"))
        let sim = Simulator(configuration: SimulatorConfiguration(device: device, scene: scene), clock: ManualClock())
        return (sim, try #require(made))
    }

    @Test("only the rows about the screen have cells; a far row has none until scrolled to")
    func cellsNearTheScreen() throws {
        let (sim, screen) = try simulator()
        #expect(screen.table.cellForRow(at: IndexPath(row: 0, section: 0)) != nil)
        #expect(screen.table.cellForRow(at: IndexPath(row: 50, section: 1)) == nil)
        #expect(screen.table.cellsMade < 60)
        #expect(sim.node("row-0-1") != nil)
        #expect(sim.node("row-1-50") == nil)
    }

    @Test("a jump far down gives the drawn cells to the rows there in one commit, under their new ids")
    func jumpReusesDrawnCells() throws {
        let (sim, screen) = try simulator()
        let top = try #require(screen.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        screen.table.scrollToRow(at: IndexPath(row: 60, section: 1), animated: false)
        _ = sim.commit()
        #expect(sim.renderTree.nodes["row-0-1"] == nil)
        #expect(sim.renderTree.nodes["row-1-60"] != nil)
        #expect(sim.renderTree.diff(to: sim.renderFully()) == [])
        // The cell that showed row 1 shows a row near 60 now.
        let path = try #require(screen.table.indexPath(for: top))
        #expect(path.section == 1 && (20...99).contains(path.row))
        #expect(top.elementID == "row-1-\(path.row)")
        #expect(screen.rows.prepared > 0)
    }

    @Test("a cell without a reuse identifier is let go, and its row gets a new one when it comes back")
    func cellsWithoutIdentifierAreNotReused() throws {
        let (sim, screen) = try simulator()
        let first = try #require(screen.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        screen.table.scrollToRow(at: IndexPath(row: 99, section: 1), animated: false)
        _ = sim.commit()
        #expect(screen.table.indexPath(for: first) == nil)
        screen.table.scrollToRow(at: IndexPath(row: 0, section: 0), animated: false)
        _ = sim.commit()
        #expect(screen.table.cellForRow(at: IndexPath(row: 0, section: 0)) !== first)
        #expect(sim.renderTree.diff(to: sim.renderFully()) == [])
    }

    @Test("rectForRow(at:) places a row with no cell where scrolling to it shows it")
    func rectOfAFarRow() throws {
        let (sim, screen) = try simulator()
        let rect = try #require(screen.table.rectForRow(at: IndexPath(row: 70, section: 1)))
        screen.table.scrollToRow(at: IndexPath(row: 70, section: 1), animated: false)
        _ = sim.commit()
        let cell = try #require(screen.table.cellForRow(at: IndexPath(row: 70, section: 1)))
        #expect(cell.convert(cell.bounds, to: screen.table) == rect)
    }
}
