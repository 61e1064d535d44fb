import Foundation
import Testing
@testable import SimCore
import TestSupport

/// B10.4: an Arabic screen writes every number in one digit system, the locale's own
/// (Foundation's numbering system for `ar`: Western digits, CLDR's default for `ar`).
@Suite struct ArabicDigitsTests {
    /// Every string the render tree draws: texts and wheel rows.
    func strings(_ node: RenderNode) -> [String] {
        [node.text].compactMap { $0 } + (node.wheel?.rows ?? [])
    }

    @Test("an Arabic iPad shows the status bar date, the birthday and the wheels in one digit system")
    func oneDigitSystem() throws {
        let sim = makeSimulator("ipad-10", locale: "ar")
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15")])
        let texts = sim.renderTree.nodes.values.flatMap(strings)
        let arabicIndic = texts.filter { $0.unicodeScalars.contains { (0x660...0x669).contains($0.value) } }
        let western = texts.filter { $0.unicodeScalars.contains { (0x30...0x39).contains($0.value) } && !$0.hasPrefix("#") }
        #expect(Locale(identifier: "ar").numberingSystem.identifier == "latn")
        #expect(arabicIndic.isEmpty, "Arabic-Indic digits in \(arabicIndic)")
        #expect(western.contains { $0.contains("23") }, "the status bar's date")
        #expect(western.contains("15 يناير، 1990"))
    }
}
