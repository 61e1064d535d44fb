/// Where a popover's arrow points. Mirrors UIPopoverArrowDirection: `up` means the arrow
/// points up at the source, so the popover sits below it.
public enum PopoverArrowDirection: String, Sendable, CaseIterable {
    case up
    case down
    case left
    case right

    /// True when the arrow lies along the popover's top or bottom edge.
    var isVertical: Bool { self == .up || self == .down }
}

/// The placement of a popover on an iPad screen (BEHAVIOR.md B4): which side of the
/// source it goes, its frame, and where its arrow sits. Pure: a function of its inputs.
public struct PopoverLayout: Equatable, Sendable {
    /// One side tried, in screen coordinates, with the score that ranked it.
    public struct Candidate: Equatable, Sendable {
        public var direction: PopoverArrowDirection
        public var frame: Rect
        public var score: Double

        public init(direction: PopoverArrowDirection, frame: Rect, score: Double) {
            self.direction = direction
            self.frame = frame
            self.score = score
        }
    }

    /// The whole popover including the arrow strip, in screen coordinates.
    public var frame: Rect
    /// `frame` minus the arrow strip.
    public var contentFrame: Rect
    public var arrowDirection: PopoverArrowDirection
    /// Where the arrow's tip touches the source, in screen coordinates.
    public var arrowTip: Point
    /// The arrow's centre along the popover edge, from the frame's min edge on that axis.
    public var arrowOffset: Double
    /// Every side, in the order tried, with its score.
    public var candidates: [Candidate]

    public init(
        frame: Rect, contentFrame: Rect, arrowDirection: PopoverArrowDirection, arrowTip: Point,
        arrowOffset: Double, candidates: [Candidate]
    ) {
        self.frame = frame
        self.contentFrame = contentFrame
        self.arrowDirection = arrowDirection
        self.arrowTip = arrowTip
        self.arrowOffset = arrowOffset
        self.candidates = candidates
    }

    /// Places a popover of `contentSize` next to `sourceRect` (B4.1–B4.4).
    ///
    /// Each side is tried in the orientation's order; the one whose content keeps the most
    /// area inside its side of the source wins, the first tried on a tie. An empty
    /// `permitted` set is treated like UIKit's `.any`.
    public static func place(
        contentSize: Size, sourceRect: Rect, screen: Size, safeArea: EdgeInsets,
        orientation: Orientation,
        permitted: Set<PopoverArrowDirection> = Set(PopoverArrowDirection.allCases)
    ) -> PopoverLayout {
        let allowed = permitted.isEmpty ? Set(PopoverArrowDirection.allCases) : permitted
        let region = allowedRegion(screen: screen, safeArea: safeArea)
        let content = Size(width: max(0, contentSize.width), height: max(0, contentSize.height))
        let candidates = tryOrder(for: orientation, sourceRect: sourceRect, region: region).map { direction in
            let frame = candidateFrame(
                direction: direction, contentSize: content, sourceRect: sourceRect, region: region)
            let score = allowed.contains(direction)
                ? scoreArea(direction: direction, frame: frame, sourceRect: sourceRect, region: region)
                : 0
            return Candidate(direction: direction, frame: frame, score: score)
        }
        var best = candidates.first { allowed.contains($0.direction) } ?? candidates[0]
        for candidate in candidates where allowed.contains(candidate.direction) {
            if candidate.score > best.score { best = candidate }
        }
        return layout(for: best, sourceRect: sourceRect, candidates: candidates)
    }

    /// The screen inset by the popover margin plus the safe area (B4.2).
    static func allowedRegion(screen: Size, safeArea: EdgeInsets) -> Rect {
        let margin = Metrics.popoverScreenMargin
        let insets = EdgeInsets(
            top: safeArea.top + margin, left: safeArea.left + margin,
            bottom: safeArea.bottom + margin, right: safeArea.right + margin)
        return Rect(origin: .zero, size: screen).inset(by: insets)
    }

    /// Portrait: the nearer vertical side, right, the other vertical side, left;
    /// landscape: right, left, then the vertical sides. Of the two vertical sides, below
    /// (arrow up) comes first for a source whose centre is in the upper half of the
    /// region, above (arrow down) otherwise: the side with more room, as UIKit is observed
    /// to choose when the popover fits on both (B4.3; Apple documents no order for `.any`).
    static func tryOrder(for orientation: Orientation, sourceRect: Rect, region: Rect) -> [PopoverArrowDirection] {
        let upperHalf = sourceRect.midY < region.midY
        let (first, second): (PopoverArrowDirection, PopoverArrowDirection) = upperHalf ? (.up, .down) : (.down, .up)
        return orientation.isLandscape ? [.left, .right, first, second] : [first, .left, second, .right]
    }

    /// The arrow's centre along `length`, at `target` but at least a corner radius plus
    /// half the base from either end (B4.4); the middle when the edge is too short.
    static func clampedArrowOffset(target: Double, length: Double) -> Double {
        let inset = Metrics.popoverCornerRadius + Metrics.popoverArrowBase / 2
        guard length >= 2 * inset else { return length / 2 }
        return min(max(target, inset), length - inset)
    }

    private static func layout(
        for chosen: Candidate, sourceRect: Rect, candidates: [Candidate]
    ) -> PopoverLayout {
        let frame = chosen.frame
        let direction = chosen.direction
        let offset = direction.isVertical
            ? clampedArrowOffset(target: sourceRect.midX - frame.minX, length: frame.width)
            : clampedArrowOffset(target: sourceRect.midY - frame.minY, length: frame.height)
        let tip: Point
        switch direction {
        case .down: tip = Point(x: frame.minX + offset, y: frame.maxY)
        case .up: tip = Point(x: frame.minX + offset, y: frame.minY)
        case .right: tip = Point(x: frame.maxX, y: frame.minY + offset)
        case .left: tip = Point(x: frame.minX, y: frame.minY + offset)
        }
        return PopoverLayout(
            frame: frame, contentFrame: contentFrame(of: frame, direction: direction),
            arrowDirection: direction, arrowTip: tip, arrowOffset: offset, candidates: candidates)
    }
}
