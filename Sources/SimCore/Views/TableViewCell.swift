/// Mirrors UITableViewCell with the value1 style (title left, value right), the default
/// style (a title alone), or a text field filling the content, as the Contacts edit form
/// uses; with an accessory at the trailing edge (TableViewCell+accessory.swift).
open class TableViewCell: View {
    public let textLabel: Label?
    public let detailTextLabel: View?
    public let textField: TextField?
    /// This row's height when it is not the table's (a multi-line text view's row).
    public var rowHeight: Double? {
        didSet { if rowHeight != oldValue { section?.invalidateHeight() } }
    }
    /// Mirrors reuseIdentifier: a cell with one is kept for reuse when its row scrolls
    /// away in a data-source table; a cell without one is let go.
    /// Deviation: set after init (UIKit passes it to init(style:reuseIdentifier:)).
    public var reuseIdentifier: String?
    /// Whether a table has shown this cell (its data source made it once).
    var hasBeenInTable = false
    /// The section holding this cell, on screen or not.
    /// Unowned, not weak (see `View.superview`); the section clears it as it goes.
    unowned var section: TableSection?
    public let separator = View()
    /// Whether the separator below this cell shows (every cell but a section's last).
    var showsSeparator = true
    public var contentMargin = Metrics.cellContentInset
    /// Mirrors UITableViewCell.SelectionStyle: `none` suppresses the visuals only (A4.3).
    public enum SelectionStyle: Sendable { case none, gray }
    public var selectionStyle = SelectionStyle.gray
    public internal(set) var isHighlighted = false {
        didSet { if oldValue != isHighlighted { setNeedsSemanticsUpdate() } }
    }
    public internal(set) var isSelected = false {
        didSet { if oldValue != isSelected { setNeedsSemanticsUpdate() } }
    }
    /// Mirrors UITableViewCell.isEditing: set by a table in edit mode.
    public internal(set) var isEditing = false {
        didSet { if oldValue != isEditing { setNeedsSemanticsUpdate() } }
    }
    /// Mirrors accessoryType (B9.6).
    public var accessoryType = AccessoryType.none {
        didSet { if oldValue != accessoryType { setNeedsLayout() } }
    }
    /// The title's width beside a text field, the same in every cell that sets it, so
    /// their fields line up (B5.8). Deviation: a value1 cell sizes its title to its text;
    /// an app that aligns its fields lays its cell out itself, which this stands for.
    public var titleColumnWidth: Double?
    let accessorySymbol = SymbolView(symbol: "chevron.right")

    public init(id: String, title: String, detail: View) {
        let label = Label(text: title)
        textLabel = label
        detailTextLabel = detail
        textField = nil
        super.init(id: id)
        setUp(label: title)
        addSubview(label)
        addSubview(detail)
    }

    /// The default style: a title filling the content.
    public init(id: String, title: String) {
        let label = Label(text: title)
        textLabel = label
        detailTextLabel = nil
        textField = nil
        super.init(id: id)
        setUp(label: title)
        addSubview(label)
    }

    public init(id: String, field: TextField) {
        textLabel = nil
        detailTextLabel = nil
        textField = field
        super.init(id: id)
        setUp(label: field.placeholder)
        addSubview(field)
    }

    private func setUp(label: String?) {
        semanticRole = .cell
        accessibilityLabel = label
        backgroundColor = .secondarySystemGroupedBackground
        separator.backgroundColor = .separator
        addSubview(separator)
    }

    /// Mirrors prepareForReuse(): called as the cell is given back, before it is dequeued
    /// for another row. Highlight and selection are already cleared.
    open func prepareForReuse() {}

    open override var semanticStates: [ElementState] {
        (isSelected ? [.selected] : []) + (isHighlighted ? [.highlighted] : [])
            + (accessoryType == .checkmark ? [.checked] : [])
    }

    open override var accessibilityValue: String? {
        detailTextLabel?.accessibilityValue ?? textField.map { $0.text }
    }

    /// Mirrors how a value1 cell adapts at the accessibility text sizes: the title over
    /// its value (a label or a field), both full width, leading-aligned. Controls
    /// (switches, steppers) stay beside the title.
    public var stacksContent: Bool {
        traitCollection.preferredContentSizeCategory.isAccessibilityCategory && textLabel != nil
            && (detailTextLabel is Label || detailTextLabel is TextField)
    }

    static let verticalMargin = 11.0
    static let stackSpacing = 4.0

    open override func layoutSubviews() {
        let content = layoutAccessory(
            in: bounds.inset(by: EdgeInsets(top: 0, left: contentMargin, bottom: 0, right: contentMargin)))
        if let textField { textField.frame = content }
        updateLineLimits()
        if stacksContent, let textLabel, let detail = detailTextLabel {
            let titleHeight = textLabel.textHeight(forWidth: content.width)
            textLabel.frame = Rect(x: content.minX, y: Self.verticalMargin, width: content.width, height: titleHeight)
            let top = Self.verticalMargin + titleHeight + Self.stackSpacing
            detail.frame = Rect(x: content.minX, y: top, width: content.width, height: max(0, bounds.height - top - Self.verticalMargin))
            (detail as? Label)?.isStacked = true
        } else if let textLabel, detailTextLabel == nil {
            textLabel.frame = Rect(x: content.minX, y: 0, width: content.width, height: bounds.height)
        } else if let textLabel {
            let titleWidth = titleWidth(inContent: content.width)
            textLabel.frame = Rect(x: content.minX, y: 0, width: titleWidth, height: bounds.height)
            detailTextLabel?.frame = Rect(
                x: content.minX + titleWidth, y: 0, width: content.width - titleWidth, height: bounds.height)
            (detailTextLabel as? Label)?.isStacked = false
        }
        let shaded = selectionStyle != .none && (isHighlighted || isSelected)
        backgroundColor = shaded ? .cellHighlight : (section?.cellBackground ?? .secondarySystemGroupedBackground)
        separator.isHidden = !showsSeparator
        separator.frame = Rect(
            x: contentMargin, y: bounds.height - Metrics.separatorThickness,
            width: max(0, bounds.width - contentMargin), height: Metrics.separatorThickness)
    }
}
