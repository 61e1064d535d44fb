/// What changed between two nodes of one id, read field by field: the properties
/// `RenderTree.update` would find by comparing the two nodes' `properties` maps (changed
/// values, and `.null` for those gone back to their default), without building either map.
extension RenderNode.Fields {
    func changedProperties(since old: Self) -> RenderProps {
        var changed: RenderProps = [:]
        if kind != old.kind { changed["kind"] = kind != .rect ? .string(kind.rawValue) : .null }
        if frame != old.frame { changed["frame"] = .rect(frame) }
        if children != old.children { changed["children"] = children.isEmpty ? .null : .array(children.map(RenderValue.string)) }
        Self.compare("fill", fill?.css, old.fill?.css, into: &changed)
        if cornerRadius != old.cornerRadius {
            changed["cornerRadius"] = cornerRadius != 0 ? .number(cornerRadius) : (old.cornerRadius != 0 ? .null : nil)
        }
        // A border is drawn (and sent) only with a width and a colour.
        let border = borderWidth != 0 ? borderColor.map { (borderWidth, $0.css) } : nil
        let oldBorder = old.borderWidth != 0 ? old.borderColor.map { (old.borderWidth, $0.css) } : nil
        if border?.0 != oldBorder?.0 { changed["borderWidth"] = border.map { .number($0.0) } ?? .null }
        Self.compare("borderColor", border?.1, oldBorder?.1, into: &changed)
        if alpha != old.alpha { changed["alpha"] = alpha != 1 ? .number(alpha) : (old.alpha != 1 ? .null : nil) }
        if hidden != old.hidden { changed["hidden"] = hidden ? .bool(true) : .null }
        if clip != old.clip { changed["clip"] = clip ? .bool(true) : .null }
        Self.compare("text", text, old.text, into: &changed)
        if font?.size != old.font?.size || font?.weight != old.font?.weight { changed["font"] = font?.value ?? .null }
        Self.compare("color", color?.css, old.color?.css, into: &changed)
        Self.compare("align", align, old.align, into: &changed)
        Self.compare("symbol", symbol, old.symbol, into: &changed)
        if extra != old.extra {
            for (key, value) in extra where old.extra[key] != value { changed[key] = value }
            for key in old.extra.keys where extra[key] == nil { changed[key] = .null }
        }
        return changed
    }

    /// An animatable property's value on the wire (nil at its default).
    func wireValue(ofAnimatable key: String) -> RenderValue? {
        switch key {
        case "frame": .rect(frame)
        case "alpha": alpha != 1 ? .number(alpha) : nil
        case "cornerRadius": cornerRadius != 0 ? .number(cornerRadius) : nil
        case "fill": fill.map { .string($0.css) }
        default: extra[key]
        }
    }

    private static func compare(_ key: String, _ now: String?, _ was: String?, into changed: inout RenderProps) {
        if now != was { changed[key] = now.map(RenderValue.string) ?? .null }
    }
}
