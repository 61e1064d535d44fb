import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// F1.W4: a Slide Over window floats at the screen's trailing edge, below the status bar
/// and clear of the home indicator; touches, frames and the keyboard follow it there.
@Suite struct SlideOverTests {
    static let pads: [(String, Orientation)] = ["ipad-air-2", "ipad-10", "ipad-pro-12-9"].flatMap {
        [($0, Orientation.portrait), ($0, .landscapeLeft)]
    }

    func slideOver(_ device: String, _ orientation: Orientation) throws -> Simulator {
        try windowSimulator(device, orientation, .slideOver, scene: "login")
    }

    func frame(_ sim: Simulator, _ id: String) throws -> Rect {
        let f = try #require(sim.node(id)?.frame, "no \(id)")
        return Rect(x: f.minX, y: f.minY, width: f.width, height: f.height)
    }

    @Test(arguments: pads)
    func theWindowFloatsAtTheTrailingEdgeInsetFromTopAndBottom(device: String, orientation: Orientation) throws {
        let sim = try slideOver(device, orientation)
        let profile = try #require(DeviceProfile.named(device))
        let tree = sim.semanticTree()
        let window = tree.root.frame
        #expect(window.maxX == tree.screen.width)
        #expect(window.width == profile.narrowWindowWidth(in: orientation))
        #expect(window.minY == profile.statusBarHeight(in: orientation))
        #expect(tree.screen.height - window.maxY == max(profile.safeArea(in: orientation).bottom, 10))
        #expect(tree.window?.height == window.height)
    }

    @Test(arguments: pads)
    func theAppsElementsLieInsideTheWindow(device: String, orientation: Orientation) throws {
        let sim = try slideOver(device, orientation)
        let window = sim.semanticTree().root.frame
        let field = try frame(sim, "email-field")
        #expect(field.minX >= window.minX && field.maxX <= window.maxX)
        #expect(field.minY >= window.minY && field.maxY <= window.maxY)
    }

    @Test(arguments: pads)
    func aTapOnAnElementWhereItIsDrawnReachesIt(device: String, orientation: Orientation) throws {
        let sim = try slideOver(device, orientation)
        let field = try frame(sim, "email-field")
        _ = try sim.send([.tap(Point(x: field.midX, y: field.midY))])
        #expect(sim.firstResponderID == "email-field")
    }

    @Test(arguments: pads)
    func aTapBesideTheWindowReachesNothingInTheApp(device: String, orientation: Orientation) throws {
        let sim = try slideOver(device, orientation)
        let field = try frame(sim, "email-field")
        let window = sim.semanticTree().root.frame
        _ = try sim.send([.tap(Point(x: window.minX - 20, y: field.midY))])
        #expect(sim.firstResponderID == nil)
    }

    @Test(arguments: pads)
    func theKeyboardSpansTheScreenAndTheFocusedFieldStaysAboveIt(device: String, orientation: Orientation) throws {
        let sim = try slideOver(device, orientation)
        _ = try sim.send([.tapTarget("password-field")])
        try sim.settle()
        let panel = try frame(sim, "input-panel"), field = try frame(sim, "password-field")
        #expect(panel.minX == 0 && panel.width == sim.semanticTree().screen.width)
        #expect(field.maxY <= panel.minY)
    }

    @Test(arguments: pads)
    func thePageIsToldWhereTheWindowIs(device: String, orientation: Orientation) throws {
        let sim = try slideOver(device, orientation)
        let screen = try #require(sim.renderTree.nodes[RenderTree.rootID])
        let frame = sim.semanticTree().root.frame
        #expect(screen["windowFrame"]?.numberArray == [frame.minX, frame.minY, frame.width, frame.height])
    }
}
