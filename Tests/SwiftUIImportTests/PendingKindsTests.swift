import Scenes
import SwiftUIImport
import Testing

/// Kinds of the SwiftUI mapping this build does not have yet, each mapped to the nearest
/// with a warning (PendingKinds): when one lands, its test here changes with it.
@Suite struct PendingKindsTests {
    @Test("a Picker in the default style is a picker row, with a warning that menus are not in this version")
    func menu() throws {
        let form = try importForm(#"Picker("Plan", selection: $plan) { Text("Free"); Text("Pro") }"#)
        #expect(form.rows[0].kind == .picker)
        #expect(form.warnings.contains { $0.hasPrefix("Test.swift:") && $0.contains("menu rows are not in this version") })
    }

    @Test("a DatePicker in the default (compact) style is a date row, with a warning")
    func compactDate() throws {
        let form = try importForm(#"DatePicker("Day", selection: $day, displayedComponents: .date)"#)
        #expect(form.rows[0].kind == .date)
        #expect(form.warnings.contains { $0.contains("the compact date style is not in this version") })
    }

    @Test("a DatePicker with .graphical is a date row, with a warning that inline dates are not in this version")
    func inlineDate() throws {
        let form = try importForm(#"DatePicker("Day", selection: $day, displayedComponents: .date).datePickerStyle(.graphical)"#)
        #expect(form.rows[0].kind == .date)
        #expect(form.warnings.contains { $0.contains("the inline date style") })
    }

    @Test("a DatePicker with .wheel is a date row, with a warning that wheels in the row are not in this version")
    func wheelsDate() throws {
        let form = try importForm(#"DatePicker("Day", selection: $day, displayedComponents: .date).datePickerStyle(.wheel)"#)
        #expect(form.warnings.contains { $0.contains("the wheels date style") })
    }

    @Test("a button that shows a confirmationDialog stays a plain button, with a warning that action sheets are not in this version")
    func actionSheet() throws {
        let form = try importForm(
            #"Button("Delete", role: .destructive) { confirming = true }.confirmationDialog("Sure?", isPresented: $confirming) { Button("Delete", role: .destructive) { } }"#,
            state: "@State var confirming = false")
        #expect(form.rows[0].control == .button(title: "Delete", role: .destructive))
        #expect(form.warnings.contains { $0.contains("action sheets on buttons are not in this version") })
    }

    @Test("a button that shows an alert stays a plain button, with a warning")
    func alert() throws {
        let form = try importForm(#"Button("Reset") { showAlert.toggle() }.alert("Reset?", isPresented: $showAlert) { }"#)
        #expect(form.rows[0].kind == .button)
        #expect(form.warnings.contains { $0.contains("alerts on buttons are not in this version") })
    }

    @Test("a button that shows a sheet is a child row that pushes, with a warning")
    func sheet() throws {
        let documents = try SwiftUIImporter.read(
            """
            struct Main: View { @State var editing = false
              var body: some View { Form { Button("Edit profile") { editing = true } }.sheet(isPresented: $editing) { Profile() } } }
            struct Profile: View { var body: some View { Form { TextField("Name", text: $name) } } }
            """, file: "Main.swift")
        #expect(documents[0].rows[0].control == .child(form: "profile"))
        #expect(documents[0].rows[0].label == "Edit profile")
        #expect(documents[0].warnings.contains { $0.contains("sheets are not in this version") })
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
