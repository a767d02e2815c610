/// One column of a picker: a ``DateField`` or the AM/PM column of a 12-hour clock.
///
/// The cases mirror ``DateField`` plus ``dayPeriod``; ``dateField`` is the field a column
/// picks (the hour for the AM/PM column, which picks its half of the day).
public enum ColumnField: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The year.
    case year
    /// The month.
    case month
    /// The day of the month.
    case day
    /// The hour (its rows follow the hour cycle).
    case hour
    /// The minute.
    case minute
    /// The second.
    case second
    /// AM or PM, present only with a 12-hour cycle.
    case dayPeriod = "am-pm"

    /// The column of a date field.
    public init(_ field: DateField) {
        self = Self.byOrdinal[field.index]
    }

    /// The date field the column picks: the hour for the AM/PM column.
    public var dateField: DateField {
        self == .dayPeriod ? .hour : DateField.byIndex[ordinal]
    }

    /// Every column by ``ordinal`` (the date fields' columns first, in ``DateField/index`` order).
    private static let byOrdinal: [ColumnField] = allCases

    /// The column's position in ``allCases``, for array-indexed tables.
    var ordinal: Int {
        switch self {
        case .year: 0
        case .month: 1
        case .day: 2
        case .hour: 3
        case .minute: 4
        case .second: 5
        case .dayPeriod: 6
        }
    }

    /// The name used in JSON and on the command line, such as `"am-pm"`.
    public var description: String { rawValue }
}
