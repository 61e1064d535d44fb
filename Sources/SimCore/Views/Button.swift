/// Mirrors a UIButton with a plain title (a bar button item's look).
public final class Button: View {
    public let titleLabel: Label

    public init(id: String? = nil, title: String, font: Font = .body, color: Color = .systemBlue) {
        titleLabel = Label(text: title, font: font, color: color)
        titleLabel.textAlignment = .center
        super.init(id: id)
        semanticRole = .button
        accessibilityLabel = title
        addSubview(titleLabel)
    }

    /// The width the title needs, with 8 pt on each side.
    public var intrinsicWidth: Double { titleLabel.font.estimatedWidth(of: titleLabel.text ?? "") + 16 }

    public override func layoutSubviews() {
        titleLabel.frame = bounds
    }
}
