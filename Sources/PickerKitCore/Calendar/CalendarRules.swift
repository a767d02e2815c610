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
}
