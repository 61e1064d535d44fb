/// What changed between two nodes of one id, read field by field, as the client sees
/// them: colours by their CSS, fonts by size and weight, a border only with a width and
/// a colour.
extension RenderNode.Fields: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.changedProperties(since: rhs).isEmpty
    }

    /// The border as it is drawn: with a width and a colour, else none.
    public var drawnBorder: (width: Double, color: Color)? {
        guard borderWidth != 0, let borderColor else { return nil }
        return (borderWidth, borderColor)
    }

    public func changedProperties(since old: Self) -> RenderNode.Properties {
        var changed: RenderNode.Properties = []
        if kind != old.kind { changed.insert(.kind) }
        if frame != old.frame { changed.insert(.frame) }
        if children != old.children { changed.insert(.children) }
        if fill?.css != old.fill?.css { changed.insert(.fill) }
        if cornerRadius != old.cornerRadius { changed.insert(.cornerRadius) }
        let border = drawnBorder, oldBorder = old.drawnBorder
        if border?.width != oldBorder?.width { changed.insert(.borderWidth) }
        if border?.color.css != oldBorder?.color.css { changed.insert(.borderColor) }
        if dash != old.dash { changed.insert(.dash) }
        if alpha != old.alpha { changed.insert(.alpha) }
        if scale != old.scale { changed.insert(.scale) }
        if shadow != old.shadow { changed.insert(.shadow) }
        if hidden != old.hidden { changed.insert(.hidden) }
        if clip != old.clip { changed.insert(.clip) }
        if blink != old.blink { changed.insert(.blink) }
        if text != old.text { changed.insert(.text) }
        if rtl != old.rtl { changed.insert(.rtl) }
        if font?.size != old.font?.size || font?.weight != old.font?.weight { changed.insert(.font) }
        if color?.css != old.color?.css { changed.insert(.color) }
        if align != old.align { changed.insert(.align) }
        if symbol != old.symbol { changed.insert(.symbol) }
        if wheel != old.wheel { changed.formUnion(Self.changes(of: wheel, since: old.wheel)) }
        if screen != old.screen { changed.formUnion(Self.changes(of: screen, since: old.screen)) }
        return changed
    }

    private static func changes(of wheel: RenderNode.Wheel?, since old: RenderNode.Wheel?) -> RenderNode.Properties {
        var changed: RenderNode.Properties = []
        if wheel?.rows != old?.rows { changed.insert(.rows) }
        if wheel?.selected != old?.selected { changed.insert(.selected) }
        if wheel?.rowHeight != old?.rowHeight { changed.insert(.rowHeight) }
        if (wheel?.wraps ?? false) != (old?.wraps ?? false) { changed.insert(.wraps) }
        if (wheel?.disabledRows ?? []) != (old?.disabledRows ?? []) { changed.insert(.disabledRows) }
        return changed
    }

    private static func changes(of screen: RenderNode.Screen?, since old: RenderNode.Screen?) -> RenderNode.Properties {
        var changed: RenderNode.Properties = []
        if screen?.device != old?.device { changed.insert(.device) }
        if screen?.idiom != old?.idiom { changed.insert(.idiom) }
        if screen?.orientation != old?.orientation { changed.insert(.orientation) }
        if screen?.cornerRadius != old?.cornerRadius { changed.insert(.cornerRadius) }
        if screen?.safeArea != old?.safeArea { changed.insert(.safeArea) }
        if screen?.cutout != old?.cutout { changed.insert(.cutout) }
        if screen?.window != old?.window { changed.insert(.window) }
        if screen?.windowFrame != old?.windowFrame { changed.insert(.windowFrame) }
        if (screen?.appearance ?? .light) != (old?.appearance ?? .light) { changed.insert(.appearance) }
        if (screen?.layoutDirection ?? .leftToRight) != (old?.layoutDirection ?? .leftToRight) {
            changed.insert(.layoutDirection)
        }
        return changed
    }

    /// Takes `properties` from `other` (an update applied to a node of the tree).
    mutating func take(_ properties: RenderNode.Properties, from other: Self) {
        if properties.contains(.kind) { kind = other.kind }
        if properties.contains(.frame) { frame = other.frame }
        if properties.contains(.children) { children = other.children }
        if properties.contains(.fill) { fill = other.fill }
        if properties.contains(.cornerRadius) { cornerRadius = other.cornerRadius }
        if properties.contains(.borderWidth) { borderWidth = other.borderWidth }
        if properties.contains(.borderColor) { borderColor = other.borderColor }
        if properties.contains(.dash) { dash = other.dash }
        if properties.contains(.alpha) { alpha = other.alpha }
        if properties.contains(.scale) { scale = other.scale }
        if properties.contains(.shadow) { shadow = other.shadow }
        if properties.contains(.hidden) { hidden = other.hidden }
        if properties.contains(.clip) { clip = other.clip }
        if properties.contains(.blink) { blink = other.blink }
        if properties.contains(.text) { text = other.text }
        if properties.contains(.rtl) { rtl = other.rtl }
        if properties.contains(.font) { font = other.font }
        if properties.contains(.color) { color = other.color }
        if properties.contains(.align) { align = other.align }
        if properties.contains(.symbol) { symbol = other.symbol }
        // A wheel's or a screen's parts change together in practice; taken whole.
        if !properties.isDisjoint(with: .wheelParts) { wheel = other.wheel }
        if !properties.isDisjoint(with: .screenFacts) || (properties.contains(.cornerRadius) && other.screen != nil) {
            screen = other.screen
        }
    }

    /// The values of the animatable properties: where an animation of them starts when
    /// none was declared.
    var animationStart: Animation.Start {
        Animation.Start(frame: frame, alpha: alpha, cornerRadius: cornerRadius, scale: scale, selected: wheel?.selected, fill: fill)
    }
}
