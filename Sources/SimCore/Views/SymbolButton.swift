/// Mirrors a UIButton (or UIBarButtonItem) whose image is an SF Symbol and that has no
/// title: the glyph centred, tinted, dimmed while highlighted or disabled. Its
/// accessibility label names what it does.
public final class SymbolButton: Button {
    public let glyph: SymbolView
    let glyphSize: Size

    public init(id: String, symbol: String, accessibilityLabel: String, glyphSize: Size, color: Color = .systemBlue) {
        glyph = SymbolView(symbol: symbol, tint: color)
        glyph.isUserInteractionEnabled = false
        self.glyphSize = glyphSize
        super.init(id: id, title: "", color: color)
        self.accessibilityLabel = accessibilityLabel
        addSubview(glyph)
    }

    /// The glyph with 12 pt on each side: a 44 pt target for a 20 pt glyph.
    public override var intrinsicWidth: Double { glyphSize.width + 24 }

    public override func layoutSubviews() {
        super.layoutSubviews()
        glyph.frame = Rect(
            x: (bounds.width - glyphSize.width) / 2, y: (bounds.height - glyphSize.height) / 2,
            width: glyphSize.width, height: glyphSize.height)
        glyph.alpha = titleLabel.alpha
    }
}
