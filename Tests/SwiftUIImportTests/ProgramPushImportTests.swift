import Scenes
import SwiftUIImport
import Testing

/// Forms a SwiftUI form's state pushes and the values its links open (docs/FORMS.md,
/// Programs): `.navigationDestination(isPresented:)` on a Bool the form declares is the
/// program's push, and `NavigationLink(value:)` opens the form the
/// `.navigationDestination(for:)` of the value's type makes.
@Suite struct ProgramPushImportTests {
    static func kinds(_ statements: [ProgramStatement]?) -> [ProgramStatement.Kind] { statements?.map(\.kind) ?? [] }

    static func read(_ rows: String = #"Button("About") { showAbout = true }"#, modifiers: String, state: String = "@State private var showAbout = false") throws -> [FormDocument] {
        try SwiftUIImporter.read(
            """
            enum Route: Hashable { case privacy, about }
            struct Main: View { \(state)
              var body: some View { NavigationStack { Form { \(rows) }\(modifiers) } } }
            struct AboutForm: View { var body: some View { Form { Text("Version 1.0") } } }
            struct AccountForm: View { @State private var name = ""
              var body: some View { Form { TextField("Name", text: $name) } } }
            struct PrivacyForm: View { @State private var share = true
              var body: some View { Form { Toggle("Share", isOn: $share) } } }
            """, file: "Main.swift")
    }

    @Test("a .navigationDestination(isPresented:) on a declared Bool is the program's push of the destination's form")
    func pushEntry() throws {
        let documents = try Self.read(modifiers: ".navigationDestination(isPresented: $showAbout) { AboutForm() }")
        #expect(documents[0].program.pushes == [FormProgram.Push(presentedBy: "showAbout", form: "about-form")])
        #expect(documents[0].id == "main")
        #expect(documents.contains { $0.id == "about-form" })
        #expect(documents[0].warnings.isEmpty)
    }

    @Test("the button that sets a push's Bool is a plain button that keeps its action")
    func plainButton() throws {
        let form = try Self.read(modifiers: ".navigationDestination(isPresented: $showAbout) { AboutForm() }")[0]
        #expect(form.rows[0].control == .button(title: "About", role: .default, alert: nil))
        #expect(Self.kinds(form.rows[0].program.action) == [.assign("showAbout", op: nil, .value(.bool(true)))])
    }

    @Test("a push whose destination is no form of the file pushes a screen naming it")
    func placeholder() throws {
        let documents = try Self.read(modifiers: #".navigationDestination(isPresented: $showAbout) { Text("Hi") }"#)
        let form = try #require(documents[0].program.pushes.first?.form)
        #expect(documents.contains { $0.id == form })
    }

    @Test("a .navigationDestination(isPresented:) on a Bool the form does not declare pushes nothing and says so")
    func undeclaredFlag() throws {
        let form = try Self.read(
            #"Button("About") { model.showAbout = true }"#, modifiers: ".navigationDestination(isPresented: $model.showAbout) { AboutForm() }", state: "")[0]
        #expect(form.program.pushes.isEmpty)
        #expect(form.warnings.count == 1)
        #expect(form.warnings.first?.contains("navigationDestination(isPresented: $model.showAbout)") == true)
        #expect(form.warnings.first?.hasSuffix("ignored") == true)
    }

    @Test("a value link is a child row opening the form of the .navigationDestination(for:) of its value's type")
    func valueLinks() throws {
        let form = try Self.read(
            #"NavigationLink("Account", value: "account"); NavigationLink(value: Route.privacy) { Label("Privacy", systemImage: "hand.raised") }; NavigationLink("About", value: .about); NavigationLink("Count", value: 3)"#,
            modifiers: ".navigationDestination(for: Route.self) { route in PrivacyForm() }.navigationDestination(for: String.self) { value in AccountForm() }.navigationDestination(for: Int.self) { n in AboutForm() }")[0]
        #expect(form.rows.map(\.control) == [
            .child(form: "account-form"), .child(form: "privacy-form"), .child(form: "privacy-form"), .child(form: "about-form"),
        ])
        #expect(form.rows.map(\.label) == ["Account", "Privacy", "About", "Count"])
        #expect(form.warnings.isEmpty)
    }

    @Test("with one .navigationDestination(for:), a value link whose type cannot be told opens its form")
    func oneDestination() throws {
        let form = try Self.read(#"NavigationLink("Account", value: account)"#, modifiers: ".navigationDestination(for: Account.self) { a in AccountForm() }", state: #"let account = Account()"#)[0]
        #expect(form.rows[0].control == .child(form: "account-form"))
    }

    @Test("a value link with no .navigationDestination(for:) on the form opens a placeholder screen")
    func noDestination() throws {
        let documents = try Self.read(#"NavigationLink("Account", value: "account")"#, modifiers: "")
        guard case .child(let target, _) = documents[0].rows[0].control else { Issue.record("not a child row"); return }
        #expect(target == "main-account")
        #expect(documents.contains { $0.id == target })
    }
}

extension ProgramPushImportTests {
    @Test("a .navigationDestination(for:) that switches over its value opens each case's form, default: for the rest")
    func switchedDestination() throws {
        let form = try Self.read(
            #"NavigationLink("Privacy", value: Route.privacy); NavigationLink("About", value: Route.about)"#,
            modifiers: """
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .privacy: PrivacyForm()
                    default: AboutForm()
                    }
                }
                """)[0]
        #expect(form.rows.map(\.control) == [.child(form: "privacy-form"), .child(form: "about-form")])
    }
}
