import Foundation
import Testing
@testable import SimCore

@Suite struct SimpleDateTests {
    @Test func aRealDayIsAccepted() throws {
        let date = try #require(SimpleDate(year: 1990, month: 1, day: 15))
        #expect(date.iso == "1990-01-15")
    }

    @Test(arguments: [(2023, 2, 29), (1990, 4, 31), (1990, 13, 1), (1990, 0, 1), (1990, 1, 0), (0, 1, 1), (10000, 1, 1)])
    func aDayThatDoesNotExistIsRejected(year: Int, month: Int, day: Int) {
        #expect(SimpleDate(year: year, month: month, day: day) == nil)
    }

    @Test func february29ExistsInLeapYearsOnly() {
        #expect(SimpleDate(year: 2024, month: 2, day: 29) != nil)
        #expect(SimpleDate(year: 2000, month: 2, day: 29) != nil)
        #expect(SimpleDate(year: 1900, month: 2, day: 29) == nil)
    }

    @Test func centuriesAreLeapOnlyWhenDivisibleBy400() {
        #expect(!SimpleDate.isLeap(year: 1900))
        #expect(SimpleDate.isLeap(year: 2000))
        #expect(SimpleDate.isLeap(year: 2024))
        #expect(!SimpleDate.isLeap(year: 2023))
    }

    @Test func daysInEachMonthFollowTheCalendar() {
        let lengths = (1...12).map { SimpleDate.daysIn(month: $0, year: 2023) }
        #expect(lengths == [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
        #expect(SimpleDate.daysIn(month: 2, year: 2024) == 29)
        #expect(SimpleDate.daysIn(month: 13, year: 2024) == 0)
    }

    @Test func anISODateParses() {
        #expect(SimpleDate(iso: "2024-02-29") == SimpleDate(year: 2024, month: 2, day: 29))
    }

    @Test(arguments: ["1990-02-30", "1990-1-5", "abc", "1990-13-01", "", "1990-01-15 ", "+990-01-15", "1990/01/15", "１９９０-01-15", "1990-01-1\u{301}", "1990-0a-15"])
    func aMalformedOrImpossibleISODateIsRejected(text: String) {
        #expect(SimpleDate(iso: text) == nil)
    }

    @Test func theISOFormPadsSmallYearsMonthsAndDays() {
        #expect(SimpleDate(year: 5, month: 3, day: 7)?.iso == "0005-03-07")
    }

    @Test(arguments: [1, 9, 10, 99, 100, 999, 1000, 1970, 2026, 9999])
    func everyDayOfAYearReadsBackFromItsISOForm(year: Int) throws {
        var day = try #require(SimpleDate(year: year, month: 1, day: 1))
        for _ in 0..<(SimpleDate.isLeap(year: year) ? 366 : 365) {
            let text = day.iso
            #expect(text.utf8.count == 10)
            #expect(SimpleDate(iso: text) == day)
            #expect(text == String(format: "%04d-%02d-%02d", day.year, day.month, day.day))
            day = SimpleDate(year: day.year, month: day.month, day: day.day + 1)
                ?? SimpleDate(year: day.year, month: day.month + 1, day: 1) ?? SimpleDate(validYear: day.year + 1, month: 1, day: 1)
        }
    }

    @Test func datesOrderByYearThenMonthThenDay() throws {
        let a = try #require(SimpleDate(iso: "1989-12-31"))
        let b = try #require(SimpleDate(iso: "1990-01-15"))
        let c = try #require(SimpleDate(iso: "1990-02-01"))
        let d = try #require(SimpleDate(iso: "1990-02-02"))
        #expect(a < b && b < c && c < d)
        #expect([d, b, c, a].sorted() == [a, b, c, d])
    }

    @Test func dayCountsFromTheUnixEpochAreProlepticGregorian() {
        #expect(SimpleDate(year: 1970, month: 1, day: 1)?.daysSince1970 == 0)
        #expect(SimpleDate(year: 2000, month: 3, day: 1)?.daysSince1970 == 11_017)
        #expect(SimpleDate(year: 1969, month: 12, day: 31)?.daysSince1970 == -1)
    }

    @Test func theFoundationDateIsUTCMidnight() {
        let date = SimpleDate(year: 1990, month: 1, day: 15)?.foundationDate
        #expect(date?.timeIntervalSince1970 == 632_361_600)
    }

    @Test func theFoundationDateFormatsAsTheSameDayInBothLocales() throws {
        let date = try #require(SimpleDate(year: 1990, month: 1, day: 15)).foundationDate
        #expect(Localization(identifier: "en_US")?.longDate(date) == "January 15, 1990")
        #expect(Localization(identifier: "ja_JP")?.longDate(date) == "1990年1月15日")
    }
}
