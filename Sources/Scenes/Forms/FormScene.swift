import SimCore

/// A form file running as a screen: a table whose rows are the same controls the
/// built-in scenes use (docs/FORMS.md), the root of a navigation controller whose bar
/// shows its title, Cancel and Done, and which pushes `choice` lists and `child` forms.
/// Nothing here draws a row by special-case code; the rows are UIKit-style cells,
/// fields, labels, pickers and controls.
final class FormScene: FormViewController, TextRowChaining {
    let document: FormDocument
    let context: SceneContext
    let directory: FormDirectory
    let table: FormTableView
    /// Every row's cell, in form order.
    let cells: [FormCell]
    /// The text inputs in form order (F2): Return and Tab go through them.
    let textFields: [TextField]
    /// The text rows shown on this device, in the order of `textFields`.
    let textRows: [FormRow]
    var presenters: [String: PickerPresenter] = [:]

    static func descriptor(for document: FormDocument, directory: FormDirectory, source: String = "file") -> SceneDescriptor {
        var descriptor = SceneDescriptor(
            id: document.id, title: document.name ?? document.title, variants: document.variants, source: source
        ) { context in
            if document.style == .stacked { return StackedFormScene(document: document, context: context) }
            return NavigationController(rootViewController: FormScene(document: document, context: context, directory: directory))
        }
        descriptor.variantDetails = document.variantDetails
        return descriptor
    }

    init(document: FormDocument, context: SceneContext, directory: FormDirectory) {
        let document = document.applying(variant: context.variant)
        self.document = document
        self.context = context
        self.directory = directory
        let strings = FormStrings(document: document, locale: context.localization.identifier)
        var builder = FormRowBuilder(document: document, context: context, strings: strings)
        var sections: [TableSection] = []
        for (index, section) in document.sections.enumerated() {
            let idiom = context.device.idiom.rawValue
            let rows = section.rows(for: context.localization.identifier)
            var cells = rows.filter { $0.idioms?.contains(idiom) ?? true }.map { builder.cell(for: $0) }
            if let radio = section.radio { cells += RadioOptionCell.cells(for: radio, strings: strings) }
            sections.append(TableSection(
                id: section.id ?? "section-\(index)", title: section.header.map(strings.text), header: section.header.map(strings.text),
                footer: section.footer.map(strings.text), cells: cells))
        }
        cells = sections.flatMap(\.cells).compactMap { $0 as? FormCell }
        textFields = builder.textFields
        textRows = builder.textRows
        table = FormTableView(id: document.tableID, sections: sections)
        let root = View(id: "form-screen")
        root.backgroundColor = .systemGroupedBackground
        super.init(view: root)
        title = strings.text(document.title)
        navigationItem.leftBarButtonItem = document.cancel.map { Button(id: "cancel", title: strings.text($0)) }
        navigationItem.rightBarButtonItem = document.done.map { Button(id: "done", title: strings.text($0), font: .headline) }
        if context.device.idiom == .pad { table.sideMargin = Metrics.tableSideMarginPad }
        table.keyboardDismissMode = .onDrag
        table.didSelectRow = { [unowned self] cell in self.didSelect(cell) }
        root.addSubview(table)
        for (id, picker) in builder.pickers {
            guard let value = builder.valueViews[id] else { continue }
            presenters[id] = PickerPresenter(
                value: value, picker: picker, popoverID: "\(id)-popover", idiom: context.device.idiom)
        }
        connectTextFields()
        navigationItem.rightBarButtonItem?.addAction(for: .primaryActionTriggered) { [unowned self] _ in self.submit() }
    }

    func didSelect(_ cell: TableViewCell) {
        table.deselectRow(cell)
        if let option = cell as? RadioOptionCell {
            for case let other as RadioOptionCell in table.sections.flatMap(\.cells) where other.groupID == option.groupID {
                other.accessoryType = other === option ? .checkmark : .none
            }
            return
        }
        guard let cell = cell as? FormCell, !cell.row.disabled else { return }
        switch cell.row.kind {
        case .text, .textView: cell.field?.becomeFirstResponder()
        case .date, .picker: presenters[cell.row.id]?.begin()
        case .button where cell.row.role == .submit: submit()
        case .choice: showChoices(for: cell)
        case .child: openChild(cell.row)
        default: break
        }
    }

    override func encodeRestorableState(with coder: inout [String: String]) { encodeValues(into: &coder) }

    override func decodeRestorableState(with coder: [String: String]) { restoreValues(from: coder) }

    override func viewWillLayoutSubviews() {
        table.frame = view.bounds
    }
}

extension FormDocument {
    /// This form as a scene a simulator can run.
    public var sceneDescriptor: SceneDescriptor { sceneDescriptor(directory: FormDirectory([self])) }

    /// This form as a scene whose `child` rows open forms of `directory`.
    public func sceneDescriptor(directory: FormDirectory) -> SceneDescriptor {
        FormScene.descriptor(for: self, directory: directory)
    }
}
