import SimCore

/// A form row's cell: a value1 cell (label left, control right) or a text field filling
/// it, that shows `invalid` after a submit that found it empty though required (F9).
class FormCell: TableViewCell {
    /// The row shown (a reused cell shows another row each time it is dequeued).
    var row: FormRow
    var isInvalid = false {
        didSet { if oldValue != isInvalid { setNeedsSemanticsUpdate() } }
    }
    /// Whether the row is disabled now: as its file says, or as its `.disabled(…)`
    /// condition evaluates for the form's state (FormScene+program.swift).
    var isDisabled = false {
        didSet { if oldValue != isDisabled { setNeedsSemanticsUpdate() } }
    }
    /// A date or picker row's: shows its picker.
    var presenter: PickerPresenter?
    /// The control that reports the row's new value with valueChanged, where it is not a
    /// presenter's picker: a calendar, wheels in the row, a pop-up button (E1, E2).
    var reportingControl: Control?

    init(row: FormRow, title: String, detail: View) {
        self.row = row
        isDisabled = row.disabled
        super.init(id: row.id, title: title, detail: detail)
    }

    /// A title filling the row: a text with nothing beside it.
    init(row: FormRow, title: String) {
        self.row = row
        isDisabled = row.disabled
        super.init(id: row.id, title: title)
    }

    init(row: FormRow, field: TextField) {
        self.row = row
        isDisabled = row.disabled
        super.init(id: row.id, field: field)
    }

    /// The row's text field, filling the cell or beside its label.
    var field: TextField? { textField ?? detailTextLabel as? TextField }

    /// An invalid row's label turns red, so the person sees which rows to fill.
    override func layoutSubviews() {
        super.layoutSubviews()
        textLabel?.textColor = isInvalid ? .systemRed : .label
    }

    override var semanticStates: [ElementState] {
        super.semanticStates + (isInvalid ? [.invalid] : []) + (isDisabled ? [.disabled] : [])
    }
}
