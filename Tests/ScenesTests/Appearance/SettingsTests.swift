import Reach
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B10: the appearance, text size and language of a session, set when it is
/// made and changed on a live one by a `settings` event.
@Suite struct SettingsTests {
    @Test("A dark session draws the full-width background black, cells dark grey and labels white")
    func aDarkSessionDrawsDarkColours() {
        let sim = makeSimulator("iphone-15", appearance: .dark)
        let texts = TextAudit(sim.renderFully()).items
        let firstName = texts.first { $0.text == "First name" }
        #expect(sim.renderFully().nodes.values.contains { $0["fill"] == "#000000" && $0["frame"]?.numberArray?[2] == 393 })
        #expect(firstName?.background == RGBA(28, 28, 30, 1))
        #expect(texts.first { $0.text == "Birthday" }?.color == RGBA(255, 255, 255, 1))
        #expect(sim.semanticTree().appearance == .dark)
    }

    @Test("A light session draws the same views in iOS's light colours")
    func aLightSessionDrawsLightColours() {
        let sim = makeSimulator("iphone-15")
        #expect(TextAudit(sim.renderFully()).items.first { $0.text == "First name" }?.background == RGBA(255, 255, 255, 1))
        #expect(TextAudit(sim.renderFully()).items.first { $0.text == "Birthday" }?.color == RGBA(0, 0, 0, 1))
    }

    @Test("Switching to dark keeps the first responder, the text and the panel, and recolours in one commit")
    func switchingToDarkKeepsTheEditingState() throws {
        let sim = makeSimulator("iphone-15")
        _ = try sim.send([.tapTarget("first-name-field"), .text("Ann")])
        let commit = try sim.send([.settings(SettingsChange(appearance: .dark))])
        #expect(sim.semanticTree().firstResponder == "first-name-field")
        #expect(sim.node("first-name-field")?.value == "Ann")
        #expect(sim.node("input-panel")?.background == "#2B2B2D")
        #expect(commit.ops.contains { $0.id == "screen" })
        #expect(sim.renderTree == sim.renderFully())
        #expect(sim.renderTree.nodes["screen"]?["appearance"] == "dark")
    }

    @Test("Switching back to light draws exactly what a light session draws")
    func switchingBackIsALightSession() throws {
        let sim = makeSimulator("ipad-10")
        _ = try sim.send([.settings(SettingsChange(appearance: .dark)), .settings(SettingsChange(appearance: .light))])
        #expect(sim.renderTree.nodes == makeSimulator("ipad-10").renderFully().nodes)
    }

    @Test("A new language relaunches the app in it: texts translated, entries kept, nothing first responder")
    func aNewLanguageRelaunchesTheApp() throws {
        let sim = makeSimulator("iphone-15")
        _ = try sim.send([
            .tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15"), .tapTarget("first-name-field"),
            .text("Ann"),
        ])
        _ = try sim.send([.settings(SettingsChange(locale: "de_DE"))])
        let tree = sim.semanticTree()
        #expect(tree.locale == "de_DE")
        #expect(tree.firstResponder == nil)
        #expect(sim.node("first-name-field")?.value == "Ann")
        #expect(sim.node("birthday-value")?.value == "15. Januar 1990")
        #expect(sim.node("input-panel") == nil)
        #expect(sim.renderTree == sim.renderFully())
    }

    @Test("Arabic and Hebrew sessions lay out right to left; the others left to right")
    func layoutDirectionFollowsTheLocale() {
        for (locale, direction) in [("ar", UserInterfaceLayoutDirection.rightToLeft), ("he", .rightToLeft), ("zh_Hans", .leftToRight)] {
            #expect(makeSimulator("iphone-15", locale: locale).semanticTree().layoutDirection == direction, "\(locale)")
        }
    }

    @Test("An unknown locale in a settings event fails and changes nothing")
    func anUnknownLocaleFails() {
        let sim = makeSimulator("iphone-15")
        #expect(throws: InputError.self) { try sim.send([.settings(SettingsChange(locale: "xx"))]) }
        #expect(sim.semanticTree().locale == "en_US")
    }
}
