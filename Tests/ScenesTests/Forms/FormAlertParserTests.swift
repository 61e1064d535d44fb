import Foundation
import Testing
@testable import Scenes
import TestSupport

/// E3: a button row's `actionSheet` or `alert` is checked as it loads; bad input says
/// where and why (`invalid_form`), and a sheet that would crash an iPad warns.
@Suite struct FormAlertParserTests {
    func form(_ sheet: String, key: String = "actionSheet") -> String {
        """
        id: t
        sections:
          - rows:
              - button: go
                \(key):
        \(sheet.split(separator: "\n").map { "          " + $0 }.joined(separator: "\n"))
        """
    }

    @Test func anActionSheetIsReadWithItsActionsInOrder() throws {
        let document = try FormParser.parse(form("title: Sure?\nactions:\n  - {title: Delete, style: destructive}\n  - {title: Cancel, style: cancel}"), file: "t.yaml")
        guard case .button(_, _, let alert?) = document.rows.first?.control else { Issue.record("no alert"); return }
        #expect(alert.style == .actionSheet && alert.title == "Sure?" && alert.anchor == .row)
        #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
        #expect(alert.actions.map(\.style) == [.destructive, .cancel])
    }

    @Test func aSecondCancelActionIsRefusedNamingIt() {
        let e = formError(form("actions:\n  - {title: No, style: cancel}\n  - {title: Never, style: cancel}"))
        #expect(e?.path == "sections[0].rows[0].actionSheet.actions[1]")
        #expect(e?.message.contains("cancel") == true)
    }

    @Test func anUnknownActionStyleIsRefusedNamingIt() {
        let e = formError(form("actions:\n  - {title: No, style: dangerous}"))
        #expect(e?.path == "sections[0].rows[0].actionSheet.actions[0].style")
    }

    @Test func anUnknownAnchorIsRefusedNamingIt() {
        let e = formError(form("actions:\n  - {title: OK}\nanchor: bar"))
        #expect(e?.path == "sections[0].rows[0].actionSheet.anchor")
    }

    @Test func aSheetWithoutActionsIsRefused() {
        #expect(formError(form("title: Sure?"))?.path == "sections[0].rows[0].actionSheet")
        #expect(formError(form("actions: []"))?.path == "sections[0].rows[0].actionSheet.actions")
    }

    @Test func anAlertTakesNoAnchor() {
        #expect(formError(form("actions:\n  - {title: OK}\nanchor: none", key: "alert"))?.path == "sections[0].rows[0].alert.anchor")
    }

    /// E3.S3: loading a form whose action sheet has no anchor warns, naming the row.
    @Test func anActionSheetWithoutAnAnchorWarnsNamingTheRow() throws {
        let document = try FormParser.parse(form("actions:\n  - {title: OK}\nanchor: none"), file: "t.yaml")
        let warnings = FormLibrary.unsupportedWarnings(document)
        #expect(warnings.contains { $0.contains("\"go\"") && $0.contains("crashes the app on an iPad") })
        let anchored = try FormParser.parse(form("actions:\n  - {title: OK}"), file: "t.yaml")
        #expect(FormLibrary.unsupportedWarnings(anchored).isEmpty)
    }

    @Test func aNormalizedFormKeepsItsActionSheet() throws {
        let text = form("title: Sure?\nactions:\n  - {title: Delete, style: destructive}\nanchor: none")
        let document = try FormParser.parse(text, file: "t.yaml")
        let json = String(decoding: try JSONEncoder().encode(document), as: UTF8.self)
        #expect(try FormParser.parse(json, file: "t.json").rows == document.rows)
    }
}
