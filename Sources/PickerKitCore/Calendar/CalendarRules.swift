/// The rules of one calendar: pure integer arithmetic or table lookups, allocation-free.
///
/// These methods are the unchecked fast core: their preconditions are not verified.
/// Input from outside goes through the checked entry points on ``CalendarKind``
/// (``CalendarKind/fields(of:)``, ``CalendarKind/isoDate(year:monthCode:day:input:)``), which throw
/// ``ParseError``.
///
/// Day numbers are `GregorianRules.dayNumber(of:)`'s: days since 0001-01-01 (proleptic).
package protocol CalendarRules: Sendable {
    /// The calendar these rules compute.
    var kind: CalendarKind { get }
    /// The day numbers this calendar is defined for here.
    var dayNumbers: ClosedRange<Int> { get }
    /// The calendar years that lie wholly or partly inside ``dayNumbers``.
    var years: ClosedRange<Int> { get }
    /// The number of months in `year`: 12 or 13.
    func monthsInYear(_ year: Int) -> Int
    /// The number of days in the ordinal `month` of `year`.
    func daysInMonth(year: Int, month: Int) -> Int
    /// The code of the ordinal `month` of `year`.
    func monthCode(year: Int, month: Int) -> MonthCode
    /// The ordinal month of `code` in `year`, or `nil` when the year lacks that month.
    func month(year: Int, code: MonthCode) -> Int?
    /// The day number of a valid date.
    ///
    /// - Precondition: the date exists in this calendar.
    func dayNumber(year: Int, month: Int, day: Int) -> Int
    /// The fields of `dayNumber`.
    ///
    /// - Precondition: `dayNumber` lies inside ``dayNumbers``.
    func fields(dayNumber: Int) -> CalendarFields

    /// The number of months some year has: the month rows of a picker without a year
    /// (12 in the Gregorian family, 13 in Hebrew, with `M05L`).
    var yearlessMonthCount: Int { get }
    /// The most months any year has: 13 where some years have a leap or 13th month (Hebrew,
    /// Chinese, Coptic), else 12.
    var mostMonthsInYear: Int { get }
    /// The code of the month at 1-based `position` among ``yearlessMonthCount``'s months.
    func yearlessMonthCode(at position: Int) -> MonthCode
    /// The most days the month at 1-based `position` has in any year: its day rows in a
    /// picker without a year (29 for the Gregorian February).
    func largestDays(inYearlessMonth position: Int) -> Int
    /// The ISO (proleptic Gregorian) date of a valid date.
    func isoDate(year: Int, month: Int, day: Int) -> CalendarDate
    /// Whether every one of ``years`` lies wholly inside ``dayNumbers``: then a date whose
    /// fields are inside their ranges is always a day of the calendar.
    var yearsLieWhollyInRange: Bool { get }
    /// Whether the months are the ISO months `M01`…`M12`, only the year numbered differently
    /// (the Gregorian family: gregorian, buddhist, roc, japanese).
    var hasISOMonths: Bool { get }
}

extension CalendarRules {
    /// From the calendar's month list, made once per calendar by walking its years.
    package var yearlessMonthCount: Int { CalendarMonthList.of(kind).codes.count }

    /// From the calendar's month list.
    package var mostMonthsInYear: Int { CalendarMonthList.of(kind).mostMonthsInYear }

    /// From the calendar's month list.
    package func yearlessMonthCode(at position: Int) -> MonthCode { CalendarMonthList.of(kind).code(at: position) }

    /// From the calendar's month list.
    package func largestDays(inYearlessMonth position: Int) -> Int {
        CalendarMonthList.of(kind).largestDay(at: position)
    }

    /// Through the day number.
    package func isoDate(year: Int, month: Int, day: Int) -> CalendarDate {
        CalendarDate(dayNumber: dayNumber(year: year, month: month, day: day))
    }

    /// `false`: the range is checked day by day.
    package var yearsLieWhollyInRange: Bool { false }

    /// `false`: months of their own.
    package var hasISOMonths: Bool { false }
}
