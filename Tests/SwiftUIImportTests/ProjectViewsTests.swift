import Foundation
import Scenes
import SwiftUIImport
import Testing

/// Views of the project — declared in the form's file or another file read with it —
/// are expanded where a form uses them, with what the use gives them.
@Suite("Views of the project")
struct ProjectViewsTests {
    static let labeledField = """
        struct LabeledField: View {
            let title: String
            @Binding var text: String
            var body: some View {
                TextField(title, text: $text)
            }
        }
        """

    func read(_ files: [(String, String)]) throws -> [FormDocument] {
        try SwiftUIImporter.read(files: files.map { SwiftUISourceFile(name: $0.0, text: $0.1) })
    }

    func refusal(_ files: [(String, String)]) -> FormError? {
        do throws(FormError) {
            _ = try SwiftUIImporter.read(files: files.map { SwiftUISourceFile(name: $0.0, text: $0.1) })
            return nil
        } catch {
            return error
        }
    }

    @Test("a view of the same file is a text row bound to the caller's state, titled by its literal argument")
    func sameFile() throws {
        let document = try importForm(#"LabeledField(title: "Email", text: $email)"#, state: #"@State private var email = "ann@example.com""#, extra: Self.labeledField)
        let row = try #require(document.rows.first)
        #expect(document.rows.count == 1)
        #expect(row.id == "email")
        guard case .text(let entry) = row.control else { Issue.record("not a text row: \(row.control)"); return }
        #expect(entry.placeholder == "Email")
        #expect(entry.value == "ann@example.com")
        #expect(!document.warnings.contains { $0.contains("placeholder") })
    }

    @Test("a slider's range a view's use gives it is the slider's range, and the value in it is kept")
    func givenRange() throws {
        let sliderRow = """
            struct SliderRow: View {
                @Binding var value: Double
                let range: ClosedRange<Double>
                var body: some View { Slider(value: $value, in: range) }
            }
            """
        let document = try importForm("SliderRow(value: $size, range: 12...24)", state: "@State private var size = 17.0", extra: sliderRow)
        #expect(document.rows.first?.control == .slider(.init(min: 12, max: 24, step: nil, value: 17)))
        #expect(document.warnings.isEmpty)
    }

    @Test("a view declared in another file of the project is expanded where the form uses it")
    func otherFile() throws {
        let form = """
            import SwiftUI
            struct ContactForm: View {
                @State private var phone = ""
                var body: some View {
                    Form { LabeledField(title: "Phone", text: $phone) }
                }
            }
            """
        let documents = try read([("ContactForm.swift", form), ("LabeledField.swift", "import SwiftUI\n" + Self.labeledField)])
        #expect(documents.map(\.id) == ["contact-form"])
        #expect(documents[0].rows.map(\.id) == ["phone"])
        #expect(documents[0].rows.first?.customClass == nil)
    }

    @Test("an explicit init's assignments give the view its title, its binding and its own state")
    func explicitInit() throws {
        let view = """
            struct AmountRow: View {
                private let label: String
                @Binding private var amount: Int
                @State private var unlocked: Bool
                init(_ label: String, amount: Binding<Int>, unlocked: Bool = true) {
                    self.label = label
                    self._amount = amount
                    _unlocked = State(initialValue: unlocked)
                }
                var body: some View {
                    Stepper(label, value: $amount, in: 0...10)
                    Toggle("Unlocked", isOn: $unlocked)
                }
            }
            """
        let document = try importForm(#"AmountRow("Tickets", amount: $tickets)"#, state: "@State private var tickets = 4", extra: view)
        #expect(document.rows.map(\.id) == ["tickets", "unlocked"])
        #expect(document.rows.first?.label == "Tickets")
        guard case .stepper(let range) = document.rows[0].control else { Issue.record("not a stepper"); return }
        #expect(range.value == 4)
        #expect(document.rows[1].control == .switch(isOn: true))
    }

    @Test("a view's own @State gives its row its starting value, and each use keeps its own")
    func ownState() throws {
        let view = """
            struct ReminderRow: View {
                var title: String
                @State private var isOn = true
                var body: some View { Toggle(title, isOn: $isOn) }
            }
            """
        let document = try importForm(#"ReminderRow(title: "Morning"); ReminderRow(title: "Evening")"#, extra: view)
        #expect(document.rows.map(\.label) == ["Morning", "Evening"])
        #expect(document.rows.map(\.id) == ["is-on", "is-on-2"])
        #expect(document.rows.allSatisfy { $0.control == .switch(isOn: true) })
    }

    @Test("a view that uses another view of the project expands both, the binding passed through")
    func nested() throws {
        let views = Self.labeledField + """

            struct AddressFields: View {
                @Binding var street: String
                @Binding var city: String
                var body: some View {
                    Section("Address") {
                        LabeledField(title: "Street", text: $street)
                        LabeledField(title: "City", text: $city)
                    }
                }
            }
            """
        let document = try importForm("AddressFields(street: $street, city: $town)", state: #"@State var street = ""; @State var town = "Lyon""#, extra: views)
        #expect(document.sections.first?.header == "Address")
        #expect(document.rows.map(\.id) == ["street", "town"])
        guard case .text(let city) = document.rows[1].control else { Issue.record("not a text row"); return }
        #expect(city.placeholder == "City")
        #expect(city.value == "Lyon")
    }

    @Test("a view that contains itself through another is refused, naming the cycle and where it closes")
    func recursive() throws {
        let form = """
            import SwiftUI
            struct TreeForm: View {
                var body: some View { Form { Branch() } }
            }
            """
        let views = """
            import SwiftUI
            struct Branch: View {
                var body: some View { Leaf() }
            }
            struct Leaf: View {
                var body: some View {
                    Text("leaf")
                    Branch()
                }
            }
            """
        let error = try #require(refusal([("TreeForm.swift", form), ("Branch.swift", views)]))
        #expect(error.message.contains("Branch contains itself (Branch → Leaf → Branch)"))
        #expect(error.file == "Branch.swift")
        #expect(error.line == 8)
        #expect(error.column == 9)
    }

    @Test("a generic container stays a placeholder row, its warning naming the type and the place")
    func genericContainer() throws {
        let view = """
            struct Card<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { VStack { content } }
            }
            """
        let document = try importForm(#"Card { Text("Inside") }"#, extra: view, file: "Cards.swift")
        #expect(document.rows.first?.customClass == "Card")
        #expect(document.warnings.contains { $0.hasPrefix("Cards.swift:") && $0.contains("Card<Content: View> is generic") })
    }

    @Test("a warning about a view in another file names that file, its line and column")
    func warningPlace() throws {
        let form = "import SwiftUI\nstruct F: View {\n    var body: some View { Form { Odd() } }\n}"
        let view = "import SwiftUI\nstruct Odd: View {\n    var body: some View {\n        Text(\"Odd\").sparkle()\n    }\n}"
        let document = try #require(try read([("F.swift", form), ("Odd.swift", view)]).first)
        #expect(document.warnings.contains { $0.hasPrefix("Odd.swift:4:") && $0.contains("sparkle") })
    }
}

/// Views of the project against the limits: uses multiply, and each is counted.
@Suite("Views of the project within the budget")
struct ProjectViewsBudgetTests {
    @Test("views of the project each using the next twice, twenty deep, are refused by the budget, not read for ever")
    func doubling() throws {
        var lines = ["import SwiftUI", "struct Bomb: View {", "    var body: some View { Form { V0() } }", "}"]
        for i in 0..<20 { lines.append("struct V\(i): View { var body: some View { V\(i + 1)(); V\(i + 1)() } }") }
        lines.append("struct V20: View { var body: some View { EmptyView() } }")
        do throws(FormError) {
            _ = try SwiftUIImporter.read(lines.joined(separator: "\n"), file: "Bomb.swift")
            Issue.record("the form was read")
        } catch {
            #expect(error.message.contains("expand to more than"))
            #expect(error.file == "Bomb.swift")
        }
    }

    @Test("a view used many times says what it does not understand once")
    func warningsOnce() throws {
        let view = "struct Fancy: View { var body: some View { Text(\"F\").sparkle() } }"
        let document = try importForm("Fancy(); Fancy(); Fancy()", extra: view)
        #expect(document.rows.count == 3)
        #expect(document.warnings.filter { $0.contains("sparkle") }.count == 1)
    }

    @Test("a view whose body is in an extension of another file, read before the struct's, is expanded")
    func extensionFirst() throws {
        let form = "import SwiftUI\nstruct F: View {\n    @State var on = true\n    var body: some View { Form { Switchy(isOn: $on) } }\n}"
        let body = "import SwiftUI\nextension Switchy {\n    var body: some View { Toggle(\"On\", isOn: $isOn) }\n}"
        let declaration = "import SwiftUI\nstruct Switchy: View {\n    @Binding var isOn: Bool\n}"
        let files = [("A.swift", body), ("B.swift", declaration), ("F.swift", form)].map { SwiftUISourceFile(name: $0.0, text: $0.1) }
        let document = try #require(try SwiftUIImporter.read(files: files).first)
        #expect(document.rows.map(\.id) == ["on"])
        #expect(document.rows.first?.control == .switch(isOn: true))
    }
}

/// Views of the project where a row is made of several views.
@Suite("Views of the project inside rows")
struct ProjectViewsInRowsTests {
    static let nameField = "struct NameField: View { @Binding var name: String; var body: some View { TextField(\"Name\", text: $name) } }"

    @Test(
        "a view of the project inside a row of several views gives its own rows, not a placeholder",
        arguments: [#"HStack { Image(systemName: "person"); NameField(name: $fullName) }"#, #"LabeledContent("Name") { NameField(name: $fullName) }"#])
    func insideARow(_ body: String) throws {
        let document = try importForm(body, state: "@State var fullName = \"\"", extra: Self.nameField)
        #expect(document.rows.map(\.id) == ["full-name"])
        #expect(document.rows.first?.customClass == nil)
    }

    @Test("a form of the project used inside another form gives its rows there, not a placeholder")
    func formInForm() throws {
        let view = "struct AddressForm: View { @State var city = \"Paris\"; var body: some View { Form { TextField(\"City\", text: $city) } } }"
        let source = "import SwiftUI\n\(view)\nstruct TestForm: View { var body: some View { Form { AddressForm() } } }"
        let document = try #require(try SwiftUIImporter.read(source, file: "Test.swift").first { $0.id == "test-form" })
        #expect(document.rows.map(\.id) == ["city"])
        guard case .text(let entry) = document.rows.first?.control else { Issue.record("not a text row"); return }
        #expect(entry.value == "Paris")
    }
}
