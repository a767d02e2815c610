/// What a picker selects: which fields, and so which canonical string shape.
///
/// | mode | canonical |
/// |---|---|
/// | `year` | `2019` |
/// | `year-month` | `2019-08` |
/// | `date` | `2019-08-20` |
/// | `date-hour` | `2019-08-20 14` |
/// | `date-hour-minute` | `2019-08-20 14:30` |
/// | `date-time` | `2019-08-20 14:30:05` |
/// | `month-day` | `08-20` |
/// | `month-day-hour-minute` | `08-20 14:30` |
/// | `hour-minute` | `14:30` |
/// | `time` | `14:30:05` |
/// | `minute-second` | `30:05` |
public enum SelectionMode: String, Sendable, CaseIterable, CustomStringConvertible {
    /// A year: `2019`.
    case year
    /// A year and month: `2019-08`.
    case yearMonth = "year-month"
    /// A calendar date: `2019-08-20`.
    case date
    /// A date and hour: `2019-08-20 14`.
    case dateHour = "date-hour"
    /// A date, hour and minute: `2019-08-20 14:30`.
    case dateHourMinute = "date-hour-minute"
    /// A date and a time with seconds: `2019-08-20 14:30:05`.
    case dateTime = "date-time"
    /// A month and day without a year: `08-20` (so `02-29` is valid).
    case monthDay = "month-day"
    /// A month, day, hour and minute without a year: `08-20 14:30`.
    case monthDayHourMinute = "month-day-hour-minute"
    /// An hour and minute: `14:30`.
    case hourMinute = "hour-minute"
    /// A time with seconds: `14:30:05`.
    case time
    /// A minute and second: `30:05`.
    case minuteSecond = "minute-second"

    /// The fields of this mode, from the largest unit to the smallest.
    ///
    /// - Complexity: O(1), no allocation: the arrays are made once.
    public var fields: [DateField] { Self.fieldLists[ordinal] }

    /// The mode's place in `allCases` (0 for `year`): an index for tables kept per mode.
    package var ordinal: Int {
        switch self {
        case .year: 0
        case .yearMonth: 1
        case .date: 2
        case .dateHour: 3
        case .dateHourMinute: 4
        case .dateTime: 5
        case .monthDay: 6
        case .monthDayHourMinute: 7
        case .hourMinute: 8
        case .time: 9
        case .minuteSecond: 10
        }
    }

    /// Every mode's fields, in `allCases` order: a contiguous run of `DateField`s.
    private static let fieldLists: [[DateField]] = allCases.map { mode in
        let first = DateField.allCases.firstIndex(of: mode.firstField)!
        return Array(DateField.allCases[first..<first + mode.fieldCount])
    }

    /// The mode's name as used in JSON and on the command line, such as `"year-month"`.
    public var description: String { rawValue }
}
