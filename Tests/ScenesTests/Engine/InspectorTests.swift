import Testing
@testable import SimCore
import TestSupport

/// The inspector's record of a simulator: hit test path, event log, responder chain,
/// view hierarchy and popover candidates.
@Suite struct InspectorTests {
    @Test func aTapRecordsTheHitTestPathFromTheWindowDownToTheViewItHit() throws {
        let sim = makeSimulator("iphone-15")
        _ = try sim.send([.tapTarget("birthday")])
        let trace = try #require(sim.inspect().lastHitTest)
        #expect(trace.steps.first?.view == "window")
        #expect(trace.steps.first?.outcome == .descended)
        let hit = try #require(trace.steps.last { $0.outcome == .hit })
        #expect(hit.view == trace.hit)
        #expect(["birthday", "birthday-value"].contains(trace.element))
        #expect(trace.steps.filter { $0.outcome == .hit }.count == 1)
    }

    @Test func theHitTestPathSaysWhyEachViewWasPassedBy() throws {
        let sim = makeSimulator("iphone-15")
        _ = try sim.send([.tapTarget("birthday")])
        let steps = try #require(sim.inspect().lastHitTest).steps
        // The edit menu is the window's front-most subview and hidden until used.
        #expect(steps.contains { $0.className == "EditMenu" && $0.reason == .hidden })
        // Sections in front of the birthday section (later subviews) do not contain the point.
        #expect(steps.contains { $0.view == "section-notes" && $0.reason == .outside })
        #expect(steps.allSatisfy { ($0.outcome == .skipped) == ($0.reason != nil) })
    }

    /// A view that refuses every touch inside it, as a popover's dismissal view refuses
    /// touches over its passthrough views.
    final class Refusing: View {
        override func hitTest(_ point: Point, with event: Event?) -> View? { nil }
    }

    @Test func aViewWhoseHitTestRefusesIsPassedByAsRefusedAndTheTraceGoesOnBehindIt() throws {
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let behind = View(id: "behind", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let refusing = Refusing(id: "refusing", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(behind)
        root.addSubview(refusing)
        var event = Event(timestamp: 0)
        event.tracer = HitTestTracer()
        let hit = root.hitTest(Point(x: 50, y: 50), with: event)
        #expect(hit === behind)
        let steps = event.tracer?.steps ?? []
        #expect(steps.first { $0.elementID == "refusing" }?.reason == .refused)
        #expect(steps.first { $0.elementID == "behind" }?.outcome == .hit)
        #expect(steps.first { $0.elementID == "root" }?.outcome == .descended)
    }

    @Test func theEventLogRecordsTouchesFirstResponderAndValueChangedInOrder() throws {
        let sim = makeSimulator("iphone-15")
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15")])
        let entries = sim.inspect().events
        let kinds = entries.map(\.kind)
        let began = try #require(kinds.firstIndex(of: .touchBegan))
        let ended = try #require(kinds.firstIndex(of: .touchEnded))
        let become = try #require(kinds.firstIndex(of: .becomeFirstResponder))
        #expect(began < ended && ended <= become)
        #expect(entries[become].subject == "birthday-value")
        #expect(entries.contains { $0.kind == .valueChanged && $0.subject == "birthday-picker" })
        #expect(zip(entries, entries.dropFirst()).allSatisfy { $0.sequence < $1.sequence })
    }

    @Test func theEventLogKeepsOnlyItsLastTwoHundredEntries() throws {
        let sim = makeSimulator("iphone-15")
        _ = try sim.send(Array(repeating: .tap(Point(x: 200, y: 400)), count: 150))
        let entries = sim.inspect().events
        #expect(entries.count == 200)
        #expect((entries.last?.sequence ?? 0) >= 300)
    }

    @Test func theResponderChainRunsFromTheFirstResponderUpToTheApplication() throws {
        let sim = makeSimulator("iphone-15")
        #expect(sim.inspect().responderChain.isEmpty)
        _ = try sim.send([.tapTarget("birthday")])
        let chain = sim.inspect().responderChain
        #expect(chain.first == .init(kind: "view", className: "BirthdayLabel", id: "birthday-value"))
        #expect(chain.contains { $0.kind == "viewController" })
        #expect(chain.dropLast().last?.kind == "window")
        #expect(chain.last?.kind == "application")
    }

    @Test func theHierarchyStartsAtTheWindowAndShowsElementIdsFramesAndFlags() throws {
        let sim = makeSimulator("iphone-15")
        let window = try #require(sim.inspect().hierarchy.first)
        #expect(window.className == "Window" && window.id == "window")
        #expect(window.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        func all(_ node: InspectorSnapshot.ViewNode) -> [InspectorSnapshot.ViewNode] {
            [node] + node.children.flatMap(all)
        }
        #expect(all(window).contains { $0.id == "birthday" && !$0.hidden && $0.interaction })
        #expect(all(window).contains { $0.className == "EditMenu" && $0.hidden })
    }

    @Test func aPopoverReportsEverySideTriedWithItsScoreAndTheOneChosen() throws {
        let sim = makeSimulator("ipad-10")
        #expect(sim.inspect().popover == nil)
        _ = try sim.send([.tapTarget("birthday")])
        let popover = try #require(sim.inspect().popover)
        #expect(popover.id == "birthday-popover" && popover.source == "birthday-value")
        #expect(Set(popover.candidates.map(\.direction)) == ["up", "down", "left", "right"])
        let chosen = popover.candidates.filter(\.chosen)
        #expect(chosen.count == 1 && chosen.first?.direction == popover.arrow)
        #expect(popover.arrow == sim.semanticTree().root.find("birthday-popover")?.arrow)
        #expect(popover.candidates.allSatisfy { $0.score <= (chosen.first?.score ?? 0) })
        #expect(sim.inspect().events.contains { $0.kind == .present && $0.subject == "birthday-popover" })
    }

    @Test func afterARotationThePopoverIsPlacedAgainAndTheLogSaysSo() throws {
        let sim = makeSimulator("ipad-10")
        _ = try sim.send([.tapTarget("birthday"), .rotate(.landscapeLeft)])
        let snapshot = sim.inspect()
        #expect(snapshot.orientation == .landscapeLeft)
        let popover = try #require(snapshot.popover)
        #expect(popover.candidates.map(\.direction) == ["left", "right", "down", "up"])
        #expect(snapshot.events.contains { $0.kind == .rotate && $0.detail == "portrait → landscapeLeft" })
    }

    @Test func aTapOutsideThePopoverDismissesItAndTheLogRecordsTheDismissal() throws {
        let sim = makeSimulator("ipad-10")
        _ = try sim.send([.tapTarget("birthday"), .tap(Point(x: 20, y: 1100))])
        let snapshot = sim.inspect()
        #expect(snapshot.popover == nil)
        #expect(snapshot.events.contains { $0.kind == .dismiss && $0.subject == "birthday-popover" })
        #expect(snapshot.events.contains { $0.kind == .resignFirstResponder && $0.subject == "birthday-value" })
    }
}
