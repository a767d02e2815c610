/// The proleptic Gregorian calendar for years 1...9999, in plain integer arithmetic.
///
/// Every part of PickerKit that needs a calendar rule uses these functions; ICU is the
/// referee they are checked against (`locale-check gregorian`), never the engine. All
/// functions are pure, allocation-free and O(1).
///
/// "Proleptic" means the Gregorian leap rule applies to every year, also before the 1582
/// reform: 1500 is not a leap year here, although ICU's default (hybrid) calendar makes
/// it one because it is Julian before 1582-10-15.
///
/// ```swift
/// GregorianRules.isLeapYear(2000)                 // true
/// GregorianRules.daysInMonth(year: 2019, month: 2) // 28
/// GregorianRules.weekday(of: CalendarDate(year: 2019, month: 8, day: 20)) // .tuesday
/// ```
@usableFromInline
package enum GregorianRules {
    /// The years PickerKit supports.
    package static let years: ClosedRange<Int> = 1...9999

    /// Days in a 400-year cycle.
    static let daysPer400Years = 146_097

    /// Whether `year` has a February 29: divisible by 4, except centuries not divisible by 400.
    ///
    /// - Complexity: O(1).
    @inlinable
    package static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days in `year`: 365 or 366.
    @inlinable
    package static func daysInYear(_ year: Int) -> Int {
        isLeapYear(year) ? 366 : 365
    }

    /// The number of days in `month` (1...12) of `year`.
    ///
    /// - Precondition: `month` is in 1...12.
    /// - Complexity: O(1).
    @inlinable
    package static func daysInMonth(year: Int, month: Int) -> Int {
        precondition((1...12).contains(month), "month \(month) is not in 1...12")
        if month == 2 { return isLeapYear(year) ? 29 : 28 }
        // 31 for Jan, Mar, May, Jul, Aug, Oct, Dec; 30 for the others.
        return 30 + ((month + month / 8) & 1)
    }

    /// The days of `year` before the first of `month`, such as 59 before March in a common year.
    ///
    /// - Precondition: `month` is in 1...12.
    @inlinable
    package static func daysBeforeMonth(year: Int, month: Int) -> Int {
        precondition((1...12).contains(month), "month \(month) is not in 1...12")
        // (367m - 362) / 12 counts a 30-day February; subtract the difference after it.
        let assuming30DayFebruary = (367 * month - 362) / 12
        guard month > 2 else { return assuming30DayFebruary }
        return assuming30DayFebruary - (isLeapYear(year) ? 1 : 2)
    }

    /// The ordinal day within the year, 1 for January 1.
    ///
    /// - Complexity: O(1).
    @inlinable
    package static func dayOfYear(of date: CalendarDate) -> Int {
        daysBeforeMonth(year: date.year, month: date.month) + date.day
    }

    /// Days since 0001-01-01 (which is day 0).
    ///
    /// Counts in years that begin on March 1, so that February, the only month whose length
    /// varies, ends the year: the days before a month are then `(153 m + 2) / 5` for months
    /// numbered from March = 0, and leap days are whole years' worth of `/ 4 - / 100 + / 400`.
    ///
    /// - Precondition: `date.year >= 1` and `date.month` in 1...12.
    /// - Complexity: O(1), no branch on the month.
    @inlinable
    package static func dayNumber(of date: CalendarDate) -> Int {
        precondition(date.year >= 1, "year \(date.year) is before year 1")
        precondition((1...12).contains(date.month), "month \(date.month) is not in 1...12")
        let marchYear = date.month <= 2 ? date.year - 1 : date.year
        let marchMonth = date.month <= 2 ? date.month + 9 : date.month - 3
        let daysBeforeYear = marchYear * 365 + marchYear / 4 - marchYear / 100 + marchYear / 400
        // 306: the days from 0000-03-01, where March-based year 0 starts, to 0001-01-01.
        return daysBeforeYear + (153 * marchMonth + 2) / 5 + date.day - 1 - 306
    }

    /// The date `dayNumber` days after 0001-01-01.
    ///
    /// The inverse of ``dayNumber(of:)``, in March-based years: 400-year cycles of 146,097
    /// days, the year within the cycle from the day with the cycle's leap days taken out,
    /// then the month from the day of that year.
    ///
    /// - Precondition: `dayNumber >= 0`.
    /// - Complexity: O(1).
    package static func date(fromDayNumber dayNumber: Int) -> CalendarDate {
        precondition(dayNumber >= 0, "day number \(dayNumber) is before 0001-01-01")
        let fromMarch = dayNumber + 306  // days since 0000-03-01
        let cycle = fromMarch / 146_097
        let dayOfCycle = fromMarch - cycle * 146_097
        // Each term removes one kind of leap day before this day of the cycle: every fourth
        // year's (1,460 days in), not the centuries' (36,524), but the cycle's last (146,096).
        let yearOfCycle =
            (dayOfCycle - dayOfCycle / 1_460 + dayOfCycle / 36_524 - dayOfCycle / 146_096) / 365
        let dayOfYear = dayOfCycle - (yearOfCycle * 365 + yearOfCycle / 4 - yearOfCycle / 100)
        let marchMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * marchMonth + 2) / 5 + 1
        let month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9
        return CalendarDate(year: cycle * 400 + yearOfCycle + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// The day of the week of `date`; 0001-01-01 is a Monday in the proleptic calendar.
    ///
    /// - Complexity: O(1).
    @inlinable
    package static func weekday(of date: CalendarDate) -> Weekday {
        // Day 0 is a Monday; Weekday numbers Sunday as 1, so Monday is 2.
        Weekday(rawValue: (dayNumber(of: date) + 1) % 7 + 1)!
    }

    /// The signed number of days from `start` to `end` (positive when `end` is later).
    ///
    /// - Complexity: O(1).
    @inlinable
    package static func daysBetween(_ start: CalendarDate, _ end: CalendarDate) -> Int {
        dayNumber(of: end) - dayNumber(of: start)
    }
}
