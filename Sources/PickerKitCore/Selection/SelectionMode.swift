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
    public var fields: [DateField] {
        switch self {
        case .year: Self.fieldLists[0]
        case .yearMonth: Self.fieldLists[1]
        case .date: Self.fieldLists[2]
        case .dateHour: Self.fieldLists[3]
        case .dateHourMinute: Self.fieldLists[4]
        case .dateTime: Self.fieldLists[5]
        case .monthDay: Self.fieldLists[6]
        case .monthDayHourMinute: Self.fieldLists[7]
        case .hourMinute: Self.fieldLists[8]
        case .time: Self.fieldLists[9]
        case .minuteSecond: Self.fieldLists[10]
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
