/// Mirrors UIToolbar: a 44 pt bar of items laid out from the leading edge, flexible
/// spaces sharing what is left (E5.K1: a text field's keyboard bar). A hairline runs
/// along its top, as UIKit's shadow image.
/// Deviation: items are plain buttons and spaces (UIKit has UIBarButtonItem); the bar
/// draws no background of its own, so over the keyboard it has the keyboard's.
public final class Toolbar: View {
    /// Mirrors the kinds of UIBarButtonItem a toolbar lays out.
    public enum Item {
        case button(Button)
        /// Mirrors UIBarButtonItem.flexibleSpace().
        case flexibleSpace
        /// Mirrors UIBarButtonItem.fixedSpace(_:).
        case fixedSpace(Double)
    }

    /// Mirrors items.
    public var items: [Item] {
        didSet { attachItems() }
    }
    let hairline = View()

    public init(id: String, items: [Item] = []) {
        self.items = items
        super.init(id: id)
        semanticRole = .toolbar
        hairline.backgroundColor = .separator
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
        attachItems()
    }

    /// UIToolbar's height: 44 pt on every device and in both orientations.
    public override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: Metrics.toolbarHeight) }

    private var buttons: [Button] {
        items.compactMap { if case .button(let button) = $0 { button } else { nil } }
    }

    private func attachItems() {
        for case let button as Button in subviews where !buttons.contains(where: { $0 === button }) {
            button.removeFromSuperview()
        }
        for button in buttons where button.superview !== self { addSubview(button) }
    }

    public override func layoutSubviews() {
        // The bar button margin of a navigation bar (B12.3); over the keyboard, the
        // screen's margin and safe area, as the bar spans the screen whatever the app's
        // window is (E5.K1, F1.W3).
        let overKeyboard = superview is InputPanel
        let safe = overKeyboard ? (window?.screenSafeArea ?? safeAreaInsets) : safeAreaInsets
        let margin = (overKeyboard ? window?.screenBarButtonMargin : window?.barButtonMargin) ?? 8
        let leading = safe.left + margin, trailing = bounds.width - safe.right - margin
        let fixed = items.reduce(0.0) { total, item in
            switch item {
            case .button(let button): total + button.intrinsicWidth
            case .fixedSpace(let width): total + width
            case .flexibleSpace: total
            }
        }
        let flexibleCount = items.filter { if case .flexibleSpace = $0 { true } else { false } }.count
        let flexible = flexibleCount == 0 ? 0 : max(0, trailing - leading - fixed) / Double(flexibleCount)
        var x = leading
        for item in items {
            switch item {
            case .button(let button):
                button.frame = Rect(x: x, y: 0, width: button.intrinsicWidth, height: bounds.height)
                x += button.intrinsicWidth
            case .fixedSpace(let width): x += width
            case .flexibleSpace: x += flexible
            }
        }
        hairline.frame = Rect(x: 0, y: 0, width: bounds.width, height: Metrics.separatorThickness)
    }
}
