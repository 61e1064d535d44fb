import SimCore

/// A form file running as a screen: a navigation bar over a table whose rows are the
/// same controls the built-in scenes use (docs/FORMS.md). Nothing here draws a row by
/// special-case code; the rows are UIKit-style cells, fields, labels and pickers.
final class FormScene: FormViewController {
    let document: FormDocument
    let context: SceneContext
    let navigationBar: NavigationBar
    let barBackdrop = View()
    let table: FormTableView
    /// Every row's cell, in form order.
    let cells: [FormCell]
    /// The text inputs in form order (F2): Return and Tab go through them.
    let textFields: [TextField]
    /// The text rows shown on this device, in the order of `textFields`.
    let textRows: [FormRow]
    var presenters: [String: PickerPresenter] = [:]

    static func descriptor(for document: FormDocument) -> SceneDescriptor {
        SceneDescriptor(id: document.id, title: document.title, source: "file") { context in
            FormScene(document: document, context: context)
        }
    }

    init(document: FormDocument, context: SceneContext) {
        self.document = document
        self.context = context
        let strings = FormStrings(document: document, locale: context.localization.identifier)
        var builder = FormRowBuilder(document: document, context: context, strings: strings)
        var sections: [TableSection] = []
        for (index, section) in document.sections.enumerated() {
            let idiom = context.device.idiom.rawValue
            let cells = section.rows.filter { $0.idioms?.contains(idiom) ?? true }.map { builder.cell(for: $0) }
            sections.append(TableSection(
                id: "section-\(index)", title: section.header.map(strings.text), header: section.header.map(strings.text),
                footer: section.footer.map(strings.text), cells: cells))
        }
        cells = sections.flatMap(\.cells).compactMap { $0 as? FormCell }
        textFields = builder.textFields
        textRows = builder.textRows
        table = FormTableView(id: "form", sections: sections)
        navigationBar = NavigationBar(
            id: "navigation-bar", title: strings.text(document.title),
            leading: document.cancel.map { Button(id: "cancel", title: strings.text($0)) },
            trailing: document.done.map { Button(id: "done", title: strings.text($0), font: .headline) })
        let root = View(id: "form-screen")
        root.backgroundColor = .systemGroupedBackground
        super.init(view: root)
        barBackdrop.backgroundColor = .barBackground
        if context.device.idiom == .pad { table.sideMargin = Metrics.tableSideMarginPad }
        table.keyboardDismissMode = .onDrag
        table.didSelectRow = { [unowned self] cell in self.didSelect(cell) }
        root.addSubview(table)
        root.addSubview(barBackdrop)
        root.addSubview(navigationBar)
        for (id, picker) in builder.pickers {
            guard let value = builder.valueViews[id] else { continue }
            presenters[id] = PickerPresenter(
                value: value, picker: picker, popoverID: "\(id)-popover", idiom: context.device.idiom)
        }
        connectTextFields()
        navigationBar.trailingButton?.addAction(for: .primaryActionTriggered) { [unowned self] _ in self.submit() }
    }

    func didSelect(_ cell: TableViewCell) {
        table.deselectRow(cell)
        guard let cell = cell as? FormCell, !cell.row.disabled else { return }
        switch cell.row.kind {
        case .text, .textView: cell.field?.becomeFirstResponder()
        case .date: presenters[cell.row.id]?.begin()
        case .button where cell.row.role == .submit: submit()
        default: break
        }
    }

    override func encodeRestorableState(with coder: inout [String: String]) { encodeValues(into: &coder) }

    override func decodeRestorableState(with coder: [String: String]) { restoreValues(from: coder) }

    override func viewWillLayoutSubviews() {
        layoutNavigationScreen(bar: navigationBar, backdrop: barBackdrop, body: table, device: context.device)
    }
}

extension FormDocument {
    /// This form as a scene a simulator can run.
    public var sceneDescriptor: SceneDescriptor { FormScene.descriptor(for: self) }
}
