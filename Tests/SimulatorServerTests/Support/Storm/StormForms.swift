import Foundation
import Scenes
import SimCore
import Testing
import TestSupport

/// The form the HTTP storm's second kind of session opens: every presentation a form has
/// — a compact date's card and a compact time's, a menu, an action sheet, an alert, a
/// sheet (its own form) — in few rows, so that every row stays near the screen at every
/// text size and orientation. (A long form's far rows are let go by a layout of the whole
/// tree, which the model runs after every event, and kept by an event's own layout until
/// it reaches them: a tap on one would be unknown_target in the model and
/// target_not_visible on the server. The in-process storm runs Forms/' long forms.)
enum StormForms {
    static let main = """
        id: storm
        title: Storm
        sections:
          - rows:
              - date: when
                label: When
                style: compact
                value: 2026-01-15
              - date: at
                label: At
                mode: time
                style: compact
                value: "09:41"
              - menu: room
                label: Room
                options: [Single, Double, Suite]
        \(PresentingRows.shareAndErase)
              - child: more
                label: More
                form: storm-more
                presentation: sheet
        """
    static let sheet = """
        id: storm-more
        title: More
        cancel: Cancel
        sections:
          - rows:
              - date: until
                label: Until
                style: compact
                value: 2026-02-01
              - menu: size
                label: Size
                options: [S, M, L]
        """

    /// The built-in scenes and these forms, as the server has them once they are uploaded.
    static let scenes: SceneRegistry = {
        var registry = SceneRegistry.builtIn
        let documents = [main, sheet].compactMap { try? FormParser.parse($0, file: "storm.yaml") }
        let directory = FormDirectory(documents)
        for document in documents { registry.register(document.sceneDescriptor(directory: directory)) }
        return registry
    }()

    /// Uploads both forms to the storm's server (`POST /api/forms`), the sheet's first.
    static func upload(to server: TestServer) throws {
        for text in [sheet, main] {
            let answer = try server.request("POST", "/api/forms", json: text, headers: ["Content-Type": "application/yaml"])
            try #require(answer.status == 201, "storm form not uploaded: \(answer.status) \(String(decoding: answer.body, as: UTF8.self))")
        }
    }
}
