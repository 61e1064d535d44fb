import Testing
@testable import SimCore
import SimCoreTestSupport

@Suite struct NavigationTests {
    @Test("B9.1, B9.2: a push shows the new controller's elements, its title, and a back button labelled with the previous title", arguments: navigationDevices)
    func pushShowsTheNewControllerAndABackButton(device: String, orientation: Orientation) throws {
        let (sim, _) = pages(device, orientation)
        #expect(sim.node("back") == nil)
        _ = try sim.send([.tapTarget("first-push")])
        #expect(sim.node("second-label") != nil)
        #expect(sim.node("navigation-bar")?.label == "Second")
        let back = try #require(sim.node("back"))
        #expect(back.role == .button && back.label == "First")
        #expect(sim.navigation.viewControllers.count == 2 && sim.navigation.topViewController?.title == "Second")
    }

    @Test("B9.3: the covered controller's elements stay during the slide and leave the tree when it is over", arguments: navigationDevices)
    func theCoveredControllerLeavesAfterTheSlide(device: String, orientation: Orientation) throws {
        let (sim, clock) = pages(device, orientation)
        _ = try sim.send([.tapTarget("first-push")])
        #expect(sim.node("first-label") != nil)
        sim.settle(clock)
        #expect(sim.node("first-label") == nil && sim.node("first") == nil)
        #expect(sim.node("second-label") != nil)
        #expect(!sim.navigation.isTransitioning)
        // The covered view is out of the render too.
        let first = try #require(sim.navigation.viewControllers.first)
        #expect(first.view.superview == nil)
    }

    @Test("B9.3: a push commits a 0.35 s slide: the new view from the right edge, the old one 30 % of the width to the left", arguments: navigationDevices)
    func pushDeclaresTheSlide(device: String, orientation: Orientation) throws {
        let (sim, _) = pages(device, orientation)
        let width = sim.device.screenSize(in: orientation).width
        let commit = try sim.send([.tapTarget("first-push")])
        let slides = slideAnimations(in: commit)
        #expect(slides.count == 2)
        #expect(slides.allSatisfy { $0.animation.duration == NavigationController.transitionDuration })
        #expect(slides.contains { $0.from == width && $0.to == 0 })
        #expect(slides.contains { $0.from == 0 && abs($0.to + 0.3 * width) < 0.001 })
    }

    @Test("B9.3: only the two sliding holders animate; the views inside keep their resting layout, side safe areas included")
    func theSlidingViewsKeepTheirLayout() throws {
        let (sim, clock) = navigationSimulator("iphone-15", .landscapeLeft) { AccessoryPage() }
        let before = try #require(sim.node("more")?.frame)
        sim.navigation.pushViewController(Page("other"), animated: true)
        #expect(slideAnimations(in: sim.commit()).count == 2)
        sim.settle(clock)
        sim.navigation.popViewController(animated: true)
        #expect(slideAnimations(in: sim.commit()).count == 2)
        #expect(sim.node("more")?.frame == before)
    }

    @Test("B9.1, B9.3: back pops: the first controller's elements return, the popped one's leave after the slide", arguments: navigationDevices)
    func backPops(device: String, orientation: Orientation) throws {
        let (sim, clock) = pages(device, orientation)
        _ = try sim.send([.tapTarget("first-push")])
        sim.settle(clock)
        let commit = try sim.send([.tapTarget("back")])
        #expect(sim.node("first-label") != nil)
        #expect(sim.node("back") == nil)
        #expect(sim.node("navigation-bar")?.label == "First")
        let slides = slideAnimations(in: commit)
        let width = sim.device.screenSize(in: orientation).width
        #expect(slides.contains { abs($0.from + 0.3 * width) < 0.001 && $0.to == 0 })
        #expect(slides.contains { $0.from == 0 && $0.to == width })
        sim.settle(clock)
        #expect(sim.node("second-label") == nil)
        #expect(sim.navigation.viewControllers.count == 1)
    }

    @Test("B9.4: popToRoot from three deep leaves only the root, with no back button", arguments: navigationDevices)
    func popToRootLeavesTheRoot(device: String, orientation: Orientation) throws {
        let (sim, clock) = pages(device, orientation)
        _ = try sim.send([.tapTarget("first-push")])
        sim.settle(clock)
        _ = try sim.send([.tapTarget("second-push")])
        sim.settle(clock)
        #expect(sim.node("back")?.label == "Second")
        let popped = sim.navigation.popToRootViewController(animated: true)
        #expect(popped?.map(\.title) == ["Second", "Third"])
        #expect(popped?.allSatisfy { $0.navigationController == nil } == false)
        sim.settle(clock)
        #expect(sim.node("first-label") != nil && sim.node("third-label") == nil && sim.node("second-label") == nil)
        #expect(sim.node("back") == nil)
        #expect(popped?.allSatisfy { $0.navigationController == nil } == true)
    }

    @Test("B9.5: pushing resigns the first responder and puts the keyboard away", arguments: navigationDevices)
    func pushingResignsTheFirstResponder(device: String, orientation: Orientation) throws {
        let (sim, _) = pages(device, orientation)
        _ = try sim.send([.tapTarget("first-field")])
        #expect(sim.firstResponderID == "first-field")
        let page = try #require(sim.navigation.topViewController as? Page)
        sim.navigation.pushViewController(Page("other"), animated: true)
        _ = sim.commit()
        #expect(sim.firstResponderID == nil)
        #expect(!sim.inputPanel.isUp)
        #expect(!page.field.isFirstResponder)
    }

