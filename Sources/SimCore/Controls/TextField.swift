/// Mirrors UITextField: one line of editable text with a caret and a selection in
/// UTF-16 offsets, key input, return key handling and the edit menu's commands.
///
/// Its text, placeholder, selection, editing state and the like are laid out in
/// `layoutSubviews()` (the label, caret, highlight and handles): each marks the field
/// for layout when it changes.
open class TextField: Control, KeyInput, TextInputTraits {
    public internal(set) var text: String = "" {
        // No `oldValue` here: reading it would keep the old text alive, and every edit in
        // place would copy the whole text first.
        didSet {
            knownOffsets = nil
            setNeedsLayout()
        }
    }
    /// The text's UTF-16 length and one UTF-16 offset's UTF-8 offset in it (where the
    /// last edit ended, or the last offset looked up, where typing goes on); forgotten
    /// when the text changes, and noted again by an edit (TextField+offsets).
    var knownOffsets: (length: Int, utf16: Int, utf8: Int)?
    /// The characters the editing engine walked to find offsets in the text, to measure
    /// its length and to wrap a text view's lines: the part of an edit's cost that could
    /// grow with the text. Tests read it to check that an edit does not walk the whole
    /// text; nothing else does.
    var scannedUnits = 0
    public var placeholder: String? {
        didSet { setNeedsLayout() }
    }
    /// Reads back the font at the field's text size when it adjusts (Dynamic Type).
    public var font: Font {
        get { adjustsFontForContentSizeCategory ? baseFont.scaled(for: traitCollection.preferredContentSizeCategory) : baseFont }
        set { baseFont = newValue }
    }
    private var baseFont: Font = .body {
        didSet { setNeedsLayout() }
    }
    /// Mirrors adjustsFontForContentSizeCategory (deviation: true by default, as Label's).
    public var adjustsFontForContentSizeCategory = true
    public var textColor: Color = .label {
        didSet { setNeedsLayout() }
    }
    /// The caret, selection and handle colour; `.clear` hides the caret (A1 textFieldClearTint).
    public var tintColor: Color = .systemBlue {
        didSet { setNeedsLayout() }
    }
    public var keyboardType: KeyboardType = .default
    public var returnKeyType: ReturnKeyType = .default
    public var isSecureTextEntry = false {
        didSet { setNeedsLayout() }
    }
    /// Mirrors autocapitalizationType: UIKit's default is sentences (B7.11).
    public var autocapitalizationType: AutocapitalizationType = .sentences
    /// Mirrors the settable inputView of UITextField.
    public var customInputView: View?
    /// Mirrors the settable inputAccessoryView of UITextField (E5.K1).
    public var customInputAccessoryView: View?
    /// Mirrors textField(_:shouldChangeCharactersIn:replacementString:) of the delegate:
    /// asked before every change a person makes (typing, delete, cut, paste).
    public var shouldChangeText: ((TextField, Range<Int>, String) -> Bool)?
    /// Mirrors textFieldDidBeginEditing(_:) of the delegate: called after the caret was
    /// placed, so a selection set here stays (A5.5), unlike one set on `.editingDidBegin`.
    public var didBeginEditing: ((TextField) -> Void)?
    /// Mirrors textFieldDidChangeSelection(_:) of the delegate: after the selection or
    /// the caret moved (typing moves it too).
    public var didChangeSelection: ((TextField) -> Void)?
    /// Mirrors textFieldShouldReturn(_:) of the delegate.
    public var shouldReturn: ((TextField) -> Bool)?
    /// Mirrors textFieldShouldBeginEditing(_:): asked before the field becomes first
    /// responder; false keeps it from editing (an app may show something else instead,
    /// as seed 000's iPad code presents the picker in a popover).
    public var shouldBeginEditing: ((TextField) -> Bool)?
    public private(set) var isEditing = false {
        didSet { setNeedsLayout() }
    }
    /// Mirrors clearButtonMode: when the ⓧ button shows, with text in the field (B12.8).
    public var clearButtonMode = ViewMode.never {
        didSet { setNeedsLayout() }
    }
    /// Mirrors textFieldShouldClear(_:) of the delegate: asked before the ⓧ clears.
    public var shouldClear: ((TextField) -> Bool)?
    /// The ⓧ button, made the first time it shows (TextField+clearButton).
    var clearButton: SymbolButton?
    /// A secure field that began editing again with text in it: UIKit clears that text on
    /// the first key typed (or deleted) before anything else.
    var clearsOnNextKey = false
    /// The selection as UTF-16 offsets; start == end is a caret.
    public internal(set) var selectedRange: Range<Int> = 0..<0 {
        didSet {
            selectionAnchor = nil
            setNeedsLayout()
            if oldValue != selectedRange { didChangeSelection?(self) }
        }
    }
    /// The end of the selection that Shift-arrows keep still (B7.5); nil when the
    /// selection was last set some other way (then the start is the anchor).
    var selectionAnchor: Int?
    /// When and where the last tap ended, for a double tap (B7.12).
    var lastTap: (time: Double, point: Point)?
    /// The x of the offsets measured since the text, font or secure entry last changed:
    /// a layout asks for the same two or three every time.
    var measuredOffsets: (text: String, font: Font, secure: Bool, xs: [Int: Double]) = ("", .body, false, [:])
    /// How far the text is scrolled along its line (B7.13): while editing, far enough
    /// that the caret shows; 0 otherwise. Subtracted from every measured x.
    var textScrollX = 0.0

