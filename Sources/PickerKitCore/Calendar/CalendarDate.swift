/// A day in the proleptic Gregorian calendar: year, month and day, with no time or zone.
///
/// The fields are not checked on creation; use ``isValid`` or ``init(validatingYear:month:day:)``
/// for values that come from outside.
///
/// ```swift
/// let day = CalendarDate(year: 2019, month: 8, day: 20)
/// GregorianRules.weekday(of: day)   // .tuesday
/// ```
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1...9999 for a valid date.
    public var year: Int
    /// The month, 1...12.
    public var month: Int
    /// The day of the month, 1...28/29/30/31.
    public var day: Int

    /// Creates a date without checking it.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Creates a date, or returns `nil` when it does not exist in the proleptic Gregorian
    /// calendar of years 1...9999.
    public init?(validatingYear year: Int, month: Int, day: Int) {
        self.init(year: year, month: month, day: day)
        guard isValid else { return nil }
    }

    /// Whether this date exists in the proleptic Gregorian calendar of years 1...9999.
    public var isValid: Bool {
        GregorianRules.years.contains(year) && (1...12).contains(month)
            && day >= 1 && day <= GregorianRules.daysInMonth(year: year, month: month)
    }

    /// Orders dates chronologically.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The date as `YYYY-MM-DD` with zero padding, such as `"0100-02-28"`.
    public var description: String {
        Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2)
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension CalendarDate {
    /// Days since 0001-01-01 (day 0): the day numbers every calendar's rules count in.
    ///
    /// - Precondition: the year is at least 1 and the month in 1...12.
    @inlinable
    package var dayNumber: Int { GregorianRules.dayNumber(of: self) }

    /// The ISO date `dayNumber` days after 0001-01-01.
    ///
    /// - Precondition: `dayNumber >= 0`.
    package init(dayNumber: Int) {
        self = GregorianRules.date(fromDayNumber: dayNumber)
    }

    /// The day of the week.
    @inlinable
    package var weekday: Weekday { GregorianRules.weekday(of: self) }

    /// The ordinal day within the year, 1 for January 1.
    @inlinable
    package var dayOfYear: Int { GregorianRules.dayOfYear(of: self) }
}
