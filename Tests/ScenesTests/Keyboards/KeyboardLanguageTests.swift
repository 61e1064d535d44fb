import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B11.5: keyboards follow the session's language: the decimal pad's separator, the
/// letter rows, the space and return keys' titles.
@Suite struct KeyboardLanguageTests {
    static let form = """
        id: language
        title: Language
        sections:
          - rows:
              - text: name
                label: Name
              - text: amount
                label: Amount
                keyboard: decimal
                accessory: done
        """

    static func simulator(_ device: String, _ orientation: Orientation, locale: String) throws -> Simulator {
        try SimHarness(form: form, file: "language.yaml", device: device, orientation: orientation, locale: locale).sim
    }

    @Test(
        "the iPhone decimal pad shows the locale's decimal separator and types it",
        arguments: [("de_DE", ","), ("fr_FR", ","), ("en_US", "."), ("ja_JP", ".")], ["iphone-15", "iphone-se"])
    func decimalSeparator(locale: (String, String), device: String) throws {
        for orientation in [Orientation.portrait, .landscapeLeft] {
            let sim = try Self.simulator(device, orientation, locale: locale.0)
            _ = try sim.send([.tapTarget("amount-field"), .tapTarget("key-1"), .tapTarget("key-\(locale.1)"), .tapTarget("key-5")])
            #expect(sim.node("amount-field")?.value == "1\(locale.1)5")
            let other = locale.1 == "," ? "." : ","
            #expect(sim.node("key-\(other)") == nil)
        }
    }

    @Test(
        "the letter keyboard follows the locale: QWERTZ in German, AZERTY in French, QWERTY otherwise",
        arguments: [("de_DE", "qwertzuiopü"), ("fr_FR", "azertyuiop"), ("ja_JP", "qwertyuiop"), ("zh_Hans", "qwertyuiop")],
        ["iphone-15", "ipad-10"])
    func letterRows(locale: (String, String), device: String) throws {
        for orientation in [Orientation.portrait, .landscapeLeft] {
            let sim = try Self.simulator(device, orientation, locale: locale.0)
            _ = try sim.send([.tapTarget("name-field")])
            let top = try #require(sim.keyboard.slots.first).compactMap(\.key).filter(\.isLetter).map(\.spec.text)
            #expect(top.joined() == locale.1)
        }
    }

    @Test(
        "the space bar and return key carry the language's titles (the name row's return key is Next)",
        arguments: [("de_DE", "Leerzeichen", "Weiter"), ("fr_FR", "espace", "Suivant"), ("ja_JP", "空白", "次へ"),
            ("zh_Hans", "空格", "下一项"), ("en_US", "space", "Next")],
        ["iphone-15", "ipad-pro-12-9"])
    func titles(locale: (String, String, String), device: String) throws {
        for orientation in [Orientation.portrait, .landscapeLeft] {
            let sim = try Self.simulator(device, orientation, locale: locale.0)
            _ = try sim.send([.tapTarget("name-field")])
            #expect(sim.node("key-space")?.label == locale.1)
            #expect(sim.node("key-return")?.label == locale.2)
        }
    }
}
