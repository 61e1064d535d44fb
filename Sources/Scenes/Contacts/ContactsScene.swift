import SimCore

/// The Contacts-style form of BEHAVIOR.md A1 (seed 000): a navigation bar over an
/// inset-grouped table whose Birthday cell shows a date in a value view. Tapping the
/// cell picks a date: a picker sliding up on iPhone, a popover on iPad.
public final class ContactsScene: ViewController {
    public static let descriptor = SceneDescriptor(
        id: "contacts", title: "Contacts birthday",
        variants: ["label", "textField", "textFieldClearTint", "textView"],
        make: { ContactsScene(context: $0) })

    /// The date the picker starts on before anything was picked (~; the app has no clock).
    static let initialPickerDate = SimpleDate(year: 2000, month: 1, day: 1)

    let context: SceneContext
    let navigationBar: NavigationBar
    let barBackdrop = View()
    let table: TableView
    let birthdayValue: View
    let picker: DatePicker
    lazy var presenter = PickerPresenter(
        value: birthdayValue, picker: picker, popoverID: "birthday-popover", idiom: context.device.idiom)

    init(context: SceneContext) {
        self.context = context
        let l = SceneStrings(Self.strings, context.localization)
        navigationBar = NavigationBar(
            id: "navigation-bar", title: l.string("contacts.title"),
            leading: Button(id: "cancel", title: l.string("contacts.cancel")),
            trailing: Button(id: "done", title: l.string("contacts.done"), font: .headline))
        birthdayValue = Self.makeBirthdayValue(
            variant: context.variant, idiom: context.device.idiom, label: l.string("contacts.birthday"))
        picker = DatePicker(
            id: "birthday-picker", localeIdentifier: context.localization.identifier,
            date: Self.initialPickerDate ?? SimpleDate(iso: "2000-01-01")!)
        func field(_ id: String, _ key: String, _ type: KeyboardType = .default) -> TableViewCell {
            let field = TextField(id: "\(id)-field", placeholder: l.string(key))
            field.keyboardType = type
            field.returnKeyType = .next
            return TableViewCell(id: id, field: field)
        }
        table = TableView(
            id: "contacts-table",
            sections: [
                TableSection(
                    id: "section-name",
                    cells: [
                        field("first-name", "contacts.firstName"), field("last-name", "contacts.lastName"),
                        field("company", "contacts.company"),
                    ]),
                TableSection(
                    id: "section-contact",
                    cells: [field("phone", "contacts.phone", .phonePad), field("email", "contacts.email", .emailAddress)]),
                TableSection(
                    id: "section-birthday",
                    cells: [TableViewCell(id: "birthday", title: l.string("contacts.birthday"), detail: birthdayValue)]),
                TableSection(
                    id: "section-address",
                    cells: [
                        field("street", "contacts.street"), field("city", "contacts.city"),
                        field("postal-code", "contacts.postalCode"),
                    ]),
                TableSection(id: "section-notes", cells: [field("notes", "contacts.notes")]),
            ])
        let root = View(id: "contacts")
        root.backgroundColor = .systemGroupedBackground
        super.init(view: root)
        barBackdrop.backgroundColor = .barBackground
        if context.device.idiom == .pad { table.sideMargin = Metrics.tableSideMarginPad }
        // A1 iPhone 5: a drag on the table ends input.
        table.keyboardDismissMode = .onDrag
        table.didSelectRow = { [unowned self] cell in self.didSelect(cell) }
        root.addSubview(table)
        root.addSubview(barBackdrop)
        root.addSubview(navigationBar)
        attachPicker()
    }

    func didSelect(_ cell: TableViewCell) {
        table.deselectRow(cell)
        if cell.elementID == "birthday" {
            beginPickingBirthday()
        } else {
            cell.textField?.becomeFirstResponder()
        }
    }

    public override func viewWillLayoutSubviews() {
        layoutNavigationScreen(bar: navigationBar, backdrop: barBackdrop, body: table, device: context.device)
    }
}
