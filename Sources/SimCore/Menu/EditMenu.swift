/// Mirrors the edit menu as iOS 16's UIEditMenuInteraction draws it (B6.6): a light
/// platter in light mode (dark in dark mode), a row of commands above its target, each
/// offered only if the first responder chain can perform it (B6.2), hairlines between
/// them and none after the last; commands that do not fit across the screen go on further
/// pages, reached by a chevron at the trailing end (and back by one at the leading end).
public final class EditMenu: View {
    /// Placed in screen coordinates: not mirrored in a right-to-left window.
    public override var placesFrameByLayoutDirection: Bool { false }

    /// Its commands and the page showing are laid out in `layoutSubviews()`.
    public private(set) var actions: [EditAction] = [] {
        didSet { setNeedsLayout() }
    }
    private var items: [MenuItemView] = []
    /// The page of commands showing, when they do not fit on one.
    public private(set) var page = 0 {
        didSet { setNeedsLayout() }
    }
    let nextPage = SymbolButton(
        id: "menu-more", symbol: "chevron.right", accessibilityLabel: "More", glyphSize: Size(width: 9, height: 15),
        color: .label)
    let previousPage = SymbolButton(
        id: "menu-back", symbol: "chevron.left", accessibilityLabel: "Back", glyphSize: Size(width: 9, height: 15),
        color: .label)
    weak var target: View?
    var anchor: Rect = .zero {
        didSet { setNeedsLayout() }
    }

    init() {
        super.init(id: "edit-menu")
        semanticRole = .menu
        backgroundColor = .menuBackground
        cornerRadius = 8
        clipsToBounds = true
        shadowRadius = 12
        for (button, step) in [(nextPage, 1), (previousPage, -1)] {
            button.isHidden = true
            button.addAction(for: .primaryActionTriggered) { ($0.superview as? EditMenu)?.page += step }
            addSubview(button)
        }
    }

    static let height = 36.0
    static let gap = 8.0
    /// A page chevron's width (~).
    static let chevronWidth = 36.0

    func show(actions: [EditAction], for target: View, anchor: Rect, title: (EditAction) -> String) {
        self.actions = actions
        self.target = target
        self.anchor = anchor
        page = 0
        for item in items { item.removeFromSuperview() }
        // The commands in order, before the chevrons (the semantic tree lists them so).
        items = actions.enumerated().map { position, action in
            let item = MenuItemView(action: action, title: title(action)) { [weak self] action in self?.choose(action) }
            insertSubview(item, at: position)
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

    /// The commands on each page: as many as fit across `width`, leaving room for the
    /// chevrons a page shows.
    static func pages(of widths: [Double], width: Double) -> [Range<Int>] {
        guard widths.reduce(0, +) > width else { return [0..<widths.count] }
        var pages: [Range<Int>] = []
        var start = 0
        while start < widths.count {
            let room = width - chevronWidth * (start == 0 ? 1 : 2)
            var end = start, used = 0.0
            while end < widths.count, end == start || used + widths[end] <= room {
                used += widths[end]
                end += 1
            }
            // The last page needs no chevron onward: it may take one more command.
            if end == widths.count - 1, used + widths[end] <= room + chevronWidth { end += 1 }
            pages.append(start..<end)
            start = end
        }
        return pages
    }

    /// Above the anchor (screen points), centred on it, kept inside the safe area; below
    /// it when there is no room above.
    public override func layoutSubviews() {
        guard !isHidden, let window else { return }
        let widths = items.map { $0.preferredWidth }
        let safe = window.bounds.inset(by: window.safeAreaInsetsOfScreen).inset(
            by: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let pages = Self.pages(of: widths, width: safe.width)
        page = min(max(page, 0), pages.count - 1)
        let shown = pages[page]
        let hasPrevious = page > 0, hasNext = page < pages.count - 1
        let chevrons = Self.chevronWidth * Double((hasPrevious ? 1 : 0) + (hasNext ? 1 : 0))
        let width = widths[shown].reduce(0, +) + chevrons
        var x = anchor.midX - width / 2
        x = min(max(x, safe.minX), max(safe.minX, safe.maxX - width))
        var y = anchor.minY - Self.gap - Self.height
        if y < safe.minY { y = anchor.maxY + Self.gap }
        frame = Rect(x: x, y: y, width: width, height: Self.height)
        previousPage.isHidden = !hasPrevious
        nextPage.isHidden = !hasNext
        var itemX = 0.0
        if hasPrevious {
            previousPage.frame = Rect(x: 0, y: 0, width: Self.chevronWidth, height: Self.height)
            itemX = Self.chevronWidth
        }
        for (index, item) in items.enumerated() {
            item.isHidden = !shown.contains(index)
            guard shown.contains(index) else { continue }
            item.frame = Rect(x: itemX, y: 0, width: widths[index], height: Self.height)
            // A hairline between commands, and before a chevron onward; none after the last.
            item.showsDivider = index < shown.upperBound - 1 || hasNext
            itemX += widths[index]
        }
        if hasNext { nextPage.frame = Rect(x: itemX, y: 0, width: Self.chevronWidth, height: Self.height) }
    }
}
