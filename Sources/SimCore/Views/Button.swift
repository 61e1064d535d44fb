/// Mirrors a UIButton with a plain title (a bar button item's look), or a filled one
/// when given a background colour. As in UIKit it is a control: touch up inside sends
/// `.touchUpInside` and `.primaryActionTriggered`, and the title dims while highlighted.
open class Button: Control {
    public let titleLabel: Label

    public init(id: String? = nil, title: String, font: Font = .body, color: Color = .systemBlue) {
        titleLabel = Label(text: title, font: font, color: color)
        titleLabel.textAlignment = .center
        super.init(id: id)
        semanticRole = .button
        accessibilityLabel = title
        addSubview(titleLabel)
    }

    /// The value the semantic tree shows, for buttons that show one (a compact date
    /// picker's date, a pop-up button's option).
    public var shownValue: String? {
        didSet { if oldValue != shownValue { setNeedsSemanticsUpdate() } }
    }

    open override var accessibilityValue: String? { shownValue }

    /// Mirrors setTitle(_:for: .normal).
    public func setTitle(_ title: String) {
        titleLabel.text = title
        accessibilityLabel = title
    }

    /// The width the title needs, with 8 pt on each side.
    public var intrinsicWidth: Double { titleLabel.font.width(of: titleLabel.text ?? "") + 16 }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        let inside = isEnabled && touches.first.map { bounds.contains($0.location(in: self)) } == true
        super.touchesEnded(touches, with: event)
        if inside { sendActions(for: .primaryActionTriggered) }
    }

    open override func layoutSubviews() {
        titleLabel.frame = bounds
        // The system button's highlighted look: the title at ~30 % while the finger is on it.
        titleLabel.alpha = isHighlighted ? 0.3 : (isEnabled ? 1 : 0.4)
    }
}
