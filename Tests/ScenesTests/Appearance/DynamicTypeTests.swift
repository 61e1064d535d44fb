import Scenes
import Reach
import Testing
@testable import SimCore
import TestSupport

/// B10.2: Dynamic Type. Text-style fonts take iOS's size for the text size,
/// rows grow to fit, value cells stack at the accessibility sizes, and no text covers
/// other text at any size.
@Suite struct DynamicTypeTests {
    @Test("Body text is 17 pt by default and follows iOS's table from 14 (xSmall) to 53 pt (AX5)")
    func bodySizes() {
        let sizes = ContentSizeCategory.allCases.map { Font.body.scaled(for: $0).size }
        #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(Font.footnote.scaled(for: .AX3).size == 33)
        #expect(Font(size: 17, weight: 600).scaled(for: .AX5).size == 17)
    }

    @Test("At AX3 a Contacts row's label draws at 40 pt and the row grows to fit it")
    func rowsGrow() throws {
        let large = makeSimulator("iphone-15")
        let ax3 = makeSimulator("iphone-15", contentSize: .AX3)
        let label = try #require(TextAudit(ax3.renderFully()).items.first { $0.text == "Birthday" })
        #expect(label.font.size == 40)
        let rowLarge = try #require(large.node("birthday")?.frame)
        let rowAX3 = try #require(ax3.node("birthday")?.frame)
        #expect(rowLarge.height == 44)
        #expect(rowAX3.height >= label.ink.height + 22)
    }

    @Test("At the accessibility sizes a value cell stacks its title over its value, both leading")
    func valueCellsStack() throws {
        let sim = makeSimulator("iphone-15", contentSize: .AX1)
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15")])
        let texts = TextAudit(sim.renderFully()).items
        let title = try #require(texts.first { $0.text == "Birthday" })
        let value = try #require(texts.first { $0.text == "January 15, 1990" })
        #expect(value.ink.minY >= title.ink.maxY)
        #expect(abs(value.ink.minX - title.ink.minX) < 1)
        let xxxl = TextAudit(makeSimulator("iphone-15", contentSize: .xxxLarge).renderFully()).items
        #expect(xxxl.first { $0.text == "Birthday" }.map { $0.font.size } == 23)
    }

    @Test("The navigation bar and the keyboard keep their size at AX5")
    func barsAndKeyboardStay() throws {
        let sim = makeSimulator("iphone-15", contentSize: .AX5)
        _ = try sim.send([.tapTarget("first-name-field")])
        let texts = TextAudit(sim.renderFully()).items
        #expect(texts.first { $0.text == "Done" }?.font.size == 17)
        #expect(texts.first { $0.text == "q" }.map { $0.font.size } == TextAudit(makeSimulator("iphone-15").renderFully()).items.first { $0.text == "q" }.map { $0.font.size })
    }

    @Test("Changing the text size on a live session keeps the first responder and what was typed")
    func liveChangeKeepsState() throws {
        let sim = makeSimulator("ipad-10")
        _ = try sim.send([.tapTarget("first-name-field"), .text("Ann"), .settings(SettingsChange(contentSize: .AX2))])
        #expect(sim.semanticTree().firstResponder == "first-name-field")
        #expect(sim.node("first-name-field")?.value == "Ann")
        #expect(sim.semanticTree().contentSize == .AX2)
        #expect(sim.renderTree == sim.renderFully())
    }

    static let overlapCases: [(String, String)] = SceneRegistry.builtIn.ids.flatMap { id in
        ["iphone-se", "iphone-15", "ipad-10"].map { (id, $0) }
    }

    @Test("No text covers other text at any of the twelve text sizes", arguments: overlapCases)
    func noTextOverlaps(scene: String, device: String) throws {
        let descriptor = try #require(SceneRegistry.builtIn.scene(scene))
        for category in ContentSizeCategory.allCases {
            for variant in descriptor.variants {
                let sim = makeSimulator(device, scene: scene, variant: variant, contentSize: category)
                let overlaps = Self.overlaps(TextAudit(sim.renderFully()))
                #expect(overlaps.isEmpty, "\(scene)/\(variant) on \(device) at \(category): \(overlaps.joined(separator: "; "))")
            }
        }
    }

    /// Pairs of text whose glyph boxes share more than a sliver (half a point either way).
    static func overlaps(_ audit: TextAudit) -> [String] {
        audit.overlaps(audit.items).map { a, b in "\"\(a.text)\" \(a.ink) × \"\(b.text)\" \(b.ink)" }
    }
}
