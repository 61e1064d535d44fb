import Scenes
import SimCore
import SwiftUIImport
import Testing

/// Values as the form starts: interpolations of state and literals, format styles,
/// simple computed properties, the device's now, and what ForEach runs over.
@Suite struct ValueTests {
    @Test("a Text interpolating an Int state shows its starting value")
    func interpolatedInt() throws {
        let row = try importRow(#"Text("This video has \(likes) likes")"#, state: "@State private var likes = 12")
        #expect(row.label == "This video has 12 likes")
    }

    @Test("a Text interpolating a literal and a String let shows both")
    func interpolatedLiterals() throws {
        let row = try importRow(#"Text("\(name) is \(3) years old")"#, state: #"let name = "Milo""#)
        #expect(row.label == "Milo is 3 years old")
    }

    @Test("a Double interpolated in a Text key shows six decimals, as LocalizedStringKey writes it")
    func interpolatedDouble() throws {
        let row = try importRow(#"Text("Rating: \(rating)")"#, state: "@State var rating = 4.5")
        #expect(row.label == "Rating: 4.500000")
    }

    @Test("a section header interpolating a value with format: .currency shows it as currency")
    func currencyHeader() throws {
        let form = try importForm(#"Section(header: Text("Total: \(total, format: .currency(code: "USD"))")) { Text("a") }"#, state: "@State var total = 1234.5")
        #expect(form.sections[0].header == "Total: $1,234.50")
        #expect(form.warnings.isEmpty)
    }

    @Test("Text(x, format:) formats numbers: number, percent, precision", arguments: [
        ("Text(amount, format: .number)", "1,234.5"), ("Text(rate, format: .percent)", "15%"),
        ("Text(amount, format: .number.precision(.fractionLength(2)))", "1,234.50"), ("Text(count, format: .percent)", "7%"),
    ])
    func numberFormats(_ view: String, _ expected: String) throws {
        let row = try importRow(view, state: "let amount = 1234.5; let rate = 0.15; let count = 7")
        #expect(row.label == expected)
    }

    @Test("TextField(_:value:format:) is bound to the value and starts with it formatted, the code falling back as Locale.current's would in en_US")
    func formattedField() throws {
        let row = try importRow(
            #"TextField("Amount", value: $checkAmount, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))"#,
            state: "@State private var checkAmount = 0.0")
        #expect(row.id == "check-amount")
        guard case .text(let entry) = row.control else { Issue.record("\(row.control)"); return }
        #expect(entry.value == "$0.00")
        #expect(entry.placeholder == "Amount")
    }

    @Test("a specifier in an interpolation formats the value as printf does")
    func specifier() throws {
        let row = try importRow(#"Text("Weight: \(weight, specifier: "%.1f") kg")"#, state: "@State var weight = 72.25")
        #expect(row.label == "Weight: 72.2 kg")
    }

    @Test("String(format:) formats the value as printf does")
    func stringFormat() throws {
        let row = try importRow(#"LabeledContent("Tip", value: String(format: "%.2f", tip))"#, state: "let tip = 3.5")
        #expect(row.control == .value(detail: "3.50"))
    }

    @Test("a computed property over literal states is worked out once, as the form starts")
    func computedProperty() throws {
        let form = try importForm(
            #"LabeledContent("Total", value: total, format: .currency(code: "USD"))"#,
            state: "@State private var price = 9.5\n@State private var quantity = 3\nvar total: Double { price * Double(quantity) + 1 }")
        #expect(form.rows[0].control == .value(detail: "$29.50"))
        #expect(form.warnings.isEmpty)
    }

    @Test("a computed property that cannot be worked out is left out with a warning naming it")
    func computedUnknown() throws {
        let form = try importForm(#"Text("Total: \(total)")"#, state: "var total: Double { cart.items.reduce(0) { $0 + $1.price } }")
        #expect(form.rows[0].label == "Total")
        #expect(form.warnings.count == 1 && form.warnings[0].contains(#"\(total) cannot be worked out from the file"#))
    }

    @Test("computed properties that name themselves over and over end quickly, left out with a warning")
    func selfReference() throws {
        let form = try importForm(
            #"Text("A \(a)"); Text("S \(s)")"#,
            state: #"var a: Int { a + a + a + a + a + a + a + a }; var s: String { "\(s)\(s)\(s)\(s)" }"#)
        #expect(form.rows.map(\.label) == ["A", "S"])
        #expect(form.warnings.count == 2)
    }

    @Test("numbers past what an Int holds, wherever the file writes them, read as nothing rather than stop the import")
    func hugeNumbers() throws {
        let form = try importForm(
            #"""
            TextField("Notes", text: $notes, axis: .vertical).lineLimit(1e300)
            DatePicker("D", selection: $d, in: DateComponents(year: 1e300, month: 1, day: 1).date!..., displayedComponents: .date)
            ForEach(1e300...1e300, id: \.self) { i in Text("\(i)") }
            Text("\(items[1e300])")
            Text(price, format: .number.precision(.fractionLength(1e300)))
            Text("\(Int(1e300))")
            Picker("P", selection: $p) { Text("A").tag(1e300) }
            Stepper("S", value: $s, in: 0...1e300)
            Stepper("Backwards", value: $b, in: 10...1)
            """#, state: "@State var items = [1]; let price = 2.5; @State var p = 1e300; @State var b = 5")
        #expect(form.rows.count >= 5)
    }

    @Test("a Double state written as an integer shows as a Double")
    func typedDouble() throws {
        let row = try importRow(#"Text("Price: \(price)")"#, state: "@State var price: Double = 10")
        #expect(row.label == "Price: 10.000000")
    }

    @Test("a date moved past what a date row shows is no date: the row starts without a value")
    func farDate() throws {
        let row = try importRow(#"DatePicker("D", selection: $d, displayedComponents: .date)"#, state: "@State var d = Date(timeIntervalSinceNow: 1e300)")
        guard case .date(let entry) = row.control else { Issue.record("\(row.control)"); return }
        #expect(entry.value == nil)
    }

    @Test("a text showing a state a row changes keeps its starting text and is live, with no warning")
    func liveState() throws {
        let form = try importForm(#"Toggle("Notify", isOn: $notify); Text("Notify: \(notify ? "on" : "off")"); Text("Count \(count)"); Stepper("Count", value: $count)"#,
            state: "@State var notify = true; @State var count = 2")
        #expect(form.rows[2].label == "Count 2")
        #expect(form.rows[2].program.label == .text([.value(.string("Count ")), .name("count")]))
        #expect(form.rows[1].program.label == .text([.value(.string("Notify: ")), .conditional(.name("notify"), .value(.string("on")), .value(.string("off")))]))
        #expect(!form.warnings.contains { $0.contains("starting value") })
    }

    @Test("a formatted text showing a state a row changes says that it shows the starting value")
    func staleState() throws {
        let form = try importForm(#"Text("Count \(count, specifier: "%d")"); Stepper("Count", value: $count)"#, state: "@State var count = 2")
        #expect(form.rows[0].label == "Count 2")
        #expect(form.rows[0].program.label == nil)
        #expect(form.warnings.contains { $0.contains("the text is worked out from the starting value of count") })
    }

    @Test("a Stepper's label marks where its own value shows, which the row keeps live, with no warning")
    func stepperLabel() throws {
        let form = try importForm(#"Stepper("Guests: \(guests)", value: $guests, in: 1...8)"#, state: "@State var guests = 2")
        #expect(form.rows[0].label == "Guests: {value}")
        #expect(form.warnings.isEmpty)
    }

    @Test("a Stepper's label shows other states' values")
    func stepperOtherValue() throws {
        let row = try importRow(#"Stepper("Tickets for \(name)", value: $tickets)"#, state: #"let name = "Ann""#)
        #expect(row.label == "Tickets for Ann")
    }

    @Test("Date() is the simulated device's today in a date row, in each mode", arguments: [
        ("[.date]", "2026-11-23"), (".hourAndMinute", "09:41"), ("[.date, .hourAndMinute]", "2026-11-23T09:41"),
    ])
    func dateNow(_ components: String, _ expected: String) throws {
        let row = try importRow(#"DatePicker("When", selection: $when, displayedComponents: "# + components + ")", state: "@State var when = Date()")
        guard case .date(let entry) = row.control else { Issue.record("\(row.control)"); return }
        #expect(entry.value == expected)
    }

    @Test("Date.now and Calendar.current.date(byAdding:value:to:) count from the device's today", arguments: [
        ("Date.now", "2026-11-23"), ("Calendar.current.date(byAdding: .day, value: 7, to: Date())!", "2026-11-30"),
        ("Calendar.current.date(byAdding: .month, value: 1, to: .now) ?? Date()", "2026-12-23"), ("Date().addingTimeInterval(86_400)", "2026-11-24"),
    ])
    func dateArithmetic(_ initial: String, _ expected: String) throws {
        let row = try importRow(#"DatePicker("Check-in", selection: $day, displayedComponents: .date)"#, state: "@State var day = \(initial)")
        guard case .date(let entry) = row.control else { Issue.record("\(row.control)"); return }
        #expect(entry.value == expected)
    }

    @Test("a date range from Date() starts at the device's today")
    func dateRangeFromNow() throws {
        let form = try importForm(#"DatePicker("Arrival", selection: $day, in: Date()..., displayedComponents: .date)"#)
        guard case .date(let entry) = form.rows[0].control else { Issue.record("\(form.rows[0].control)"); return }
        #expect(entry.min == "2026-11-23")
        #expect(form.warnings.isEmpty)
    }

    @Test("Text(date, style:) and Text(date, format: .dateTime…) show the device's today", arguments: [
        ("Text(Date(), style: .date)", "November 23, 2026"), ("Text(Date.now, format: .dateTime.day().month(.wide).year())", "November 23, 2026"),
    ])
    func dateTexts(_ view: String, _ expected: String) throws {
        #expect(try importRow(view).label == expected)
    }

    @Test("a formatter the file configures is not run: the date shows as the long date, with a warning naming it")
    func formatter() throws {
        let form = try importForm(#"Text(Date(), formatter: Self.dateFormatter); Text("Due \(Date(), formatter: dueFormatter)")"#)
        #expect(form.rows.map(\.label) == ["November 23, 2026", "Due November 23, 2026"])
        #expect(form.warnings.count == 2 && form.warnings.allSatisfy { $0.contains("is not run") })
    }

    @Test("ForEach over a @State array of strings makes a row each, from the list the state holds")
    func forEachState() throws {
        let form = try importForm(#"ForEach(fruits, id: \.self) { fruit in Text(fruit) }"#, state: #"@State private var fruits = ["Apple", "Pear"]"#)
        let rules = FormRules(document: form, idiom: "phone", locale: "en_US")
        let state = rules.initialState()
        let rows = rules.shownSections(state).flatMap(\.rows)
        #expect(rows.map(\.id) == ["fruits-0", "fruits-1"])
        #expect(rows.map { rules.liveLabel(of: $0, in: state) } == ["Apple", "Pear"])
    }

    @Test("ForEach over ranges makes a row each", arguments: [("0..<3", ["Row 0", "Row 1", "Row 2"]), ("1...2", ["Row 1", "Row 2"])])
    func forEachRange(_ range: String, _ expected: [String]) throws {
        let form = try importForm("ForEach(\(range), id: \\.self) { i in Text(\"Row \\(i)\") }")
        #expect(form.rows.map(\.label) == expected)
    }

    @Test("ForEach over Identifiable structs in a literal array reads their fields")
    func forEachIdentifiable() throws {
        let form = try importForm(
            #"ForEach(items) { item in LabeledContent(item.name, value: "\(item.quantity)") }"#,
            state: #"@State var items = [Item(name: "Milk", quantity: 2), Item(name: "Eggs")]"#,
            extra: "struct Item: Identifiable { let id = UUID(); var name: String; var quantity = 1 }")
        #expect(form.rows.map(\.label) == ["Milk", "Eggs"])
        #expect(form.rows.map(\.control) == [.value(detail: "2"), .value(detail: "1")])
    }

    @Test("ForEach($items) { $item in … } gives each element's row its own label and starting value, its id from the label")
    func forEachBindings() throws {
        let form = try importForm(
            #"ForEach($todos) { $todo in Toggle(todo.title, isOn: $todo.done) }; ForEach($names, id: \.self) { $name in TextField("Name", text: $name) }"#,
            state: #"@State var todos = [Todo(title: "Milk", done: true), Todo(title: "Eggs")]; @State var names = ["Ann \"A\""]"#,
            extra: "struct Todo: Identifiable { let id = UUID(); var title: String; var done = false }")
        #expect(form.rows.map(\.label) == ["Milk", "Eggs", nil])
        #expect(form.rows.prefix(2).map(\.control) == [.switch(isOn: true), .switch(isOn: false)])
        #expect(form.rows.map(\.id) == ["milk", "eggs", "name"])
        guard case .text(let entry) = form.rows[2].control else { Issue.record("\(form.rows[2].control)"); return }
        #expect(entry.value == #"Ann "A""#)
    }

    @Test("ForEach over items.indices reads items[i]")
    func forEachIndices() throws {
        let form = try importForm(#"ForEach(items.indices, id: \.self) { i in Text("\(i + 1). \(items[i])") }"#, state: #"@State var items = ["Wake", "Run"]"#)
        #expect(form.rows.map(\.label) == ["1. Wake", "2. Run"])
    }

    @Test("ForEach over Array(items.enumerated()) gives the offset and the element")
    func forEachEnumerated() throws {
        let form = try importForm(
            #"ForEach(Array(steps.enumerated()), id: \.offset) { index, step in Text("Step \(index + 1): \(step)") }"#, state: #"let steps = ["Mix", "Bake"]"#)
        #expect(form.rows.map(\.label) == ["Step 1: Mix", "Step 2: Bake"])
    }
}
