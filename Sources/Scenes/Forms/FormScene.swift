import SimCore

/// A form file running as a screen: a table whose rows are the same controls the
/// built-in scenes use (docs/FORMS.md), the root of a navigation controller whose bar
/// shows its title, Cancel and Done, and which pushes `choice` lists and `child` forms.
/// Nothing here draws a row by special-case code; the rows are UIKit-style cells,
/// fields, labels, pickers and controls.
final class FormScene: FormViewController, TableViewDataSource {
    let document: FormDocument
    let context: SceneContext
    let directory: FormDirectory
    let strings: FormStrings
    var table: FormTableView
    /// The form's rows on this device and the transitions of its state.
    let rules: FormRules
    /// The form's values, hidden rows and validity (FormScene+state.swift): the cells
    /// show it, the controls change it through `send(_:)`.
    var state: FormState
    /// The table's sections: which of the document's each is, its rows shown now and its
    /// radio group, whose options follow its rows. A section whose rows `visibleWhen`
    /// hides, all of them, is not shown (FormScene+visibility.swift).
    var sectionIndices: [Int] = []
    var sectionRows: [[FormRow]] = []
    /// The shown rows' heights where their kind sets one, by section and row as
    /// `sectionRows`: the table asks for every row's height as it lays out.
    var rowHeights: [[RowKind.Height?]] = []
    var radios: [FormRadio?] = []
    /// Where the text rows are (F2's order of Return and Tab).
    var textRowPaths: [IndexPath] = []
    /// Whether the form can be submitted (Return on its last text row is Go).
    let hasSubmit: Bool
    /// A growing text view row's wrapped line count, by row id, as its text last changed
    /// (B12.7).
    var textViewLines: [String: Int] = [:]
    /// The growing text view rows whose text changed since the last layout, by row id,
    /// with the lines each showed before: their lines are counted once, as the layout
    /// begins (FormScene+textRows). The count holds its text view weakly, as nothing
    /// here holds a control.
    var textViewsToMeasure: [String: (lines: () -> Int?, area: FormControl.TextArea, shown: Int)] = [:]
    /// The date pickers' wheel order and names for the form's locale, worked out for the
    /// first date row shown and shared by the rest.
    var datePickerLocale: DatePickerLocale?
    /// The keyboard bars the text rows share, by style (E5.K1).
    var accessoryBars: [FormControl.Accessory: KeyboardAccessoryBar] = [:]
    var calendarLocale: CalendarLocale?
    /// The time wheels' clock for the form's locale, shared likewise.
    var timePickerLocale: TimePickerLocale?
    /// What `.onAppear` asked of the screen before it was in a window (an alert, a field's
    /// focus): carried out at its first layout there.
    var appearEffects: [FormEffect] = []
    /// Told when the form leaves its navigation stack (a program push's state follows).
    var didLeave: (() -> Void)?

