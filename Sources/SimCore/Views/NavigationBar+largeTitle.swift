/// E6.L1: the large title (UIKit's `prefersLargeTitles`): 34 pt bold at the leading
/// margin in a 52 pt area under the inline bar. As the content scrolls up the area
/// shrinks with it and clips the title, which slides up under the bar; as its text goes
/// under, the inline title fades in (from 20 pt of the area left to 8 pt, where the
/// title's line has gone).
extension NavigationBar {
    /// The large title's font: UIKit's 34 pt bold, not scaled with the text size (the
    /// bar keeps its size, as the inline title does).
    static let largeTitleFont = Font(size: 34, weight: 700)
    /// The large title label's height, and the gap under it in the expanded area.
    static let largeTitleLineHeight = 41.0
    static let largeTitleBottomGap = 8.0
    /// How far the area shrinks while the inline title fades in, ending where the large
    /// title's line has gone under the bar: the text's glyphs sit in about 12 pt of it.
    static let inlineTitleFadeLength = 12.0

    /// The large title's element: a label named by the bar's title.
    public var largeTitleLabel: Label? { largeTitleArea?.subviews.first as? Label }

    /// Shows the large title with `visible` points of its area (nil: no large title): the
    /// bar's frame is then the inline bar's height plus `visible`. Called by the
    /// navigation controller as the content scrolls.
    func showLargeTitle(visible: Double?) {
        largeTitleVisibleHeight = max(0, visible ?? 0)
        guard let visible else {
            largeTitleArea?.isHidden = true
            titleLabel.alpha = 1
            hairline.isHidden = false
            return
        }
        let area = largeTitleArea ?? makeLargeTitleArea()
        // Collapsed, the area and its title are gone (from the semantic tree too).
        area.isHidden = visible <= 0
        largeTitleLabel?.text = titleLabel.text
        // The inline title shows as the large one scrolls under the bar.
        let gone = Self.largeTitleBottomGap, fade = Self.inlineTitleFadeLength
        titleLabel.alpha = min(1, max(0, (gone + fade - visible) / fade))
        // At the scroll edge the bar has no shadow line, as iOS 15's scrollEdgeAppearance.
        hairline.isHidden = visible > 0
    }

    private func makeLargeTitleArea() -> View {
        let area = View(id: "\(elementID ?? "navigation-bar")-large-title-area")
        area.clipsToBounds = true
        area.isUserInteractionEnabled = false
        let label = Label(text: titleLabel.text, font: Self.largeTitleFont)
        label.elementID = "\(elementID ?? "navigation-bar")-large-title"
        label.semanticRole = .label
        label.adjustsFontForContentSizeCategory = false
        area.addSubview(label)
        insertSubview(area, at: 0)
        largeTitleArea = area
        return area
    }

    /// The area under the inline bar, the title at its bottom (above the 8 pt gap): it
    /// rides up with the content and is clipped by the area's top edge.
    func layoutLargeTitle(margin: Double) {
        guard let area = largeTitleArea, !area.isHidden, let label = largeTitleLabel else { return }
        let visible = largeTitleVisibleHeight
        area.frame = Rect(x: 0, y: inlineHeight, width: bounds.width, height: visible)
        let x = safeAreaInsets.left + margin
        label.frame = Rect(
            x: x, y: visible - Self.largeTitleBottomGap - Self.largeTitleLineHeight,
            width: max(0, bounds.width - x - safeAreaInsets.right - margin), height: Self.largeTitleLineHeight)
    }
}
