import Scenes
import Testing
@testable import SimCore
import TestSupport

/// A simulator that is let go is freed, with every view a touch went to.
@Suite struct SimulatorLifetimeTests {
    @Test("a simulator and the views its touches hit are freed after taps, a long press and a drag",
          arguments: [("contacts", "first-name-field"), ("login", "email-field"), ("selection", "row-2")])
    func freed(scene: String, target: String) throws {
        weak var gone: Simulator?
        weak var hit: View?
        do {
            let sim = makeSimulator("iphone-15", scene: scene)
            hit = sim.view(withElementID: target)
            _ = try? sim.send([
                .tapTarget(target), .longPress(target: target),
                .drag(from: Point(x: 100, y: 500), to: Point(x: 100, y: 300), milliseconds: 300), .text("abc"),
            ])
            gone = sim
            #expect(hit != nil)
        }
        #expect(gone == nil)
        #expect(hit == nil)
    }

    @Test("a subview held elsewhere outlives its superview and then has none, as with a weak pointer")
    func subviewOutlivesSuperview() {
        let child = Label(text: "kept")
        weak var gone: View?
        do {
            let parent = View()
            let middle = View()
            parent.addSubview(middle)
            middle.addSubview(child)
            gone = parent
            #expect(child.superview === middle)
        }
        #expect(gone == nil)
        #expect(child.superview == nil)
        #expect(child.window == nil)
        #expect(child.convert(Point(x: 1, y: 2), to: nil) == Point(x: 1, y: 2))
    }
}
