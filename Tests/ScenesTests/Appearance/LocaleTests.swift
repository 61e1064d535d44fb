import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B3.5: the seven locales' dates and date pickers, as Foundation formats them.
@Suite struct LocaleTests {
    static let cases: [(locale: String, label: String, order: [DatePickerModel.Component], january: String, day: String, year: String)] = [
        ("en_US", "January 15, 1990", [.month, .day, .year], "January", "15", "1990"),
        ("ja_JP", "1990年1月15日", [.year, .month, .day], "1月", "15日", "1990年"),
        ("de_DE", "15. Januar 1990", [.day, .month, .year], "Januar", "15", "1990"),
        ("fr_FR", "15 janvier 1990", [.day, .month, .year], "janvier", "15", "1990"),
        ("zh_Hans", "1990年1月15日", [.year, .month, .day], "1月", "15日", "1990年"),
        ("ar", "15 يناير، 1990", [.day, .month, .year], "يناير", "15", "1990"),
        ("he", "15 בינואר 1990", [.day, .month, .year], "ינואר", "15", "1990"),
    ]

    @Test("A picked date shows in the locale's long form, the wheels in its order with its titles", arguments: cases)
    func datesAndWheels(
        c: (locale: String, label: String, order: [DatePickerModel.Component], january: String, day: String, year: String)
    ) throws {
        let sim = makeSimulator("iphone-15", locale: c.locale)
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15")])
        #expect(sim.node("birthday-value")?.value == c.label)
        let model = DatePickerModel(localeIdentifier: c.locale, date: try #require(SimpleDate(year: 1990, month: 1, day: 15)))
        #expect(model.components == c.order)
        #expect(model.title(forRow: 0, in: .month) == c.january)
        #expect(model.title(forRow: 14, in: .day) == c.day)
        #expect(model.title(forRow: 90, in: .year) == c.year)
    }

    @Test("Right to left, the picker's first wheel (the day) is the rightmost")
    func rightToLeftWheelOrder() throws {
        let sim = makeSimulator("iphone-15", locale: "he")
        _ = try sim.send([.tapTarget("birthday")])
        let columns = try #require(sim.node("birthday-picker")?.children)
        let day = try #require(columns.first { $0.id.hasSuffix("day") }?.frame)
        let year = try #require(columns.first { $0.id.hasSuffix("year") }?.frame)
        #expect(day.minX > year.minX)
    }
}
