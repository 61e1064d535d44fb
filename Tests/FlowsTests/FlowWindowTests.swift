@testable import Flows
import Foundation
import Scenes
import SimCore
import Testing

/// F1 in flows: a top-level `window`, a `settings: {window}` step, one iPad listed with
/// several windows in `devices`, each its own run and report column.
@Suite struct FlowWindowTests {
    func flow(_ text: String) throws(FlowError) -> Flow { try FlowParser.parse(text, file: "w.yaml") }

    func run(_ flow: Flow) throws -> FlowResult {
        try FlowRunner(scenes: .builtIn, recordsTrees: true).run(flow, file: "w.yaml", devices: flow.profiles())
    }

    static let birthday = """
        scene: contacts
        devices: [ipad-10, ipad-10@oneThird, ipad-pro-12-9@slideOver]
        steps:
          - tap: birthday
          - expect: {on: ipad-10@full, id: birthday-popover, presentation: popover}
          - expect: {on: ipad-10@oneThird, id: birthday-popover, presentation: sheet}
          - expect: {on: ipad-pro-12-9, id: birthday-popover, presentation: sheet}
        """

    @Test("one iPad listed with several windows runs once per window, each named by its window")
    func severalWindows() throws {
        let result = try run(try flow(Self.birthday))
        #expect(result.devices.map(\.device.id) == ["ipad-10", "ipad-10@oneThird", "ipad-pro-12-9@slideOver"])
        for device in result.devices { #expect(device.failures == [], "\(device.device.id)") }
    }

    @Test("the report has a column for each window of an iPad")
    func reportColumns() throws {
        let html = FlowReport.summary([try run(try flow(Self.birthday))])
        #expect(html.contains("<th>iPad (10th)</th>"))
        #expect(html.contains("<th>iPad (10th) · one third</th>"))
        #expect(html.contains("<th>iPad Pro 12.9 · Slide Over</th>"))
    }

    @Test("a top-level window applies to every iPad, and iPhones keep the screen", arguments: [Orientation.portrait, .landscapeLeft])
    func topLevelWindow(orientation: Orientation) throws {
        var flow = try flow("""
            scene: contacts
            devices: [iphone-15, ipad-mini-6]
            window: slideOver
            steps:
              - tap: birthday
              - expect: {on: pad, id: birthday-popover, presentation: sheet}
              - expect: {on: phone, role: inputView}
            """)
        flow.orientation = orientation
        let result = try run(flow)
        #expect(result.devices.map(\.device.id) == ["iphone-15", "ipad-mini-6@slideOver"])
        #expect(result.passed, "\(result.devices.flatMap(\.failures))")
    }

    @Test("a settings step changes the window on iPads and leaves iPhones as they are")
    func settingsStep() throws {
        let flow = try flow("""
            scene: contacts
            devices: [iphone-se, ipad-air-2]
            steps:
              - tap: birthday
              - settings: {window: oneThird}
              - expect: {on: pad, id: birthday-popover, presentation: sheet}
              - settings: {window: full}
              - expect: {on: pad, id: birthday-popover, presentation: popover}
              - expect: {on: phone, role: inputView}
            """)
        let result = try run(flow)
        #expect(result.passed, "\(result.devices.flatMap(\.failures))")
    }

    @Test("a window on an iPhone, an unknown window or an unknown device in devices is refused naming it")
    func badDevices() throws {
        for (entry, words) in [("iphone-15@oneThird", "only an iPad"), ("ipad-10@quarter", "names no window"), ("ipad-99", "is not a device")] {
            do {
                _ = try flow("scene: contacts\ndevices: [\(entry)]\nsteps:\n  - tap: birthday\n")
                Issue.record("\(entry) was taken")
            } catch {
                #expect(error.description.contains(words), "\(error.description)")
            }
        }
        do {
            _ = try flow("scene: contacts\nwindow: wide\nsteps:\n  - tap: birthday\n")
            Issue.record("window: wide was taken")
        } catch {
            #expect(error.description.contains("is not a window"))
        }
    }
}

/// `--devices-override`: a list that replaces a flow's own.
@Suite struct FlowDeviceOverrideTests {
    static let flow = "scene: contacts\ndevices: [iphone-15]\nwindow: half\nsteps:\n  - tap: birthday\n"

    @Test("devices given to replace a flow's list are run instead of it, an iPad in the flow's window unless named")
    func replacesList() throws {
        let flow = try FlowParser.parse(Self.flow, file: "t.yaml")
        #expect(flow.profiles(replacing: ["iphone-se", "ipad-10", "ipad-air-2@oneThird"]).map(\.id)
            == ["iphone-se", "ipad-10@half", "ipad-air-2@oneThird"])
    }

    @Test("devices given to narrow a flow's list keep only those it lists: a device it does not list runs nowhere")
    func narrowsList() throws {
        let flow = try FlowParser.parse(Self.flow, file: "t.yaml")
        #expect(flow.profiles(only: ["iphone-se", "iphone-15"]).map(\.id) == ["iphone-15"])
        #expect(flow.profiles(only: ["ipad-10"]).isEmpty)
    }

    @Test("a device name that is not one says why")
    func problems() {
        #expect(FlowDevice.problem(with: "ipad-10@oneThird") == nil)
        #expect(FlowDevice.problem(with: "iphone-16")?.description.hasPrefix("is not a device") == true)
        #expect(FlowDevice.problem(with: "iphone-15@half")?.description == "is an iPhone: only an iPad takes a window")
    }
}
