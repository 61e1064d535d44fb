@testable import Flows
import Foundation
import Scenes
import SimCore
import Testing

/// What a failing step says: the ids a misspelt one may have meant, and a short listing of
/// the screen only where the element was not found.
@Suite struct FlowFailureMessageTests {
    func run(_ steps: String, on device: String = "iphone-15") throws -> FlowDeviceResult {
        let flow = try FlowParser.parse("scene: booking\nsteps:\n" + steps, file: "messages.yaml")
        let profile = try #require(DeviceProfile.named(device))
        return FlowRunner(scenes: FlowReachTests.registry).run(flow, on: profile)
    }

    @Test("a tap on a misspelt id fails as noElement and names the id it most likely meant")
    func didYouMean() throws {
        let failure = try #require(try run("  - tap: guest-nme\n").failures.first)
        #expect(failure.kind == .noElement)
        #expect(failure.message.hasPrefix("step 1 (tap: guest-nme): no element \"guest-nme\" on screen; did you mean \"guest-name\"?"))
    }

    @Test("an id written as a button's title in words suggests the button with that label")
    func byLabel() throws {
        let flow = try FlowParser.parse("scene: login\nsteps:\n  - tap: log-in\n", file: "messages.yaml")
        let result = FlowRunner(scenes: .builtIn).run(flow, on: try #require(DeviceProfile.named("iphone-15")))
        #expect(result.failures.first?.message.contains("\"login-button\"?") == true)
    }

    @Test("an element that is there but off screen says so, not that it is missing")
    func offScreen() throws {
        let failure = try #require(try run("  - tap: book\n", on: "iphone-se").failures.first)
        #expect(failure.kind == .noElement)
        #expect(failure.message.contains("is not visible on screen: it is off screen"))
    }

    @Test("an expectation of an element missing from the screen names the closest id and lists the screen with a calendar's days folded")
    func missingExpectation() throws {
        let failure = try #require(try run("  - expect: {id: check-outt, value: \"2025-06-15\"}\n").failures.first)
        #expect(failure.kind == .expectation)
        #expect(failure.message.contains("did you mean \"check-out\"?"))
        #expect(failure.message.contains("the screen:"))
        #expect(failure.message.contains("parts of the calendar"))
        #expect(!failure.message.contains("check-out-calendar-day-2 "))
        #expect(failure.message.split(separator: "\n").count <= 33)
    }

    @Test("an expectation that finds its element with another value says what it found and lists no screen")
    func foundOtherValue() throws {
        let failure = try #require(try run("  - expect: {id: check-in, value: nope}\n").failures.first)
        #expect(failure.message.contains("found check-in (cell)"))
        #expect(!failure.message.contains("the screen:"))
    }

    @Test("spelling distance counts letters added, removed or changed")
    func distance() {
        #expect(FlowScreen.distance("guest-nme", "guest-name") == 1)
        #expect(FlowScreen.distance("book", "done") == 3)
        #expect(FlowScreen.distance("", "abc") == 3)
    }
}
