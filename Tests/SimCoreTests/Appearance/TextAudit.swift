import Foundation
@testable import SimCore

/// Every piece of text a render tree shows, as a person sees it: where its glyphs are on
/// screen (after ancestors' clipping), its colour and the colour behind it. What the
/// appearance tests check contrast and overlaps on.
struct TextAudit {
    struct Item {
        var id: String
        var text: String
        /// The glyphs' box in screen points: the measured line, placed by its alignment and
        /// cut to the frame (the client ellipsises what does not fit), clipped by ancestors.
        var ink: Rect
        var font: Font
        var color: RGBA
        var background: RGBA
        /// Whether the client cuts the text short with an ellipsis (it is wider than its frame).
        var isCut: Bool

        /// WCAG 2.x contrast of the text (composited over its background) with the background.
        var contrast: Double { color.over(background).contrast(with: background) }
        /// WCAG's large text: 18 pt, or 14 pt bold.
        var isLarge: Bool { font.size >= 18 || (font.size >= 14 && font.weight >= 700) }
        var required: Double { isLarge ? 3 : 4.5 }
    }

    var items: [Item] = []
    /// The fills painted so far, back to front: what shows behind a later node.
    private var fills: [(rect: Rect, color: RGBA)] = []

    init(_ tree: RenderTree) {
        walk(tree, id: RenderTree.rootID, origin: .zero, clip: nil, alpha: 1)
    }

    /// The colour the fills painted so far composite to at `point`, on the black screen.
    private func background(at point: Point) -> RGBA {
        fills.reduce(RGBA(0, 0, 0, 1)) { base, fill in fill.rect.contains(point) ? fill.color.over(base) : base }
    }

    private mutating func walk(_ tree: RenderTree, id: String, origin: Point, clip: Rect?, alpha: Double) {
        guard let props = tree.nodes[id], props["hidden"]?.boolValue != true else { return }
        let f = props["frame"]?.numberArray ?? [0, 0, 0, 0]
        let frame = Rect(x: origin.x + f[0], y: origin.y + f[1], width: f[2], height: f[3])
        let alpha = alpha * (props["alpha"]?.numberValue ?? 1)
        guard alpha >= 0.05 else { return }
        if let fill = props["fill"]?.stringValue.flatMap(RGBA.init(css:)) {
            let visible = clip.map { $0.intersection(frame) } ?? frame
            if !visible.isEmpty { fills.append((visible, fill.with(alpha: fill.a * alpha))) }
        }
        var clip = clip
        if props["clip"]?.boolValue == true { clip = clip.map { $0.intersection(frame) } ?? frame }
        if props["kind"]?.stringValue == "text", let text = props["text"]?.stringValue, !text.isEmpty {
            let font = Self.font(props["font"])
            let natural = font.width(of: text)
            let width = min(natural, frame.width)
            let align = props["align"]?.stringValue ?? "left"
            let x = align == "center" ? frame.midX - width / 2 : align == "right" ? frame.maxX - width : frame.minX
            // The client draws a line centred on its frame and does not clip it to it.
            let height = font.size * 1.2
            var ink = Rect(x: x, y: frame.midY - height / 2, width: width, height: height)
            if let clip { ink = ink.intersection(clip) }
            let color = props["color"]?.stringValue.flatMap(RGBA.init(css:)) ?? RGBA(0, 0, 0, 1)
            if !ink.isEmpty {
                items.append(
                    Item(
                        id: id, text: text, ink: ink, font: font, color: color.with(alpha: color.a * alpha),
                        background: background(at: Point(x: ink.midX, y: ink.midY)), isCut: natural > frame.width + 0.5))
            }
        }
        for child in props["children"]?.arrayValue ?? [] {
            guard let child = child.stringValue else { continue }
            walk(tree, id: child, origin: frame.origin, clip: clip, alpha: alpha)
        }
    }

    private static func font(_ value: RenderValue?) -> Font {
        let pair = value?.numberArray ?? [17, 400]
        return Font(size: pair.first ?? 17, weight: Int(pair.count > 1 ? pair[1] : 400))
    }
}

/// A colour with straight alpha, channels 0…255.
struct RGBA: Equatable {
    var r, g, b, a: Double

    init(_ r: Double, _ g: Double, _ b: Double, _ a: Double) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    /// `#RRGGBB` or `rgba(r,g,b,a)`, as SimCore writes colours.
    init?(css: String) {
        if css.hasPrefix("#"), css.count == 7, let v = Int(css.dropFirst(), radix: 16) {
            self.init(Double(v >> 16 & 255), Double(v >> 8 & 255), Double(v & 255), 1)
        } else if css.hasPrefix("rgba("), css.hasSuffix(")") {
            let parts = css.dropFirst(5).dropLast().split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 4 else { return nil }
            self.init(parts[0], parts[1], parts[2], parts[3])
        } else {
            return nil
        }
    }

    func with(alpha: Double) -> RGBA { RGBA(r, g, b, alpha) }

    /// Source-over onto an opaque `base`.
    func over(_ base: RGBA) -> RGBA {
        RGBA(r * a + base.r * (1 - a), g * a + base.g * (1 - a), b * a + base.b * (1 - a), 1)
    }

    /// WCAG relative luminance.
    var luminance: Double {
        func linear(_ c: Double) -> Double {
            let s = c / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    func contrast(with other: RGBA) -> Double {
        let (l1, l2) = (luminance, other.luminance)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }
}

extension RenderValue {
    var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    var numberValue: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    var arrayValue: [RenderValue]? {
        if case .array(let items) = self { return items }
        return nil
    }
}
