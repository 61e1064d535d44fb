/// Every row kind (docs/ADDING-A-CONTROL.md): the readers, the normalized form, the
/// table's cells, values and submit, the conditions and the schema all ask here.
enum RowKinds {
    /// In FormRow.Kind's order, which a test holds it to.
    static let all: [RowKind] = [
        .text, .textView, .date, .picker, .choice, .switch, .segmented, .stepper, .slider, .value, .button, .child, .menu,
    ]

    /// The kind a file's kind key names.
    static func definition(of kind: FormRow.Kind) -> RowKind? { all.first { $0.kind == kind } }
}

extension FormControl {
    /// What this control's kind reads, writes, shows and holds. A new case of
    /// FormControl does not compile until it is given its kind here.
    var definition: RowKind {
        switch self {
        case .text: .text
        case .textView: .textView
        case .date: .date
        case .picker: .picker
        case .choice: .choice
        case .switch: .switch
        case .segmented: .segmented
        case .stepper: .stepper
        case .slider: .slider
        case .value: .value
        case .button: .button
        case .child: .child
        case .menu: .menu
        }
    }
}

extension FormRow {
    var definition: RowKind { control.definition }
}
