import Scenes
import SimCore
import SwiftUIImport
import Testing

/// Each row of the mapping table of docs/FORMS.md, SwiftUI.
@Suite struct MappingTableTests {
    @Test("Section(\"H\") is a section with that header")
    func sectionTitle() throws {
        let form = try importForm(#"Section("Account") { Text("Hi") }"#)
        #expect(form.sections.map(\.header) == ["Account"])
    }

    @Test("Section(header:footer:) gives header and footer")
    func sectionHeaderFooter() throws {
        let form = try importForm(#"Section(header: Text("H"), footer: Text("F")) { Text("Hi") }"#)
        #expect(form.sections[0].header == "H")
        #expect(form.sections[0].footer == "F")
    }

    @Test("Section { } header: { } footer: { } gives header and footer")
    func sectionClosures() throws {
        let form = try importForm(#"Section { Text("Hi") } header: { Text("H") } footer: { Text("F") }"#)
        #expect(form.sections[0].header == "H")
        #expect(form.sections[0].footer == "F")
    }

    @Test("TextField is a text row whose title is the placeholder, starting with the state's value")
    func textField() throws {
        let row = try importRow(#"TextField("First name", text: $firstName)"#, state: #"@State private var firstName = "Ann""#)
        #expect(row.id == "first-name")
        guard case .text(let entry) = row.control else { Issue.record("\(row.control)"); return }
        #expect(entry.placeholder == "First name")
        #expect(entry.value == "Ann")
        #expect(row.label == nil)
    }

    @Test("TextField with axis: .vertical is a textView row")
    func verticalTextField() throws {
        let row = try importRow(#"TextField("Bio", text: $bio, axis: .vertical)"#)
        #expect(row.kind == .textView)
    }

    @Test("SecureField is a secure text row")
    func secureField() throws {
        let row = try importRow(#"SecureField("Password", text: $password)"#)
        guard case .text(let entry) = row.control else { Issue.record("\(row.control)"); return }
        #expect(entry.secure)
    }

    @Test("TextEditor is a textView row")
    func textEditor() throws {
        #expect(try importRow(#"TextEditor(text: $notes)"#).kind == .textView)
    }

    @Test("Toggle(_:isOn:) is a switch with the state's starting value")
    func toggle() throws {
        let row = try importRow(#"Toggle("Wi-Fi", isOn: $wifi)"#, state: "@State var wifi = true")
        #expect(row.control == .switch(isOn: true))
        #expect(row.label == "Wi-Fi")
    }

    @Test("Toggle(isOn:) { Text } takes its label from the Text")
    func toggleClosure() throws {
        let row = try importRow(#"Toggle(isOn: $airplane) { Text("Airplane Mode") }"#)
        #expect(row.label == "Airplane Mode")
        #expect(row.kind == .switch)
    }

    @Test("Picker over a CaseIterable enum with raw values takes the raw values as options and the state's case as value")
    func pickerEnum() throws {
        let row = try importRow(
            #"Picker("Plan", selection: $plan) { ForEach(Plan.allCases, id: \.self) { Text($0.rawValue) } }.pickerStyle(.wheel)"#,
            state: "@State var plan: Plan = .pro", extra: #"enum Plan: String, CaseIterable { case free = "Free", pro = "Pro" }"#)
        #expect(row.control == .picker(.init(options: ["Free", "Pro"], value: "Pro"), valueView: .label))
    }

    @Test("Picker with .segmented is a segmented row")
    func pickerSegmented() throws {
        let row = try importRow(#"Picker("Size", selection: $size) { Text("S").tag("s"); Text("M").tag("m") }.pickerStyle(.segmented)"#, state: #"@State var size = "m""#)
        #expect(row.control == .segmented(.init(options: ["S", "M"], value: "M")))
    }

    @Test("Picker with .navigationLink is a choice row")
    func pickerNavigationLink() throws {
        let row = try importRow(#"Picker("Size", selection: $size) { Text("S"); Text("M") }.pickerStyle(.navigationLink)"#)
        #expect(row.kind == .choice)
    }

    @Test("Picker with .inline is a radio group in a section of its own headed by its label")
    func pickerInline() throws {
        let form = try importForm(#"Picker("Sort", selection: $sort) { Text("Name").tag("name"); Text("Date").tag("date") }.pickerStyle(.inline)"#, state: #"@State var sort = "date""#)
        #expect(form.sections.count == 1)
        #expect(form.sections[0].header == "Sort")
        #expect(form.sections[0].radio == FormRadio(id: "sort", options: ["Name", "Date"], value: "Date"))
    }

    @Test("DatePicker with in: bounds written as DateComponents and [.date] is a date row in date mode with min and max")
    func datePicker() throws {
        let row = try importRow(
            #"DatePicker("Birthday", selection: $birthday, in: DateComponents(year: 1900, month: 1, day: 1).date!...DateComponents(year: 2020, month: 12, day: 31).date!, displayedComponents: [.date])"#)
        guard case .date(let entry) = row.control else { Issue.record("\(row.control)"); return }
        #expect(entry.mode == .date)
        #expect(entry.min == "1900-01-01")
        #expect(entry.max == "2020-12-31")
    }

    @Test("DatePicker's displayedComponents give its mode: time, and date and time by default")
    func datePickerModes() throws {
        guard case .date(let time) = try importRow(#"DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)"#).control,
            case .date(let both) = try importRow(#"DatePicker("Meeting", selection: $meeting)"#).control
        else { Issue.record("not date rows"); return }
        #expect(time.mode == .time)
        #expect(both.mode == .dateAndTime)
    }

    @Test("Stepper with an interpolated label is a stepper whose label shows its value, live")
    func stepper() throws {
        let row = try importRow(#"Stepper("Guests: \(guests)", value: $guests, in: 1...8, step: 1)"#, state: "@State var guests = 2")
        #expect(row.label == "Guests: {value}")
        #expect(row.control == .stepper(.init(min: 1, max: 8, step: 1, value: 2)))
    }

    @Test("Slider(value:in:) is a slider with the range and the state's value")
    func slider() throws {
        let row = try importRow(#"Slider(value: $volume, in: 0...10) { Text("Volume") }"#, state: "@State var volume = 2.5")
        #expect(row.control == .slider(.init(min: 0, max: 10, value: 2.5)))
        #expect(row.label == "Volume")
    }

    @Test("Button(_:role: .destructive) is a destructive button whose id comes from its title")
    func destructiveButton() throws {
        let row = try importRow(#"Button("Delete account", role: .destructive) { }"#)
        #expect(row.id == "delete-account")
        #expect(row.control == .button(title: "Delete account", role: .destructive))
    }

    @Test("Button(action:) { Text } takes its title from the label")
    func buttonLabel() throws {
        let row = try importRow(#"Button(action: save) { Text("Save changes") }"#)
        #expect(row.control == .button(title: "Save changes", role: .default))
    }

    @Test("NavigationLink to a struct of the file with a form is a child row opening that form")
    func navigationLinkForm() throws {
        let documents = try SwiftUIImporter.read(
            """
            struct Root: View { var body: some View { NavigationStack { Form { NavigationLink("Privacy", destination: PrivacyForm()) } } } }
            struct PrivacyForm: View { var body: some View { Form { Toggle("Ads", isOn: $ads) } } }
            """, file: "Links.swift")
        #expect(documents.map(\.id) == ["root", "privacy-form"])
        #expect(documents[0].rows[0].control == .child(form: "privacy-form"))
    }

    @Test("NavigationLink to anything else opens an empty screen with its title")
    func navigationLinkOther() throws {
        let documents = try SwiftUIImporter.read(
            #"struct Root: View { var body: some View { Form { NavigationLink { AboutView() } label: { Text("About") } } } }"#, file: "L.swift")
        guard case .child(let target, _) = documents[0].rows[0].control else { Issue.record("not a child"); return }
        let screen = try #require(documents.first { $0.id == target })
        #expect(screen.title == "About")
    }

    @Test("LabeledContent(_:value:) is a value row")
    func labeledContent() throws {
        let row = try importRow(#"LabeledContent("Version", value: "1.2")"#)
        #expect(row.control == .value(detail: "1.2"))
        #expect(row.label == "Version")
    }

    @Test("an HStack of a Text, a Spacer and a Text is a value row")
    func hstackValue() throws {
        let row = try importRow(#"HStack { Text("Storage"); Spacer(); Text("64 GB") }"#)
        #expect(row.control == .value(detail: "64 GB"))
        #expect(row.label == "Storage")
    }

    @Test("Text alone and Label alone are plain text rows")
    func plainText() throws {
        let form = try importForm(#"Text("Hello"); Label("Wi-Fi", systemImage: "wifi")"#)
        #expect(form.rows.map(\.label) == ["Hello", "Wi-Fi"])
        #expect(form.rows.map(\.kind) == [.value, .value])
    }

    @Test("keyboardType, textInputAutocapitalization, submitLabel and disabled set the text row's keys")
    func textModifiers() throws {
        let row = try importRow(#"TextField("Email", text: $email).keyboardType(.emailAddress).textInputAutocapitalization(.never).submitLabel(.go).disabled(true)"#)
        guard case .text(let entry) = row.control else { Issue.record("\(row.control)"); return }
        #expect(entry.keyboard == .email)
        #expect(entry.autocapitalization == AutocapitalizationType.none)
        #expect(entry.returnKey == .go)
        #expect(row.disabled)
    }

    @Test("toolbar items of the cancellation and confirmation placements are Cancel and Done")
    func toolbar() throws {
        let form = try importForm(
            #"Text("x")"#, extra: "",
            file: "T.swift")
        #expect(form.cancel == nil)
        let source = """
            struct Edit: View { var body: some View { NavigationStack { Form { Text("x") }
              .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") { } }
                         ToolbarItem(placement: .confirmationAction) { Button("Save") { } } } } } }
            """
        let edit = try SwiftUIImporter.read(source, file: "Edit.swift")[0]
        #expect(edit.cancel == "Cancel")
        #expect(edit.done == "Save")
    }

    @Test("listStyle and formStyle give the form's style")
    func listStyle() throws {
        let source = #"struct S: View { var body: some View { List { Section { Text("a") } }.listStyle(.plain) } }"#
        #expect(try SwiftUIImporter.read(source, file: "S.swift")[0].style == .plain)
        let grouped = #"struct S: View { var body: some View { List { Section { Text("a") } }.listStyle(.grouped) } }"#
        #expect(try SwiftUIImporter.read(grouped, file: "S.swift")[0].style == .grouped)
    }

    @Test("ForEach over an array literal gives a row per element")
    func forEachLiteral() throws {
        let form = try importForm(#"ForEach(["Red", "Green"], id: \.self) { color in Text(color) }"#)
        #expect(form.rows.map(\.label) == ["Red", "Green"])
    }

    @Test("ForEach over E.allCases with .capitalized gives the capitalized raw values")
    func forEachCapitalized() throws {
        let row = try importRow(
            #"Picker("Tone", selection: $tone) { ForEach(Tone.allCases, id: \.self) { Text($0.rawValue.capitalized) } }.pickerStyle(.segmented)"#,
            extra: "enum Tone: String, CaseIterable { case calm, loud }")
        #expect(row.control == .segmented(.init(options: ["Calm", "Loud"])))
    }

    @Test("the navigation title is the form's title and the type's name in kebab case its id")
    func titleAndID() throws {
        let source = #"struct ShippingForm: View { var body: some View { NavigationStack { Form { Text("a") }.navigationTitle("Shipping") } } }"#
        let form = try SwiftUIImporter.read(source, file: "S.swift")[0]
        #expect(form.id == "shipping-form")
        #expect(form.title == "Shipping")
    }
}
