import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// E1.D9: date wheels in a narrow row never cut a month name.
@Suite struct NarrowWheelsTests {
    static let form = """
        id: birthday
        title: Birthday
        sections:
          - rows:
              - date: birthday
                label: Birthday
                style: wheels
                value: 1990-11-15
        """

    /// The month wheel's frame and the width its widest name needs.
    static func monthWheel(_ sim: Simulator) throws -> (width: Double, needed: Double) {
        let picker = try #require(sim.view(withElementID: "birthday-picker") as? DatePicker)
        let month = try sim.rect("birthday-picker-month")
        return (month.width, picker.titleWidth(ofWheel: 0))
    }

    @Test("E1.D9: in a third of an iPad the month wheel is as wide as September needs", arguments: WindowDevices.narrow)
    func narrowWindowKeepsMonthNames(device: String, orientation: Orientation, window: WindowSize) throws {
        let sim = try windowFormSimulator([Self.form], device, orientation, window)
        let (width, needed) = try Self.monthWheel(sim)
        #expect(width >= needed)
        #expect(needed > Font(size: 21).width(of: "September"))
    }

    @Test("E1.D9: where the titles fit, the wheels keep their shares of the width", arguments: CalendarLookTests.devices)
    func fullWindowsKeepTheirShares(device: String, orientation: Orientation) throws {
        let sim = try windowFormSimulator([Self.form], device, orientation, .full)
        let picker = try sim.rect("birthday-picker")
        let (width, _) = try Self.monthWheel(sim)
        #expect(abs(width - (min(picker.width, Metrics.pickerWidth) - 16) * 0.45) < 0.01)
    }

    @Test("E1.D9: wheels whose titles need more than the picker stand out of it evenly")
    func widerThanThePickerStandsOutEvenly() throws {
        let picker = DatePicker(id: "p", localeIdentifier: "en_US", date: SimpleDate(year: 1990, month: 11, day: 15) ?? .epoch)
        picker.frame = Rect(x: 0, y: 0, width: 180, height: 216)
        picker.layoutSubviews()
        let frames = picker.columns.map(\.frame)
        #expect(frames[0].width >= picker.titleWidth(ofWheel: 0))
        let left = -(frames.first?.minX ?? 0), right = (frames.last?.maxX ?? 0) - 180
        #expect(abs((left + 8) - (right + 8)) < 0.01)
        #expect(left > 0)
    }
}
