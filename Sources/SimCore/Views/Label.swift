/// Mirrors UILabel: one line of text.
open class Label: View {
    /// Mirrors NSTextAlignment.
    public enum Alignment: String, Sendable { case left, center, right }

    public var text: String?
    public var font: Font = .body
    public var textColor: Color = .label
    public var textAlignment: Alignment = .left

    public init(id: String? = nil, text: String? = nil, font: Font = .body, color: Color = .label) {
        self.text = text
        self.font = font
        self.textColor = color
        super.init(id: id)
    }

    open override func decorate(_ node: inout RenderNode) {
        guard let text, !text.isEmpty else { return }
        node.kind = .text
        node.text = text
        node.font = font
        node.color = textColor
        if textAlignment != .left { node.align = textAlignment.rawValue }
    }

    open override var accessibilityValue: String? { text }
}
