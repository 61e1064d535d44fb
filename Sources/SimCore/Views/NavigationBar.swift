/// Mirrors UINavigationBar with a title and a leading and trailing bar button, and, when
/// the bar prefers large titles, the large title under them (NavigationBar+largeTitle).
public final class NavigationBar: View {
    public let titleLabel: Label
    public let leadingButton: Button?
    public let trailingButton: Button?
    let hairline = View()
    /// Mirrors prefersLargeTitles (E6.L1).
    public var prefersLargeTitles = false
    /// The large title's area under the inline bar, and the title in it; made the first
    /// time the bar shows a large title.
    var largeTitleArea: View?
    /// How much of the large title's area shows (0: collapsed into the inline title);
    /// the bar's frame is the inline bar and this.
    public internal(set) var largeTitleVisibleHeight = 0.0

    public init(id: String, title: String, leading: Button? = nil, trailing: Button? = nil) {
        titleLabel = Label(text: title, font: .headline)
        titleLabel.textAlignment = .center
        leadingButton = leading
        trailingButton = trailing
        super.init(id: id)
        semanticRole = .navigationBar
        accessibilityLabel = title
        hairline.backgroundColor = .separator
        // iOS's bars keep their size at every text size (a long press shows the large
        // content viewer instead).
        for label in [titleLabel, leading?.titleLabel, trailing?.titleLabel] { label?.adjustsFontForContentSizeCategory = false }
        addSubview(titleLabel)
        if let leading { addSubview(leading) }
        if let trailing { addSubview(trailing) }
        addSubview(hairline)
    }

    /// The bar's height: 44 pt, 32 pt when vertically compact, 50 pt on iPad.
    public static func height(for device: DeviceProfile, in orientation: Orientation) -> Double {
        if device.idiom == .pad { return Metrics.navigationBarHeightPad }
        return device.isVerticallyCompact(in: orientation)
            ? Metrics.navigationBarHeightCompact : Metrics.navigationBarHeightRegular
    }

    /// The inline bar's height: the frame less the large title's area.
    var inlineHeight: Double { max(0, bounds.height - largeTitleVisibleHeight) }

    public override func layoutSubviews() {
        let safe = safeAreaInsets
        let height = inlineHeight
        let layoutMargin = window?.systemLayoutMargin ?? Metrics.tableSideMarginPhone
        let margin = window?.barButtonMargin ?? 8
        var leadingEdge = safe.left + margin
        var trailingEdge = bounds.width - safe.right - margin
        if let leadingButton {
            leadingButton.frame = Rect(x: leadingEdge, y: 0, width: leadingButton.intrinsicWidth, height: height)
            leadingEdge = leadingButton.frame.maxX
        }
        if let trailingButton {
            let width = trailingButton.intrinsicWidth
            trailingButton.frame = Rect(x: trailingEdge - width, y: 0, width: width, height: height)
            trailingEdge = trailingButton.frame.minX
        }
        let inset = max(leadingEdge, bounds.width - trailingEdge)
        titleLabel.frame = Rect(x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: height)
        layoutLargeTitle(margin: layoutMargin)
        hairline.frame = Rect(
            x: 0, y: bounds.height - Metrics.separatorThickness, width: bounds.width,
            height: Metrics.separatorThickness)
    }
}
