import SimCore

/// One option of a radio group section (Settings' PSRadioGroupSpecifier): a cell with a
/// checkmark on the chosen option; a tap moves the checkmark to it.
final class RadioOptionCell: TableViewCell {
    let groupID: String
    let option: String

    init(groupID: String, index: Int, option: String, title: String) {
        self.groupID = groupID
        self.option = option
        super.init(id: "\(groupID)-option-\(index)", title: title)
    }

    static func cells(for radio: FormRadio, strings: FormStrings) -> [RadioOptionCell] {
        radio.options.enumerated().map { index, option in
            let cell = RadioOptionCell(groupID: radio.id, index: index, option: option, title: strings.text(option))
            cell.accessoryType = option == radio.value ? .checkmark : .none
            return cell
        }
    }
}
