import SimCore

/// A tap outside an element, where a person taps to close what is in front (a popover, a
/// calendar card, a menu) without touching anything else. The point is the engine's to
/// decide, by its own hit test, so the same tap closes an iPhone's calendar card and an
/// iPad's popover, each where it is on that screen. Flows' `tapOutside` step and the
/// page's mirror (`GET …/outside`) both tap there.
extension Reach {
    /// How far past an element's edge the candidate points lie, nearest first.
    static let outsideDistances: [Double] = [12, 24, 40, 64, 96, 140, 200, 280, 400, 560, 800]
    /// Where along an edge the candidates lie, as a fraction of its length: the middle first.
    static let outsideFractions: [Double] = [0.5, 0.25, 0.75, 0.05, 0.95]
    /// Candidates keep this far inside the screen's edges (the rounded corners, the bezel).
    static let screenMargin = 4.0

    /// Where a tap outside the element with this id (or, where no element has it, the
    /// element whose label or value it is) goes on this screen: `found` false when no such
    /// element is on it, `point` nil when no point near it reaches nothing.
    public static func pointOutside(element name: String, on sim: Simulator) -> (found: Bool, point: Point?) {
        let tree = sim.semanticTree()
        guard let node = element(named: name, in: tree, on: sim) else { return (false, nil) }
        return (true, pointOutside(node, in: tree, on: sim))
    }

    /// The nearest point outside `node`'s frame, on the screen, where the engine's hit
    /// test finds no element (`Simulator.element(at:)` is nil: a popover's dimming view,
    /// the background); nil when there is none.
    public static func pointOutside(_ node: SemanticNode, in tree: SemanticTree, on sim: Simulator) -> Point? {
        let frame = node.frame
        let screen = Rect(x: 0, y: 0, width: tree.screen.width, height: tree.screen.height)
            .inset(by: EdgeInsets(top: screenMargin, left: screenMargin, bottom: screenMargin, right: screenMargin))
        for distance in outsideDistances {
            for fraction in outsideFractions {
                let x = frame.minX + frame.width * fraction
                let y = frame.minY + frame.height * fraction
                let candidates = [
                    Point(x: x, y: frame.minY - distance), Point(x: x, y: frame.maxY + distance),
                    Point(x: frame.minX - distance, y: y), Point(x: frame.maxX + distance, y: y),
                ]
                for point in candidates where screen.contains(point) && !frame.contains(point) {
                    if sim.element(at: point) == nil { return point }
                }
            }
        }
        return nil
    }
}
