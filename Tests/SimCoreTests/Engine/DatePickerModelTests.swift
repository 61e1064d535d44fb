import Testing
@testable import SimCore

@Suite struct DatePickerModelTests {
    func day(_ iso: String) -> SimpleDate {
        SimpleDate(iso: iso) ?? SimpleDate(validYear: 1, month: 1, day: 1)
    }

    func model(
        _ iso: String, locale: String = "en_US", minimum: String? = nil, maximum: String? = nil
    ) -> DatePickerModel {
        DatePickerModel(
            localeIdentifier: locale, date: day(iso), minimumDate: minimum.map(day),
            maximumDate: maximum.map(day))
    }

    @Test func americanEnglishShowsMonthDayYear() {
        #expect(model("1990-01-15").components == [.month, .day, .year])
    }

    @Test func japaneseShowsYearMonthDay() {
        #expect(model("1990-01-15", locale: "ja_JP").components == [.year, .month, .day])
    }

    @Test func americanEnglishTitlesAreMonthNamesAndPlainNumbers() {
        let picker = model("1990-01-15")
        #expect(picker.title(forRow: 0, in: .month) == "January")
        #expect(picker.title(forRow: 11, in: .month) == "December")
        #expect(picker.title(forRow: 14, in: .day) == "15")
        #expect(picker.title(forRow: picker.selectedRow(in: .year), in: .year) == "1990")
    }

    @Test func japaneseTitlesCarryTheirUnits() {
        let picker = model("1990-01-15", locale: "ja_JP")
        #expect(picker.title(forRow: 0, in: .month) == "1月")
        #expect(picker.title(forRow: 14, in: .day) == "15日")
        #expect(picker.title(forRow: picker.selectedRow(in: .year), in: .year) == "1990年")
    }

    @Test func monthAndDayWheelsWrapAndTheYearWheelDoesNot() {
        let picker = model("1990-01-15")
        #expect(picker.isWrapping(.month))
        #expect(picker.isWrapping(.day))
        #expect(!picker.isWrapping(.year))
    }

    @Test func wheelsHaveTwelveMonthsThirtyOneDaysAndTheDefaultYears() {
        let picker = model("1990-01-15")
        #expect(picker.numberOfRows(in: .month) == 12)
        #expect(picker.numberOfRows(in: .day) == 31)
        #expect(picker.numberOfRows(in: .year) == 201)
        #expect(picker.title(forRow: 0, in: .year) == "1900")
        #expect(picker.title(forRow: 200, in: .year) == "2100")
    }

    @Test func minimumAndMaximumDatesBoundTheYearWheel() {
        let picker = model("1990-01-15", minimum: "1980-06-01", maximum: "2000-03-01")
        #expect(picker.years == 1980...2000)
        #expect(picker.numberOfRows(in: .year) == 21)
    }

    @Test func theSelectedRowsAreTheDatesParts() {
        let picker = model("1990-03-15")
        #expect(picker.selectedRow(in: .month) == 2)
        #expect(picker.selectedRow(in: .day) == 14)
        #expect(picker.selectedRow(in: .year) == 90)
    }

    @Test func settlingANewRowChangesTheDateAndReportsIt() {
        var picker = model("1990-01-15")
        let changed = picker.settle(row: 4, in: .month)
        #expect(changed)
        #expect(picker.date == day("1990-05-15"))
    }

    @Test func settlingTheSelectedRowReportsNoChange() {
        var picker = model("1990-01-15")
        let changed = picker.settle(row: 14, in: .day)
        #expect(!changed)
        #expect(picker.date == day("1990-01-15"))
    }

    @Test func january31MovedToFebruaryClampsToThe28thInACommonYear() {
        var picker = model("2023-01-31")
        let changed = picker.settle(row: 1, in: .month)
        #expect(changed)
        #expect(picker.date == day("2023-02-28"))
    }

    @Test func january31MovedToFebruaryClampsToThe29thInALeapYear() {
        var picker = model("2024-01-31")
        let changed = picker.settle(row: 1, in: .month)
        #expect(changed)
        #expect(picker.date == day("2024-02-29"))
    }

    @Test func february29MovedTo1900ClampsToThe28th() {
        var picker = model("2000-02-29")
        let changed = picker.settle(row: 0, in: .year)
        #expect(changed)
        #expect(picker.date == day("1900-02-28"))
    }

    @Test func daysTheMonthLacksAreGreyed() {
        let picker = model("2023-02-10")
        #expect(picker.isRowEnabled(27, in: .day))
        #expect(!picker.isRowEnabled(28, in: .day))
        #expect(!picker.isRowEnabled(30, in: .day))
        #expect(picker.isRowEnabled(11, in: .month))
    }

    @Test func settlingOnAGreyedDayKeepsTheLastDayOfTheMonth() {
        var picker = model("2023-02-28")
        let changed = picker.settle(row: 30, in: .day)
        #expect(!changed)
        #expect(picker.date == day("2023-02-28"))
    }

    @Test func aSettledWheelBeforeTheMinimumClampsToTheMinimum() {
        var picker = model("1990-06-15", minimum: "1990-03-10")
        let changed = picker.settle(row: 0, in: .month)
        #expect(changed)
        #expect(picker.date == day("1990-03-10"))
    }

    @Test func aSettledWheelAfterTheMaximumClampsToTheMaximum() {
        var picker = model("1990-06-15", maximum: "1990-08-01")
        let changed = picker.settle(row: 11, in: .month)
        #expect(changed)
        #expect(picker.date == day("1990-08-01"))
    }

    @Test func settingTheDateFromCodeClampsToTheBounds() {
        var picker = model("1990-06-15", minimum: "1980-01-01", maximum: "2000-12-31")
        picker.setDate(day("1970-05-05"))
        #expect(picker.date == day("1980-01-01"))
        picker.setDate(day("2010-05-05"))
        #expect(picker.date == day("2000-12-31"))
    }

    @Test func anInitialDateOutsideTheBoundsIsClamped() {
        #expect(model("2030-01-01", maximum: "2020-01-01").date == day("2020-01-01"))
    }

    @Test func settingAMinimumLaterThanTheDateMovesTheDate() {
        var picker = model("1990-06-15")
        picker.minimumDate = day("1995-01-01")
        #expect(picker.date == day("1995-01-01"))
    }

    @Test func aMinimumLaterThanTheMaximumIsIgnored() {
        let picker = model("1990-06-15", minimum: "2000-01-01", maximum: "1980-01-01")
        #expect(picker.date == day("1990-06-15"))
        #expect(picker.years == 1900...2100)
    }

    @Test func wrappingWheelsTakeRowsModuloTheirLength() {
        var picker = model("1990-01-15")
        #expect(picker.title(forRow: -1, in: .month) == "December")
        let changed = picker.settle(row: 13, in: .month)
        #expect(changed)
        #expect(picker.date == day("1990-02-15"))
    }

    @Test func aYearRowOutsideTheWheelChangesNothing() {
        var picker = model("1990-01-15")
        let pastTheEnd = picker.settle(row: 201, in: .year)
        let beforeTheStart = picker.settle(row: -1, in: .year)
        #expect(!pastTheEnd && !beforeTheStart)
        #expect(picker.title(forRow: 201, in: .year) == "")
        #expect(picker.date == day("1990-01-15"))
    }
}
