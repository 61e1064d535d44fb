import Testing
@testable import SimCore

/// How a finger crosses the screen in these tests.
struct Swipe {
    /// Where it goes down and where its moves end, in screen points from the left.
    var from: Double
    var to: Double
    /// How long the moves take.
    var milliseconds = 600.0
    /// Whether it rests at the end (200 ms still) before it lifts, so it lifts at rest.
    var rests = true
    /// Whether it lifts at all (otherwise the test looks while it is still down).
    var lifts = true
    /// How far down the screen it goes, half-way when nil.
    var y: Double?
}

extension Simulator {
    /// Sends `swipe` in 8 even moves, timed from the manual clock's now; answers the
    /// commit of each event after the down.
    @discardableResult
    func send(_ swipe: Swipe, clock: ManualClock) throws -> [Commit] {
        let y = swipe.y ?? device.screenSize(in: orientation).height / 2
        let start = clock.now * 1000
        var events: [InputEvent] = [.pointer(phase: .down, point: Point(x: swipe.from, y: y), milliseconds: start)]
        for step in 1...8 {
            let f = Double(step) / 8
            let x = swipe.from + (swipe.to - swipe.from) * f
            events.append(.pointer(phase: .move, point: Point(x: x, y: y), milliseconds: start + swipe.milliseconds * f))
        }
        var end = start + swipe.milliseconds
        if swipe.rests {
            end += 200
            events.append(.pointer(phase: .move, point: Point(x: swipe.to, y: y), milliseconds: end))
        }
        if swipe.lifts { events.append(.pointer(phase: .up, point: Point(x: swipe.to, y: y), milliseconds: end)) }
        _ = try send([events[0]])
        return try events.dropFirst().map { try send([$0]) }
    }

    var screenWidth: Double { device.screenSize(in: orientation).width }
}

/// The pages scene with the second page pushed and its slide over.
private func pushed(_ device: String, _ orientation: Orientation) throws -> (Simulator, ManualClock) {
    let (sim, clock) = pages(device, orientation)
    _ = try sim.send([.tapTarget("first-push")])
    sim.settle(clock)
    return (sim, clock)
}

/// A plain table of one row, its cell as wide as the screen.
private final class RowsPage: ViewController {
    init() {
        let row = TableViewCell(id: "row", title: "Row")
        super.init(view: TableView(id: "rows", sections: [TableSection(id: "rows-section", cells: [row])], style: .plain))
        title = "Rows"
    }
}

@Suite struct InteractivePopTests {
    @Test("B9.9: a drag from the leading edge let go past half the width pops the top screen", arguments: navigationDevices)
    func aDragPastHalfPops(device: String, orientation: Orientation) throws {
        let (sim, clock) = try pushed(device, orientation)
        try sim.send(Swipe(from: 4, to: sim.screenWidth * 0.6), clock: clock)
        #expect(sim.navigation.viewControllers.count == 1)
        #expect(sim.node("navigation-bar")?.label == "First" && sim.node("back") == nil)
        sim.settle(clock)
        #expect(sim.node("second-label") == nil && sim.node("first-label") != nil)
        #expect(!sim.navigation.isTransitioning)
    }

    @Test("B9.9: a drag let go short of half the width goes back and leaves the tree as it was", arguments: navigationDevices)
    func aShortDragGoesBack(device: String, orientation: Orientation) throws {
        let (sim, clock) = try pushed(device, orientation)
        let before = sim.semanticTree()
        try sim.send(Swipe(from: 4, to: sim.screenWidth * 0.4), clock: clock)
        #expect(sim.navigation.viewControllers.count == 2)
        sim.settle(clock)
        let after = sim.semanticTree()
        #expect(after.root == before.root && after.firstResponder == before.firstResponder)
        #expect(sim.node("first-label") == nil && sim.node("back")?.label == "First")
    }

