/// What a week or quarter picker selects: the two period modes beside ``SelectionMode``.
///
/// | mode | canonical |
/// |---|---|
/// | `year-week` | `2020-W53` (ISO 8601 week) |
/// | `year-quarter` | `2019-Q3` |
///
/// Periods are not ``SelectionMode`` cases: their fields (week, quarter) are not
/// ``DateField``s, and a week does not split into year, month and day the way every selection
/// mode's value does. ``Period`` holds a value of either mode, ``PeriodRange`` a range of one,
/// a week or quarter picker picks one.
public enum PeriodMode: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// An ISO 8601 week: `2020-W53`.
    case yearWeek = "year-week"
    /// A quarter of a year: `2019-Q3`.
    case yearQuarter = "year-quarter"

    /// A valid value of the mode, for messages: `2020-W53` or `2019-Q3`.
    public var example: String {
        switch self {
        case .yearWeek: "2020-W53"
        case .yearQuarter: "2019-Q3"
        }
    }

    /// The length of every canonical value of the mode: 8 (`2020-W53`) or 7 (`2019-Q3`).
    public var canonicalLength: Int {
        switch self {
        case .yearWeek: 8
        case .yearQuarter: 7
        }
    }

    /// The field of the second column: ``DateField/week`` or ``DateField/quarter``.
    public var field: DateField {
        switch self {
        case .yearWeek: .week
        case .yearQuarter: .quarter
        }
    }

    /// The letter after `YYYY-`: `W` or `Q`.
    var designator: UInt8 {
        switch self {
        case .yearWeek: UInt8(ascii: "W")
        case .yearQuarter: UInt8(ascii: "Q")
        }
    }

    /// The mode's name as used in JSON and on the command line, such as `"year-week"`.
    public var description: String { rawValue }
}
