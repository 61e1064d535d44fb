/// One side's frame, content frame and score (B4.1–B4.3).
extension PopoverLayout {
    /// The popover on `direction`'s side of the source: adjacent to it, centred on the
    /// source's centre along the free axis, shifted into `region` along that axis, and
    /// shrunk (content only; the arrow strip keeps its height) only where it still does
    /// not fit.
    static func candidateFrame(
        direction: PopoverArrowDirection, contentSize: Size, sourceRect: Rect, region: Rect
    ) -> Rect {
        let arrow = Metrics.popoverArrowHeight
        if direction.isVertical {
            let (x, width) = fit(
                centre: sourceRect.midX, length: contentSize.width,
                min: region.minX, max: region.maxX)
            let height = contentSize.height + arrow
            let (y, clampedHeight): (Double, Double)
            if direction == .down {  // above the source
                let bottom = clamp(sourceRect.minY, region.minY, region.maxY)
                let top = max(bottom - height, region.minY)
                (y, clampedHeight) = (top, bottom - top)
            } else {  // below the source
                let top = clamp(sourceRect.maxY, region.minY, region.maxY)
                (y, clampedHeight) = (top, min(top + height, region.maxY) - top)
            }
            return Rect(x: x, y: y, width: width, height: clampedHeight)
        }
        let (y, height) = fit(
            centre: sourceRect.midY, length: contentSize.height, min: region.minY, max: region.maxY)
        let width = contentSize.width + arrow
        let (x, clampedWidth): (Double, Double)
        if direction == .right {  // left of the source
            let right = clamp(sourceRect.minX, region.minX, region.maxX)
            let left = max(right - width, region.minX)
            (x, clampedWidth) = (left, right - left)
        } else {  // right of the source
            let left = clamp(sourceRect.maxX, region.minX, region.maxX)
            (x, clampedWidth) = (left, min(left + width, region.maxX) - left)
        }
        return Rect(x: x, y: y, width: clampedWidth, height: height)
    }

    /// The frame minus the arrow strip on the side facing the source.
    static func contentFrame(of frame: Rect, direction: PopoverArrowDirection) -> Rect {
        let strip = Metrics.popoverArrowHeight
        switch direction {
        case .down:
            return Rect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, frame.height - strip))
        case .up:
            let height = max(0, frame.height - strip)
            return Rect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
        case .right:
            return Rect(x: frame.minX, y: frame.minY, width: max(0, frame.width - strip), height: frame.height)
        case .left:
            let width = max(0, frame.width - strip)
            return Rect(x: frame.maxX - width, y: frame.minY, width: width, height: frame.height)
        }
    }

    /// The area of the candidate's content inside its side of the source (B4.3): above,
    /// screen top to source top; below, source bottom to screen bottom; right, source
    /// right edge to screen right; left, screen left to source left edge; all inside
    /// `region`, measured from the source's edges as UIKit does.
    ///
    /// The content is scored rather than the whole frame, so a popover that fits whole
    /// on two sides ties whatever its arrow's axis, and the try order decides.
    static func scoreArea(
        direction: PopoverArrowDirection, frame: Rect, sourceRect: Rect, region: Rect
    ) -> Double {
        let side: Rect
        switch direction {
        case .down: side = span(region, minY: region.minY, maxY: sourceRect.minY)
        case .up: side = span(region, minY: sourceRect.maxY, maxY: region.maxY)
        case .left: side = span(region, minX: sourceRect.maxX, maxX: region.maxX)
        case .right: side = span(region, minX: region.minX, maxX: sourceRect.minX)
        }
        let inside = contentFrame(of: frame, direction: direction).intersection(side)
        return inside.width * inside.height
    }

    /// Centres `length` on `centre`, shifts it inside `min...max`, and shrinks it to the
    /// whole span only when it is longer than the span.
    private static func fit(centre: Double, length: Double, min lower: Double, max upper: Double)
        -> (origin: Double, length: Double)
    {
        let span = Swift.max(0, upper - lower)
        guard length <= span else { return (lower, span) }
        return (clamp(centre - length / 2, lower, upper - length), length)
    }

    private static func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
        Swift.min(Swift.max(value, lower), Swift.max(lower, upper))
    }

    /// `region` cut to the given horizontal or vertical span (empty when the span is).
    private static func span(_ region: Rect, minY: Double, maxY: Double) -> Rect {
        let top = Swift.max(minY, region.minY), bottom = Swift.min(maxY, region.maxY)
        return Rect(x: region.minX, y: top, width: region.width, height: Swift.max(0, bottom - top))
    }

    private static func span(_ region: Rect, minX: Double, maxX: Double) -> Rect {
        let left = Swift.max(minX, region.minX), right = Swift.min(maxX, region.maxX)
        return Rect(x: left, y: region.minY, width: Swift.max(0, right - left), height: region.height)
    }
}
