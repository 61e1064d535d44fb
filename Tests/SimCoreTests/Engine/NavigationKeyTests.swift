import Testing
@testable import SimCore

/// The hardware keyboard's way back (B9.10).
@Suite struct NavigationKeyTests {
    /// The pages scene with the second page pushed and its slide over.
    private func pushed(_ device: String, _ orientation: Orientation) throws -> (Simulator, ManualClock) {
        let (sim, clock) = pages(device, orientation)
        _ = try sim.send([.tapTarget("first-push")])
        sim.settle(clock)
        return (sim, clock)
    }

    @Test("B9.10: Escape on a pushed screen pops it with the slide", arguments: navigationDevices)
    func escapePops(device: String, orientation: Orientation) throws {
        let (sim, clock) = try pushed(device, orientation)
        let commit = try sim.send([.key("Escape")])
        #expect(sim.navigation.viewControllers.count == 1)
        #expect(slideAnimations(in: commit).count == 2)
        sim.settle(clock)
        #expect(sim.node("first-label") != nil && sim.node("second-label") == nil)
    }

    @Test("B9.10: ⌘[ on a pushed screen pops it with the slide", arguments: navigationDevices)
    func commandBracketPops(device: String, orientation: Orientation) throws {
        let (sim, _) = try pushed(device, orientation)
        let commit = try sim.send([.key("[", modifiers: .command)])
        #expect(sim.navigation.viewControllers.count == 1)
        #expect(slideAnimations(in: commit).count == 2)
    }

    @Test("B9.10: on the root screen Escape and ⌘[ change nothing", arguments: navigationDevices)
    func theRootStays(device: String, orientation: Orientation) throws {
        let (sim, _) = pages(device, orientation)
        let before = sim.semanticTree()
        for key in [InputEvent.key("Escape"), .key("[", modifiers: .command)] {
            let commit = try sim.send([key])
            #expect(commit.ops.isEmpty)
        }
        #expect(sim.semanticTree().root == before.root)
    }

    @Test("B9.10, E3.S5: with an alert in front ⌘[ does nothing and Escape chooses the alert's cancel action, not a pop", arguments: navigationDevices)
    func anAlertInFrontComesFirst(device: String, orientation: Orientation) throws {
        let (sim, clock) = try pushed(device, orientation)
        var cancelled = 0
        let alert = AlertController(id: "leave", title: "Leave?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 })
        sim.navigation.topViewController?.present(alert, animated: true)
        sim.settle(clock)
        _ = try sim.send([.key("[", modifiers: .command)])
        #expect(sim.node("leave-action-0") != nil && sim.navigation.viewControllers.count == 2)
        _ = try sim.send([.key("Escape")])
        #expect(cancelled == 1)
        #expect(sim.navigation.viewControllers.count == 2)
    }

    @Test("B9.10: a bracket without ⌘ is typed into the focused field, not taken as back", arguments: navigationDevices)
    func aPlainBracketIsTyped(device: String, orientation: Orientation) throws {
        let (sim, _) = try pushed(device, orientation)
        _ = try sim.send([.tapTarget("second-field")])
        _ = try sim.send([.key("[")])
        #expect(sim.navigation.viewControllers.count == 2)
        #expect(sim.node("second-field")?.value == "[")
    }
}
