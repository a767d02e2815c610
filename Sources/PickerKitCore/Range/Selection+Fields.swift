extension Selection {
    /// The wrapped value's fields, or `nil` for ``present``: read through the enum, without
    /// boxing the value in an existential (``value`` allocates for the larger value types).
    package var fields: SelectionFields? {
        switch self {
        case .year(let value): value._fields
        case .yearMonth(let value): value._fields
        case .date(let value): value._fields
        case .dateHour(let value): value._fields
        case .dateHourMinute(let value): value._fields
        case .dateTime(let value): value._fields
        case .monthDay(let value): value._fields
        case .monthDayHourMinute(let value): value._fields
        case .hourMinute(let value): value._fields
        case .time(let value): value._fields
        case .minuteSecond(let value): value._fields
        case .calendar, .present: nil
        }
    }

    /// Wraps fields fresh from the strict parser (whose fields outside `mode` are already 0)
    /// as the value type of `mode`, without ``init(fields:mode:)``'s clearing pass; the one
    /// place that maps a mode to its value type.
    @inlinable
    init(parsedFields fields: SelectionFields, mode: SelectionMode) {
        switch mode {
        case .year: self = .year(YearSelection(_unchecked: fields))
        case .yearMonth: self = .yearMonth(YearMonthSelection(_unchecked: fields))
        case .date: self = .date(DateSelection(_unchecked: fields))
        case .dateHour: self = .dateHour(DateHourSelection(_unchecked: fields))
        case .dateHourMinute: self = .dateHourMinute(DateHourMinuteSelection(_unchecked: fields))
        case .dateTime: self = .dateTime(DateTimeSelection(_unchecked: fields))
        case .monthDay: self = .monthDay(MonthDaySelection(_unchecked: fields))
        case .monthDayHourMinute: self = .monthDayHourMinute(MonthDayHourMinuteSelection(_unchecked: fields))
        case .hourMinute: self = .hourMinute(HourMinuteSelection(_unchecked: fields))
        case .time: self = .time(TimeSelection(_unchecked: fields))
        case .minuteSecond: self = .minuteSecond(MinuteSecondSelection(_unchecked: fields))
        }
    }
}
