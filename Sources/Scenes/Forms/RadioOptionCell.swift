import SimCore

/// One option of a radio group section (Settings' PSRadioGroupSpecifier): a cell with a
/// checkmark on the chosen option; a tap moves the checkmark to it. Reused for any
/// group's options as the table scrolls.
final class RadioOptionCell: TableViewCell {
    static let reuseID = "option"
    private(set) var groupID: String
    private(set) var option: String

    init(groupID: String, index: Int, option: String, title: String) {
        self.groupID = groupID
        self.option = option
        super.init(id: "\(groupID)-option-\(index)", title: title)
    }

    /// Shows option `index` of group `groupID`, element `<group>-option-<index>`.
    func show(groupID: String, index: Int, option: String, title: String) {
        self.groupID = groupID
        self.option = option
        elementID = "\(groupID)-option-\(index)"
        textLabel?.text = title
        accessibilityLabel = title
    }
}
