extension Selection {
    /// The fields of a Gregorian value; `nil` for ``present`` and for calendar values.
    ///
    /// Only a Gregorian value's fields are ISO 8601 fields (ISO is Gregorian by definition):
    /// a calendar's month is an ordinal or a month code, which ISO writers must not read.
    package var fields: SelectionFields? {
        mode != nil && calendar.isISO ? storage : nil
    }

    /// Checks `fields` for `mode` and wraps them: the field initializers.
    init(checking fields: SelectionFields, mode: SelectionMode) throws(ParseError) {
        try fields.validate(for: mode)
        self.init(_unchecked: fields, mode: mode)
    }

    /// A `year` value, such as `2019`.
    ///
    /// Each field initializer makes the mode its labels name, checking every field:
    /// `Selection(year: 2019, month: 2, day: 29)` throws, naming the day and its offset in the
    /// canonical form.
    ///
    /// - Throws: ``ParseError`` for an impossible field.
    public init(year: Int) throws(ParseError) {
        try self.init(checking: SelectionFields(year: year), mode: .year)
    }

    /// A `year-month` value, such as `2019-08`.
    public init(year: Int, month: Int) throws(ParseError) {
        try self.init(checking: SelectionFields(year: year, month: month), mode: .yearMonth)
    }

    /// A `date` value, such as `2019-08-20`.
    public init(year: Int, month: Int, day: Int) throws(ParseError) {
        try self.init(checking: SelectionFields(year: year, month: month, day: day), mode: .date)
    }

    /// A `date-hour` value, such as `2019-08-20 14`.
    public init(year: Int, month: Int, day: Int, hour: Int) throws(ParseError) {
        try self.init(checking: SelectionFields(year: year, month: month, day: day, hour: hour), mode: .dateHour)
    }

    /// A `date-hour-minute` value, such as `2019-08-20 14:30`.
    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int) throws(ParseError) {
        try self.init(
            checking: SelectionFields(year: year, month: month, day: day, hour: hour, minute: minute),
            mode: .dateHourMinute)
    }

    /// A `date-time` value, such as `2019-08-20 14:30:05`.
    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) throws(ParseError) {
        try self.init(
            checking: SelectionFields(year: year, month: month, day: day, hour: hour, minute: minute, second: second),
            mode: .dateTime)
    }

    /// A `month-day` value, such as `08-20` (February 29 is a valid month-day).
    public init(month: Int, day: Int) throws(ParseError) {
        try self.init(checking: SelectionFields(month: month, day: day), mode: .monthDay)
    }

    /// A `month-day-hour-minute` value, such as `08-20 14:30`.
    public init(month: Int, day: Int, hour: Int, minute: Int) throws(ParseError) {
        try self.init(
            checking: SelectionFields(month: month, day: day, hour: hour, minute: minute), mode: .monthDayHourMinute)
    }

    /// An `hour-minute` value, such as `14:30`.
    public init(hour: Int, minute: Int) throws(ParseError) {
        try self.init(checking: SelectionFields(hour: hour, minute: minute), mode: .hourMinute)
    }

    /// A `time` value, such as `14:30:05`.
    public init(hour: Int, minute: Int, second: Int) throws(ParseError) {
        try self.init(checking: SelectionFields(hour: hour, minute: minute, second: second), mode: .time)
    }

    /// A `minute-second` value, such as `30:05`.
    public init(minute: Int, second: Int) throws(ParseError) {
        try self.init(checking: SelectionFields(minute: minute, second: second), mode: .minuteSecond)
    }
}

extension Selection: Comparable {
    /// Orders values of one mode and calendar chronologically, from the largest field to the
    /// smallest, and ``present`` after every value.
    ///
    /// Values of different modes or calendars are ordered by the names of their mode, then of
    /// their calendar: a fixed order for sorting, not a chronology.
    @inlinable
    public static func < (lhs: Selection, rhs: Selection) -> Bool {
        guard let left = lhs.mode else { return false }
        guard let right = rhs.mode else { return true }
        if left != right { return left.rawValue < right.rawValue }
        if lhs.calendar != rhs.calendar { return lhs.calendar.rawValue < rhs.calendar.rawValue }
        let l = lhs.storage
        let r = rhs.storage
        return (l.year, l.month, l.day, l.hour, l.minute, l.second) < (
            r.year, r.month, r.day, r.hour, r.minute, r.second
        )
    }
}
