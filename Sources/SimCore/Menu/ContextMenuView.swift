/// The list a pop-up button's UIMenu opens (E2.M1): rounded (the presentation's body),
/// one 44 pt item an option, 250 pt wide; taller than the room on screen it scrolls
/// (the presentation cuts it to the safe area). Items are `<prefix>-item-<n>`.
public final class ContextMenuView: ScrollView {
    public let items: [ContextMenuItemView]
    static let itemHeight = 44.0
    static let width = 250.0
    var onChoose: (Int) -> Void = { _ in }
    /// The chosen option's item shows a checkmark.
    public var checkedIndex: Int? {
        didSet { for item in items { item.isChecked = item.index == checkedIndex } }
    }

    init(idPrefix: String, titles: [String]) {
        items = titles.enumerated().map { index, title in
            ContextMenuItemView(id: "\(idPrefix)-item-\(index)", index: index, title: title)
        }
        super.init()
        for item in items {
            // Weak: a touch can hold an item after its menu is let go.
            item.onChoose = { [weak self] index in self?.onChoose(index) }
            addSubview(item)
        }
    }

    /// Every item at full height; the presentation cuts it to the screen.
    var preferredSize: Size { Size(width: Self.width, height: Double(items.count) * Self.itemHeight) }

    public override func layoutSubviews() {
        contentSize = preferredSize
        for item in items {
            item.frame = Rect(x: 0, y: Double(item.index) * Self.itemHeight, width: bounds.width, height: Self.itemHeight)
        }
    }
}
