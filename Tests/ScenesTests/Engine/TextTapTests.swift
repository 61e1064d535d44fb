import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B7.12: taps in a field that is editing.
@Suite struct TextTapTests {
    static let devices: [(String, Orientation)] = ["iphone-se", "ipad-10"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    /// The login e-mail field holding "hello world", editing, and the x of an offset in it.
    func editing(_ device: String, _ orientation: Orientation) throws -> (Simulator, (Int) -> Point) {
        let sim = makeSimulator(device, scene: "login", orientation: orientation)
        _ = try sim.send([.tapTarget("email-field"), .text("hello world")])
        let field = try #require(sim.view(withElementID: "email-field") as? TextField)
        let frame = try #require(sim.node("email-field")?.frame)
        return (sim, { offset in Point(x: frame.minX + field.x(ofOffset: offset), y: frame.minY + frame.height / 2) })
    }

    func selection(_ sim: Simulator) -> [Int]? { sim.node("email-field")?.selection }

    @Test("a tap inside a word puts the caret at the word's nearer end, not inside it", arguments: devices)
    func wordBoundary(device: String, orientation: Orientation) throws {
        let (sim, at) = try editing(device, orientation)
        _ = try sim.send([.advance(milliseconds: 500), .tap(at(1))])
        #expect(selection(sim) == [0, 0])
        _ = try sim.send([.advance(milliseconds: 500), .tap(at(4))])
        #expect(selection(sim) == [5, 5])
        _ = try sim.send([.advance(milliseconds: 500), .tap(at(10))])
        #expect(selection(sim) == [11, 11])
    }

    @Test("a tap on the caret shows the edit menu; a tap elsewhere hides it", arguments: devices)
    func tapOnCaret(device: String, orientation: Orientation) throws {
        let (sim, at) = try editing(device, orientation)
        _ = try sim.send([.advance(milliseconds: 500), .tap(at(11))])
        #expect(sim.node("edit-menu") != nil)
        _ = try sim.send([.advance(milliseconds: 500), .tap(at(1))])
        #expect(sim.node("edit-menu") == nil)
        #expect(selection(sim) == [0, 0])
    }

    @Test("a double tap selects the word under it and shows the menu", arguments: devices)
    func doubleTap(device: String, orientation: Orientation) throws {
        let (sim, at) = try editing(device, orientation)
        _ = try sim.send([.advance(milliseconds: 500), .tap(at(8)), .advance(milliseconds: 150), .tap(at(8))])
        #expect(selection(sim) == [6, 11])
        #expect(sim.node("edit-menu") != nil)
    }

    @Test("two taps at the same instant, or too far apart in time, are two taps")
    func notADoubleTap() throws {
        let (sim, at) = try editing("iphone-15", .portrait)
        _ = try sim.send([.advance(milliseconds: 500), .tap(at(8)), .tap(at(8))])
        #expect(selection(sim)?.count == 2 && selection(sim)?[0] == selection(sim)?[1])
        _ = try sim.send([.advance(milliseconds: 500), .tap(at(2)), .advance(milliseconds: 400), .tap(at(2))])
        #expect(selection(sim) == [0, 0])
    }
}
