import Flows
import Foundation
import Scenes
import SimCore
import Testing

/// `tapOutside`: a tap where a person taps to close what is in front, at the point the
/// engine's hit test finds free on each device; nothing where the element is absent.
@Suite struct FlowTapOutsideTests {
    static let devices = ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-10", "ipad-pro-12-9"]
    static let orientations = ["portrait", "landscapeLeft"]

    func run(_ steps: String, scene: String = "booking", on device: String, orientation: String = "portrait") throws -> FlowDeviceResult {
        let flow = try FlowParser.parse("scene: \(scene)\norientation: \(orientation)\nsteps:\n\(steps)", file: "outside.yaml")
        let profile = try #require(DeviceProfile.named(device))
        return FlowRunner(scenes: FlowReachTests.registry).run(flow, on: profile)
    }

    @Test("tapOutside closes the booking's check-in calendar, a card on an iPhone and a popover on an iPad, and leaves its date",
        arguments: devices, orientations)
    func closesTheCalendar(device: String, orientation: String) throws {
        let result = try run(
            """
              - scrollTo: check-in-compact-date
              - tap: check-in-compact-date
              - expect: {id: check-in-calendar-popover, role: popover}
              - tapOutside: check-in-calendar-popover
              - expect: {absent: {role: popover}}
              - expect: {id: check-in-compact-date, value: "Jun 12, 2025"}

            """, on: device, orientation: orientation)
        #expect(result.failures.map(\.message) == [])
    }

    @Test("tapOutside closes the Room menu without choosing another room", arguments: devices)
    func closesTheMenu(device: String) throws {
        let result = try run(
            """
              - scrollTo: room-button
              - tap: room-button
              - expect: {role: menu}
              - tapOutside: {role: menu}
              - expect: {absent: {role: menu}}
              - expect: {id: room-button, value: Double}

            """, on: device)
        #expect(result.failures.map(\.message) == [])
    }

    @Test("tapOutside an element the screen does not show does nothing and passes: an iPhone's birthday has no popover")
    func absentIsNothing() throws {
        let result = try run(
            """
              - tap: birthday
              - expect: {role: inputView}
              - tapOutside: birthday-popover
              - expect: {role: inputView}
              - expect: {firstResponder: birthday-value}

            """, scene: "contacts", on: "iphone-15")
        #expect(result.failures.map(\.message) == [])
        #expect(result.outcomes == [.passed, .passed, .passed, .passed, .passed])
    }

    @Test("tapOutside the iPad's birthday popover closes it as a tap on its dimming view does: the birthday resigns")
    func padPopoverResigns() throws {
        let result = try run(
            """
              - tap: birthday
              - tapOutside: birthday-popover
              - expect: {absent: {role: popover}}
              - expect: {firstResponder: null}

            """, scene: "contacts", on: "ipad-10")
        #expect(result.failures.map(\.message) == [])
    }

    @Test("tapOutside takes an element, not a point")
    func refusesAPoint() {
        #expect(throws: FlowError.self) { try FlowParser.parse("scene: booking\nsteps:\n  - tapOutside: {x: 3, y: 4}\n", file: "t.yaml") }
    }

    @Test("tapOutside reads an id and a spec")
    func reads() throws {
        let flow = try FlowParser.parse("scene: booking\nsteps:\n  - tapOutside: room-menu\n  - tapOutside: {role: menu}\n", file: "t.yaml")
        #expect(flow.steps.first?.action == .tapOutside(.element("room-menu")))
        guard case .tapOutside(.selector) = flow.steps.last?.action else {
            Issue.record("expected a selector")
            return
        }
    }
}
