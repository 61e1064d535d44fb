import Testing
@testable import SimCore

/// A date picker's wheels are named for VoiceOver by their component: "Month", "Hours".
@Suite struct DatePickerWheelLabelTests {
    @Test("each wheel of every mode is labelled with its component's name, capitalized", arguments: [
        DatePickerMode.date, .time, .dateAndTime, .countDownTimer,
    ])
    func wheelLabels(mode: DatePickerMode) throws {
        let model = DatePickerModel(
            mode: mode, locale: DatePickerLocale(identifier: "en_US"), timeLocale: TimePickerLocale(identifier: "en_US"),
            localeIdentifier: "en_US", date: try #require(SimpleDate(iso: "2026-11-29")), time: .midnight)
        let picker = DatePicker(id: "p", model: model)
        let expected = model.components.map { $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst() }
        #expect(picker.columns.map(\.accessibilityLabel) == expected)
        #expect(!expected.isEmpty)
    }
}