    @Test("B2.1, B9.1: a pushed controller's view passes next to its controller, then through the navigation controller to the window", arguments: navigationDevices)
    func responderChainOfAPushedController(device: String, orientation: Orientation) throws {
        let (sim, _) = pages(device, orientation)
        _ = try sim.send([.tapTarget("first-push")])
        let pushed = try #require(sim.navigation.topViewController)
        #expect(pushed.navigationController === sim.navigation)
        var chain: [Responder] = []
        var current: Responder? = try #require(sim.view(withElementID: "second-label"))
        while let responder = current {
            chain.append(responder)
            current = responder.next
        }
        let pushedIndex = try #require(chain.firstIndex { $0 === pushed })
        let navigationIndex = try #require(chain.firstIndex { $0 === sim.navigation })
        let windowIndex = try #require(chain.firstIndex { $0 === sim.window })
        #expect(chain[pushedIndex - 1] === pushed.view)
        #expect(pushedIndex < navigationIndex && navigationIndex < windowIndex)
        #expect(chain.last is Application)
    }

    @Test("B9.6: a disclosure cell draws a grey chevron at its trailing edge and its detail ends left of it", arguments: navigationDevices)
    func disclosureCellDrawsAChevron(device: String, orientation: Orientation) throws {
        let (sim, _) = navigationSimulator(device, orientation) { AccessoryPage() }
        let cell = try #require(sim.view(withElementID: "more") as? TableViewCell)
        let chevron = try #require(symbolNode(in: sim, cell: "more"))
        #expect(chevron.symbol == "chevron.right")
        let frame = chevron.frame.array
        #expect(abs(frame[0] + frame[2] - (cell.bounds.width - cell.contentMargin)) < 0.001)
        let detail = try #require(cell.detailTextLabel)
        #expect(detail.frame.maxX <= frame[0])
        #expect(sim.node("more")?.states.contains(.checked) == false)
    }

    @Test("B9.6: a checkmark cell draws a tinted checkmark and reports checked; a plain cell shows no accessory", arguments: navigationDevices)
    func checkmarkCellReportsChecked(device: String, orientation: Orientation) throws {
        let (sim, _) = navigationSimulator(device, orientation) { AccessoryPage() }
        let checkmark = try #require(symbolNode(in: sim, cell: "chosen"))
        #expect(checkmark.symbol == "checkmark")
        #expect(checkmark.color?.css == Color.systemBlue.css)
        #expect(sim.node("chosen")?.states.contains(.checked) == true)
        #expect(symbolNode(in: sim, cell: "plain") == nil)
        #expect(sim.node("plain")?.states.contains(.checked) == false)
    }

    @Test("B9.7: choosing an option calls the closure once with its index and moves the checkmark", arguments: navigationDevices)
    func choosingAnOptionCallsTheClosureOnce(device: String, orientation: Orientation) throws {
        let (sim, _) = navigationSimulator(device, orientation) {
            SelectionListViewController(prefix: "colour", title: "Colour", options: ["Red", "Green", "Blue"], selectedIndex: 0)
        }
        let list = try #require(sim.navigation.topViewController as? SelectionListViewController)
        var chosen: [Int] = []
        list.didChoose = { chosen.append($0) }
        #expect(sim.node("colour-option-0")?.states.contains(.checked) == true)
        #expect(sim.node("colour-option-2")?.label == "Blue")
        _ = try sim.send([.tapTarget("colour-option-2")])
        #expect(chosen == [2])
        #expect(list.selectedIndex == 2)
        #expect(sim.node("colour-option-2")?.states.contains(.checked) == true)
        #expect(sim.node("colour-option-0")?.states.contains(.checked) == false)
        #expect(sim.node("colour-option-2")?.states.contains(.selected) == false)
    }

    @Test("B9.7, B9.1: a choice list pushed over a form pops back from its closure, titled after the choice row", arguments: navigationDevices)
    func aChoiceListPopsBackFromItsClosure(device: String, orientation: Orientation) throws {
        let (sim, clock) = pages(device, orientation)
        let list = SelectionListViewController(prefix: "size", title: "Size", options: ["S", "M", "L"])
        var chosen: [Int] = []
        list.didChoose = { [unowned list] index in
            chosen.append(index)
            list.navigationController?.popViewController(animated: true)
        }
        sim.navigation.pushViewController(list, animated: true)
        sim.settle(clock)
        #expect(sim.node("back")?.label == "First" && sim.node("navigation-bar")?.label == "Size")
        _ = try sim.send([.tapTarget("size-option-1")])
        sim.settle(clock)
        #expect(chosen == [1])
        #expect(sim.node("size-option-1") == nil && sim.node("first-label") != nil)
    }
}

/// The render node of the symbol among a cell's children.
private func symbolNode(in sim: Simulator, cell id: String) -> RenderNode? {
    let tree = sim.renderTree
    return tree.nodes[id]?.children.lazy.compactMap { tree.nodes[$0] }.first { $0.kind == .symbol }
}
