import Scenes
import Testing
@testable import SimCore
import TestSupport

/// B7.1: a return key that finishes something (Go, Done, Search, Send, Join, Route,
/// Continue) is blue with a white title; Return and Next stay grey. B7.2: a
/// numbers-and-punctuation field opens the full keyboard on its numbers plane.
@Suite struct ReturnKeyStyleTests {
    static let cases: [(String, Orientation)] = ["iphone-se", "iphone-15-pro-max", "ipad-10", "ipad-pro-12-9"].flatMap { device in
        [Orientation.portrait, .landscapeLeft].map { (device, $0) }
    }

    func returnKey(_ sim: Simulator) -> (fill: String?, color: String?) {
        let key = sim.renderTree.nodes["key-return"]
        let titleID = key?["children"]?.arrayValue?.compactMap(\.stringValue).first { sim.renderTree.nodes[$0]?["kind"] == "text" }
        return (key?["fill"]?.stringValue, titleID.flatMap { sim.renderTree.nodes[$0]?["color"]?.stringValue })
    }

    @Test("B7.1: login's password field (Go) has a blue return key with a white title; its email field (Next) a grey one", arguments: cases)
    func prominentReturn(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, scene: "login", orientation: orientation)
        _ = try sim.send([.tapTarget("email-field")])
        #expect(returnKey(sim).fill == Color.systemKeyCap.css)
        _ = try sim.send([.tapTarget("password-field")])
        #expect(returnKey(sim).fill == Color.systemBlue.css)
        #expect(returnKey(sim).color == Color.white.css)
    }

    @Test("B7.2: a numbers-and-punctuation field opens on the numbers plane, on iPhone and iPad", arguments: cases)
    func numbersAndPunctuation(device: String, orientation: Orientation) throws {
        let sim = try SimHarness(
            form: "id: code\nsections:\n  - rows:\n      - text: code\n        label: Code\n        keyboard: numbersAndPunctuation\n",
            file: "code.yaml", device: device, orientation: orientation
        ).sim
        _ = try sim.send([.tapTarget("code-field")])
        #expect(sim.renderTree.nodes["key-1"] != nil)
        #expect(sim.renderTree.nodes["key-q"] == nil)
        #expect(sim.renderTree.nodes["key-letters"] != nil)
    }
}
