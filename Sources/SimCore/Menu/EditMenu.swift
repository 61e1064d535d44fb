/// Mirrors the edit menu (UIEditMenuInteraction / UIMenuController): a row of commands
/// above its target, each offered only if the first responder chain can perform it (B6.2).
public final class EditMenu: View {
    /// Placed in screen coordinates: not mirrored in a right-to-left window.
    public override var placesFrameByLayoutDirection: Bool { false }

    public private(set) var actions: [EditAction] = []
    private var items: [MenuItemView] = []
    weak var target: View?
    var anchor: Rect = .zero

    init() {
        super.init(id: "edit-menu")
        semanticRole = .menu
        backgroundColor = Color("#2C2C2E")
        cornerRadius = 8
        clipsToBounds = true
        shadowRadius = 12
    }

    static let height = 36.0
    static let gap = 8.0

    func show(actions: [EditAction], for target: View, anchor: Rect, title: (EditAction) -> String) {
        self.actions = actions
        self.target = target
        self.anchor = anchor
        for item in items { item.removeFromSuperview() }
        items = actions.map { action in
            let item = MenuItemView(action: action, title: title(action)) { [weak self] action in self?.choose(action) }
            addSubview(item)
            return item
        }
        isHidden = false
    }

    func hide() {
        isHidden = true
        target = nil
    }

    func choose(_ action: EditAction) {
        guard let responder = window?.firstResponder,
            let performer = responder.target(forAction: action, withSender: self)
        else { return hide() }
        hide()  // first: the action may show the menu again (Select, Select All)
        performer.perform(action, withSender: self)
    }

    /// Above the anchor (screen points), centred on it, kept inside the safe area; below
    /// it when there is no room above.
    public override func layoutSubviews() {
        guard !isHidden, let window else { return }
        let widths = items.map { $0.preferredWidth }
        let width = widths.reduce(0, +)
        let safe = window.bounds.inset(by: window.safeAreaInsetsOfScreen).inset(
            by: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        var x = anchor.midX - width / 2
        x = min(max(x, safe.minX), max(safe.minX, safe.maxX - width))
        var y = anchor.minY - Self.gap - Self.height
        if y < safe.minY { y = anchor.maxY + Self.gap }
        frame = Rect(x: x, y: y, width: width, height: Self.height)
        var itemX = 0.0
        for (item, itemWidth) in zip(items, widths) {
            item.frame = Rect(x: itemX, y: 0, width: itemWidth, height: Self.height)
            itemX += itemWidth
        }
    }
}
