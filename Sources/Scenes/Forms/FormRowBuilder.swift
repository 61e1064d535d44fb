import SimCore

/// Builds each row's cell from SimCore's controls, with the element ids of docs/FORMS.md:
/// for a table form (FormScene, which fills reused cells through the `configure`
/// functions here too) and the text fields of a stacked one.
struct FormRowBuilder {
    let document: FormDocument
    let context: SceneContext
    let strings: FormStrings
    /// The text fields made, in form order (the stacked form chains Return through them).
    var textFields: [TextField] = []
    var textRows: [FormRow] = []
    /// The date pickers' wheel order and names for the form's locale, worked out for the
    /// first date row and shared by the rest.
    var datePickerLocale: DatePickerLocale?
    /// The calendars' month titles and weekdays for the form's locale, likewise shared.
    var calendarLocale: CalendarLocale?
    /// The time wheels' clock and AM/PM for the form's locale, likewise shared.
    var timePickerLocale: TimePickerLocale?

    /// What a date picker shows before anything was picked, when the row has no value
    /// (the app has no clock): 1 January 2000, kept within min and max.
    static let initialDate = SimpleDate(year: 2000, month: 1, day: 1)

    init(document: FormDocument, context: SceneContext, strings: FormStrings) {
        self.document = document
        self.context = context
        self.strings = strings
    }

    /// A cell for `row`, showing `saved` (the value's text) where the person changed it
    /// (a table form's state, FormState).
    mutating func cell(for row: FormRow, saved: String? = nil) -> FormCell {
        let label = strings.text(row.label ?? "")
        return row.definition.makeCell(&self, row, label, saved)
    }

    /// A value1 cell: the label left, `<id>-value` right in the secondary colour.
    func valueCell(_ row: FormRow, text: String?, label: String) -> FormCell {
        let value = Label(id: "\(row.id)-value", text: text.map(strings.text) ?? "")
        value.textAlignment = .right
        value.textColor = .secondaryLabel
        value.semanticRole = .label
        value.accessibilityLabel = label
        return FormCell(row: row, title: label, detail: value)
    }

    mutating func textCell(_ row: FormRow, _ entry: FormControl.TextEntry, label: String) -> FormCell {
        let field = textField(row, entry, label: label)
        guard !label.isEmpty else { return FormCell(row: row, field: field) }
        return FormCell(row: row, title: label, detail: field)
    }

    /// A text row's field `<id>-field`, remembered in form order for Return and Tab.
    mutating func textField(_ row: FormRow, _ entry: FormControl.TextEntry, label: String) -> TextField {
        let field = TextField(id: "\(row.id)-field", placeholder: entry.placeholder.map(strings.text) ?? label)
        Self.configure(field, for: row, label: label, strings: strings)
        if let value = entry.value { field.setText(value) }
        textFields.append(field)
        textRows.append(row)
        return field
    }

    /// A text field's or text view's settings for its row (a reused cell's are set again).
    static func configure(_ field: TextField, for row: FormRow, label: String, strings: FormStrings) {
        field.elementID = "\(row.id)-field"
        let placeholder = switch row.control {
        case .text(let entry): entry.placeholder
        case .textView(let area): area.placeholder
        default: String?.none
        }
        field.placeholder = placeholder.map(strings.text) ?? label
        field.accessibilityLabel = label.isEmpty && !(field is TextView) ? field.placeholder : label
        field.isEnabled = !row.disabled
        guard !(field is TextView), case .text(let entry) = row.control else { return }
        field.keyboardType = entry.keyboard.keyboardType
        field.isSecureTextEntry = entry.secure
        field.autocapitalizationType = Self.autocapitalization(entry)
        field.clearButtonMode = entry.clearButton ?? .never
        if let limit = entry.maxLength {
            field.shouldChangeText = { field, range, replacement in
                field.length - range.count + replacement.utf16.count <= limit || replacement.isEmpty
            }
        } else {
            field.shouldChangeText = nil
        }
    }

