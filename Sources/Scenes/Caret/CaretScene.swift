import SimCore

/// The caret lab of BEHAVIOR.md A5 (seed 004): a text field with buttons that move the
/// caret with the article's rules (◀, ▶, Select all), a button that tries a position
/// past the end (rejected), a toggle for where "select all on begin" runs (the
/// `.editingDidBegin` control event, overwritten; or textFieldDidBeginEditing, which
/// works), and a status line with the selection in UTF-16 offsets.
public final class CaretScene: FormViewController {
    public static let descriptor = SceneDescriptor(
        id: "caret", title: "Caret lab", variants: ["default"],
        hint: "Click the field, then \u{25C0} \u{25B6} and Select all: the status line says where the caret and "
            + "the selection are, in UTF-16 offsets (the emoji counts two).",
        make: { CaretScene(context: $0) })

    /// Latin, an emoji (two UTF-16 units) and Japanese: 14 UTF-16 units.
    static let initialText = "Hello 😀 こんにちは"

    /// Where the scene selects all text when editing begins (A5.5).
    enum BeginHook { case editingDidBegin, didBeginEditing }

    let context: SceneContext
    let titleLabel: Label
    let field = TextField(id: "caret-field")
    let fieldFrame: CaretFieldFrame
    let backButton = Button(id: "caret-back-button", title: "◀", font: Font(size: 22))
    let forwardButton = Button(id: "caret-forward-button", title: "▶", font: Font(size: 22))
    let selectAllButton: Button
    let invalidButton: Button
    let hookToggle: Button
    let statusLabel = Label(id: "caret-status", font: .footnote, color: .secondaryLabel)
    let hookLabel = Label(id: "begin-hook-status", font: .footnote, color: .secondaryLabel)
    var hook = BeginHook.editingDidBegin {
        didSet { view.setNeedsLayout() }
    }
    /// The outcome of the last button, shown after the selection.
    /// The status line says it (laid out with the selection, `viewWillLayoutSubviews`).
    var lastOutcome: String? {
        didSet { view.setNeedsLayout() }
    }

    init(context: SceneContext) {
        self.context = context
        fieldFrame = CaretFieldFrame(field: field)
        let l = SceneStrings(Self.strings, context.localization)
        titleLabel = Label(id: "caret-title", text: l.string("caret.title"), font: Font(size: 22, weight: 600))
        titleLabel.semanticRole = .label
        selectAllButton = Button(id: "select-all-button", title: l.string("caret.selectAll"))
        invalidButton = Button(id: "caret-invalid-button", title: l.string("caret.invalid"), font: .footnote)
        hookToggle = Button(id: "begin-hook-toggle", title: "editingDidBegin", font: .footnote)
        field.setText(Self.initialText)
        field.accessibilityLabel = l.string("caret.field")
        statusLabel.semanticRole = .label
        hookLabel.semanticRole = .label
        let root = View(id: "caret")
        root.backgroundColor = .systemBackground
        super.init(view: root)
        for subview in [
            titleLabel, fieldFrame, backButton, forwardButton, selectAllButton, invalidButton, hookToggle, statusLabel,
            hookLabel,
        ] { root.addSubview(subview) }
        root.keepFixedTextSizes()
        wireActions()
    }

    public override func viewWillLayoutSubviews() {
        guard let window = view.window else { return }
        let safe = window.safeAreaInsetsOfScreen
        let bounds = view.bounds
        let compact = context.device.isVerticallyCompact(in: window.orientation)
        let width = min(500, bounds.width - safe.left - safe.right - 40)
        let x = safe.left + (bounds.width - safe.left - safe.right - width) / 2
        let row = Metrics.minimumHitSize
        var y = safe.top + (compact ? 4 : 24)
        titleLabel.isHidden = compact
        if !compact {
            titleLabel.frame = Rect(x: x, y: y, width: width, height: 30)
            y += 30 + 12
        }
        fieldFrame.frame = Rect(x: x, y: y, width: width, height: row)
        y += row + 8
        let small = row + 12
        backButton.frame = Rect(x: x, y: y, width: small, height: row)
        forwardButton.frame = Rect(x: x + small + 8, y: y, width: small, height: row)
        let allWidth = max(row, selectAllButton.intrinsicWidth)
        selectAllButton.frame = Rect(x: x + 2 * (small + 8), y: y, width: allWidth, height: row)
        let invalidX = selectAllButton.frame.maxX + 8
        invalidButton.frame = Rect(x: invalidX, y: y, width: max(row, min(invalidButton.intrinsicWidth, x + width - invalidX)), height: row)
        y += row + 4
        statusLabel.frame = Rect(x: x, y: y, width: width, height: 20)
        y += 20
        // The toggle's title first: its width follows it (one layout pass settles).
        hookToggle.setTitle(hook == .editingDidBegin ? "editingDidBegin" : "textFieldDidBeginEditing")
        hookToggle.frame = Rect(x: x, y: y, width: max(row, hookToggle.intrinsicWidth), height: row)
        hookLabel.frame = Rect(x: hookToggle.frame.maxX + 8, y: y, width: max(0, x + width - hookToggle.frame.maxX - 8), height: row)
        statusLabel.text = statusText
        hookLabel.text = SceneStrings(Self.strings, context.localization).string("caret.hook")
    }
}

/// The caret field's rounded border, with the text inset from it as in a rounded-rect
/// field; a touch in the inset focuses the field too.
final class CaretFieldFrame: FieldHitArea {
    static let inset = 8.0

    init(field: TextField) {
        super.init(field: field)
        borderWidth = 1
        borderColor = .separator
        cornerRadius = 6
    }

    override func layoutSubviews() {
        field.frame = Rect(x: Self.inset, y: 0, width: max(0, bounds.width - 2 * Self.inset), height: bounds.height)
    }
}
