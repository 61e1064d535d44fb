/// Mirrors UIButton with a `menu`, `showsMenuAsPrimaryAction` and
/// `changesSelectionAsPrimaryAction` (E2.M1; SwiftUI's `Picker` in a `Form` on iOS 16 and
/// later): the chosen option and an up/down chevron in the accent colour; a tap opens the
/// menu next to it, the same on iPhone and iPad, the chosen item checked. A tap on an item
/// chooses it, the button shows it and the menu closes (valueChanged once when it
/// changed); a tap outside closes it and goes nowhere else; a rotation closes it.
/// Deviation: a class of its own rather than UIButton's configuration of a menu.
public final class PopUpButton: Button {
    public let options: [String]
    public private(set) var selectedIndex: Int {
        didSet { setNeedsLayout() }
    }
    public let menu: ContextMenuView
    let chevron: SymbolView
    let menuID: String
    /// Presents the menu from this button.
    public private(set) lazy var presentation: PopoverPresentation = {
        let presentation = PopoverPresentation(id: menuID, content: menu, contentSize: menu.preferredSize, sourceView: self)
        presentation.style = .menu
        // Mirrors UIButton's menu: it closes when the button leaves the window.
        presentation.endsWithSource = true
        return presentation
    }()

    /// `id` is the row's: the button is `<id>-button`, the menu `<id>-menu`.
    public init(id: String, options: [String], selectedIndex: Int, accent: Color = .systemBlue) {
        self.options = options
        self.selectedIndex = options.indices.contains(selectedIndex) ? selectedIndex : 0
        chevron = SymbolView(symbol: "chevron.up.chevron.down", tint: accent)
        menuID = "\(id)-menu"
        menu = ContextMenuView(idPrefix: menuID, titles: options)
        super.init(id: "\(id)-button", title: "", color: accent)
        titleLabel.textAlignment = .right
        addSubview(chevron)
        // Weak: the menu is in the window and may outlive the button (its row let go).
        menu.onChoose = { [weak self] index in self?.choose(index) }
        addAction(for: .primaryActionTriggered) { sender in (sender as? PopUpButton)?.openMenu() }
        show()
    }

    public var selectedTitle: String { options.indices.contains(selectedIndex) ? options[selectedIndex] : "" }

    /// Chooses an option from code: shown at once, no valueChanged.
    public func select(_ index: Int) {
        guard options.indices.contains(index) else { return }
        selectedIndex = index
        show()
    }

    func openMenu() {
        menu.checkedIndex = selectedIndex
        presentation.present()
    }

    /// An item was tapped: the menu closes, and a new option is shown and reported once.
    func choose(_ index: Int) {
        presentation.dismiss()
        guard options.indices.contains(index), index != selectedIndex else { return }
        select(index)
        sendActions(for: .valueChanged)
    }

    func show() {
        setTitle(selectedTitle)
        shownValue = selectedTitle
    }

    /// The option's text, 4 pt, then the 12 pt chevron.
    public override var intrinsicContentSize: Size {
        Size(width: titleLabel.font.width(of: titleLabel.text ?? "") + 20, height: 44)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        chevron.frame = Rect(x: bounds.width - 12, y: bounds.height / 2 - 9, width: 12, height: 18)
        titleLabel.frame = Rect(x: 0, y: 0, width: max(0, bounds.width - 16), height: bounds.height)
        chevron.alpha = titleLabel.alpha
    }
}
