import Scenes
@testable import SwiftUIImport
import Testing

/// The importer's one list of row views: each reads as a row of a kind the form format
/// has, never as a placeholder.
@Suite struct RowViewsTests {
    /// A call of each view the importer reads as a row, and the kind it reads as.
    static let samples: [String: (call: String, kind: FormRow.Kind)] = [
        "TextField": (#"TextField("Name", text: $name)"#, .text),
        "SecureField": (#"SecureField("Password", text: $name)"#, .text),
        "TextEditor": (#"TextEditor(text: $name)"#, .textView),
        "Toggle": (#"Toggle("Wi-Fi", isOn: $on)"#, .switch),
        "Picker": (#"Picker("Size", selection: $name) { Text("S").tag("S"); Text("M").tag("M") }"#, .menu),
        "DatePicker": (#"DatePicker("Birthday", selection: $date, displayedComponents: .date)"#, .date),
        "Stepper": (#"Stepper("Guests", value: $count, in: 1...10)"#, .stepper),
        "Slider": (#"Slider(value: $level, in: 0...1)"#, .slider),
        "Button": (#"Button("Save") { }"#, .button),
        "Link": (#"Link("Help", destination: URL(string: "https://example.com")!)"#, .button),
        "ShareLink": (#"ShareLink("Share", item: "text")"#, .button),
        "NavigationLink": (#"NavigationLink("More") { Text("Detail") }"#, .child),
        "LabeledContent": (#"LabeledContent("Version", value: "1.0")"#, .value),
        "Text": (#"Text("Hello")"#, .value),
        "Label": (#"Label("Hello", systemImage: "star")"#, .value),
        "HStack": (#"HStack { Text("Version"); Spacer(); Text("1.0") }"#, .value),
        "ColorPicker": (#"ColorPicker("Accent", selection: $tint)"#, .color),
    ]

    @Test("every view the importer reads as a row has a sample here")
    func everyViewSampled() {
        #expect(Set(Self.samples.keys) == Set(SwiftUIFormReader.rowViews.keys))
    }

    @Test("every row view reads as a row of its kind, not a placeholder", arguments: SwiftUIFormReader.rowViews.keys.sorted())
    func readsAsKind(_ name: String) throws {
        let sample = try #require(Self.samples[name])
        let state = """
            @State private var name = ""
            @State private var on = false
            @State private var date = Date()
            @State private var count = 1
            @State private var level = 0.5
            @State private var tint = Color.blue
            """
        let rows = try importForm(sample.call, state: state).rows
        let row = try #require(rows.first)
        #expect(row.kind != .placeholder, "\(name) became a placeholder")
        #expect(row.kind == sample.kind, "\(name): \(row.kind)")
    }
}
