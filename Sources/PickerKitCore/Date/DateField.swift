/// One field of a picker: a column of a date or time picker, and a field of its values.
///
/// The six value fields run from the year to the second; ``dayPeriod`` is the AM/PM column of
/// a 12-hour clock, which picks the half of the day of the ``hour`` (its value is 0 for AM and 1
/// for PM). Selection modes hold value fields only. ``week`` and ``quarter`` are the second
/// column of a week or quarter picker (its first is the ``year``): the field an adjustment there names.
public enum DateField: String, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    /// The year, 1...9999.
    case year
    /// The month, 1...12.
    case month
    /// The day of the month.
    case day
    /// The hour of the day, 0...23.
    case hour
    /// The minute, 0...59.
    case minute
    /// The second, 0...59.
    case second
    /// AM or PM (0 or 1), a column only with a 12-hour cycle; it picks the half of the day.
    case dayPeriod = "am-pm"
    /// The week of a week-year, 1...53 (a week or quarter picker in ``PeriodMode/yearWeek``).
    case week
    /// The quarter of a year, 1...4 (a week or quarter picker in ``PeriodMode/yearQuarter``).
    case quarter

    /// Orders the value fields from the largest unit to the smallest, then the AM/PM column, then
    /// the period fields (no picker shows both a week and a day).
    public static func < (lhs: DateField, rhs: DateField) -> Bool {
        lhs.index < rhs.index
    }

    /// Every field by ``index`` (a stored copy: `allCases` builds a new array on each use).
    static let byIndex: [DateField] = allCases

    /// The value field a column picks: the hour for the AM/PM column, else the field itself.
    public var valueField: DateField { self == .dayPeriod ? .hour : self }

    /// The field's position in ``allCases``, for array-indexed tables (same as ``index``).
    package var ordinal: Int { index }

    /// The field's name as used in JSON and on the command line, such as `"year"`.
    public var description: String { rawValue }
}