    @Test("B9.9: while the finger moves the slide follows it, each move committed without animation", arguments: navigationDevices)
    func theSlideFollowsTheFinger(device: String, orientation: Orientation) throws {
        let (sim, clock) = try pushed(device, orientation)
        let width = sim.screenWidth
        let commits = try sim.send(Swipe(from: 4, to: width * 0.5, rests: false, lifts: false), clock: clock)
        let top = try #require(sim.view(withElementID: "second")), below = try #require(sim.view(withElementID: "first"))
        let progress = (width * 0.5 - 4) / width
        #expect(abs(top.frameInScreen.minX - width * progress) < 0.001)
        #expect(abs(below.frameInScreen.minX + NavigationController.parallaxFraction * width * (1 - progress)) < 0.001)
        #expect(commits.allSatisfy { slideAnimations(in: $0).isEmpty })
        #expect(sim.node("first-label") != nil && sim.node("second-label") != nil)
    }

    @Test("B9.9: let go, the rest of the slide plays over its share of the 0.35 s", arguments: navigationDevices)
    func theRestOfTheSlideIsAnimated(device: String, orientation: Orientation) throws {
        let (sim, clock) = try pushed(device, orientation)
        let width = sim.screenWidth
        let commits = try sim.send(Swipe(from: 4, to: width * 0.75), clock: clock)
        let release = try #require(commits.last)
        let slides = slideAnimations(in: release)
        let progress = (width * 0.75 - 4) / width
        #expect(slides.count == 2)
        #expect(slides.allSatisfy { abs($0.animation.duration - NavigationController.transitionDuration * (1 - progress)) < 0.001 })
        #expect(slides.contains { abs($0.from - width * progress) < 0.001 && $0.to == width })
    }

    @Test("B9.9: a flick toward the trailing side pops short of half the width", arguments: navigationDevices)
    func aFlickPops(device: String, orientation: Orientation) throws {
        let (sim, clock) = try pushed(device, orientation)
        try sim.send(Swipe(from: 4, to: 124, milliseconds: 80, rests: false), clock: clock)
        #expect(sim.navigation.viewControllers.count == 1)
    }

    @Test("B9.9: a drag that starts away from the leading edge pops nothing", arguments: navigationDevices)
    func aDragAwayFromTheEdgeDoesNothing(device: String, orientation: Orientation) throws {
        let (sim, clock) = try pushed(device, orientation)
        let before = sim.semanticTree()
        let commits = try sim.send(Swipe(from: 40, to: sim.screenWidth * 0.8, rests: true, lifts: false), clock: clock)
        #expect(!sim.navigation.isTransitioning)
        #expect(commits.allSatisfy { $0.ops.isEmpty })
        _ = try sim.send([.pointer(phase: .up, point: Point(x: sim.screenWidth * 0.8, y: 10), milliseconds: nil)])
        #expect(sim.semanticTree().root == before.root)
    }

    @Test("B9.9: on the root screen an edge drag begins nothing", arguments: navigationDevices)
    func theRootDoesNotSwipe(device: String, orientation: Orientation) throws {
        let (sim, clock) = pages(device, orientation)
        try sim.send(Swipe(from: 4, to: sim.screenWidth * 0.8, lifts: false), clock: clock)
        #expect(!sim.navigation.isTransitioning)
        #expect(sim.navigation.interactivePopGestureRecognizer?.state == .failed)
    }

    @Test("B9.9: with the recogniser disabled an edge drag pops nothing", arguments: navigationDevices)
    func aDisabledRecognizerDoesNothing(device: String, orientation: Orientation) throws {
        let (sim, clock) = try pushed(device, orientation)
        sim.navigation.interactivePopGestureRecognizer?.isEnabled = false
        try sim.send(Swipe(from: 4, to: sim.screenWidth * 0.8), clock: clock)
        #expect(sim.navigation.viewControllers.count == 2 && !sim.navigation.isTransitioning)
    }

