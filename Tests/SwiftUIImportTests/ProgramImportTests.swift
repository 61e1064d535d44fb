import Scenes
import SwiftUIImport
import Testing

/// The program a SwiftUI form's code gives (docs/FORMS.md, Programs): state declared by
/// path, closures as statements, conditions and titles as expressions.
@Suite struct ProgramImportTests {
    /// Statements without their places, to compare what they do.
    static func kinds(_ statements: [ProgramStatement]?) -> [ProgramStatement.Kind] { statements?.map(\.kind) ?? [] }

    @Test("a counter's button action is an assignment that adds one")
    func counterAction() throws {
        let form = try importForm(#"Text("\(count) taps"); Button("Tap") { count += 1 }"#, state: "@State private var count = 0")
        #expect(Self.kinds(form.rows[1].program.action) == [.assign("count", op: "+=", .value(.int(1)))])
        #expect(form.program.state == [.init(name: "count", type: "Int", value: .int(0))])
    }

    @Test("a text with state interpolated keeps its static label and gets a live one")
    func liveLabel() throws {
        let form = try importForm(#"Text("\(count) taps")"#, state: "@State private var count = 0")
        #expect(form.rows[0].label == "0 taps")
        #expect(form.rows[0].program.label == .text([.name("count"), .value(.string(" taps"))]))
    }

    @Test("each statement carries its place as File.swift:line:column")
    func places() throws {
        let form = try importForm(#"Button("Tap") { count += 1 }"#, state: "@State private var count = 0", file: "Counter.swift")
        #expect(form.rows[0].program.action.first?.at?.hasPrefix("Counter.swift:") == true)
        #expect(form.rows[0].program.action.first?.at?.split(separator: ":").count == 3)
    }

    @Test("an onSubmit switch over focus cases is lowered to nested ifs on ==")
    func switchLowered() throws {
        let form = try importForm(
            #"""
            TextField("Name", text: $name).focused($focused, equals: .name)
                .onSubmit { switch focused { case .name: focused = .email; case .email, .password: signIn(); default: break } }
            """#,
            state: "enum Field { case name, email, password }\n@State var name = \"\"\n@FocusState private var focused: Field?\nfunc signIn() { }")
        let row = form.rows[0]
        #expect(row.program.focus?.state == "focused")
        #expect(row.program.focus?.equals == .symbol("email") || row.program.focus?.equals == .symbol("name"))
        guard case .if(let first, let then, let otherwise)? = row.program.onSubmit?.first?.kind else { Issue.record("no if"); return }
        #expect(first == .binary("==", .name("focused"), .value(.symbol("name"))))
        #expect(Self.kinds(then) == [.assign("focused", op: nil, .value(.symbol("email")))])
        guard case .if(let second, let call, let rest)? = otherwise.first?.kind else { Issue.record("no else if"); return }
        #expect(second == .binary("||", .binary("==", .name("focused"), .value(.symbol("email"))), .binary("==", .name("focused"), .value(.symbol("password")))))
        #expect(Self.kinds(call) == [.call("signIn")])
        #expect(rest.isEmpty)
        #expect(form.program.state.first { $0.name == "focused" } == .init(name: "focused", type: "Field?", value: .none))
    }

    @Test("a Bool focus state starts false and a field focused on it has no equals")
    func boolFocus() throws {
        let form = try importForm(#"TextField("Name", text: $name).focused($isFocused)"#, state: "@State var name = \"\"\n@FocusState var isFocused: Bool")
        #expect(form.program.state.contains(.init(name: "isFocused", type: "Bool", value: .bool(false))))
        #expect(form.rows[0].program.focus?.state == "isFocused")
        #expect(form.rows[0].program.focus?.equals == nil)
    }

    @Test("an alert on a Bool is the program's, presented by it, and the button that sets it has no attached alert")
    func alert() throws {
        let form = try importForm(
            #"""
            Button("Save") { showSaved = true }
                .alert("Saved", isPresented: $showSaved) { Button("OK", role: .cancel) { } } message: { Text("Your changes were saved.") }
            """#, state: "@State private var showSaved = false")
        #expect(form.rows[0].control == .button(title: "Save", role: .default, alert: nil))
        #expect(Self.kinds(form.rows[0].program.action) == [.assign("showSaved", op: nil, .value(.bool(true)))])
        #expect(form.program.alerts == [FormProgram.Alert(
            presentedBy: "showSaved", style: .alert, title: .value(.string("Saved")), message: .value(.string("Your changes were saved.")),
            actions: [.init(title: .value(.string("OK")), style: .cancel)])])
    }

    @Test("a Task in an action is skipped with a warning naming its file and line, the assignment before it kept")
    func skippedTask() throws {
        let form = try importForm(#"Button("Save") { isSaving = true; Task { await api.save() } }"#, state: "@State var isSaving = false", file: "Net.swift")
        let action = form.rows[0].program.action
        #expect(action.first?.kind == .assign("isSaving", op: nil, .value(.bool(true))))
        guard case .skip(let text)? = action.last?.kind else { Issue.record("no skip"); return }
        #expect(text.hasPrefix("Task {"))
        #expect(form.warnings.contains { $0.hasPrefix("Net.swift:7:") && $0.contains("Task { await api.save() } is not run: FormSim runs state changes, not async work") })
    }

    @Test("an if on a computed property is visibleWhen on it, and .disabled on it is disabledWhen")
    func computedCondition() throws {
        let form = try importForm(
            #"if !isValid { Text("Fill in every field") }; Button("Create") { created = true }.disabled(!isValid)"#,
            state: "@State var email = \"\"\n@State var created = false\nvar isValid: Bool { !email.isEmpty }")
        #expect(form.program.computed["isValid"] == .unary("!", .member(.name("email"), "isEmpty")))
        #expect(form.rows[0].visibleWhen == .not(.when(.name("isValid"))))
        #expect(form.rows[1].program.disabledWhen == .unary("!", .name("isValid")))
    }

    @Test("an if comparing state to a number is visibleWhen on the expression, its else on its negation")
    func expressionCondition() throws {
        let form = try importForm(#"if count > 3 { Text("Many") } else { Text("Few") }"#, state: "@State var count = 0")
        let condition = ProgramExpression.binary(">", .name("count"), .value(.int(3)))
        #expect(form.rows[0].visibleWhen == .when(condition))
        #expect(form.rows[1].visibleWhen == .not(.when(condition)))
    }

    @Test("a model's properties are state by path, its methods run on them by path, self.x the same as x")
    func modelMethods() throws {
        let form = try importForm(
            #"TextField("Email", text: $model.email); Button("Save") { model.save() }"#,
            state: "@StateObject private var model = Account()",
            extra: "final class Account: ObservableObject { @Published var email = \"\"; @Published var saved = false; func save() { self.saved = true; email = \"\" } }")
        #expect(form.program.state == [.init(name: "model.email", type: "String", value: .string("")), .init(name: "model.saved", type: "Bool", value: .bool(false))])
        #expect(form.rows[0].program.bind == "model.email")
        #expect(Self.kinds(form.rows[1].program.action) == [.call("model.save")])
        #expect(Self.kinds(form.program.methods["model.save"]) == [.assign("model.saved", op: nil, .value(.bool(true))), .assign("model.email", op: nil, .value(.string("")))])
    }

    @Test("withAnimation's body is inlined, dismiss() is dismiss and collection mutations are their statements")
    func statements() throws {
        let form = try importForm(
            #"Button("Go") { withAnimation(.spring) { names.append("A"); names.remove(at: 0) }; flag.toggle(); names.removeAll(); dismiss() }"#,
            state: "@State var names: [String] = []\n@State var flag = false\n@Environment(\\.dismiss) private var dismiss")
        #expect(Self.kinds(form.rows[0].program.action) == [
            .append("names", .value(.string("A"))), .remove("names", at: .value(.int(0))), .toggle("flag"), .removeAll("names"), .dismiss,
        ])
        #expect(form.program.state.first { $0.name == "names" }?.value == .list([]))
    }

    @Test(".onChange(of:) runs its closure with the new value as a local, .onAppear at the form's opening")
    func observers() throws {
        let form = try importForm(#"TextField("Bio", text: $bio).onChange(of: bio) { value in count += 1 }.onAppear { count = 0 }"#, state: "@State var bio = \"\"\n@State var count = 1")
        #expect(form.program.onChange.map(\.name) == ["bio"])
        #expect(Self.kinds(form.program.onChange.first?.statements) == [.define("value", .name("bio")), .assign("count", op: "+=", .value(.int(1)))])
        #expect(Self.kinds(form.program.onAppear) == [.assign("count", op: nil, .value(.int(0)))])
    }

    @Test("a picker over enum cases is bound with each case's option")
    func pickerCases() throws {
        let form = try importForm(
            #"Picker("Plan", selection: $plan) { Text("Free").tag(Plan.free); Text("Pro").tag(Plan.pro) }"#,
            state: "@State var plan: Plan = .free", extra: "enum Plan { case free, pro }")
        #expect(form.rows[0].program.bind == "plan")
        #expect(form.rows[0].program.cases == ["free": "Free", "pro": "Pro"])
        #expect(form.program.state == [.init(name: "plan", type: "Plan", value: .symbol("free"))])
    }
}

/// Alerts on an optional, the legacy dismiss, and models read from the environment.
@Suite struct ProgramImportMoreTests {
    @Test(".alert(item:) is presented by the optional, its title naming the item opaque")
    func alertItem() throws {
        let form = try importForm(
            #"Button("Pick") { selected = "A" }.alert(item: $selected) { item in Alert(title: Text(item.name)) }"#,
            state: "@State var selected: String?")
        #expect(form.program.state == [.init(name: "selected", type: "String?", value: .none)])
        #expect(form.program.alerts.map(\.presentedBy) == ["selected"])
        guard case .opaque(let text, _)? = form.program.alerts.first?.title else { Issue.record("title not opaque"); return }
        #expect(text == "item.name")
        #expect(!form.warnings.contains { $0.contains("left out") })
    }

    @Test("presentationMode.wrappedValue.dismiss() is dismiss")
    func legacyDismiss() throws {
        let form = try importForm(#"Button("Close") { presentationMode.wrappedValue.dismiss() }"#, state: "@Environment(\\.presentationMode) var presentationMode")
        #expect(form.rows[0].program.action.map(\.kind) == [.dismiss])
        #expect(form.warnings.isEmpty)
    }

    @Test("a view of the project reading the model from the environment binds the form's model")
    func environmentObject() throws {
        let form = try importForm(
            "PrivacyRows()", state: "@StateObject private var store = Store()",
            extra: """
                final class Store: ObservableObject { @Published var isPublic = true }
                struct PrivacyRows: View {
                    @EnvironmentObject var store: Store
                    var body: some View { Toggle("Public", isOn: $store.isPublic) }
                }
                """)
        #expect(form.rows[0].program.bind == "store.isPublic")
        #expect(form.rows[0].control == .switch(isOn: true))
    }
}

/// Code past what a form file holds is skipped, not a form refused.
@Suite struct ProgramImportLimitsTests {
    @Test("a switch of more cases than a form's program nests is skipped with a warning, and the form still checks")
    func longSwitch() throws {
        let cases = (0..<80).map { "case \($0): count = \($0)" }.joined(separator: "\n")
        let form = try importForm("Button(\"Go\") {\nswitch count {\n\(cases)\ndefault: break\n}\n}", state: "@State var count = 0")
        guard case .skip? = form.rows[0].program.action.first?.kind else { Issue.record("not skipped"); return }
        #expect(form.warnings.contains { $0.contains("is not run: FormSim runs state changes, not a switch of this many cases") })
        #expect(!form.warnings.contains { $0.contains("does not check as a form file") })
    }

    @Test("a condition of more parts than a form nests is opaque, and the form still checks")
    func longCondition() throws {
        let chain = (0..<200).map { "count == \($0)" }.joined(separator: " || ")
        let form = try importForm("Button(\"Go\") { if \(chain) { count = 0 } }", state: "@State var count = 0")
        #expect(!form.warnings.contains { $0.contains("does not check as a form file") })
        #expect(form.rows[0].program.action.count == 1)
    }
}

/// Date pickers bind a date state held as its text.
@Suite struct ProgramImportDateTests {
    @Test("a DatePicker on a Date() state binds it, declared as the date the row starts with")
    func datePicker() throws {
        let form = try importForm(#"DatePicker("Due", selection: $due, displayedComponents: .date)"#, state: "@State var due = Date()")
        guard case .date(let entry) = form.rows[0].control, let value = entry.value else { Issue.record("no date"); return }
        #expect(form.rows[0].program.bind == "due")
        #expect(form.program.state == [.init(name: "due", type: "Date", value: .string(value))])
    }
}
