import Scenes
import SimCore
import SwiftUIImport
import Testing

/// A form whose `Form { … }` carries `modifiers`, inside `container` when one is given.
func importStyled(_ body: String, modifiers: String, container: String? = nil, state: String = "") throws -> FormDocument {
    let form = "Form {\n\(body)\n}\n\(modifiers)"
    let wrapped = container.map { "\($0) {\n\(form)\n}" } ?? form
    let source = "import SwiftUI\nstruct TestForm: View {\n\(state)\nvar body: some View {\n\(wrapped)\n}\n}\n"
    return try SwiftUIImporter.read(source, file: "Test.swift")[0]
}

/// The spellings iOS 14–18 accept for what FormSim models: style types beside their dot
/// forms, the iOS 13 and 14 title, bar items, alerts and action sheets, label closures.
@Suite struct LegacySpellingTests {
    /// The alert or action sheet the form's first row presents.
    static func dialog(_ form: FormDocument) -> FormAlert? {
        if case .button(_, _, let alert)? = form.rows.first?.control { return alert }
        return nil
    }

    static let sizes = #"Picker("Size", selection: $size) { Text("S").tag("s"); Text("M").tag("m") }"#

    @Test("SegmentedPickerStyle() is a segmented picker, as .segmented is", arguments: [".segmented", "SegmentedPickerStyle()"])
    func segmented(_ style: String) throws {
        let form = try importForm(Self.sizes + ".pickerStyle(\(style))", state: #"@State var size = "m""#)
        #expect(form.rows[0].control == .segmented(.init(options: ["S", "M"], value: "M")))
        #expect(form.warnings.isEmpty)
    }

    @Test("WheelPickerStyle() is a picker row with wheels", arguments: [".wheel", "WheelPickerStyle()"])
    func wheel(_ style: String) throws {
        #expect(try importRow(Self.sizes + ".pickerStyle(\(style))").kind == .picker)
    }

    @Test("MenuPickerStyle() and DefaultPickerStyle() are menus", arguments: ["MenuPickerStyle()", "DefaultPickerStyle()", ".automatic", ".menu"])
    func menu(_ style: String) throws {
        let form = try importForm(Self.sizes + ".pickerStyle(\(style))")
        #expect(form.rows[0].kind == .menu)
        #expect(form.warnings.isEmpty)
    }

    @Test("InlinePickerStyle() is a radio group in a section of its own")
    func inline() throws {
        let form = try importForm(Self.sizes + ".pickerStyle(InlinePickerStyle())")
        #expect(form.sections[0].radio?.options == ["S", "M"])
    }

    @Test("a picker style FormSim does not draw is a menu with a warning at the style naming it")
    func unknownPickerStyle() throws {
        let form = try importForm(Self.sizes + ".pickerStyle(.palette)")
        #expect(form.rows[0].kind == .menu)
        #expect(form.warnings == ["Test.swift:7:101: .palette is not a picker style FormSim draws: shown as a menu"])
    }

    @Test("a picker style set on the Form is the style of every picker in it")
    func formPickerStyle() throws {
        let form = try importStyled(Self.sizes, modifiers: ".pickerStyle(SegmentedPickerStyle())")
        #expect(form.rows[0].kind == .segmented)
        #expect(form.warnings.isEmpty)
    }

    @Test("SwitchToggleStyle() is a switch without a word; another toggle style is a switch with a warning", arguments: [
        ("SwitchToggleStyle()", 0), (".switch", 0), (".button", 1),
    ])
    func toggleStyles(_ style: String, _ warnings: Int) throws {
        let form = try importForm(#"Toggle("Bold", isOn: $bold).toggleStyle("# + style + ")")
        #expect(form.rows[0].kind == .switch)
        #expect(form.warnings.count == warnings)
    }

    @Test("StackNavigationViewStyle() is how FormSim shows a form; the iPad's columns are a warning", arguments: [
        ("StackNavigationViewStyle()", 0), (".stack", 0), ("DoubleColumnNavigationViewStyle()", 1),
    ])
    func navigationViewStyles(_ style: String, _ warnings: Int) throws {
        let form = try importStyled(#"Text("a")"#, modifiers: ".navigationViewStyle(\(style))", container: "NavigationView")
        #expect(form.warnings.count == warnings)
    }

    @Test("Text(verbatim:) reads as its text")
    func verbatim() throws {
        #expect(try importRow(#"Text(verbatim: "SwiftUI")"#).label == "SwiftUI")
    }

    @Test("the date picker style types are their dot forms", arguments: [
        ("WheelDatePickerStyle()", FormRow.DateStyle.wheels), ("GraphicalDatePickerStyle()", .inline), ("CompactDatePickerStyle()", .compact),
        ("DefaultDatePickerStyle()", .compact),
    ])
    func dateStyles(_ style: String, _ expected: FormRow.DateStyle) throws {
        let row = try importRow(#"DatePicker("Day", selection: $day, displayedComponents: .date).datePickerStyle("# + style + ")")
        guard case .date(let entry) = row.control else { Issue.record("\(row.control)"); return }
        #expect(entry.style == expected)
    }

    @Test("the list style types are their dot forms", arguments: [
        ("GroupedListStyle()", FormDocument.Style.grouped), (".grouped", .grouped), ("InsetGroupedListStyle()", .insetGrouped), ("PlainListStyle()", .plain),
        (".plain", .plain), ("DefaultListStyle()", .insetGrouped),
    ])
    func listStyles(_ style: String, _ expected: FormDocument.Style) throws {
        let form = try importStyled(#"Text("a")"#, modifiers: ".listStyle(\(style))")
        #expect(form.style == expected)
        #expect(form.warnings.isEmpty)
    }

    @Test("InsetListStyle() is drawn plain, with a warning saying so")
    func insetList() throws {
        let form = try importStyled(#"Text("a")"#, modifiers: ".listStyle(InsetListStyle())")
        #expect(form.style == .plain)
        #expect(form.warnings == ["Test.swift:8:12: InsetListStyle(): FormSim has no inset list style: shown plain"])
    }

    @Test("SidebarListStyle() is drawn inset grouped, with a warning saying so")
    func sidebarList() throws {
        let form = try importStyled(#"Text("a")"#, modifiers: ".listStyle(SidebarListStyle())")
        #expect(form.style == .insetGrouped)
        #expect(form.warnings.count == 1 && form.warnings[0].contains("sidebar list is shown inset grouped"))
    }

    @Test(".navigationBarTitle(\"T\") is the form's title, large in a NavigationView")
    func navigationBarTitle() throws {
        let form = try importStyled(#"Text("a")"#, modifiers: #".navigationBarTitle("Settings")"#, container: "NavigationView")
        #expect(form.title == "Settings")
        #expect(form.largeTitle)
        #expect(form.warnings.isEmpty)
    }

    @Test(".navigationBarTitle(Text(\"T\"), displayMode: .inline) keeps the title in the bar", arguments: [
        (".inline", false), (".large", true), (".automatic", true),
    ])
    func navigationBarTitleMode(_ mode: String, _ large: Bool) throws {
        let form = try importStyled(#"Text("a")"#, modifiers: #".navigationBarTitle(Text("Profile"), displayMode: "# + mode + ")", container: "NavigationView")
        #expect(form.title == "Profile")
        #expect(form.largeTitle == large)
    }

    @Test(".navigationBarItems(leading:trailing:) gives the bar's Cancel and Done")
    func navigationBarItems() throws {
        let form = try importStyled(
            #"Text("a")"#, modifiers: #".navigationBarItems(leading: Button("Cancel") { }, trailing: Button(action: save) { Text("Save").bold() })"#,
            container: "NavigationView")
        #expect(form.cancel == "Cancel")
        #expect(form.done == "Save")
        #expect(form.warnings.isEmpty)
    }

    @Test("Alert(title:message:primaryButton:secondaryButton:) in .alert(isPresented:) on state is the program's alert with both buttons, the button keeping only its action")
    func legacyAlert() throws {
        let form = try importForm(
            #"""
            Button("Delete Account") { showingAlert = true }
                .alert(isPresented: $showingAlert) {
                    Alert(title: Text("Delete?"), message: Text("This cannot be undone."),
                          primaryButton: .destructive(Text("Delete")) { delete() }, secondaryButton: .cancel())
                }
            """#, state: "@State private var showingAlert = false\nfunc delete() { }")
        #expect(Self.dialog(form) == nil)
        #expect(form.program.alerts == [FormProgram.Alert(
            presentedBy: "showingAlert", style: .alert, title: .value(.string("Delete?")), message: .value(.string("This cannot be undone.")),
            actions: [
                .init(title: .value(.string("Delete")), style: .destructive, statements: [ProgramStatement(.call("delete"), at: "Test.swift:11:61")]),
                .init(title: .value(.string("Cancel")), style: .cancel),
            ])])
        #expect(form.rows.first?.program.action == [ProgramStatement(.assign("showingAlert", op: nil, .value(.bool(true))), at: "Test.swift:8:40")])
        #expect(form.warnings.isEmpty)
    }

    @Test("Alert(title:dismissButton:) is an alert with that one button")
    func legacyAlertDismiss() throws {
        let form = try importForm(
            #"Button("Save") { saved.toggle() }.alert(isPresented: $saved) { Alert(title: Text("Saved"), dismissButton: .default(Text("Got it"))) }"#)
        #expect(Self.dialog(form) == FormAlert(style: .alert, title: "Saved", actions: [.init(title: "Got it")]))
    }

    @Test("ActionSheet(title:message:buttons:) in .actionSheet(isPresented:) is the button's action sheet with its buttons in order")
    func legacyActionSheet() throws {
        let sheet = #"ActionSheet(title: Text("Photo"), message: Text("Choose a source"), "#
            + #"buttons: [.default(Text("Camera")) { }, .default(Text("Library")), .destructive(Text("Remove")), .cancel()])"#
        let form = try importForm(#"Button("Change Photo") { showingSheet = true }.actionSheet(isPresented: $showingSheet) { "# + sheet + " }")
        let titles = Self.dialog(form)?.actions.map(\.title)
        #expect(titles == ["Camera", "Library", "Remove", "Cancel"])
        #expect(Self.dialog(form)?.actions.map(\.style) == [.default, .default, .destructive, .cancel])
        #expect(Self.dialog(form)?.style == .actionSheet && Self.dialog(form)?.message == "Choose a source")
        #expect(form.rows[0].label == nil && form.warnings.isEmpty)
    }

    @Test("Toggle(isOn:label:) takes its label from the closure")
    func toggleLabelArgument() throws {
        let row = try importRow(#"Toggle(isOn: $wifi, label: { Text("Wi-Fi") })"#)
        #expect(row.label == "Wi-Fi")
    }

    @Test("DatePicker(selection:label:) takes its label from a Text with modifiers")
    func datePickerLabel() throws {
        let row = try importRow(#"DatePicker(selection: $due, displayedComponents: .date) { Text("Due").bold().font(.headline) }"#)
        #expect(row.label == "Due")
        #expect(row.kind == .date)
    }

    @Test("Button(action:label:) takes its title from the label closure")
    func buttonLabelArgument() throws {
        let row = try importRow(#"Button(action: { }, label: { Text("Sign Out") })"#)
        #expect(row.control == .button(title: "Sign Out", role: .default))
        #expect(row.id == "sign-out")
    }

    @Test("Picker(selection:label:content:) takes its label from the label view")
    func pickerLabelView() throws {
        let row = try importRow(#"Picker(selection: $size, label: Text("Size")) { Text("S").tag("s"); Text("M").tag("m") }"#)
        #expect(row.label == "Size")
        #expect(row.kind == .menu)
    }

    @Test("Label(_:systemImage:) in a button is its title")
    func labelInButton() throws {
        let row = try importRow(#"Button { } label: { Label("Add Item", systemImage: "plus") }"#)
        #expect(row.control == .button(title: "Add Item", role: .default))
    }

    @Test("Label { Text } icon: { Image } and Label(title:icon:) read as their title", arguments: [
        #"Label { Text("Wi-Fi") } icon: { Image(systemName: "wifi") }"#, #"Label(title: { Text("Wi-Fi") }, icon: { Image(systemName: "wifi") })"#,
    ])
    func labelClosures(_ label: String) throws {
        #expect(try importRow("Toggle(isOn: $wifi) { \(label) }").label == "Wi-Fi")
    }

    @Test("a button showing only a symbol is titled with the name VoiceOver gives it", arguments: [
        ("plus", "Add", "add"), ("trash", "Delete", "delete"), ("square.and.arrow.up", "Share", "share"), ("gearshape", "Settings", "settings"),
        ("xmark", "Close", "close"), ("info.circle", "More Info", "more-info"), ("pencil", "Edit", "edit"), ("magnifyingglass", "Search", "search"),
    ])
    func symbolButton(_ symbol: String, _ title: String, _ id: String) throws {
        let form = try importForm(#"Button(action: { }) { Image(systemName: ""# + symbol + #"") }"#)
        #expect(form.rows[0].control == .button(title: title, role: .default))
        #expect(form.rows[0].id == id)
        #expect(form.warnings.isEmpty)
    }

    @Test("a symbol without a known spoken name is its name with spaces, with a warning")
    func unknownSymbol() throws {
        let form = try importForm(#"Button { } label: { Image(systemName: "bell.badge") }"#)
        #expect(form.rows[0].control == .button(title: "bell badge", role: .default))
        #expect(form.warnings.count == 1 && form.warnings[0].contains("the symbol bell.badge has no spoken name"))
    }

    @Test(".accessibilityLabel names a symbol-only button")
    func accessibilityLabel() throws {
        let row = try importRow(#"Button { } label: { Image(systemName: "plus") }.accessibilityLabel("New Reminder")"#)
        #expect(row.control == .button(title: "New Reminder", role: .default))
        #expect(row.id == "new-reminder")
    }

    @Test("Section(header: Text, footer: Text), Section(\"H\") and Group read as SwiftUI draws them")
    func sectionsAndGroups() throws {
        let form = try importForm(
            #"Section(header: Text("Account"), footer: Text("Shown to friends")) { Group { Text("Name") } }; Section("About") { Group { Text("Version") } }"#)
        #expect(form.sections.map(\.header) == ["Account", "About"])
        #expect(form.sections[0].footer == "Shown to friends")
        #expect(form.rows.map(\.label) == ["Name", "Version"])
    }

    @Test("$flag.animation() binds the Toggle to flag, keeping the if it drives live", arguments: ["$flag.animation()", "$flag.animation(.default)"])
    func animatedBinding(_ binding: String) throws {
        let form = try importForm(#"Toggle("More", isOn: "# + binding + #"); if flag { Text("Extra") }"#, state: "@State var flag = false")
        #expect(form.rows[0].id == "flag")
        #expect(form.rows[1].visibleWhen != nil)
        #expect(form.warnings.isEmpty)
    }
}
