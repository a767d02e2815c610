extension SelectionMode {
    /// The longest canonical form of any mode, in bytes (`date-time`, `2019-08-20 14:30:05`).
    package static let maximumCanonicalLength = 19

    /// The number of UTF-8 bytes (all ASCII) of this mode's canonical form.
    ///
    /// ```swift
    /// SelectionMode.date.canonicalLength  // 10, as in "2019-08-20"
    /// ```
    @inlinable @inline(always)
    public var canonicalLength: Int {
        3 * fieldCount - 1 + (includes(.year) ? 2 : 0)
    }

    /// A canonical example, such as `"2019-08-20"` for `date`.
    public var example: String {
        switch self {
        case .year: "2019"
        case .yearMonth: "2019-08"
        case .date: "2019-08-20"
        case .dateHour: "2019-08-20 14"
        case .dateHourMinute: "2019-08-20 14:30"
        case .dateTime: "2019-08-20 14:30:05"
        case .monthDay: "08-20"
        case .monthDayHourMinute: "08-20 14:30"
        case .hourMinute: "14:30"
        case .time: "14:30:05"
        case .minuteSecond: "30:05"
        }
    }

    /// Whether the mode has `field`; allocation-free, unlike ``fields``.
    @inlinable @inline(always)
    public func includes(_ field: DateField) -> Bool {
        let first = firstField
        return field.index >= first.index && field.index < first.index + fieldCount
    }

    /// The byte offset of `field` in the canonical form, or `nil` when the mode lacks it.
    ///
    /// ```swift
    /// SelectionMode.date.canonicalOffset(of: .day)  // 8
    /// ```
    @inlinable
    public func canonicalOffset(of field: DateField) -> Int? {
        guard includes(field) else { return nil }
        let position = field.index - firstField.index
        return 3 * position + (includes(.year) && position > 0 ? 2 : 0)
    }

    /// The number of fields.
    @inlinable @inline(always)
    var fieldCount: Int {
        switch self {
        case .year: 1
        case .yearMonth, .monthDay, .hourMinute, .minuteSecond: 2
        case .date, .time: 3
        case .dateHour, .monthDayHourMinute: 4
        case .dateHourMinute: 5
        case .dateTime: 6
        }
    }

    /// The largest field.
    @inlinable @inline(always)
    package var firstField: DateField {
        switch self {
        case .year, .yearMonth, .date, .dateHour, .dateHourMinute, .dateTime: .year
        case .monthDay, .monthDayHourMinute: .month
        case .hourMinute, .time: .hour
        case .minuteSecond: .minute
        }
    }
}

extension DateField {
    /// The field's position from the largest unit: 0 for the year to 5 for the second, 6 for
    /// the AM/PM column, 7 and 8 for the week and the quarter.
    @inlinable @inline(always)
    var index: Int {
        switch self {
        case .year: 0
        case .month: 1
        case .day: 2
        case .hour: 3
        case .minute: 4
        case .second: 5
        case .dayPeriod: 6
        case .week: 7
        case .quarter: 8
        }
    }

    /// The number of digits in the canonical form: 4 for the year, 2 for the others.
    var canonicalWidth: Int { self == .year ? 4 : 2 }

    /// The canonical separator before this field when it is not the first: `-`, ` ` or `:`.
    var separatorBefore: UInt8 {
        switch self {
        case .year, .month, .day: UInt8(ascii: "-")
        case .hour: UInt8(ascii: " ")
        case .minute, .second: UInt8(ascii: ":")
        case .dayPeriod: UInt8(ascii: " ")
        case .week, .quarter: UInt8(ascii: "-")
        }
    }

    /// The valid values when no other field limits them (the day's upper limit depends on the month).
    var range: ClosedRange<Int> {
        switch self {
        case .year: 1...9999
        case .month: 1...12
        case .day: 1...31
        case .hour: 0...23
        case .minute, .second: 0...59
        case .dayPeriod: 0...1
        case .week: 1...53
        case .quarter: 1...4
        }
    }
}

extension SelectionMode {
    /// The mode's name after "a" or "an" for messages, such as `"an hour-minute"`.
    package var withArticle: String {
        (rawValue.hasPrefix("hour") ? "an " : "a ") + rawValue
    }
}
