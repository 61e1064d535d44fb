import Foundation
import Scenes
import SwiftUIImport
import Testing

/// Ids, warnings with their places, syntax errors, files with no form, hostile files.
@Suite struct ImportRulesTests {
    @Test("ids come from the binding's last name, and a repeated id gets -2")
    func ids() throws {
        let form = try importForm(
            #"TextField("E", text: $model.email); Toggle("S", isOn: $settings.notifications.sound); Button("Go") { }; Button("Go") { }"#)
        #expect(form.rows.map(\.id) == ["email", "sound", "go", "go-2"])
    }

    @Test("a view-model property bound as $model.x starts with the model's literal value")
    func modelValue() throws {
        let row = try importRow(
            #"Toggle("News", isOn: $model.newsletter)"#, state: "@StateObject private var model = SignUpModel()",
            extra: "final class SignUpModel: ObservableObject { @Published var newsletter = true }")
        #expect(row.control == .switch(isOn: true))
    }

    @Test("an unknown view is a placeholder row naming its type, with a warning at its line and column")
    func unknownView() throws {
        let form = try importForm("ProfileHeaderView(user: user)")
        #expect(form.rows[0].label == "ProfileHeaderView")
        #expect(form.rows[0].control == .placeholder)
        #expect(form.warnings.contains("Test.swift:7:13: ProfileHeaderView is not a view FormSim knows: shown as a placeholder row"))
    }

    @Test("an unknown modifier is ignored with a warning at its line and column")
    func unknownModifier() throws {
        let form = try importForm(#"Toggle("A", isOn: $a).sparkle(3)"#)
        #expect(form.rows.count == 1)
        #expect(form.warnings.contains { $0.hasPrefix("Test.swift:7:13:") && $0.contains(".sparkle is not a modifier") })
    }

    @Test("a file with a syntax error loads what parses and reports swift-syntax's diagnostic with line and column")
    func syntaxError() throws {
        let form = try importForm(#"Toggle("A", isOn: $a"#)
        #expect(form.rows.first?.kind == .switch)
        #expect(form.warnings.contains { $0.hasPrefix("Test.swift:7:") && $0.contains("error: expected ')'") })
    }

    @Test("a stray control character is a syntax error at its place and the form loads (swift-syntax's own diagnostics stop the process on it)")
    func controlCharacter() throws {
        let form = try importForm("Toggle(\"A\", isOn: $a)", state: "@State private var a \u{4}= false")
        #expect(form.rows.first?.kind == .switch)
        #expect(form.warnings.starts(with: ["Test.swift:4:26: error: invalid character", "Test.swift:4:27: error: '=' must have consistent whitespace on both sides"]))
    }

    @Test("a file that ends early names each bracket it leaves open, at the end of its last token")
    func endsEarly() throws {
        let source = "import SwiftUI\nstruct A: View { var body: some View { Form { Toggle(\"A\", isOn: $a"
        let form = try #require(try SwiftUIImporter.read(source, file: "A.swift").first)
        #expect(form.warnings == [
            "A.swift:2:67: error: expected ')' to end function call", "A.swift:2:67: error: expected '}' to end closure",
            "A.swift:2:67: error: expected '}' to end variable", "A.swift:2:67: error: expected '}' to end struct",
        ])
    }

    @Test("a file with no Form or List is refused: no Form or List found")
    func noForm() {
        #expect(throws: FormError.self) { try SwiftUIImporter.read("struct A: View { var body: some View { Text(\"x\") } }", file: "A.swift") }
        do {
            _ = try SwiftUIImporter.read("let x = 1", file: "A.swift")
            Issue.record("a file with no Form or List was read")
        } catch {
            #expect(error.message.hasPrefix("no Form or List found"))
        }
    }

    @Test("brackets nested ten thousand deep are refused with their place, not parsed")
    func deepBrackets() {
        let hostile = "struct A: View { var body: some View { Form { " + String(repeating: "VStack { ", count: 10_000) + " } } }"
        do {
            _ = try SwiftUIImporter.read(hostile, file: "A.swift")
            Issue.record("read")
        } catch {
            #expect(error.message.contains("nest more than"))
            #expect(error.line == 1)
        }
    }

    @Test("square brackets open nine at once, whose parse doubles with each, are refused at the ninth; eight and an array of arrays read")
    func squareBrackets() throws {
        let source = { (extra: String) in "struct A: View { var body: some View { Form { Text(\"a\") } } }\nlet s = share \(extra) lists" }
        do {
            _ = try SwiftUIImporter.read(source(String(repeating: "[", count: 29)), file: "A.swift")
            Issue.record("read")
        } catch {
            #expect(error.message == "square brackets nest more than 8 deep here")
            #expect(error.line == 2 && error.column == 23)
        }
        #expect(try SwiftUIImporter.read(source(String(repeating: "[", count: 8)), file: "A.swift").first?.rows.count == 1)
        let grid = "let grid: [[[Int]]] = [[[1, 2], [3]], [[4]]]"
        #expect(try SwiftUIImporter.read(source("") + "\n" + grid, file: "A.swift").first?.rows.count == 1)
    }

    @Test("a chain of fifty thousand modifiers is refused before anything walks it")
    func deepChain() {
        let hostile = "struct A: View { var body: some View { Form { Text(\"x\")" + String(repeating: ".bold()", count: 50_000) + " } } }"
        #expect(throws: FormError.self) { try SwiftUIImporter.read(hostile, file: "A.swift") }
    }

    @Test("ten thousand `!` in a row are one operator to Swift: the condition is warned of as unreadable and its row shown")
    func deepPrefix() throws {
        let hostile = "struct A: View { var body: some View { Form { if " + String(repeating: "!", count: 10_000) + "x { Text(\"a\") } } } }"
        let document = try #require(try SwiftUIImporter.read(hostile, file: "A.swift").first)
        #expect(document.rows.map(\.id) == ["a"])
        #expect(document.warnings.contains { $0.hasPrefix("A.swift:1:") && $0.contains("cannot be read: every branch is shown") })
    }

    @Test("a file over 1 MiB is refused")
    func tooLarge() {
        let big = Data(repeating: 0x20, count: (1 << 20) + 1)
        #expect(throws: FormError.self) { try SwiftUIImporter.read(big, file: "Big.swift") }
    }
}

@Suite struct AccessibilityIdentifierTests {
    @Test("accessibilityIdentifier gives the row its id")
    func identifier() throws {
        #expect(try importRow(#"Toggle("Wi-Fi", isOn: $wifi).accessibilityIdentifier("wifi-toggle")"#).id == "wifi-toggle")
    }
}
