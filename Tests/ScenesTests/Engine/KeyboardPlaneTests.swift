import Testing
@testable import SimCore
import TestSupport

/// The on-screen keyboard's numbers and symbols planes (B7.8), on a phone and a pad.
@Suite struct KeyboardPlaneTests {
    static let devices = ["iphone-15", "ipad-10"]

    func keyIDs(_ sim: Simulator) -> Set<String> {
        Set(sim.node("keyboard")?.children.map(\.id) ?? [])
    }

    @Test("Tapping the 123 key shows the numbers plane, and its 1 key types 1", arguments: devices)
    func numbersKeyShowsTheNumbersPlane(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        _ = try sim.send([.tapTarget("email-field"), .tapTarget("key-numbers")])
        #expect(sim.node("key-1") != nil)
        #expect(sim.node("key-q") == nil)
        #expect(sim.node("key-letters")?.label == "ABC")
        _ = try sim.send([.tapTarget("key-1")])
        #expect(sim.node("email-field")?.value == "1")
    }

    @Test("The new keys are drawn in the render tree and placed inside the keyboard", arguments: devices)
    func theNumbersPlaneIsRendered(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        _ = try sim.send([.tapTarget("email-field"), .tapTarget("key-numbers")])
        let tree = sim.renderTree
        let keyboard = try #require(sim.view(withElementID: "keyboard")?.renderID.flatMap { tree.nodes[$0] })
        guard case .array(let children)? = keyboard["children"] else { Issue.record("no children"); return }
        let ids = Set(children.compactMap(\.stringValue))
        let one = try #require(sim.view(withElementID: "key-1")?.renderID)
        #expect(ids.contains(one))
        #expect(!ids.contains { tree.nodes[$0] == nil })
        let frame = try #require(sim.node("key-1")?.frame), board = try #require(sim.node("keyboard")?.frame)
        #expect(Rect(x: board.minX, y: board.minY, width: board.width, height: board.height)
            .contains(Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)))
    }

    @Test("The numbers plane stays after typing and a space, until ABC brings the letters back", arguments: devices)
    func theNumbersPlaneStaysUntilABC(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        _ = try sim.send([
            .tapTarget("email-field"), .tapTarget("key-numbers"), .tapTarget("key-1"), .tapTarget("key-space"),
            .tapTarget("key-2"), .tapTarget("key-&"),
        ])
        #expect(sim.node("email-field")?.value == "1 2&")
        _ = try sim.send([.tapTarget("key-letters"), .tapTarget("key-q")])
        #expect(sim.node("email-field")?.value == "1 2&q")
        #expect(sim.node("key-1") == nil)
    }

    @Test("The #+= key shows the symbols plane and its 123 key goes back to the numbers", arguments: devices)
    func symbolsPlaneAndBack(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        _ = try sim.send([.tapTarget("email-field"), .tapTarget("key-numbers"), .tapTarget("key-symbols")])
        #expect(sim.node("key-[") != nil && sim.node("key-1") == nil)
        _ = try sim.send([.tapTarget("key-["), .tapTarget("key-numbers"), .tapTarget("key-9")])
        #expect(sim.node("email-field")?.value == "[9")
    }

    @Test("The keyboard comes back on the letters plane after it went down", arguments: devices)
    func hidingResetsThePlane(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        _ = try sim.send([.tapTarget("email-field"), .tapTarget("key-numbers"), .tapTarget("login-status")])
        #expect(sim.semanticTree().firstResponder == nil)
        _ = try sim.send([.tapTarget("email-field")])
        #expect(sim.node("key-q") != nil && sim.node("key-1") == nil)
    }

    @Test("Moving to another field brings the letters plane back", arguments: devices)
    func anotherFieldResetsThePlane(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        _ = try sim.send([.tapTarget("email-field"), .tapTarget("key-numbers"), .key("Tab")])
        #expect(sim.semanticTree().firstResponder == "password-field")
        #expect(sim.node("key-q") != nil)
    }

    @Test("Every key of every plane, type and idiom has its own element id")
    func keyIDsAreUniqueOnEveryPlane() {
        for idiom in [Idiom.phone, .pad] {
            for type in [KeyboardType.default, .emailAddress, .URL] {
                for plane in [Keyboard.Plane.letters, .numbers, .symbols] {
                    let names = Keyboard.rows(for: type, returnKey: .go, idiom: idiom, plane: plane).joined()
                        .filter { !$0.isGap }.map(KeyView.name(of:))
                    #expect(Set(names).count == names.count, "\(idiom) \(type) \(plane): \(names)")
                }
            }
        }
    }
}