    @Test("B9.9: the swipe takes the touch from a table row under it: the row's highlight goes and it is not selected", arguments: navigationDevices)
    func theSwipeTakesTheTouchFromARow(device: String, orientation: Orientation) throws {
        let (sim, clock) = pages(device, orientation)
        sim.navigation.pushViewController(RowsPage(), animated: false)
        _ = sim.commit()
        let y = try #require(sim.view(withElementID: "row")).frameInScreen.midY
        let start = clock.now * 1000
        _ = try sim.send([.pointer(phase: .down, point: Point(x: 2, y: y), milliseconds: start)])
        // Held past the table's delay, so the row has the touch and highlights (B5.1).
        clock.advance(by: 0.2)
        _ = sim.advanceTime()
        let highlightedBefore = sim.node("row")?.states.contains(.highlighted) == true
        for step in 1...6 {
            let point = Point(x: 2 + Double(step) * 40, y: y)
            _ = try sim.send([.pointer(phase: .move, point: point, milliseconds: start + 200 + Double(step) * 60)])
        }
        #expect(highlightedBefore)
        #expect(sim.node("row")?.states.contains(.highlighted) == false)
        #expect(sim.navigation.isTransitioning)
        _ = try sim.send([.pointer(phase: .up, point: Point(x: 242, y: y), milliseconds: start + 900)])
        #expect(sim.node("row")?.states.contains(.selected) == false)
    }

    @Test("B9.9, B10.3: right to left the swipe starts at the right edge and goes left", arguments: navigationDevices)
    func rightToLeftSwipesFromTheRight(device: String, orientation: Orientation) throws {
        let (sim, clock) = navigationSimulator(device, orientation, localization: Localization(identifier: "ar")) {
            Page("first", next: ["second"])
        }
        _ = try sim.send([.tapTarget("first-push")])
        sim.settle(clock)
        let width = sim.screenWidth
        try sim.send(Swipe(from: 4, to: width * 0.7), clock: clock)
        #expect(sim.navigation.viewControllers.count == 2)
        sim.settle(clock)
        let commits = try sim.send(Swipe(from: width - 4, to: width * 0.5, rests: false, lifts: false), clock: clock)
        let top = try #require(sim.view(withElementID: "second"))
        #expect(abs(top.frameInScreen.minX + (width * 0.5 - 4)) < 0.001)
        #expect(!commits.isEmpty)
        _ = try sim.send([.pointer(phase: .move, point: Point(x: width * 0.3, y: 10), milliseconds: clock.now * 1000 + 1200)])
        _ = try sim.send([.pointer(phase: .up, point: Point(x: width * 0.3, y: 10), milliseconds: clock.now * 1000 + 1200)])
        #expect(sim.navigation.viewControllers.count == 1)
    }

    @Test("B9.9: a push or pop from code while the finger holds the swipe puts the swiped screen back first", arguments: navigationDevices)
    func aPopFromCodeDuringTheSwipe(device: String, orientation: Orientation) throws {
        let (sim, clock) = try pushed(device, orientation)
        try sim.send(Swipe(from: 4, to: sim.screenWidth * 0.4, rests: false, lifts: false), clock: clock)
        sim.navigation.popViewController(animated: true)
        #expect(sim.navigation.viewControllers.count == 1)
        _ = try sim.send([.pointer(phase: .up, point: Point(x: 300, y: 10), milliseconds: clock.now * 1000 + 700)])
        sim.settle(clock)
        #expect(sim.node("first-label") != nil && sim.node("second-label") == nil)
        #expect(!sim.navigation.isTransitioning)
    }

    @Test("B9.9: in a sheet the swipe pops the sheet's own stack, and the sheet's drag does not begin with it", arguments: navigationDevices)
    func aSwipeInASheetPopsItsStack(device: String, orientation: Orientation) throws {
        let (sim, clock) = pages(device, orientation)
        let inner = NavigationController(rootViewController: Page("inner", next: ["deeper"]))
        sim.navigation.present(inner, animated: true)
        sim.settle(clock)
        _ = try sim.send([.tapTarget("inner-push")])
        sim.settle(clock)
        let card = try #require(sim.node("sheet")).frame
        let swipe = Swipe(from: card.minX + 4, to: card.minX + card.width * 0.7, y: card.midY)
        try sim.send(swipe, clock: clock)
        sim.settle(clock)
        #expect(inner.viewControllers.count == 1)
        #expect(sim.node("inner-label") != nil && sim.node("deeper-label") == nil)
        #expect(sim.node("sheet")?.frame == card)
        #expect(inner.sheetPresentationController.sheetView.gestureRecognizers.allSatisfy { $0.state == .failed })
    }
}