    static func descriptor(for document: FormDocument, directory: FormDirectory, source: String = "file") -> SceneDescriptor {
        var descriptor = SceneDescriptor(
            id: document.id, title: document.name ?? document.title, variants: document.variants, source: source,
            hint: document.hint
        ) { context in
            if document.style == .stacked { return StackedFormScene(document: document, context: context) }
            // A SwiftUI Form with no NavigationStack: no bar, and nothing to push.
            if !document.navigationBar { return FormScene(document: document, context: context, directory: directory) }
            let navigation = NavigationController(
                rootViewController: FormScene(document: document, context: context, directory: directory))
            // Each form says whether it shows a large title (its item's display mode); the
            // screens it pushes that do not say follow it (E6.L1).
            navigation.navigationBar.prefersLargeTitles = true
            return navigation
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
        self.strings = strings
        rules = FormRules(document: document, idiom: context.device.idiom.rawValue, locale: context.localization.identifier)
        var state = rules.initialState()
        // `.onAppear` and `.task` run before the first frame, so the table is made from
        // what they set; what else they ask waits for the window.
        let appeared = document.program.onAppear.isEmpty ? [] : rules.reduce(&state, .appear)
        self.state = state
        hasSubmit = document.hasSubmit
        table = FormTableView(id: document.tableID, sections: [])
        let root = View(id: "form-screen")
        root.backgroundColor = .systemGroupedBackground
        super.init(view: root)
        installTable(rules.shownSections(state))
        title = strings.text(document.title)
        navigationItem.largeTitleDisplayMode = document.largeTitle ? .always : .never
        navigationItem.leftBarButtonItem = document.cancel.map { Button(id: "cancel", title: strings.text($0)) }
        navigationItem.rightBarButtonItem = document.done.map { Button(id: "done", title: strings.text($0), font: .headline) }
        // Weak, as UIControl's targets: a bar button a touch holds can outlive its form.
        navigationItem.rightBarButtonItem?.addAction(for: .primaryActionTriggered) { [weak self] _ in
            guard let self else { return }
            if self.document.program.doneAction != nil { return self.send(.barButton(done: true)) }
            self.submit()
            // A form presented as a sheet closes once submitted (E4); a pushed one stays.
            if self.state.isSubmitted { self.dismiss(animated: true) }
        }
        navigationItem.leftBarButtonItem?.addAction(for: .primaryActionTriggered) { [weak self] _ in
            guard let self else { return }
            if self.document.program.cancelAction != nil { return self.send(.barButton(done: false)) }
            self.dismiss(animated: true)
        }
        appearEffects = appeared.filter {
            switch $0 {
            case .presentAlert, .log, .focus: true
            default: false
            }
        }
    }

    /// The form row at an index path, nil for a radio option.
    func row(at path: IndexPath) -> FormRow? {
        let rows = sectionRows[path.section]
        return rows.indices.contains(path.row) ? rows[path.row] : nil
    }

    func didSelect(_ cell: TableViewCell) {
        table.deselectRow(cell)
        if let option = cell as? RadioOptionCell {
            choose(option)
            return
        }
        guard let cell = cell as? FormCell, !cell.isDisabled else { return }
        cell.row.definition.select(self, cell)
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        guard rowHeights.indices.contains(indexPath.section), rowHeights[indexPath.section].indices.contains(indexPath.row),
            let height = rowHeights[indexPath.section][indexPath.row], let row = row(at: indexPath)
        else { return TableView.automaticDimension }
        return height(self, row, indexPath) ?? TableView.automaticDimension
    }

    /// A date row of a style or a menu row: its title over its control where it stacks.
    func stackedHeight(at indexPath: IndexPath) -> Double {
        guard let row = row(at: indexPath), table.sections.indices.contains(indexPath.section) else { return TableView.automaticDimension }
        let width = table.sections[indexPath.section].layoutWidth
        let category = table.traitCollection.preferredContentSizeCategory
        return ControlBelowTitleCell.height(of: row, title: strings.text(row.label ?? ""), width: width, category: category)
            ?? TableView.automaticDimension
    }

    override var inspectedState: InspectedState? { inspectedProgramState }

    override func didMove(toParent parent: ViewController?) {
        if parent == nil { didLeave?() }
    }

    override func encodeRestorableState(with coder: inout [String: String]) { coder.merge(rules.savedState(state)) { $1 } }

    override func decodeRestorableState(with coder: [String: String]) { send(.restore(coder)) }

    /// The table's frame: the whole view, or with no navigation bar above it
    /// (`navigationBar: false`) the view below the status bar. Deviation: UIKit lets a
    /// table's content scroll under the status bar, inset by the safe area; here it
    /// starts below, as it starts below a bar (ScrollView.topBarInset).
    var tableFrame: Rect {
        guard navigationController == nil else { return view.bounds }
        let top = min(view.safeAreaInsets.top, view.bounds.height)
        return Rect(x: 0, y: top, width: view.bounds.width, height: view.bounds.height - top)
    }

    override func viewWillLayoutSubviews() {
        table.frame = tableFrame
        measureChangedTextViews()
        if !appearEffects.isEmpty, view.window != nil {
            let effects = appearEffects
            appearEffects = []
            carryOut(effects)
        }
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
