import SimCore

/// A form file in the `stacked` style (docs/FORMS.md): no table and no bar, a large
/// title `<form>-title` over text fields in 44 pt containers `<id>-container` drawn flat
/// with a bottom border, filled buttons, and a status line `<form>-status` that says the
/// form was submitted. The login form of docs/BEHAVIOR.md A2 is one.
final class StackedFormScene: FormViewController, TextRowChaining, KeyboardAccessoryHost {
    let document: FormDocument
    let context: SceneContext
    let strings: FormStrings
    let titleLabel: Label
    let containers: [FieldContainer]
    let buttons: [SubmitButton]
    let statusLabel: Label
    let textFields: [TextField]
    let textRows: [FormRow]
    /// The keyboard bars the text rows share, by style (E5.K1).
    var accessoryBars: [FormControl.Accessory: KeyboardAccessoryBar] = [:]
    /// How many times the form was submitted.
    private(set) var submissions = 0

    init(document: FormDocument, context: SceneContext) {
        let document = document.applying(variant: context.variant)
        self.document = document
        self.context = context
        strings = FormStrings(document: document, locale: context.localization.identifier)
        var builder = FormRowBuilder(document: document, context: context, strings: strings)
        var containers: [FieldContainer] = []
        var buttons: [SubmitButton] = []
        var submitButtons: [Bool] = []
        let idiom = context.device.idiom.rawValue
        for row in document.rows where row.idioms?.contains(idiom) ?? true {
            // The reader admits text and button rows only in a stacked form.
            if case .text(let entry) = row.control {
                let field = builder.textField(row, entry, label: strings.text(row.label ?? ""))
                containers.append(FieldContainer(id: "\(row.id)-container", field: field))
            } else if case .button(let title, let role, _) = row.control {
                buttons.append(Self.button(row, title: title, role: role, strings: strings))
                submitButtons.append(role == .submit)
            }
        }
        self.containers = containers
        self.buttons = buttons
        textFields = builder.textFields
        textRows = builder.textRows
        titleLabel = Label(id: "\(document.id)-title", text: strings.text(document.title), font: Font(size: 28, weight: 700))
        titleLabel.semanticRole = .label
        statusLabel = Label(id: "\(document.id)-status", font: .footnote, color: .secondaryLabel)
        statusLabel.semanticRole = .label
        statusLabel.textAlignment = .center
        let root = View(id: document.id)
        root.backgroundColor = .systemBackground
        super.init(view: root)
        for subview in [titleLabel] + containers + buttons + [statusLabel] { root.addSubview(subview) }
        connectTextFields()
        for (field, row) in zip(textFields, textRows) {
            guard case .text(let entry) = row.control, let style = entry.accessory else { continue }
            attachAccessory(style, to: field)
            field.addAction(for: .editingDidBegin) { [weak self] sender in
                if let field = sender as? TextField { self?.updateAccessory(of: field) }
            }
        }
        for (button, submits) in zip(buttons, submitButtons) where submits {
            button.addAction(for: .touchUpInside) { [weak self] _ in self?.submit() }
        }
    }

    var localization: Localization { context.localization }
    var textInputCount: Int { textFields.count }
    var focusedTextInput: Int? { textFields.firstIndex { $0.isFirstResponder } }
    func focusTextInput(at index: Int) { textFields[index].becomeFirstResponder() }

    /// A filled button, or a plain one when it does not submit.
    static func button(_ row: FormRow, title: String?, role: FormRow.ButtonRole, strings: FormStrings) -> SubmitButton {
        let filled = role == .submit
        let color: Color = filled ? .white : (role == .destructive ? .systemRed : .systemBlue)
        let button = SubmitButton(id: row.id, title: strings.text(title ?? row.label ?? row.id), font: .headline, color: color)
        if filled {
            button.backgroundColor = .systemBlue
            button.cornerRadius = 8
        }
        button.isEnabled = !row.disabled
        return button
    }

    /// Submitting ends editing, marks the submit buttons `submitted` and says so below them.
    func submit() {
        submissions += 1
        view.window?.endEditing(force: true)
        for button in buttons { button.isSubmitted = true }
        guard let message = document.submitted else { return }
        var text = strings.text(message)
        for (field, row) in zip(textFields, textRows) {
            let secure = if case .text(let entry) = row.control { entry.secure } else { false }
            text = text.replacingOccurrences(of: "{\(row.id)}", with: secure ? "" : field.text)
        }
        statusLabel.text = text
    }

    /// A column at most 400 pt wide in the safe area: the title (not when vertically
    /// compact, so the fields stay above the keyboard), the fields, the buttons, the status.
    override func viewWillLayoutSubviews() {
        guard let window = view.window else { return }
        let safe = window.safeAreaInsetsOfScreen
        let bounds = view.bounds
        let compact = context.device.isVerticallyCompact(in: window.orientation)
        let side = 20.0
        let width = min(400, bounds.width - safe.left - safe.right - 2 * side)
        let x = safe.left + (bounds.width - safe.left - safe.right - width) / 2
        // Rows grow with the text size (Dynamic Type): a line of the field's text with
        // 11 pt above and below, never under the 44 pt hit size.
        let fieldLine = textFields.first?.font.textLineHeight ?? Font.body.textLineHeight
        let row = max(Metrics.minimumHitSize, fieldLine + 22)
        let buttonRow = max(Metrics.minimumHitSize, (buttons.first?.titleLabel.font.textLineHeight ?? 0) + 22)
        var y = safe.top + (compact ? 8 : 32)
        titleLabel.isHidden = compact
        if !compact {
            titleLabel.frame = Rect(x: x, y: y, width: width, height: row)
            y += row + 16
        }
        for (index, container) in containers.enumerated() {
            if index > 0 { y += 8 }
            container.frame = Rect(x: x, y: y, width: width, height: row)
            y += row
        }
        for (index, button) in buttons.enumerated() {
            y += index == 0 && !containers.isEmpty ? (compact ? 12 : 24) : 8
            button.frame = Rect(x: x, y: y, width: width, height: buttonRow)
            y += buttonRow
        }
        statusLabel.frame = Rect(x: x, y: y + 8, width: width, height: max(22, statusLabel.font.textLineHeight))
    }
}
