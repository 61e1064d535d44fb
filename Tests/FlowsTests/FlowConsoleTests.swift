@testable import Flows
import Foundation
import Scenes
import SimCore
import Testing

/// What run-flows prints for a failure: a line, a few lines of the screen, the report's
/// place for it; and the report's 44 pt list without system controls' parts.
@Suite struct FlowConsoleTests {
    /// The booking form (its inline calendar and date wheels on screen) with three
    /// mistakes: a misspelt id, a wrong value, an alert that never shows.
    static let mistakes = """
        name: three mistakes
        scene: booking
        devices: [\(FlowReportSizeTests.devices.joined(separator: ", "))]
        steps:
          - expect: {id: guest-nam}
          - expect: {id: room, value: Twin}
          - expect: {role: alert}
        """

    static func printed(_ result: FlowResult, report: String?) -> [String] {
        var console = FlowConsole(report: report)
        return result.devices.flatMap { run in
            run.failures.flatMap { console.lines($0, flow: result.flow, file: "tests/mistakes.yaml", device: run.device, flowIndex: 0) }
        }
    }

    @Test("a failure is one line naming the flow, the device, the step and its file and line, then what failed")
    func failureLine() throws {
        let result = try FlowReportSizeTests.run(Self.mistakes, scenes: FlowReportSizeTests.scenes())
        let lines = Self.printed(result, report: "report.html")
        #expect(lines[0] == "three mistakes · iPhone SE (3rd) · step 1 (tests/mistakes.yaml:5): no element \"guest-nam\" on screen; did you mean \"guest-name\"?")
        #expect(lines.contains("three mistakes · iPad Pro 12.9 · step 2 (tests/mistakes.yaml:6): expected id room, value \"Twin\", found room (cell), label \"Room\""))
    }

    @Test("under a failure's line come at most 8 lines of the screen and the report's place for that device and step")
    func screenLinesAndPointer() throws {
        let result = try FlowReportSizeTests.run(Self.mistakes, scenes: FlowReportSizeTests.scenes())
        var console = FlowConsole(report: "out/report.html")
        let run = result.devices[0]
        let lines = console.lines(run.failures[0], flow: result.flow, file: "m.yaml", device: run.device, flowIndex: 2)
        #expect(lines.count <= 1 + FlowConsole.screenLines + 2, "\(lines)")
        #expect(lines.last == "      see out/report.html#flow-2-iphone-se-step-1")
        #expect(!lines.contains { $0.contains("check-out-calendar-") })
    }

    @Test("the same failure on the next device of the flow points at the first one's screen instead of listing it again")
    func repeatedScreen() throws {
        let result = try FlowReportSizeTests.run(Self.mistakes, scenes: FlowReportSizeTests.scenes())
        let lines = Self.printed(result, report: nil)
        #expect(lines.contains("      the screen as on iPhone SE (3rd)"))
        // Three mistakes on five devices: far from a screen listed per device.
        #expect(lines.count < 70, "\(lines.count) lines")
    }

    @Test("every place a failure points at is a device's cell for that step in the report")
    func anchorsExist() throws {
        let result = try FlowReportSizeTests.run(Self.mistakes, scenes: FlowReportSizeTests.scenes())
        let html = FlowReport.html([result], assets: FlowReportAssets())
        let pointers = Self.printed(result, report: "r.html").filter { $0.hasPrefix("      see r.html#") }
        #expect(pointers.count == 3 * result.devices.count)
        for pointer in pointers {
            let anchor = pointer.replacingOccurrences(of: "      see r.html#", with: "")
            #expect(html.contains("<td id=\"\(anchor)\""), "\(anchor)")
        }
    }

    @Test("the report's 44 pt list names no calendar day, wheel row or switch, on phones and iPads in both orientations")
    func smallTargetsLeaveOutSystemControls() throws {
        let yaml = """
            name: booking
            scene: booking
            devices: [\(FlowReportSizeTests.devices.joined(separator: ", "))]
            steps:
              - scrollTo: check-out-calendar
              - rotate: landscapeLeft
              - scrollTo: check-out-calendar
            """
        let result = try FlowReportSizeTests.run(yaml, scenes: FlowReportSizeTests.scenes())
        var calendarDays = 0
        var parentRoles: [String: Role] = [:]
        for run in result.devices {
            for step in run.steps {
                guard let tree = step.semantic else { continue }
                for node in tree.allNodes { for child in node.children { parentRoles[child.id] = node.role } }
                calendarDays += tree.smallTargets.filter { parentRoles[$0] == .calendar }.count
            }
        }
        #expect(calendarDays > 0, "the calendar's days are small targets of the tree")
        let listed = FlowReport.smallTargets(result).flatMap(\.targets).map { String($0.split(separator: " ")[0]) }
        for id in listed {
            #expect(![.calendar, .pickerColumn, .stepper, .segmentedControl].contains(parentRoles[id]), "\(id)")
        }
        let html = FlowReport.html([result], assets: FlowReportAssets())
        #expect(html.contains("Not listed: UICalendarView"))
    }
}
