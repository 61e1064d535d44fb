/// Mirrors a UITableViewController showing one inset-grouped section of options, the
/// chosen one with a checkmark (B9.7): what a settings app pushes for a choice row.
/// Rows are `<prefix>-option-<n>` (n from 0) in the table `<prefix>-options`. Tapping a
/// row moves the checkmark to it and calls `didChoose` once with its index; popping is
/// left to the caller, as in UIKit.
open class SelectionListViewController: ViewController {
    public let tableView: TableView
    public let options: [String]
    /// The row showing the checkmark, if any.
    public private(set) var selectedIndex: Int?
    /// Called once per tap on a row, with the row's index.
    public var didChoose: ((Int) -> Void)?

    public init(prefix: String, title: String? = nil, options: [String], selectedIndex: Int? = nil, header: String? = nil) {
        self.options = options
        let cells = options.enumerated().map { index, option in
            TableViewCell(id: "\(prefix)-option-\(index)", title: option)
        }
        tableView = TableView(
            id: "\(prefix)-options", sections: [TableSection(id: "\(prefix)-options-section", title: header, cells: cells)])
        let root = View()
        root.backgroundColor = .systemGroupedBackground
        super.init(view: root)
        self.title = title
        root.addSubview(tableView)
        tableView.didSelectRow = { [weak self] cell in self?.choose(cell) }
        select(selectedIndex)
    }

    public var cells: [TableViewCell] { tableView.sections.flatMap(\.cells) }

    /// Moves the checkmark from code; never calls `didChoose`.
    public func select(_ index: Int?) {
        selectedIndex = index.flatMap { options.indices.contains($0) ? $0 : nil }
        for (row, cell) in cells.enumerated() { cell.accessoryType = row == selectedIndex ? .checkmark : .none }
    }

    func choose(_ cell: TableViewCell) {
        tableView.deselectRow(cell)
        guard let index = cells.firstIndex(where: { $0 === cell }) else { return }
        select(index)
        didChoose?(index)
    }

    open override func viewWillLayoutSubviews() {
        tableView.frame = view.bounds
    }
}
