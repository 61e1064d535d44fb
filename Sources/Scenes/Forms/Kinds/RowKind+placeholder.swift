import SimCore

extension RowKind {
    /// `placeholder: chart`: a stand-in for a view the form cannot show (the SwiftUI
    /// importer's for a view it cannot expand): its `label`, the view's type, in the
    /// secondary colour inside a dashed rounded outline (`<id>-placeholder`, role
    /// `placeholder`). It holds no value and a tap does nothing.
    static let placeholder = RowKind(
        .placeholder,
        schema: #"{"properties": {}}"#,
        control: { if case .placeholder = $0 { Optional.some(()) } else { nil } },
        holds: .text,
        read: { _, _, _ throws(FormError) in .placeholder },
        encode: { _, _ in },
        makeCell: { _, row, _, label, _ in placeholderCell(row, label: label) },
        reuseIdentifier: { _, _ in "placeholder" },
        configure: { _, cell, _, label, _ in
            // The name shows in the outline, not as the cell's title as well.
            cell.textLabel?.text = ""
            guard let box = (cell.detailTextLabel as? TrailingControlHost)?.control as? PlaceholderBox else { return }
            box.show(id: "\(cell.row.id)-placeholder", name: label)
        },
        fileValue: { _, _ in nil },
        restore: { _, _, _ in nil },
        savesValue: false
    )

    static func placeholderCell(_ row: FormRow, label: String) -> FormCell {
        let box = PlaceholderBox()
        box.customClassName = row.customClass
        box.show(id: "\(row.id)-placeholder", name: label)
        let host = TrailingControlHost(box, size: Size(width: 0, height: PlaceholderBox.height), stretches: true)
        let cell = FormCell(row: row, title: "", detail: host)
        cell.selectionStyle = .none
        return cell
    }
}
