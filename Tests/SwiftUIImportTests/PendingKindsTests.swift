import Scenes
import SwiftUIImport
import Testing

/// The rows of the mapping that came with today's iOS controls (PendingKinds): menus,
/// date styles, action sheets and alerts on buttons, sheets.
@Suite struct PendingKindsTests {
    @Test("a Picker in the default style is a menu row")
    func menu() throws {
        let form = try importForm(#"Picker("Plan", selection: $plan) { Text("Free").tag("free"); Text("Pro").tag("pro") }"#, state: #"@State var plan = "pro""#)
        #expect(form.rows[0].control == .menu(.init(options: ["Free", "Pro"], value: "Pro")))
        #expect(form.warnings.isEmpty)
    }

    @Test("a Picker with .menu is a menu row")
    func explicitMenu() throws {
        #expect(try importRow(#"Picker("Plan", selection: $plan) { Text("Free"); Text("Pro") }.pickerStyle(.menu)"#).kind == .menu)
    }

    @Test("a DatePicker of dates in the default style is a compact date row")
    func compactDate() throws {
        let form = try importForm(#"DatePicker("Day", selection: $day, displayedComponents: .date)"#)
        guard case .date(let entry) = form.rows[0].control else { Issue.record("\(form.rows[0].control)"); return }
        #expect(entry.style == .compact)
        #expect(form.warnings.isEmpty)
    }

    @Test("a DatePicker with .graphical is an inline date row")
    func inlineDate() throws {
        guard case .date(let entry) = try importRow(#"DatePicker("Day", selection: $day, displayedComponents: .date).datePickerStyle(.graphical)"#).control
        else { Issue.record("not a date"); return }
        #expect(entry.style == .inline)
    }

    @Test("a DatePicker with .wheel is a date row with the wheels in it")
    func wheelsDate() throws {
        guard case .date(let entry) = try importRow(#"DatePicker("Day", selection: $day, displayedComponents: .date).datePickerStyle(.wheel)"#).control
        else { Issue.record("not a date"); return }
        #expect(entry.style == .wheels)
    }

    @Test("E1.T4: a DatePicker showing a time is a compact time row, with no warning")
    func timeIsCompact() throws {
        let form = try importForm(#"DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)"#)
        guard case .date(let entry) = form.rows[0].control else { Issue.record("not a date"); return }
        #expect(entry.mode == .time && entry.style == .compact)
        #expect(form.warnings.isEmpty)
    }

    @Test("E1.T4: a DatePicker showing a date and a time is a compact dateAndTime row, with no warning")
    func dateAndTimeIsCompact() throws {
        let form = try importForm(#"DatePicker("Meeting", selection: $meeting, displayedComponents: [.date, .hourAndMinute])"#)
        guard case .date(let entry) = form.rows[0].control else { Issue.record("not a date"); return }
        #expect(entry.mode == .dateAndTime && entry.style == .compact)
        #expect(form.warnings.isEmpty)
    }

    @Test("a button that shows a confirmationDialog on state sets it, and the program holds the action sheet pointing at the button")
    func actionSheet() throws {
        let form = try importForm(
            #"Button("Delete", role: .destructive) { confirming = true }.confirmationDialog("Sure?", isPresented: $confirming) { Button("Delete", role: .destructive) { } } message: { Text("This cannot be undone.") }"#,
            state: "@State var confirming = false")
        #expect(form.rows[0].control == .button(title: "Delete", role: .destructive, alert: nil))
        #expect(form.program.alerts == [FormProgram.Alert(
            presentedBy: "confirming", style: .actionSheet, title: .value(.string("Sure?")), message: .value(.string("This cannot be undone.")),
            actions: [.init(title: .value(.string("Delete")), style: .destructive)], anchor: form.rows[0].id)])
        #expect(form.warnings.isEmpty)
    }

    @Test("a button that shows a confirmationDialog on no state of the form presents it as an action sheet with its buttons, message and a Cancel")
    func actionSheetOfNoState() throws {
        let form = try importForm(
            #"Button("Delete", role: .destructive) { confirming = true }.confirmationDialog("Sure?", isPresented: $confirming) { Button("Delete", role: .destructive) { } } message: { Text("This cannot be undone.") }"#)
        var alert = FormAlert(style: .actionSheet, title: "Sure?", actions: [.init(title: "Delete", style: .destructive), .init(title: "Cancel", style: .cancel)])
        alert.message = "This cannot be undone."
        #expect(form.rows[0].control == .button(title: "Delete", role: .destructive, alert: alert))
        #expect(form.program.alerts.isEmpty)
    }

    @Test("a button that shows an alert presents it, OK when the alert names no button")
    func alert() throws {
        let form = try importForm(#"Button("Reset") { showAlert.toggle() }.alert("Reset?", isPresented: $showAlert) { }"#)
        #expect(form.rows[0].control == .button(title: "Reset", role: .default, alert: FormAlert(style: .alert, title: "Reset?", actions: [.init(title: "OK")])))
    }

    @Test("a button that shows a fullScreenCover on no state of the form is a child row presenting its form full screen")
    func sheet() throws {
        let documents = try SwiftUIImporter.read(
            """
            struct Main: View { @ObservedObject var model: Model
              var body: some View { Form { Button("Edit profile") { model.editing = true } }.fullScreenCover(isPresented: $model.editing) { Profile() } } }
            struct Profile: View { var body: some View { Form { TextField("Name", text: $name) } } }
            """, file: "Main.swift")
        #expect(documents[0].rows[0].control == .child(form: "profile", sheet: FormSheet(style: .fullScreen)))
        #expect(documents[0].rows[0].label == "Edit profile")
        #expect(documents[0].warnings.isEmpty)
    }

    @Test("a form in a NavigationStack has a large title, as iOS's default there")
    func largeTitle() throws {
        let form = try SwiftUIImporter.read(#"struct A: View { var body: some View { NavigationStack { Form { Text("a") }.navigationTitle("A") } } }"#, file: "A.swift")[0]
        #expect(form.largeTitle)
        #expect(form.warnings.isEmpty)
    }

    @Test("navigationBarTitleDisplayMode(.inline) keeps the title in the bar, and .large asks for a large one")
    func titleDisplayMode() throws {
        let inline = #"struct A: View { var body: some View { NavigationStack { Form { Text("a") }.navigationBarTitleDisplayMode(.inline) } } }"#
        #expect(try SwiftUIImporter.read(inline, file: "A.swift")[0].largeTitle == false)
        let large = #"struct A: View { var body: some View { Form { Text("a") }.navigationBarTitleDisplayMode(.large) } }"#
        #expect(try SwiftUIImporter.read(large, file: "A.swift")[0].largeTitle)
    }

    @Test("a keyboard toolbar's Done is the Done bar over the keyboard of the form's text rows")
    func keyboardAccessory() throws {
        let form = try importForm(
            #"TextField("Amount", text: $amount).toolbar { ToolbarItemGroup(placement: .keyboard) { Spacer(); Button("Done") { } } }; TextEditor(text: $notes)"#)
        guard case .text(let entry) = form.rows[0].control else { Issue.record("\(form.rows[0].control)"); return }
        #expect(entry.accessory == .done)
        #expect(form.rows[1].kind == .textView)
        #expect(form.warnings.isEmpty)
    }
}
