/// A glyph button of the shortcut bar: a tap that ends on it calls `onTap`.
final class ShortcutKey: View {
    let glyph: SymbolView
    var onTap: () -> Void = {}

    init(id: String, symbol: String, label: String) {
        glyph = SymbolView(symbol: symbol, tint: .keyboardStripGlyph)
        glyph.isUserInteractionEnabled = false
        super.init(id: id)
        semanticRole = .button
        accessibilityLabel = label
        addSubview(glyph)
    }

    override func layoutSubviews() {
        let side = min(bounds.width, bounds.height) * 0.5
        glyph.frame = Rect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap()
    }
}
