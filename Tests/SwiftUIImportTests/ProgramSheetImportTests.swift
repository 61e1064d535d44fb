import Scenes
import SwiftUIImport
import Testing

/// Sheets a SwiftUI form's state presents (docs/FORMS.md, Programs): `.sheet`,
/// `.fullScreenCover` and `.popover` on a Bool or an optional the form declares are the
/// program's sheets, and the button that sets the state stays a button.
@Suite struct ProgramSheetImportTests {
    static func kinds(_ statements: [ProgramStatement]?) -> [ProgramStatement.Kind] { statements?.map(\.kind) ?? [] }

    static func read(_ modifier: String, state: String = "@State private var editing = false", button: String = "editing = true") throws -> [FormDocument] {
        try SwiftUIImporter.read(
            """
            struct Main: View { \(state)
              var body: some View { Form { Button("Edit profile") { \(button) } }\(modifier) } }
            struct Profile: View { @State private var name = ""
              var body: some View { Form { TextField("Name", text: $name) } } }
            """, file: "Main.swift")
    }

    @Test("a .sheet on a declared Bool is the program's sheet, presented by the Bool, showing the destination's form")
    func sheetEntry() throws {
        let documents = try Self.read(".sheet(isPresented: $editing) { Profile() }")
        #expect(documents[0].program.sheets == [FormProgram.Sheet(presentedBy: "editing", form: "profile", sheet: FormSheet(style: .sheet))])
        #expect(documents.map(\.id) == ["main", "profile"])
        #expect(documents[0].warnings.isEmpty)
    }

    @Test("the button that sets a program sheet's Bool is a plain button that keeps its action")
    func plainButton() throws {
        let form = try Self.read(".sheet(isPresented: $editing) { Profile() }")[0]
        #expect(form.rows[0].control == .button(title: "Edit profile", role: .default, alert: nil))
        #expect(Self.kinds(form.rows[0].program.action) == [.assign("editing", op: nil, .value(.bool(true)))])
    }

    @Test("a .fullScreenCover on a declared Bool is a program sheet presented full screen")
    func fullScreen() throws {
        let form = try Self.read(".fullScreenCover(isPresented: $editing) { Profile() }")[0]
        #expect(form.program.sheets.map(\.sheet.style) == [.fullScreen])
    }

    @Test("a .popover on a declared Bool is a program sheet presented as a sheet")
    func popover() throws {
        let form = try Self.read(".popover(isPresented: $editing) { Profile() }")[0]
        #expect(form.program.sheets.map(\.sheet.style) == [.sheet])
        #expect(form.warnings.isEmpty)
    }

    @Test(".presentationDetents and .presentationDragIndicator on the sheet's content give the program sheet's detents and grabber")
    func detents() throws {
        let form = try Self.read(".sheet(isPresented: $editing) { Profile().presentationDetents([.medium, .large]).presentationDragIndicator(.visible) }")[0]
        #expect(form.program.sheets.first?.sheet.detents == [.medium, .large])
        #expect(form.program.sheets.first?.sheet.grabber == true)
    }

    @Test(".sheet(item:) on a declared optional is presented by the optional, its content read as the destination's form")
    func item() throws {
        let documents = try Self.read(
            ".sheet(item: $picked) { name in Profile(title: name) }", state: "@State private var picked: String? = nil", button: #"picked = "Ada""#)
        #expect(documents[0].program.sheets == [FormProgram.Sheet(presentedBy: "picked", form: "profile")])
        #expect(documents.contains { $0.id == "profile" })
        #expect(documents[0].rows[0].control == .button(title: "Edit profile", role: .default, alert: nil))
    }

    @Test("a sheet whose destination is no form of the file presents a screen naming it")
    func placeholder() throws {
        let documents = try Self.read(".sheet(isPresented: $editing) { Text(\"Hi\") }")
        let form = try #require(documents[0].program.sheets.first?.form)
        #expect(documents.contains { $0.id == form })
    }

    @Test("a .sheet on a Bool the form does not declare keeps the child row presenting the destination")
    func undeclaredFlag() throws {
        let form = try Self.read(".sheet(isPresented: $model.editing) { Profile() }", state: "", button: "model.editing = true")[0]
        #expect(form.program.sheets.isEmpty)
        #expect(form.rows[0].control == .child(form: "profile", sheet: FormSheet(style: .sheet)))
    }
}
