import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import Wire
import TestSupport

/// The semantic tree as sorted-key JSON text, compared with the files in `__Snapshots__`,
/// written by `Baseline`'s rule: a missing one fails (and is written, outside CI);
/// FORMSIM_RECORD_SNAPSHOTS=1 writes them all anew and fails (then read the diff before
/// committing), as swift-snapshot-testing's record modes do.
@Suite struct SemanticSnapshotTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    func assertSnapshot(_ name: String, _ tree: SemanticTree, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let text = jsonText(tree) + "\n"
        let file = Self.directory.appendingPathComponent("\(name).json")
        let baseline = Baseline(flag: "FORMSIM_RECORD_SNAPSHOTS")
        guard let expected = try baseline.expected(at: file, actual: Data(text.utf8), sourceLocation: sourceLocation) else { return }
        #expect(
            text == String(decoding: expected, as: UTF8.self), "snapshot \(name) differs; record with FORMSIM_RECORD_SNAPSHOTS=1 and review",
            sourceLocation: sourceLocation)
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
