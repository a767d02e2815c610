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
    /// - Precondition: `date.year >= 1` and `date.month` in 1...12.
    /// - Complexity: O(1).
    @inlinable
    package static func dayNumber(of date: CalendarDate) -> Int {
        precondition(date.year >= 1, "year \(date.year) is before year 1")
        let previousYears = date.year - 1
        return previousYears * 365 + previousYears / 4 - previousYears / 100 + previousYears / 400
            + dayOfYear(of: date) - 1
    }

    /// The date `dayNumber` days after 0001-01-01.
    ///
    /// - Precondition: `dayNumber >= 0`.
    /// - Complexity: O(1).
    package static func date(fromDayNumber dayNumber: Int) -> CalendarDate {
        precondition(dayNumber >= 0, "day number \(dayNumber) is before 0001-01-01")
        let cycles = dayNumber / daysPer400Years
        var rest = dayNumber % daysPer400Years
        // Within a 400-year cycle: centuries of 36524 days, the last one 36525.
        let centuries = min(rest / 36_524, 3)
        rest -= centuries * 36_524
        // Within a century: 4-year blocks of 1461 days ending in their leap year; the last
        // block of a century not divisible by 400 is one day short, which min() absorbs.
        let quads = rest / 1_461
        rest -= quads * 1_461
        let yearsInQuad = min(rest / 365, 3)
        rest -= yearsInQuad * 365
        let year = cycles * 400 + centuries * 100 + quads * 4 + yearsInQuad + 1
        // rest is now the 0-based day of year; find the month with an estimate and a correction.
        var month = min(12, rest / 31 + 1)
        if month < 12 && rest >= daysBeforeMonth(year: year, month: month + 1) {
            month += 1
        }
        let day = rest - daysBeforeMonth(year: year, month: month) + 1
        return CalendarDate(year: year, month: month, day: day)
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
