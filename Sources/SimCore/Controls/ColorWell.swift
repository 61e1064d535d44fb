/// Mirrors UIColorWell: a 28 pt circle of the chosen colour inside a ring, at a row's
/// trailing edge. A tap presents the colour picker (UIColorPickerViewController) as
/// UIKit does: a popover pointing at the well where the width is regular (iPad), a sheet
/// from the bottom where it is compact (iPhone), through the popover presentation that
/// adapts. A swatch chosen there shows in the well at once and sends `.valueChanged`;
/// setting the value from code sends nothing.
/// Deviation: UIKit's ring is a conic rainbow; FormSim draws it in the grey of a
/// separator, with a gap of the background between ring and fill.
public final class ColorWell: Control {
    public static let side = 28.0
    static let ringWidth = 2.5
    static let gap = 2.0
    public let picker: ColorPickerView
    /// The picker's popover, or sheet in a compact width (`<id>-picker`); made at the
    /// first tap, when the well is its source.
    public private(set) lazy var presentation: PopoverPresentation = {
        let presentation = PopoverPresentation(
            id: "\(rowID)-picker", content: picker, contentSize: ColorPickerView.contentSize(count: picker.swatches.count),
            sourceView: self)
        // The picker belongs to the well: it goes when the well leaves the window.
        presentation.endsWithSource = true
        return presentation
    }()
    let rowID: String
    /// The fill inside the ring (`<id>-well-fill`).
    public let fill = View()
    /// The chosen colour's name, or its `#RRGGBB` when no swatch has it.
    public private(set) var value: String {
        didSet { if oldValue != value { setNeedsSemanticsUpdate() } }
    }
    public private(set) var color: Color

    /// `id` is the row's: the well is `<id>-well`.
    public init(id: String, swatches: [ColorSwatch], value: String, color: Color) {
        picker = ColorPickerView(id: id, swatches: swatches)
        self.value = value
        self.color = color
        rowID = id
        super.init(id: "\(id)-well")
        semanticRole = .button
        frame.size = Size(width: Self.side, height: Self.side)
        cornerRadius = Self.side / 2
        borderWidth = Self.ringWidth
        borderColor = .separator
        fill.isUserInteractionEnabled = false
        fill.renderID = "\(id)-well-fill"
        addSubview(fill)
        picker.choose(value)
        // Weak: the picker's content can outlive the well while it fades out.
        picker.didChoose = { [weak self] swatch in self?.choose(swatch) }
        picker.didClose = { [weak self] in self?.presentation.dismiss() }
        addAction(for: .touchUpInside) { [weak self] _ in self?.presentation.present() }
    }

    public override var intrinsicContentSize: Size { Size(width: Self.side, height: Self.side) }

    public override var accessibilityValue: String? { value }

    /// Sets the value from code: nothing sent.
    public func setValue(_ value: String, color: Color) {
        self.value = value
        self.color = color
        picker.choose(value)
        setNeedsLayout()
    }

    private func choose(_ swatch: ColorSwatch) {
        guard swatch.name != value else { return }
        setValue(swatch.name, color: swatch.color)
        sendActions(for: .valueChanged)
    }

    public override func layoutSubviews() {
        let inset = Self.ringWidth + Self.gap
        fill.frame = Rect(x: inset, y: inset, width: max(0, bounds.width - 2 * inset), height: max(0, bounds.height - 2 * inset))
        fill.cornerRadius = fill.frame.width / 2
        fill.backgroundColor = color
        alpha = isEnabled ? 1 : 0.5
    }
}
