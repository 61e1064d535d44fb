import Foundation
import Testing
@testable import Scenes
import TestSupport

/// The program keys of a form file: read, refused with where and why, and written back.
@Suite struct ProgramParserTests {
    @Test func theProgramFormReadsItsStateTypedAsDeclared() throws {
        let document = try FormParser.parse(ProgramForm.yaml, file: "p.yaml")
        #expect(document.program.state.first { $0.name == "count" }?.value == .int(0))
        #expect(document.program.state.first { $0.name == "focus" }?.value == ProgramValue.none)
        #expect(document.program.alerts.map(\.presentedBy) == ["showSaved", "confirmReset"])
        #expect(document.rows.first { $0.id == "add" }?.program.action.first?.at == "Program.swift:12:13")
    }

    @Test func aProgramWrittenBackReadsTheSame() throws {
        let document = try FormParser.parse(ProgramForm.yaml, file: "p.yaml")
        let json = try String(decoding: JSONEncoder().encode(document), as: UTF8.self)
        let again = try FormParser.parse(json, file: "p.json")
        #expect(again.program == document.program)
        #expect(again.rows.map { $0.program } == document.rows.map { $0.program })
    }

    @Test func aBindingToUndeclaredStateIsRefusedNamingIt() {
        let e = formError("id: t\nsections:\n  - rows:\n      - switch: on\n        bind: missing\n")
        #expect(e?.message.contains("\"missing\" is not declared") == true)
    }

    @Test func anUnknownOperatorIsRefusedWithItsPath() {
        let e = formError("id: t\nstate: [{name: n, type: Int, value: 0}]\nsections:\n  - rows:\n      - button: b\n        action: [{set: n, to: {op: \"**\", args: [1, 2]}}]\n")
        #expect(e?.path == "sections[0].rows[0].action[0].to.op")
    }

    @Test func expressionsNestedPastTheLimitAreRefused() {
        var expression = "1"
        for _ in 0..<60 { expression = "{op: \"!\", args: [\(expression)]}" }
        let e = formError("id: t\nstate: [{name: n, type: Bool, value: false}]\nsections:\n  - rows:\n      - button: b\n        action: [{set: n, to: \(expression)}]\n")
        #expect(e?.message.contains("nest at most") == true)
    }
}
