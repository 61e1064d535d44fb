/// Every row kind (docs/ADDING-A-CONTROL.md): the readers, the normalized form, the
/// table's cells, values and submit, the conditions and the schema all ask here.
enum RowKinds {
    /// The kind a file's kind key names. A new case of FormRow.Kind does not compile
    /// until it is given its value here.
    static func definition(of kind: FormRow.Kind) -> RowKind {
        switch kind {
        case .text: RowKind.text
        case .textView: RowKind.textView
        case .date: RowKind.date
        case .picker: RowKind.picker
        case .choice: RowKind.choice
        case .switch: RowKind.switch
        case .segmented: RowKind.segmented
        case .stepper: RowKind.stepper
        case .slider: RowKind.slider
        case .value: RowKind.value
        case .button: RowKind.button
        case .child: RowKind.child
        case .menu: RowKind.menu
        case .color: RowKind.color
        case .placeholder: RowKind.placeholder
        }
    }

    /// In FormRow.Kind's order, the order of the schema's rows.
    static let all: [RowKind] = FormRow.Kind.allCases.map(definition(of:))
}

extension FormControl {
    /// What this control's kind reads, writes, shows and holds.
    var definition: RowKind { RowKinds.definition(of: kind) }
}

extension FormRow {
    var definition: RowKind { RowKinds.definition(of: kind) }
}
