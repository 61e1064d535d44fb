import Testing
@testable import SimCore

@Suite struct HitTestingTests {
    /// root 200×200 with `back` (0,0,100,100) under `front` (50,50,100,100).
    func makeTree() -> (root: View, back: View, front: View) {
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let back = View(id: "back", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let front = View(id: "front", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        return (root, back, front)
    }

    @Test func theFrontMostSubviewWinsWhereSubviewsOverlap() {
        let t = makeTree()
        #expect(t.root.hitTest(Point(x: 75, y: 75), with: nil) === t.front)
        #expect(t.root.hitTest(Point(x: 25, y: 25), with: nil) === t.back)
    }

    @Test func aPointOnNoSubviewHitsTheViewItself() {
        let t = makeTree()
        #expect(t.root.hitTest(Point(x: 190, y: 10), with: nil) === t.root)
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkipped() {
        for change in [{ (v: View) in v.isHidden = true }, { $0.alpha = 0.005 }, { $0.isUserInteractionEnabled = false }] {
            let t = makeTree()
            change(t.front)
            #expect(t.root.hitTest(Point(x: 75, y: 75), with: nil) === t.back)
        }
    }

    @Test func alphaOfOneHundredthStillTakesTouches() {
        let t = makeTree()
        t.front.alpha = 0.01
        #expect(t.root.hitTest(Point(x: 75, y: 75), with: nil) === t.front)
    }

    @Test func theMinEdgeIsInsideAndTheMaxEdgeOutside() {
        let t = makeTree()
        #expect(t.root.hitTest(Point(x: 150, y: 120), with: nil) === t.root)
        #expect(t.root.hitTest(Point(x: 50, y: 120), with: nil) === t.front)
    }

    @Test func aPointOutsideTheParentNeverReachesASubviewThatOverhangsIt() {
        let t = makeTree()
        let overhang = View(id: "overhang", frame: Rect(x: 80, y: 80, width: 60, height: 60))
        t.back.addSubview(overhang)
        t.back.clipsToBounds = false
        #expect(t.root.hitTest(Point(x: 130, y: 30 + 100), with: nil) === t.front)
        #expect(t.back.hitTest(Point(x: 120, y: 120), with: nil) == nil)
    }

    @Test func theChildGetsThePointInItsOwnCoordinatesIncludingTheScrollOffset() {
        let t = makeTree()
        let inner = View(id: "inner", frame: Rect(x: 0, y: 100, width: 100, height: 50))
        t.back.addSubview(inner)
        t.back.boundsOrigin = Point(x: 0, y: 80)  // scrolled: inner now shows at y 20…70
        #expect(t.root.hitTest(Point(x: 10, y: 30), with: nil) === inner)
        #expect(t.root.hitTest(Point(x: 10, y: 10), with: nil) === t.back)
    }

    @Test func overridingPointInsideEnlargesTheHitArea() {
        final class Generous: View {
            override func point(inside point: Point, with event: Event?) -> Bool {
                bounds.inset(by: EdgeInsets(top: -10, left: -10, bottom: -10, right: -10)).contains(point)
            }
        }
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let small = Generous(frame: Rect(x: 100, y: 100, width: 20, height: 20))
        root.addSubview(small)
        #expect(root.hitTest(Point(x: 95, y: 95), with: nil) === small)
    }
}
