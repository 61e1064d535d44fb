/// The Contacts-style form of BEHAVIOR.md A1 (seed 000): a navigation bar over an
/// inset-grouped table whose Birthday cell shows a date in a value label.
public final class ContactsScene: ViewController {
    public static let descriptor = SceneDescriptor(
        id: "contacts", title: "Contacts birthday",
        variants: ["label", "textField", "textFieldClearTint", "textView"],
        make: { ContactsScene(context: $0) })

    let context: SceneContext
    let navigationBar: NavigationBar
    let barBackdrop = View()
    let table: TableView
    public let birthdayValue: Label

    init(context: SceneContext) {
        self.context = context
        let l = context.localization
        navigationBar = NavigationBar(
            id: "navigation-bar", title: l.string("contacts.title"),
            leading: Button(id: "cancel", title: l.string("contacts.cancel")),
            trailing: Button(id: "done", title: l.string("contacts.done"), font: .headline))
        birthdayValue = Label(id: "birthday-value", color: .label)
        birthdayValue.semanticRole = .label
        birthdayValue.accessibilityLabel = l.string("contacts.birthday")
        func field(_ id: String, _ key: String) -> TableViewCell {
            TableViewCell(id: id, field: TextField(id: "\(id)-field", placeholder: l.string(key)))
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
                    cells: [field("phone", "contacts.phone"), field("email", "contacts.email")]),
                TableSection(
                    id: "section-birthday",
                    cells: [
                        TableViewCell(id: "birthday", title: l.string("contacts.birthday"), detail: birthdayValue)
                    ]),
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
        root.addSubview(table)
        root.addSubview(barBackdrop)
        root.addSubview(navigationBar)
    }

    public override func viewWillLayoutSubviews() {
        guard let window = view.window else { return }
        let bounds = view.bounds
        let top = window.safeAreaInsetsOfScreen.top
        let orientation = window.orientation
        let barHeight = NavigationBar.height(for: context.device, in: orientation)
        let statusBar = context.device.statusBarHeight(in: orientation)
        let barTop = max(top, statusBar)
        navigationBar.frame = Rect(x: 0, y: barTop, width: bounds.width, height: barHeight)
        barBackdrop.frame = Rect(x: 0, y: 0, width: bounds.width, height: barTop + barHeight)
        table.frame = Rect(x: 0, y: barTop + barHeight, width: bounds.width, height: bounds.height - barTop - barHeight)
    }
}
