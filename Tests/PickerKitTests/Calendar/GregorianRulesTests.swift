import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("Gregorian rules")
struct GregorianRulesTests {
    @Test(
        "leap years",
        arguments: [
            (1, false), (4, true), (100, false), (200, false), (400, true), (1500, false), (1582, false),
            (1600, true), (1700, false), (1900, false), (2000, true), (2019, false), (2020, true),
            (2100, false), (9996, true), (9999, false),
        ])
    func leapYear(year: Int, isLeap: Bool) {
        #expect(GregorianRules.isLeapYear(year) == isLeap)
        #expect(GregorianRules.daysInYear(year) == (isLeap ? 366 : 365))
    }

    @Test(
        "days in month",
        arguments: [
            (2019, 1, 31), (2019, 2, 28), (2020, 2, 29), (1900, 2, 28), (2000, 2, 29), (1500, 2, 28),
            (2019, 3, 31), (2019, 4, 30), (2019, 5, 31), (2019, 6, 30), (2019, 7, 31), (2019, 8, 31),
            (2019, 9, 30), (2019, 10, 31), (2019, 11, 30), (2019, 12, 31), (1582, 10, 31),
        ])
    func daysInMonth(year: Int, month: Int, days: Int) {
        #expect(GregorianRules.daysInMonth(year: year, month: month) == days)
    }

    @Test(
        "weekday and day of year of known dates",
        arguments: [
            (CalendarDate(year: 1, month: 1, day: 1), Weekday.monday, 1),
            (CalendarDate(year: 1582, month: 10, day: 15), .friday, 288),
            (CalendarDate(year: 1970, month: 1, day: 1), .thursday, 1),
            (CalendarDate(year: 2000, month: 2, day: 29), .tuesday, 60),
            (CalendarDate(year: 2019, month: 8, day: 20), .tuesday, 232),
            (CalendarDate(year: 2020, month: 12, day: 31), .thursday, 366),
            (CalendarDate(year: 9999, month: 12, day: 31), .friday, 365),
        ])
    func weekdayAndDayOfYear(date: CalendarDate, weekday: Weekday, dayOfYear: Int) {
        #expect(GregorianRules.weekday(of: date) == weekday)
        #expect(GregorianRules.dayOfYear(of: date) == dayOfYear)
    }

    @Test("day numbers count every day from 0001-01-01 to 9999-12-31 in order")
    func dayNumbersRoundTrip() {
        var expected = 0
        var mismatches: [CalendarDate] = []
        for year in GregorianRules.years {
            for month in 1...12 {
                for day in 1...GregorianRules.daysInMonth(year: year, month: month) {
                    let date = CalendarDate(year: year, month: month, day: day)
                    if GregorianRules.dayNumber(of: date) != expected
                        || GregorianRules.date(fromDayNumber: expected) != date
                    {
                        mismatches.append(date)
                    }
                    expected += 1
                }
            }
        }
        #expect(expected == 3_652_059)
        #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
    }

    @Test("days between is signed and additive")
    func daysBetween() {
        let start = CalendarDate(year: 2019, month: 2, day: 28)
        let end = CalendarDate(year: 2020, month: 3, day: 1)
        #expect(GregorianRules.daysBetween(start, end) == 367)
        #expect(GregorianRules.daysBetween(end, start) == -367)
        #expect(GregorianRules.daysBetween(start, start) == 0)
        let first = CalendarDate(year: 1, month: 1, day: 1)
        let last = CalendarDate(year: 9999, month: 12, day: 31)
        #expect(GregorianRules.daysBetween(first, last) == 3_652_058)
    }

    @Test(
        "validation of dates",
        arguments: [
            (CalendarDate(year: 2019, month: 2, day: 29), false), (CalendarDate(year: 2020, month: 2, day: 29), true),
            (CalendarDate(year: 0, month: 1, day: 1), false), (CalendarDate(year: 10000, month: 1, day: 1), false),
            (CalendarDate(year: 2019, month: 13, day: 1), false), (CalendarDate(year: 2019, month: 4, day: 31), false),
            (CalendarDate(year: 2019, month: 4, day: 0), false), (CalendarDate(year: 1, month: 1, day: 1), true),
        ])
    func validation(date: CalendarDate, isValid: Bool) {
        #expect(date.isValid == isValid)
        #expect((CalendarDate(validatingYear: date.year, month: date.month, day: date.day) != nil) == isValid)
    }

    @Test("dates print zero-padded")
    func description() {
        #expect(CalendarDate(year: 100, month: 2, day: 3).description == "0100-02-03")
    }
}
