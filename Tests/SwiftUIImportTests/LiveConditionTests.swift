import Scenes
import Testing

/// `if` on state a row changes becomes `visibleWhen`.
@Suite struct LiveConditionTests {
    static let plan = #"enum Plan: String, CaseIterable { case free = "Free", pro = "Pro" }"#
    static let state = "@State var gift = false\n@State var plan: Plan = .free"
    static let controls = #"Toggle("Gift", isOn: $gift); Picker("Plan", selection: $plan) { ForEach(Plan.allCases, id: \.self) { Text($0.rawValue) } }.pickerStyle(.segmented)"#

    @Test("if x { … } shows its rows when the switch bound to x is on")
    func ifBool() throws {
        let form = try importForm(Self.controls + #"; if gift { TextField("Message", text: $message) }"#, state: Self.state, extra: Self.plan)
        #expect(form.rows.last?.visibleWhen == .row("gift", equals: nil))
    }

    @Test("if plan == .pro compares the picker bound to plan with the case's option")
    func ifEnum() throws {
        let form = try importForm(Self.controls + #"; if plan == .pro { Text("Thanks") }"#, state: Self.state, extra: Self.plan)
        #expect(form.rows.last?.visibleWhen == .row("plan", equals: "Pro"))
    }

    @Test("!, && and || combine, and else shows when the condition does not hold")
    func combined() throws {
        let form = try importForm(
            Self.controls + #"; if !gift && (plan == .pro || gift) { Text("A") } else { Text("B") }"#, state: Self.state, extra: Self.plan)
        let a = FormCondition.all([.not(.row("gift", equals: nil)), .any([.row("plan", equals: "Pro"), .row("gift", equals: nil)])])
        #expect(form.rows[2].visibleWhen == a)
        #expect(form.rows[3].visibleWhen == .not(a))
    }

    @Test("a condition it cannot read shows both branches, with a warning")
    func unreadable() throws {
        let form = try importForm(#"if let name = user?.name { Text(name) } else { Text("Guest") }"#)
        #expect(form.rows.count == 2)
        #expect(form.rows.allSatisfy { $0.visibleWhen == nil })
        #expect(form.warnings.contains { $0.contains("cannot be read: every branch is shown") })
    }

    @Test("switch over a bound enum shows each case's rows when the picker is on that case")
    func switchCases() throws {
        let form = try importForm(
            Self.controls + #"; switch plan { case .free: Text("Upgrade"); case .pro: Text("Thanks") }"#, state: Self.state, extra: Self.plan)
        #expect(form.rows[2].visibleWhen == .row("plan", equals: "Free"))
        #expect(form.rows[3].visibleWhen == .row("plan", equals: "Pro"))
    }
}
