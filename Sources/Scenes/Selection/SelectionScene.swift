import Foundation
import SimCore

/// The selectable list of BEHAVIOR.md A4 (seed 002): a plain table of 30 rows that
/// scrolls and reuses its cells, an Edit button in the navigation bar, a toolbar with the
/// multiple-selection toggle, "Select row 3" (from code) and the selection style toggle,
/// and the delegate log at the bottom.
public final class SelectionScene: ViewController {
    public static let descriptor = SceneDescriptor(
        id: "selection", title: "Selectable list", variants: ["default"],
        hint: "Click a row: it highlights, then selects (a blue frame and a checkmark). Drag to scroll: nothing "
            + "highlights. Select row 3 selects from code: the delegate log lists only what you selected.",
        make: { SelectionScene(context: $0) })

    static let rowCount = 30
    /// The row "Select row 3" selects: row 3 counted from 1, as its id `row-3` says.
    static let codeSelectedRow = 2

    let context: SceneContext
    let navigationBar: NavigationBar
    let editButton: Button
    let barBackdrop = View()
    let toolbar = View(id: "selection-toolbar")
    let multipleToggle: Button
    let selectRowButton: Button
    let styleToggle: Button
    let table: PlainTableView
    let log: DelegateLogView
    var selectionStyle = TableViewCell.SelectionStyle.gray

    init(context: SceneContext) {
        self.context = context
        let l = SceneStrings(Self.strings, context.localization)
        editButton = Button(id: "edit-button", title: l.string("selection.edit"))
        navigationBar = NavigationBar(id: "navigation-bar", title: l.string("selection.title"), trailing: editButton)
        multipleToggle = Button(id: "multiple-toggle", title: l.string("selection.multipleOff"), font: .footnote)
        selectRowButton = Button(id: "select-row-3-button", title: l.string("selection.selectRow3"), font: .footnote)
        styleToggle = Button(id: "selection-style-toggle", title: l.string("selection.styleDefault"), font: .footnote)
        table = PlainTableView(id: "selection-table", numberOfRows: Self.rowCount) { SelectionRowCell() }
        log = DelegateLogView(id: "delegate-log", title: l.string("selection.log"))
        let root = View(id: "selection")
        root.backgroundColor = .systemBackground
        super.init(view: root)
        barBackdrop.backgroundColor = .barBackground
        toolbar.backgroundColor = .barBackground
        for button in [multipleToggle, selectRowButton, styleToggle] { toolbar.addSubview(button) }
        // A toolbar's items keep their size at every text size, as UIToolbar's do (iOS
        // shows them large in the Large Content Viewer instead).
        toolbar.keepFixedTextSizes()
        for subview in [table, toolbar, barBackdrop, navigationBar, log] { root.addSubview(subview) }
        table.allowsMultipleSelectionDuringEditing = true
        table.rowElementID = { "row-\($0 + 1)" }
        table.configureCell = { [weak self] cell, row in
            guard let self else { return }
            (cell as? SelectionRowCell)?.configure(title: self.title(ofRow: row))
            cell.selectionStyle = self.selectionStyle
        }
        table.didSelectRow = { [weak self] row in self?.log.append("didSelectRowAt \(row + 1)") }
        table.didDeselectRow = { [weak self] row in self?.log.append("didDeselectRowAt \(row + 1)") }
        wireActions()
    }

    func title(ofRow row: Int) -> String {
        SceneStrings(Self.strings, context.localization).string("selection.row").replacingOccurrences(of: "%d", with: String(row + 1))
    }

    func wireActions() {
        let l = SceneStrings(Self.strings, context.localization)
        editButton.addAction(for: .touchUpInside) { [weak self] _ in
            guard let self else { return }
            self.table.setEditing(!self.table.isEditing, animated: true)
            self.editButton.setTitle(l.string(self.table.isEditing ? "selection.done" : "selection.edit"))
        }
        multipleToggle.addAction(for: .touchUpInside) { [weak self] _ in
            guard let self else { return }
            self.table.allowsMultipleSelection.toggle()
            self.multipleToggle.isSelected = self.table.allowsMultipleSelection
            self.multipleToggle.setTitle(
                l.string(self.table.allowsMultipleSelection ? "selection.multipleOn" : "selection.multipleOff"))
        }
        // A4.7: selecting from code does not call the delegate, so the log stays as it is.
        selectRowButton.addAction(for: .touchUpInside) { [weak self] _ in
            guard let self else { return }
            self.table.selectRow(Self.codeSelectedRow)
        }
        styleToggle.addAction(for: .touchUpInside) { [weak self] _ in
            guard let self else { return }
            self.selectionStyle = self.selectionStyle == .none ? .gray : .none
            self.styleToggle.isSelected = self.selectionStyle == .none
            self.styleToggle.setTitle(
                l.string(self.selectionStyle == .none ? "selection.styleNone" : "selection.styleDefault"))
            for cell in self.table.visibleCells.values { cell.selectionStyle = self.selectionStyle }
        }
    }

    public override func viewWillLayoutSubviews() {
        guard let window = view.window else { return }
        let bounds = view.bounds
        let safe = window.safeAreaInsetsOfScreen
        let orientation = window.orientation
        let barHeight = NavigationBar.height(for: context.device, in: orientation)
        let barTop = max(safe.top, context.device.statusBarHeight(in: orientation))
        navigationBar.frame = Rect(x: 0, y: barTop, width: bounds.width, height: barHeight)
        barBackdrop.frame = Rect(x: 0, y: 0, width: bounds.width, height: barTop + barHeight)
        let toolbarHeight = Metrics.minimumHitSize
        toolbar.frame = Rect(x: 0, y: barTop + barHeight, width: bounds.width, height: toolbarHeight)
        let buttons = [multipleToggle, selectRowButton, styleToggle]
        let usable = bounds.width - safe.left - safe.right - 16
        let slot = usable / Double(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = Rect(x: safe.left + 8 + Double(index) * slot, y: 0, width: slot, height: toolbarHeight)
        }
        let logHeight = DelegateLogView.height + safe.bottom
        log.frame = Rect(x: 0, y: bounds.height - logHeight, width: bounds.width, height: logHeight)
        let tableTop = toolbar.frame.maxY
        table.frame = Rect(x: 0, y: tableTop, width: bounds.width, height: max(0, log.frame.minY - tableTop))
    }
}