    let textLabel = Label()
    let selectionHighlight = View()
    let caret = View()
    let startHandle = SelectionHandle(end: .start)
    let endHandle = SelectionHandle(end: .end)
    public let longPress = LongPressGestureRecognizer()

    public init(id: String? = nil, placeholder: String? = nil) {
        self.placeholder = placeholder
        super.init(id: id)
        semanticRole = .textField
        accessibilityLabel = placeholder
        for view in [selectionHighlight, textLabel, caret, startHandle, endHandle] { addSubview(view) }
        // Through the recognizer's view, cleared when the field goes (see ScrollView).
        longPress.action = { recognizer in
            if recognizer.state == .began { (recognizer.view as? TextField)?.longPressBegan() }
        }
        addGestureRecognizer(longPress)
    }

    /// Whether the caret shows while editing with no selection (a clear tint hides it).
    var showsCaret: Bool { !isTintClear }

    public var hasText: Bool { !text.isEmpty }
    open override var canBecomeFirstResponder: Bool { isEnabled }
    open override var inputView: View? { customInputView }
    open override var inputAccessoryView: View? { customInputAccessoryView }

    /// Sets the text from code: the caret goes to the end, no events fire.
    public func setText(_ newText: String) {
        text = newText
        selectedRange = length..<length
    }

    /// Sets the selection from code (A5.4: offsets outside 0…length are refused).
    @discardableResult
    public func setSelectedRange(_ range: Range<Int>) -> Bool {
        guard range.lowerBound >= 0, range.upperBound <= length else { return false }
        selectedRange = range
        return true
    }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let wasFirst = isFirstResponder
        if !wasFirst, let shouldBeginEditing, !shouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        if !wasFirst {
            isEditing = true
            clearsOnNextKey = isSecureTextEntry && hasText
            sendActions(for: .editingDidBegin)
            // UIKit places the caret after editingDidBegin runs, overwriting a selection
            // set there (A5.5).
            selectedRange = length..<length
            didBeginEditing?(self)
        }
        return true
    }

    open override func didResignFirstResponder() {
        guard isEditing else { return }
        isEditing = false
        clearsOnNextKey = false
        window?.hideEditMenu()
        sendActions(for: .editingDidEnd)
    }

    // MARK: Overrides (their logic lives in TextField+editing and TextField+drawing)

    open override func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool {
        canPerformEditAction(action)
    }

    open override func perform(_ action: EditAction, withSender sender: Any?) {
        performEditAction(action)
    }

    open override func layoutSubviews() { layoutText() }

    // MARK: Geometry and editing hooks (one line here; TextView overrides them, B7.9)

    /// The caret's height: the font's size and a quarter.
    var caretHeight: Double { font.size * 1.25 }

    /// The caret at the selection's end, in bounds coordinates.
    var caretRect: Rect {
        Rect(x: x(ofOffset: selectedRange.upperBound), y: (bounds.height - caretHeight) / 2, width: 2, height: caretHeight)
    }

    /// The selected text's rect (the caret's when nothing is selected): the edit menu
    /// points at it.
    var selectionRect: Rect {
        let caret = caretRect
        let start = x(ofOffset: selectedRange.lowerBound)
        return Rect(x: start, y: caret.minY, width: max(caret.width, caret.maxX - start), height: caret.height)
    }

    /// The nearest offset to a point in bounds coordinates (a tap).
    func offset(at point: Point) -> Int { offset(atX: point.x) }

    /// Where Up (or Down) takes a caret at `offset`: the start (or end) of the one line.
    func verticalOffset(from offset: Int, up: Bool) -> Int { up ? 0 : length }

    /// Whether Return types a newline rather than asking should-return (B7.1, B7.9).
    var returnInsertsNewline: Bool { false }

    /// Whether typing, delete, Cut and Paste may change the text.
    var isTextChangeable: Bool { true }

    open override var accessibilityValue: String? {
        isSecureTextEntry ? displayedText : text
    }

    open override var semanticStates: [ElementState] {
        super.semanticStates + (isEditing ? [.editing] : []) + (isSecureTextEntry ? [.secure] : [])
    }

    open override func describe(_ node: inout SemanticNode) {
        if isFirstResponder { node.selection = [selectedRange.lowerBound, selectedRange.upperBound] }
    }

    // MARK: Touches

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        super.touchesEnded(touches, with: event)
        guard isEnabled, let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        let point = touch.location(in: self)
        if isFirstResponder {
            tapped(at: point, time: touch.timestamp)
        } else {
            becomeFirstResponder()
            lastTap = (touch.timestamp, point)
        }
    }

    func longPressBegan() {
        if !isFirstResponder { guard becomeFirstResponder() else { return } }
        window?.showEditMenu(for: self, anchor: caretRect)
    }
}
