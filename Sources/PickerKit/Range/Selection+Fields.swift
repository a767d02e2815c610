extension Selection {
    /// The wrapped value's fields, or `nil` for ``present``: read through the enum, without
    /// boxing the value in an existential (``value`` allocates for the larger value types).
    var fields: SelectionFields? {
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
        case .present: nil
        }
    }
}
