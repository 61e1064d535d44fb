/// A hit test's path as taken, before anyone asks for it: each step keeps the view's id,
/// custom class name, Swift type and frame, and the names of `HitTestTrace`
/// are made only when the inspector reads it. A tap costs a walk, not a string per view.
struct HitTestRecord {
    struct Step {
        var elementID: String?
        var customClassName: String?
        var type: View.Type
        var depth: Int
        var frame: Rect
        var outcome: HitTestStep.Outcome
        var reason: HitTestSkipReason?

        init(_ view: View, depth: Int, frame: Rect) {
            elementID = view.elementID
            customClassName = view.customClassName
            type = Swift.type(of: view)
            self.depth = depth
            self.frame = frame
            outcome = .skipped
        }

        var step: HitTestStep {
            let className = customClassName ?? String(describing: type)
            return HitTestStep(
                view: elementID ?? className, className: className, depth: depth, frame: frame, outcome: outcome,
                reason: reason)
        }
    }

    var point: Point
    var hit: String?
    var element: String?
    var steps: [Step]

    var trace: HitTestTrace {
        HitTestTrace(point: point, hit: hit, element: element, steps: steps.map(\.step))
    }
}
