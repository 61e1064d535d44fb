import SimCore

/// A `button` row: a cell that is the button, its title centred in the tint colour (red
/// for a destructive one), as Settings-style forms draw action rows. Element `<id>`,
/// role `button`.
final class FormButtonCell: FormCell {
    let titleView: Label

    init(row: FormRow, title: String, role: FormRow.ButtonRole) {
        titleView = Label(text: title)
        titleView.textAlignment = .center
        super.init(row: row, title: "", detail: titleView)
        semanticRole = .button
        configure(title: title, role: role)
    }

    /// Shows a button row's title, red for a destructive one.
    func configure(title: String, role: FormRow.ButtonRole) {
        titleView.text = title
        titleView.textColor = role == .destructive ? .systemRed : .systemBlue
        accessibilityLabel = title
    }

    /// The title of the action last chosen in the sheet or alert it presents (E3.S5).
    var chosenAction: String?

    override var accessibilityValue: String? { chosenAction }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleView.frame = bounds.inset(by: EdgeInsets(top: 0, left: contentMargin, bottom: 0, right: contentMargin))
    }
}
