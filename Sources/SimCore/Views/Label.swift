/// Mirrors UILabel: a line of text, or several when `numberOfLines` allows (Label+lines.swift).
open class Label: View {
    /// Mirrors NSTextAlignment.
    /// Deviation: `left` is the leading side and `right` the trailing one (UIKit's
    /// `.natural` and its opposite); right to left they draw the other way round.
    public enum Alignment: String, Sendable {
        case left, center, right

        var mirrored: Alignment { self == .left ? .right : self == .right ? .left : .center }
    }

    public var text: String? {
        didSet {
            guard oldValue != text else { return }
            // A key cap changing case, a value label following a picker: the text alone
            // changed, unless something else marked the label first (marking it for
            // display clears `needsTextOnly`; an earlier text change leaves it set).
            let textOnly = !needsDisplay || needsTextOnly
            needsDisplay = true
            needsTextOnly = textOnly
        }
    }
    /// Reads back the font at this label's text size when it adjusts (Dynamic Type).
    public var font: Font {
        get { adjustsFontForContentSizeCategory ? baseFont.scaled(for: traitCollection.preferredContentSizeCategory) : baseFont }
        set { baseFont = newValue }
    }
    private var baseFont: Font = .body {
        didSet { if oldValue != baseFont { needsDisplay = true } }
    }
    /// Mirrors adjustsFontForContentSizeCategory: a text-style font follows the text size.
    /// Deviation: true by default (UIKit: false), as the labels of UIKit's own cells adjust;
    /// bars and the system's views turn it off, as iOS's do not grow.
    public var adjustsFontForContentSizeCategory = true {
        didSet { if oldValue != adjustsFontForContentSizeCategory { needsDisplay = true } }
    }
    public var textColor: Color = .label {
        didSet { if oldValue != textColor { needsDisplay = true } }
    }
    public var textAlignment: Alignment = .left {
        didSet { if oldValue != textAlignment { needsDisplay = true } }
    }
    /// Set by a value1 cell that stacks its value under its title (accessibility text
    /// sizes): the value is drawn leading-aligned whatever its alignment beside the title.
    var isStacked = false {
        didSet { if oldValue != isStacked { needsDisplay = true } }
    }
    /// Mirrors numberOfLines: 1 (the default) draws one line, ellipsised; 0 wraps to as
    /// many lines as the text needs; n wraps to at most n, the last one ellipsised.
    public var numberOfLines = 1 {
        didSet { if oldValue != numberOfLines { needsDisplay = true } }
    }
    /// The labels drawing each line while the text wraps (none on one line).
    var lineLabels: [Label] = [] {
        didSet { if oldValue.count != lineLabels.count { needsDisplay = true } }
    }
    /// The last wrappings: text, font, width and line limit, and the lines they gave
    /// (nil for a label that never wrapped).
    var wrappings: LineWrappings?

    public init(id: String? = nil, text: String? = nil, font: Font = .body, color: Color = .label) {
        self.text = text
        self.baseFont = font
        self.textColor = color
        super.init(id: id)
    }

    open override func layoutSubviews() { layoutLines() }

    open override func decorate(_ node: inout RenderNode) {
        // Wrapped text is drawn by the line labels.
        guard let text, !text.isEmpty, !isWrapped else { return }
        node.kind = .text
        node.text = text
        node.font = font
        node.color = textColor
        // Hebrew or Arabic text is laid out with a right-to-left base direction (its
        // numbers and punctuation placed as iOS's bidi layout places them).
        node.rtl = text.isRightToLeftText
        var alignment = isStacked ? .left : textAlignment
        // Alignments are leading and trailing: right to left, they swap sides.
        if effectiveUserInterfaceLayoutDirection.isRightToLeft { alignment = alignment.mirrored }
        if alignment != .left { node.align = alignment.rawValue }
    }

    /// The last node with the new text, when `decorate(_:)` would draw it so: a label of
    /// this class (a subclass may draw otherwise), one line of left-to-right text before
    /// and after.
    override func newText(since last: RenderRecord) -> String? {
        guard type(of: self) == Label.self, last.node.kind == .text, !last.node.rtl, let text, !text.isEmpty,
            !isWrapped, !text.isRightToLeftText
        else { return nil }
        return text
    }

    open override var accessibilityValue: String? { text }
}
