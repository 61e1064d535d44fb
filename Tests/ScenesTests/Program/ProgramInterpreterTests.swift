import Testing
@testable import Scenes

/// The interpreter alone: statements over values, no view (docs/FORMS.md, Programs).
/// After each run the whole changed state is stated, so an unintended change fails.
@Suite struct ProgramInterpreterTests {
    typealias E = ProgramExpression
    typealias S = ProgramStatement

    func run(_ statements: [S], _ values: [String: ProgramValue], program: FormProgram = FormProgram()) -> ProgramInterpreter {
        var program = program
        if program.state.isEmpty {
            program.state = values.map { .init(name: $0.key, type: Self.type(of: $0.value), value: $0.value) }
        }
        var interpreter = ProgramInterpreter(program: program, values: values)
        interpreter.run(statements)
        return interpreter
    }

    static func type(of value: ProgramValue) -> String {
        switch value {
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .string: "String"
        case .list: "[String]"
        default: "Any?"
        }
    }

    @Test func compoundAssignmentKeepsAnIntAnInt() {
        let i = run([S(.assign("guests", op: "+=", .value(.int(1))))], ["guests": .int(2)])
        #expect(i.values == ["guests": .int(3)])
    }

    @Test func anIntAddedToADoubleStateStaysADouble() {
        let i = run([S(.assign("volume", op: "+=", .value(.int(1))))], ["volume": .double(0.5)])
        #expect(i.values == ["volume": .double(1.5)])
    }

    @Test func toggleFlipsABool() {
        #expect(run([S(.toggle("on"))], ["on": .bool(false)]).values == ["on": .bool(true)])
    }

    @Test func appendAndRemoveChangeAList() {
        let i = run([
            S(.append("names", .value(.string("Ann")))), S(.append("names", .value(.string("Bo")))),
            S(.remove("names", at: .value(.int(0)))),
        ], ["names": .list([])])
        #expect(i.values == ["names": .list([.string("Bo")])])
    }

    @Test func guardEndsTheActionWhenItsConditionFails() {
        let i = run([
            S(.guard(.unary("!", .member(.name("name"), "isEmpty")), else: [S(.return)])),
            S(.append("names", .name("name"))),
        ], ["name": .string(""), "names": .list([])])
        #expect(i.values == ["name": .string(""), "names": .list([])])
        #expect(i.failure == nil)
    }

    @Test func aLocalLetIsReadButNeverStored() {
        let i = run([S(.define("n", .binary("*", .name("count"), .value(.int(2))))), S(.assign("count", op: nil, .name("n")))], ["count": .int(4)])
        #expect(i.values == ["count": .int(8)])
    }

    @Test func interpolationDescribesValuesAsSwiftDoes() {
        var i = ProgramInterpreter(program: FormProgram(), values: ["n": .int(3), "x": .double(2), "on": .bool(true)])
        #expect(i.evaluate(.text([.name("n"), .value(.string(" · ")), .name("x"), .value(.string(" · ")), .name("on")])) == .string("3 · 2.0 · true"))
    }

    @Test func aComputedPropertyIsEvaluatedFromTheStateNow() {
        var program = FormProgram()
        program.computed["isValid"] = .binary("&&", .unary("!", .member(.name("email"), "isEmpty")), .name("agreed"))
        var i = ProgramInterpreter(program: program, values: ["email": .string("a@b"), "agreed": .bool(false)])
        #expect(i.evaluate(.name("isValid")) == .bool(false))
        i = ProgramInterpreter(program: program, values: ["email": .string("a@b"), "agreed": .bool(true)])
        #expect(i.evaluate(.name("isValid")) == .bool(true))
    }

    @Test func aLoopThatNeverEndsStopsAtTheStatementBudget() {
        let i = run([S(.while(.value(.bool(true)), do: [S(.assign("n", op: "+=", .value(.int(1))))]), at: "F.swift:3:5")], ["n": .int(0)])
        #expect(i.failure?.contains("stopped after 10000 statements") == true)
        #expect(i.statementsRun == ProgramInterpreter.statementBudget + 1)
    }

    @Test func aMethodThatCallsItselfStopsAtTheDepthLimit() {
        var program = FormProgram()
        program.state = [.init(name: "n", type: "Int", value: .int(0))]
        program.methods["again"] = [S(.assign("n", op: "+=", .value(.int(1)))), S(.call("again"))]
        let i = run([S(.call("again"))], ["n": .int(0)], program: program)
        #expect(i.failure?.contains("again()") == true)
    }

