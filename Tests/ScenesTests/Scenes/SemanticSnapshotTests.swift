import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import Wire
import TestSupport

/// The semantic tree as sorted-key JSON text, compared with the files in `__Snapshots__`.
/// Set FORMSIM_RECORD_SNAPSHOTS=1 to write them anew (then read the diff before committing):
/// a recording run fails, as swift-snapshot-testing's record mode does, so a run left
/// recording can never pass by comparing a snapshot with itself.
@Suite struct SemanticSnapshotTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    func assertSnapshot(_ name: String, _ tree: SemanticTree) throws {
        let text = jsonText(tree) + "\n"
        let file = Self.directory.appendingPathComponent("\(name).json")
        if ProcessInfo.processInfo.environment["FORMSIM_RECORD_SNAPSHOTS"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded snapshot \(name); unset FORMSIM_RECORD_SNAPSHOTS and run again to compare")
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "snapshot \(name) differs; record with FORMSIM_RECORD_SNAPSHOTS=1 and review")
    }

    @Test func contactsOnIPhoneSEInPortrait() throws {
        try assertSnapshot("contacts-iphone-se-portrait", makeSimulator("iphone-se").semanticTree())
    }

    @Test func contactsOnIPad10InLandscapeInJapanese() throws {
        try assertSnapshot(
            "contacts-ipad-10-landscape-ja",
            makeSimulator("ipad-10", orientation: .landscapeLeft, locale: "ja_JP").semanticTree())
    }
}
