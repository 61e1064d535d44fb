import SimCore

/// A `button` row: a cell that is the button, its title in the tint colour (the row's
/// `tint`; red for a destructive one), centred as Settings-style UIKit forms draw action
/// rows, or leading as a SwiftUI `Form` draws a `Button`. Element `<id>`, role `button`.
final class FormButtonCell: FormCell {
    let titleView: Label

    init(row: FormRow, title: String, role: FormRow.ButtonRole, look: FormDocument.Look = .uikit) {
        titleView = Label(text: title)
        titleView.textAlignment = look == .swiftUI ? .left : .center
        super.init(row: row, title: "", detail: titleView)
        semanticRole = .button
        configure(title: title, role: role)
    }

    /// Shows a button row's title, red for a destructive one, else in the row's tint.
    func configure(title: String, role: FormRow.ButtonRole) {
        self.role = role
        titleView.text = title
        showsEnabled()
        accessibilityLabel = title
    }

    private var role: FormRow.ButtonRole = .default

    /// A disabled button's title is grey, as a disabled SwiftUI `Button` in a `Form` and
    /// a UIButton's disabled state draw it.
    func showsEnabled() {
        titleView.textColor = isDisabled ? .tertiaryLabel : role == .destructive ? .systemRed : row.tint?.color ?? .systemBlue
    }

    /// The title of the action last chosen in the sheet or alert it presents (E3.S5).
    var chosenAction: String? {
        didSet { if oldValue != chosenAction { setNeedsSemanticsUpdate() } }
    }

    override var accessibilityValue: String? { chosenAction }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleView.frame = bounds.inset(by: EdgeInsets(top: 0, left: contentMargin, bottom: 0, right: contentMargin))
    }
}
