/// ISO 8601 week arithmetic in the proleptic Gregorian calendar, as plain integer code.
///
/// Weeks start on Monday; week 1 of a week-year is the week with the year's first Thursday
/// (equivalently, the week containing January 4). A week-year has 53 weeks when January 1 is
/// a Thursday, or a Wednesday in a leap year; else 52. Checked against ICU's `WEEK_OF_YEAR`
/// and `YEAR_WOY` (Monday first, four minimal days) in the tests.
package enum ISOWeekRules {
    /// The ISO weekday of a day number counted from 0001-01-01 (a Monday), 1 for Monday to 7 for Sunday.
    package static func weekday(ofDayNumber dayNumber: Int) -> Int {
        dayNumber % 7 + 1
    }

    /// The number of ISO weeks of `year` (52 or 53).
    package static func weeksInYear(_ year: Int) -> Int {
        func shift(_ year: Int) -> Int { (year + year / 4 - year / 100 + year / 400) % 7 }
        return shift(year) == 4 || shift(year - 1) == 3 ? 53 : 52
    }

    /// The day number of the Monday of week 1 of `year`.
    package static func firstMonday(of year: Int) -> Int {
        let january4 = CalendarDate(year: year, month: 1, day: 4).dayNumber
        return january4 - (weekday(ofDayNumber: january4) - 1)
    }

    /// The Monday of `week` in `year` (the week must exist).
    package static func monday(year: Int, week: Int) -> CalendarDate {
        CalendarDate(dayNumber: firstMonday(of: year) + 7 * (week - 1))
    }

    /// The ISO week-year and week of a date (the week-year can be the next or previous year:
    /// 2019-12-30 is in 2020-W01, 2021-01-03 in 2020-W53).
    package static func week(of date: CalendarDate) -> (year: Int, week: Int) {
        let dayNumber = date.dayNumber
        // The Thursday of the date's week decides its year.
        let thursday = dayNumber - (weekday(ofDayNumber: dayNumber) - 1) + 3
        let year = CalendarDate(dayNumber: thursday).year
        return (year, (thursday - firstMonday(of: year)) / 7 + 1)
    }
}