    /// The view that shows a date or picker row's value and becomes first responder (F1):
    /// the reference label, or the text field or selectable text view that seed 000
    /// compares it with (`valueView`, docs/BEHAVIOR.md A1), with the picker as its input
    /// view on iPhone.
    func pickerValueView(_ row: FormRow, label: String, picker: View) -> View {
        let id = "\(row.id)-value"
        let view: View
        switch row.valueView {
        case .label:
            let value = PickerValueLabel(id: id, idiom: context.device.idiom)
            value.semanticRole = .label
            value.textAlignment = .right
            value.picker = picker
            view = value
        case .textField, .textFieldClearTint, .textView:
            let field = row.valueView == .textView ? SelectableTextView(id: id) : TextField(id: id)
            if row.valueView == .textFieldClearTint { field.tintColor = .clear }
            // The picker is the only input: typed changes are refused.
            field.shouldChangeText = { _, _, _ in false }
            field.customInputView = context.device.idiom == .phone ? picker : EmptyInputView()
            view = field
        }
        view.accessibilityLabel = label
        view.customClassName = row.customClass
        return view
    }

    /// Shows `text` in a value view of `pickerValueView`.
    static func show(_ text: String, in value: View) {
        switch value {
        case let label as Label: label.text = text
        case let field as TextField: field.setText(text)
        default: break
        }
    }

    /// A picker row's cell, once its picker is set up, holding the presenter that shows it.
    func pickerRowCell(_ row: FormRow, label: String, value: View, picker: View) -> FormCell {
        let cell = FormCell(row: row, title: label, detail: value)
        cell.presenter = PickerPresenter(value: value, picker: picker, popoverID: "\(row.id)-popover", idiom: context.device.idiom)
        return cell
    }

    /// F1 and E1.T1–E1.T3: the label whose input view is the wheels of the row's mode.
    mutating func dateCell(_ row: FormRow, _ entry: FormControl.DateEntry, label: String, saved: String?) -> FormCell {
        let picker = datePicker(id: "\(row.id)-picker", entry, mode: entry.mode)
        let restored = saved.map { picker.setValue(text: $0) } ?? false
        let value = pickerValueView(row, label: label, picker: picker)
        let localization = context.localization
        if entry.value != nil || restored { Self.show(Self.text(of: picker, localization), in: value) }
        // Weak: the picker shows in the input panel or a popover and can outlive the cell.
        picker.addAction(for: .valueChanged) { [weak value] sender in
            guard let value, let picker = sender as? DatePicker else { return }
            Self.show(Self.text(of: picker, localization), in: value)
        }
        return pickerRowCell(row, label: label, value: value, picker: picker)
    }

    /// What a date row's label shows for its picker's value: "January 15, 1990" (F1),
    /// "9:41 AM", "Jan 15, 1990 9:41 AM", "1 hour, 30 min" (E1.T1–E1.T3).
    static func text(of picker: DatePicker, _ localization: Localization) -> String {
        switch picker.datePickerMode {
        case .date: localization.longDate(picker.date.foundationDate)
        case .time: localization.shortTime(picker.time)
        case .dateAndTime: localization.mediumDateShortTime(picker.date, picker.time)
        case .countDownTimer: localization.countDown(picker.time)
        }
    }

    /// F1: a picker row behaves as a date row with a picker of its options.
    func pickerCell(_ row: FormRow, _ options: FormControl.Options, label: String, saved: String?) -> FormCell {
        let titles = options.options.map(strings.text)
        let picker = PickerView(id: "\(row.id)-picker", components: [titles])
        picker.accessibilityLabel = label
        let value = pickerValueView(row, label: label, picker: picker)
        if let chosen = saved.flatMap(titles.firstIndex(of:)) ?? options.index {
            picker.selectRow(chosen, inComponent: 0, animated: false)
            Self.show(titles[chosen], in: value)
        }
        picker.didSelectRow = { [weak value] index, _ in
            if let value, titles.indices.contains(index) { Self.show(titles[index], in: value) }
        }
        return pickerRowCell(row, label: label, value: value, picker: picker)
    }

    /// The row's `autocapitalization`; by default none for email and URL keyboards (an
    /// address starts in lower case), else UIKit's sentences.
    static func autocapitalization(_ entry: FormControl.TextEntry) -> AutocapitalizationType {
        entry.autocapitalization ?? (entry.keyboard == .email || entry.keyboard == .url ? .none : .sentences)
    }
}
