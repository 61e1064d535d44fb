import Foundation
import SimCore

/// Every piece of text a render tree shows, as a person sees it: where its glyphs are on
/// screen (after ancestors' clipping), its colour and the colour behind it. What the
/// audit checks contrast, cut text and overlaps on (and the appearance tests).
public struct TextAudit: Sendable {
    public struct Item: Sendable {
        public var id: String
        public var text: String
        /// The glyphs' box in screen points: the measured line, placed by its alignment and
        /// cut to the frame (the client ellipsises what does not fit), clipped by ancestors.
        public var ink: Rect
        public var font: Font
        public var color: RGBA
        public var background: RGBA
        /// Whether the client cuts the text short with an ellipsis (it is wider than its frame).
        public var isCut: Bool
        /// Whether something opaque painted after it covers its middle (text under the
        /// keyboard or a popover): a person does not see it.
        public var isCovered = false
        /// How many fills were painted before it.
        var fillsBefore = 0
        /// Whether anything is painted behind it (else its background is the bare screen).
        public var hasBackground = true

        /// WCAG 2.x contrast of the text (composited over its background) with the background.
        public var contrast: Double { color.over(background).contrast(with: background) }
        /// WCAG's large text: 18 pt, or 14 pt bold.
        public var isLarge: Bool { font.size >= 18 || (font.size >= 14 && font.weight >= 700) }
        public var required: Double { isLarge ? 3 : 4.5 }
    }

    public var items: [Item] = []
    /// The fills painted so far, back to front: what shows behind a later node.
    private var fills: [(rect: Rect, color: RGBA)] = []

    public init(_ tree: RenderTree) {
        walk(tree, id: RenderTree.rootID, origin: .zero, clip: nil, alpha: 1)
        for index in items.indices {
            let middle = items[index].ink.center
            items[index].isCovered = fills[items[index].fillsBefore...].contains { $0.color.a >= 0.9 && $0.rect.contains(middle) }
            items[index].hasBackground = fills[..<items[index].fillsBefore].contains { $0.rect.contains(middle) }
        }
    }

    /// The text a person sees: not covered by what was painted after it.
    public var visibleItems: [Item] { items.filter { !$0.isCovered } }

    /// The colour the fills painted so far composite to at `point`, on the black screen
    /// (once the tree is walked: what is painted there, text aside).
    public func background(at point: Point) -> RGBA {
        fills.reduce(RGBA(0, 0, 0, 1)) { base, fill in fill.rect.contains(point) ? fill.color.over(base) : base }
    }

    private mutating func walk(_ tree: RenderTree, id: String, origin: Point, clip: Rect?, alpha: Double) {
        guard let node = tree.nodes[id], !node.hidden else { return }
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        let alpha = alpha * node.alpha
        guard alpha >= 0.05 else { return }
        if let fill = node.fill.flatMap({ RGBA(css: $0.css) }) {
            let visible = clip.map { $0.intersection(frame) } ?? frame
            if !visible.isEmpty { fills.append((visible, fill.with(alpha: fill.a * alpha))) }
        }
        var clip = clip
        if node.clip { clip = clip.map { $0.intersection(frame) } ?? frame }
        if node.kind == .text, let text = node.text, !text.isEmpty {
            let font = node.font.map { Font(size: $0.size, weight: $0.weight) } ?? RenderNode.defaultFont
            let natural = font.width(of: text)
            let width = min(natural, frame.width)
            let align = node.align ?? RenderNode.defaultAlign.rawValue
            let x = align == "center" ? frame.midX - width / 2 : align == "right" ? frame.maxX - width : frame.minX
            // The client draws a line centred on its frame and does not clip it to it.
            let height = font.size * 1.2
            var ink = Rect(x: x, y: frame.midY - height / 2, width: width, height: height)
            if let clip { ink = ink.intersection(clip) }
            let color = RGBA(css: (node.color ?? RenderNode.defaultColor).css) ?? RGBA(0, 0, 0, 1)
            if !ink.isEmpty {
                items.append(
                    Item(
                        id: id, text: text, ink: ink, font: font, color: color.with(alpha: color.a * alpha),
                        background: background(at: Point(x: ink.midX, y: ink.midY)), isCut: natural > frame.width + 0.5,
                        fillsBefore: fills.count))
            }
        }
        for child in node.children {
            walk(tree, id: child, origin: frame.origin, clip: clip, alpha: alpha)
        }
    }

    /// Pairs of text whose glyphs cover each other where a person sees both: not where
    /// something opaque painted between them (a popover's body over a footer) hides the
    /// first.
    public func overlaps(_ items: [Item]) -> [(Item, Item)] {
        var found: [(Item, Item)] = []
        for (i, a) in items.enumerated() {
            for b in items[(i + 1)...] {
                let shared = a.ink.intersection(b.ink)
                guard shared.width > 0.5, shared.height > 0.5 else { continue }
                let (first, second) = a.fillsBefore <= b.fillsBefore ? (a, b) : (b, a)
                let between = fills[first.fillsBefore..<max(first.fillsBefore, second.fillsBefore)]
                if between.contains(where: { $0.color.a >= 0.9 && $0.rect.contains(shared.center) }) { continue }
                found.append((a, b))
            }
        }
        return found
    }
}
