import Foundation
import Testing
@testable import Scenes
import TestSupport

/// E4: a child row's `presentation`, `detents` and `grabber` are checked as they load;
/// bad input says where and why (`invalid_form`).
@Suite struct FormSheetParserTests {
    func form(_ keys: String) -> String {
        "id: t\nsections:\n  - rows:\n      - child: more\n        form: other\n" + keys.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n") + "\n"
    }

    @Test func aSheetWithMediumAndLargeDetentsAndAGrabberIsRead() throws {
        let document = try FormParser.parse(form("presentation: sheet\ndetents: [large, medium]\ngrabber: true"), file: "t.yaml")
        guard case .child(_, let sheet?) = document.rows.first?.control else { Issue.record("no sheet"); return }
        #expect(sheet.style == .sheet && sheet.detents == [.medium, .large] && sheet.grabber)
    }

    @Test func aChildWithoutPresentationIsPushed() throws {
        let document = try FormParser.parse(form("presentation: push"), file: "t.yaml")
        guard case .child(_, let sheet) = document.rows.first?.control else { Issue.record("no child"); return }
        #expect(sheet == nil)
    }

    @Test func anUnknownPresentationIsRefusedNamingIt() {
        #expect(formError(form("presentation: popover"))?.path == "sections[0].rows[0].presentation")
    }

    @Test func anUnknownDetentIsRefusedNamingIt() {
        let e = formError(form("presentation: sheet\ndetents: [small]"))
        #expect(e?.path == "sections[0].rows[0].detents[0]")
        #expect(e?.message.contains("not a detent") == true)
    }

    @Test func detentsOnAPushedChildAreRefused() {
        #expect(formError(form("detents: [medium]"))?.path == "sections[0].rows[0].detents")
    }

    @Test func aFullScreenPresentationTakesNoDetents() {
        #expect(formError(form("presentation: fullScreen\ndetents: [medium]"))?.path == "sections[0].rows[0].detents")
    }

    @Test func aNormalizedFormKeepsItsSheet() throws {
        let document = try FormParser.parse(form("presentation: formSheet\ndetents: [medium]\ngrabber: true"), file: "t.yaml")
        let json = String(decoding: try JSONEncoder().encode(document), as: UTF8.self)
        #expect(try FormParser.parse(json, file: "t.json").rows == document.rows)
    }
}