    @Test func computedPropertiesThatReadThemselvesGiveUnknown() {
        var program = FormProgram()
        program.computed["a"] = .binary("+", .name("a"), .value(.int(1)))
        var i = ProgramInterpreter(program: program, values: [:])
        #expect(i.evaluate(.name("a")) == .unknown)
    }

    @Test func aTextThatDoublesEachTimeStopsAtTheSizeLimit() {
        let i = run([S(.while(.value(.bool(true)), do: [S(.assign("s", op: "+=", .name("s")))]))], ["s": .string("ab")])
        #expect(i.failure != nil)
    }

    @Test func anIndexOutOfRangeStopsTheEventWhereTheAppWouldCrash() {
        let i = run([S(.remove("names", at: .value(.int(3))), at: "F.swift:9:1")], ["names": .list([.string("a")])])
        #expect(i.failure?.contains("index 3 out of range at F.swift:9:1") == true)
    }

    @Test func removingFromAnEmptyListStopsTheEventWhereTheAppWouldCrash() {
        let i = run([S(.remove("names", at: .value(.int(0))))], ["names": .list([])])
        #expect(i.failure?.contains("index 0 out of range") == true)
    }

    @Test func anOverflowStopsTheEventWhereTheAppWouldCrash() {
        let i = run([S(.assign("n", op: "+=", .value(.int(1))))], ["n": .int(.max)])
        #expect(i.failure?.contains("overflow") == true)
    }

    @Test func aSkippedStatementIsRecordedWithItsPlaceAndTheRestRuns() {
        let i = run([S(.skip("Task { await api.save() }"), at: "F.swift:4:9"), S(.toggle("saving"))], ["saving": .bool(false)])
        #expect(i.skipped.map(\.at) == ["F.swift:4:9"])
        #expect(i.values == ["saving": .bool(true)])
    }

    @Test func anAssignmentToAnUndeclaredNameIsSkipped() {
        let i = run([S(.assign("nowhere", op: nil, .value(.int(1))))], ["n": .int(0)])
        #expect(i.values == ["n": .int(0)])
        #expect(i.skipped.count == 1)
    }

    @Test func computedPropertiesReadingEachOtherTwiceOverAreWorkedOutOnceEach() {
        var program = FormProgram()
        program.computed["c0"] = .value(.int(1))
        for i in 1...30 { program.computed["c\(i)"] = .binary("+", .name("c\(i - 1)"), .name("c\(i - 1)")) }
        var i = ProgramInterpreter(program: program, values: [:], evaluationBudget: ProgramInterpreter.displayBudget)
        #expect(i.evaluate(.name("c30")) == .int(1 << 30))
        #expect(i.failure == nil)
    }

    @Test func aStatementReadsAComputedPropertyAgainAfterAStoreChangesWhatItReads() {
        var program = FormProgram()
        program.state = [.init(name: "n", type: "Int", value: .int(1)), .init(name: "seen", type: "[Int]", value: .list([]))]
        program.computed["twice"] = .binary("*", .name("n"), .value(.int(2)))
        var i = ProgramInterpreter(program: program, values: ["n": .int(1), "seen": .list([])])
        i.run([S(.append("seen", .name("twice"))), S(.assign("n", op: nil, .value(.int(5)))), S(.append("seen", .name("twice")))])
        #expect(i.values == ["n": .int(5), "seen": .list([.int(2), .int(10)])])
    }

    @Test func aStatementsConditionOnAChainOfComputedPropertiesIsWorkedOutOnceEach() {
        var program = FormProgram()
        program.state = [.init(name: "n", type: "Int", value: .int(0))]
        program.computed["c0"] = .value(.int(1))
        for i in 1...30 { program.computed["c\(i)"] = .binary("+", .name("c\(i - 1)"), .name("c\(i - 1)")) }
        var i = ProgramInterpreter(program: program, values: ["n": .int(0)])
        i.run([S(.if(.binary(">", .name("c30"), .value(.int(0))), then: [S(.assign("n", op: nil, .value(.int(1))))], else: []))])
        #expect(i.failure == nil)
        #expect(i.values == ["n": .int(1)])
    }
}
