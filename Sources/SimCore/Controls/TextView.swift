/// Mirrors UITextView: multi-line text, editable by default, wrapped at the view's width
/// inside `textContainerInset` and `lineFragmentPadding`, with a caret and selection in
/// UTF-16 offsets, key input (Return types a newline), the edit menu's commands and the
/// arrow keys moving between lines (B7.9). Text taller than the view scrolls inside it:
/// the content offset keeps the caret's line in view and the lines outside are clipped.
///
/// Deviations from UIKit, on purpose:
/// - Built on TextField's editing engine (caret, selection, handles, edit menu, keys), as
///   SelectableTextView is, not on UIScrollView. Like UITextView it is no control: it
///   sends no control events (none is logged or delivered); what UIKit tells the text
///   view's delegate goes to `didBeginEditing`, `didChange` and `didEndEditing`, and
///   `shouldChangeText` stands for textView(_:shouldChangeTextIn:replacementText:).
/// - `placeholder`: UIKit's UITextView has none; FormSim's form rows ask for one.
/// - The content offset follows the caret only; the text does not scroll by dragging.
open class TextView: TextField {
    /// Mirrors textViewDidChange(_:) of the delegate: after each change a person makes.
    public var didChange: ((TextView) -> Void)?
    /// Mirrors textViewDidEndEditing(_:) of the delegate.
    public var didEndEditing: ((TextView) -> Void)?

    /// A text view is no UIControl. The editing engine's control events
    /// become the delegate calls UITextView makes instead.
    public override func sendActions(for events: ControlEvents) {
        if events.contains(.editingChanged) { didChange?(self) }
        if events.contains(.editingDidEnd) { didEndEditing?(self) }
    }

    /// Mirrors isEditable: false leaves no caret, no keyboard, no typing, no Cut or Paste.
    public var isEditable = true
    /// Mirrors isSelectable: a non-editable, non-selectable text view takes no first
    /// responder (an editable one is always selectable).
    public var isSelectable = true
    /// Mirrors textContainerInset (UIKit's default: 8 pt top and bottom).
    public var textContainerInset = Metrics.textViewContainerInset
    /// Mirrors textContainer.lineFragmentPadding (5 pt either side of every line).
    /// Deviation: on the view, as there is no NSTextContainer.
    public var lineFragmentPadding = Metrics.textViewLineFragmentPadding

    /// The labels drawing lines after the first (the first is the text field's label,
    /// which also draws the placeholder), one single-line text node each.
    var moreLineLabels: [Label] = []
    /// Highlights for the selection's lines after the first.
    var moreHighlights: [View] = []
    /// The last wrapping: the text, font and width it was made for, and its lines.
    var wrapping: (text: String, font: Font, width: Double, lines: [LineFragment])?
    var placeholderWrapping: (text: String, font: Font, width: Double, lines: [LineFragment])?
    /// No input view while not editable: a zero-height view means no panel (B3.1).
    let noInputView = EmptyInputView()

    public override init(id: String? = nil, placeholder: String? = nil) {
        super.init(id: id, placeholder: placeholder)
        semanticRole = .textView
        clipsToBounds = true
    }

    /// Mirrors contentOffset (UIScrollView's, the bounds origin).
    public var contentOffset: Point {
        get { boundsOrigin }
        set { boundsOrigin = newValue }
    }

    /// Mirrors contentSize: the wrapped lines' height with the insets (at least the view's).
    public var contentSize: Size {
        Size(width: bounds.width, height: max(bounds.height, textHeight))
    }

    /// A text view's frame height showing `lines` lines of `font` inside UIKit's default
    /// insets (a form's textView row uses it; not UIKit API).
    public static func height(forLines lines: Int, font: Font = .body) -> Double {
        let inset = Metrics.textViewContainerInset
        return Double(max(1, lines)) * font.lineHeight + inset.top + inset.bottom
    }

    open override var canBecomeFirstResponder: Bool { isEnabled && (isEditable || isSelectable) }
    open override var inputView: View? { isEditable ? customInputView : noInputView }
    open override var inputAccessoryView: View? { isEditable ? customInputAccessoryView : nil }

    // MARK: Hooks (their logic lives in TextView+layout)

    override var showsCaret: Bool { isEditable && super.showsCaret }
    override var returnInsertsNewline: Bool { true }
    override var isTextChangeable: Bool { isEditable }
    override var caretHeight: Double { min(font.size * 1.25, font.lineHeight) }
    override var caretRect: Rect { caretRect(at: selectedRange.upperBound) }
    override var selectionRect: Rect { selectionBoundingRect }
    override func offset(at point: Point) -> Int { nearestOffset(to: point) }
    override func verticalOffset(from offset: Int, up: Bool) -> Int { self.offset(onLineAdjacentTo: offset, up: up) }

    open override func layoutSubviews() { layoutLines() }
}
