import Testing
@testable import SimCore
import SimCoreTestSupport

/// E1.D9: a wheel is as wide as its widest title, measured again when the titles change
/// and not when only the chosen date or time does.
@Suite struct DatePickerWidthTests {
    static func dateAndTime(_ iso: String) throws -> DatePicker {
        let model = DatePickerModel(
            mode: .dateAndTime, locale: DatePickerLocale(identifier: "en_US"), timeLocale: TimePickerLocale(identifier: "en_US"),
            localeIdentifier: "en_US", date: try #require(SimpleDate(iso: iso)), time: .midnight)
        let picker = DatePicker(id: "p", model: model)
        picker.frame = Rect(x: 0, y: 0, width: 300, height: 216)
        picker.layoutSubviews()
        return picker
    }

    @Test("E1.D9: after a pick moves the day window, the wheels are laid out as a new picker of that date lays them out")
    func movedDayWindowIsMeasuredAgain() throws {
        let picker = try Self.dateAndTime("2026-11-26")
        try picker.pick(date: "2031-05-03T07:15")
        picker.layoutSubviews()
        let fresh = try Self.dateAndTime("2031-05-03")
        #expect(picker.model.dayWindow == fresh.model.dayWindow)
        #expect(picker.columns.map(\.frame) == fresh.columns.map(\.frame))
        #expect(picker.titleWidths() == fresh.model.components.indices.map(fresh.titleWidth(ofWheel:)))
    }

    @Test("E1.D9: a pick inside the day window keeps the widths measured before it")
    func pickInsideTheWindowKeepsTheWidths() throws {
        let picker = try Self.dateAndTime("2026-11-26")
        let before = try #require(picker.measuredTitleWidths)
        try picker.pick(date: "2026-12-02T10:30")
        picker.layoutSubviews()
        #expect(picker.measuredTitleWidths?.widths == before.widths)
        #expect(picker.measuredTitleWidths?.titles == before.titles)
    }

    @Test("E1.D9: a new minimum date or minute interval measures the titles again")
    func boundsAndIntervalAreMeasuredAgain() throws {
        let picker = try Self.dateAndTime("2026-11-26")
        let before = try #require(picker.measuredTitleWidths)
        picker.minimumDate = try #require(SimpleDate(iso: "2026-11-20"))
        picker.minuteInterval = 15
        picker.layoutSubviews()
        let after = try #require(picker.measuredTitleWidths)
        #expect(after.titles != before.titles)
        #expect(after.titles == picker.model.titleInputs)
        #expect(after.widths == picker.model.components.indices.map(picker.titleWidth(ofWheel:)))
    }
}
