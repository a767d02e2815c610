/// A month, day, hour and minute without a year, such as `08-20 14:30`: the `month-day-hour-minute` mode.
///
/// Holds exactly the fields of its mode. Parsing is strict (only the canonical form);
/// use ``init(normalizing:)`` for lenient input.
///
/// ```swift
/// let value = try MonthDayHourMinuteSelection("08-20 14:30")
/// value.month           // 8
/// value[.month]         // 8
/// value.description     // "08-20 14:30"
/// try MonthDayHourMinuteSelection(month: 8, day: 20, hour: 14, minute: 30) == value  // true
/// try MonthDayHourMinuteSelection("08-20 14:3")
/// // throws: ends after 10 bytes; a month-day-hour-minute has 11, such as 08-20 14:30
/// ```
public struct MonthDayHourMinuteSelection: SelectionValue {
    /// The mode of every value of this type: `08-20 14:30`.
    @inlinable public static var mode: SelectionMode { .monthDayHourMinute }

    /// The fields, checked for ``mode`` (the others are 0): see ``SelectionValue/_fields``.
    public let _fields: SelectionFields

    /// The month, 1...12.
    @inlinable public var month: Int { _fields.month }
    /// The day of the month, up to 29 in February (there is no year to make it common).
    @inlinable public var day: Int { _fields.day }
    /// The hour, 0...23.
    @inlinable public var hour: Int { _fields.hour }
    /// The minute, 0...59.
    @inlinable public var minute: Int { _fields.minute }

    /// Creates a value from its fields, checking each one.
    ///
    /// - Throws: ``ParseError`` for an impossible field, positioned at its offset in
    ///   the canonical form.
    public init(month: Int, day: Int, hour: Int, minute: Int) throws(ParseError) {
        try self.init(checking: SelectionFields(month: month, day: day, hour: hour, minute: minute))
    }

    /// Wraps fields already checked for ``mode``: see ``SelectionValue/init(_unchecked:)``.
    @inlinable public init(_unchecked fields: SelectionFields) { _fields = fields }
}
