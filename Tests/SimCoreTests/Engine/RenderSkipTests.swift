import SimCoreTestSupport
import Testing

@testable import SimCore

/// A view that draws only the subviews its scroll view shows, as a table's section does:
/// what it draws follows its superview's bounds, with nothing of its own changing.
final class ShownSubviewsView: View {
    override func drawsSubview(_ subview: View) -> Bool {
        guard let scroll = superview as? ScrollView else { return true }
        let shown = scroll.shownContentRange
        return subview.frame.maxY > shown.lowerBound && subview.frame.minY < shown.upperBound
    }
}

/// A render pass enters only the views marked since the last commit; these are the
/// changes that reach a view with nothing of its own marked.
@Suite("Render pass: what an unmarked view draws")
struct RenderSkipTests {
    /// A 200-point scroll view over ten 100-point rows, in a view that draws the rows it shows.
    func simulator() -> Simulator {
        makeControlSimulator("iphone-se", frame: Rect(x: 0, y: 100, width: 320, height: 200)) {
            let scroll = ScrollView(id: "scroll")
            scroll.contentSize = Size(width: 320, height: 1_000)
            let content = ShownSubviewsView(id: "content", frame: Rect(x: 0, y: 0, width: 320, height: 1_000))
            for row in 0..<10 {
                content.addSubview(View(id: "row-\(row)", frame: Rect(x: 0, y: Double(row) * 100, width: 320, height: 100)))
            }
            scroll.addSubview(content)
            return scroll
        }
    }

    @Test("a scroll draws the rows it brings into view under a view that follows the scroll view's bounds")
    func scrollDrawsRowsComingIntoView() throws {
        let sim = simulator()
        _ = sim.commit()
        let scroll = try #require(sim.view(withElementID: "scroll") as? ScrollView)
        #expect(sim.renderTree.nodes["row-5"] == nil)
        scroll.contentOffset = Point(x: 0, y: 450)
        _ = sim.commit()
        #expect(sim.renderTree.nodes["row-5"] != nil)
        #expect(sim.renderTree.nodes["row-0"] == nil)
        #expect(sim.renderTree == sim.renderFully())
    }

    @Test("the rows an animated scroll passed over leave at the next round of input")
    func passedOverRowsLeaveAfterTheAnimatedScroll() throws {
        let sim = simulator()
        _ = sim.commit()
        let scroll = try #require(sim.view(withElementID: "scroll") as? ScrollView)
        sim.window.animate(withDuration: 0.3) { scroll.contentOffset = Point(x: 0, y: 600) }
        _ = sim.commit()
        #expect(sim.renderTree.nodes["row-3"] != nil)
        _ = sim.advanceTime()
        #expect(sim.renderTree.nodes["row-3"] == nil)
        #expect(sim.renderTree.nodes["row-6"] != nil)
        #expect(sim.renderTree == sim.renderFully())
    }

    @Test("a view that gives up its render ids draws under its new id at the next commit, where it stands")
    func forgottenIDsDrawAgainInPlace() throws {
        let sim = simulator()
        _ = sim.commit()
        let row = try #require(sim.view(withElementID: "row-0"))
        row.elementID = "row-0-reused"
        row.forgetRenderIDs()
        _ = sim.commit()
        #expect(sim.renderTree.nodes["row-0"] == nil)
        #expect(sim.renderTree.nodes["row-0-reused"] != nil)
        #expect(sim.renderTree == sim.renderFully())
    }
}
