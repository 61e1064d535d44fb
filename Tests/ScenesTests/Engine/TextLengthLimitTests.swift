import Testing
@testable import Scenes
@testable import SimCore
import Wire
import TestSupport

/// A field holds at most `TextField.maximumLength` UTF-16 units; text that
/// would go past it is refused with `text_too_long`, and nothing of it is typed.
@Suite struct TextLengthLimitTests {
    @Test("text that would pass the limit is refused whole, with the field's id and the counts", arguments: ["iphone-se", "ipad-10"])
    func refused(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        let chunk = String(repeating: "a", count: 6_000)
        _ = try sim.send([.tapTarget("email-field"), .text(chunk)])
        #expect(sim.node("email-field")?.value?.utf16.count == 6_000)
        #expect(throws: InputError.self) { try sim.send([.text(chunk)]) }
        do { _ = try sim.send([.text(chunk)]) } catch {
            #expect(error.kind.code == "text_too_long")
            #expect(error.message.contains("email-field") && error.message.contains("10000") && error.message.contains("12000"))
        }
        #expect(sim.node("email-field")?.value?.utf16.count == 6_000)
    }

    @Test("replacing a selection may fill the field up to the limit exactly")
    func upToTheLimit() throws {
        let sim = makeSimulator("iphone-15", scene: "login")
        _ = try sim.send([.tapTarget("email-field"), .text(String(repeating: "b", count: 9_999)), .key("x")])
        #expect(sim.node("email-field")?.value?.utf16.count == 10_000)
        #expect(throws: InputError.self) { try sim.send([.key("y")]) }
        _ = try sim.send([.key("Backspace"), .key("y")])
        #expect(sim.node("email-field")?.value?.hasSuffix("by") == true)
    }

    @Test("typing in the middle, and deleting a character of two UTF-16 units, edit in place")
    func editInPlace() throws {
        let sim = makeSimulator("iphone-15", scene: "login")
        _ = try sim.send([.tapTarget("email-field"), .text("a😀b"), .key("ArrowLeft"), .key("Backspace"), .text("c")])
        #expect(sim.node("email-field")?.value == "acb")
    }
}
