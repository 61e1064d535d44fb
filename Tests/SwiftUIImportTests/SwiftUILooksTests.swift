import Foundation
import Scenes
import SwiftUIImport
import Testing

/// What a SwiftUI file says of its looks becomes the form's (BEHAVIOR.md E7): SwiftUI's
/// drawing, no bar without a navigation stack, tints, and SwiftUI's Return key.
@Suite struct SwiftUILooksTests {
    @Test("a form read from SwiftUI draws as SwiftUI does")
    func look() throws {
        #expect(try importForm(#"Toggle("A", isOn: $a)"#, state: "@State private var a = false").look == .swiftUI)
    }

    @Test("a Form with no NavigationStack has no navigation bar")
    func noStack() throws {
        #expect(try importForm(#"Toggle("A", isOn: $a)"#, state: "@State private var a = false").navigationBar == false)
    }

    @Test("a Form in a NavigationStack or NavigationView keeps its bar")
    func inStack() throws {
        for container in ["NavigationStack", "NavigationView"] {
            let source = """
                import SwiftUI
                struct Settings: View {
                    @State private var a = false
                    var body: some View {
                        \(container) { Form { Toggle("A", isOn: $a) }.navigationTitle("Settings") }
                    }
                }
                """
            #expect(try SwiftUIImporter.read(source, file: "Settings.swift")[0].navigationBar)
        }
    }

    @Test("a Button's .tint or .foregroundColor and a Toggle's .tint give the row a tint")
    func tints() throws {
        #expect(try importRow(#"Button("Save") { }.tint(.purple)"#).tint == .purple)
        #expect(try importRow(#"Button("Save") { }.foregroundColor(Color.orange)"#).tint == .orange)
        #expect(try importRow(#"Button("Save") { }.foregroundStyle(.pink)"#).tint == .pink)
        #expect(try importRow(#"Toggle("A", isOn: $a).tint(.mint)"#, state: "@State private var a = false").tint == .mint)
        #expect(try importRow(#"Toggle("A", isOn: $a).tint(.accentColor)"#, state: "@State private var a = false").tint == nil)
    }

    @Test("a colour that is no system colour by name is a warning, and the row keeps the accent colour")
    func unknownColour() throws {
        let form = try importForm(#"Button("Save") { }.tint(Color("Brand"))"#)
        #expect(form.rows.first?.tint == nil)
        #expect(form.warnings.contains { $0.hasPrefix("Test.swift:") && $0.contains("Color(\"Brand\")") && $0.contains("accent colour") })
    }

    @Test("a TextField's Return key is return unless .submitLabel names another")
    func returnKey() throws {
        let plain = try importRow(#"TextField("Name", text: $name)"#, state: #"@State private var name = """#)
        let next = try importRow(#"TextField("Name", text: $name).submitLabel(.next)"#, state: #"@State private var name = """#)
        guard case .text(let entry) = plain.control, case .text(let chained) = next.control else {
            Issue.record("expected text rows")
            return
        }
        #expect(entry.returnKey == .default)
        #expect(chained.returnKey == .next)
    }
}

/// A view's own `@ViewBuilder` functions, read where they are called.
@Suite struct ViewFunctionTests {
    static func source(_ call: String, _ function: String) -> String {
        """
        import SwiftUI
        struct About: View {
            var body: some View {
                Form {
                    Section { Text("Version") }
                    \(call)
                }
            }
            \(function)
        }
        """
    }

    @Test("a @ViewBuilder function called with nothing gives its section and rows where it is called")
    func expanded() throws {
        let form = try SwiftUIImporter.read(
            Self.source("footerSection()", #"@ViewBuilder func footerSection() -> some View { Section(footer: Text("Made with care")) { Text("Thanks") } }"#),
            file: "About.swift")[0]
        #expect(form.sections.map(\.footer) == [nil, "Made with care"])
        #expect(form.rows.map(\.id) == ["version", "thanks"])
        #expect(form.warnings.isEmpty)
    }

    @Test("a view function that takes arguments stays a placeholder, with a warning naming it")
    func withArguments() throws {
        let form = try SwiftUIImporter.read(
            Self.source(#"row(title: "Thanks")"#, "func row(title: String) -> some View { Text(title) }"), file: "About.swift")[0]
        #expect(form.rows.map(\.id).last == "row")
        #expect(form.warnings.contains { $0.hasPrefix("About.swift:6:") && $0.contains("row") })
    }
}

/// `.disabled(_:)`: a literal disables the row; a condition is said, not guessed.
@Suite struct DisabledModifierTests {
    @Test(".disabled(true) disables the row, with no warning")
    func literal() throws {
        let form = try importForm(#"Button("Save") { }.disabled(true)"#)
        #expect(form.rows.first?.disabled == true)
        #expect(form.warnings.isEmpty)
    }

    @Test(".disabled on a condition on state is the program's disabledWhen, with no warning")
    func condition() throws {
        let form = try importForm(#"Button("Save") { }.disabled(!hasChanges)"#, state: "@State private var hasChanges = false")
        #expect(form.rows.first?.disabled == false)
        #expect(form.rows.first?.program.disabledWhen == .unary("!", .name("hasChanges")))
        #expect(form.warnings.isEmpty)
    }

    @Test(".disabled on a condition the form holds no state for leaves the row enabled and says so at the condition")
    func unknownCondition() throws {
        let form = try importForm(#"Button("Save") { }.disabled(!store.hasChanges)"#)
        #expect(form.rows.first?.disabled == false)
        #expect(form.rows.first?.program.disabledWhen == nil)
        #expect(form.warnings.contains { $0.hasPrefix("Test.swift:") && $0.contains(".disabled(!store.hasChanges)") && $0.contains("shown enabled") })
    }
}
