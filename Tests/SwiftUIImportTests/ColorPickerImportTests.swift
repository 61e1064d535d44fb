import Scenes
@testable import SwiftUIImport
import Testing

/// E2.C1: `ColorPicker` reads as a `color` row starting with the bound state's colour.
@Suite struct ColorPickerImportTests {
    @Test("ColorPicker is a colour row labelled by its title, starting with the state's system colour")
    func titleAndSystemColour() throws {
        let row = try importRow(#"ColorPicker("Accent", selection: $tint)"#, state: "@State private var tint = Color.red")
        #expect(row.kind == .color)
        #expect(row.label == "Accent")
        #expect(row.control == .color(value: "red"))
    }

    @Test("a leading-dot colour, Color(.systemTeal) and supportsOpacity read as the colour's name", arguments: [
        ("@State private var tint: Color = .indigo", "indigo"),
        ("@State private var tint = Color(.systemTeal)", "teal"),
        ("@State private var tint = Color(uiColor: .systemGreen)", "green"),
    ])
    func spellings(state: String, name: String) throws {
        let row = try importRow(#"ColorPicker("Accent", selection: $tint, supportsOpacity: false)"#, state: state)
        #expect(row.control == .color(value: name))
    }

    @Test("Color(red:green:blue:) starts the well at its #RRGGBB")
    func componentsAsHex() throws {
        let row = try importRow(
            #"ColorPicker("Paper", selection: $paper)"#, state: "@State private var paper = Color(red: 1, green: 0.5, blue: 0)")
        #expect(row.control == .color(value: "#FF8000"))
    }

    @Test("the label closure form gives the row its label")
    func labelClosure() throws {
        let row = try importRow(#"ColorPicker(selection: $tint) { Text("Highlight") }"#, state: "@State private var tint = Color.blue")
        #expect(row.label == "Highlight")
        #expect(row.control == .color(value: "blue"))
    }

    @Test("a colour it cannot tell starts the well empty, with a warning naming it")
    func unknownColourWarns() throws {
        let document = try importForm(#"ColorPicker("Accent", selection: $tint)"#, state: "@State private var tint = Color(hue: 0.5, saturation: 1, brightness: 1)")
        #expect(document.rows.first?.control == .color(value: nil))
        #expect(document.warnings.contains { $0.contains("Color(hue:") && $0.contains("the well starts empty") })
    }
}
