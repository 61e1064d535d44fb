/// The back button a navigation controller puts in its bar (B9.2): a `chevron.left`
/// glyph and the previous controller's title, element id `back`.
/// Deviation: UIKit draws it from the previous navigation item with a private class.
public final class NavigationBackButton: Button {
    public let chevron = SymbolView(symbol: "chevron.left", tint: .systemBlue)
    static let chevronSize = Size(width: 13, height: 21)
    static let spacing = 6.0

    public init(title: String) {
        super.init(id: "back", title: title)
        titleLabel.textAlignment = .left
        addSubview(chevron)
    }

    /// The chevron, the gap and the title.
    public override var intrinsicWidth: Double {
        Self.chevronSize.width + Self.spacing + titleLabel.font.width(of: titleLabel.text ?? "") + 8
    }

    public override func layoutSubviews() {
        let size = Self.chevronSize
        chevron.frame = Rect(x: 0, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        let titleX = size.width + Self.spacing
        titleLabel.frame = Rect(x: titleX, y: 0, width: max(0, bounds.width - titleX), height: bounds.height)
        let alpha = isHighlighted ? 0.3 : (isEnabled ? 1 : 0.4)
        titleLabel.alpha = alpha
        chevron.alpha = alpha
    }
}
