/// A date and a time with seconds, such as `2019-08-20 14:30:05`: the `date-time` mode.
///
/// Holds exactly the fields of its mode. Parsing is strict (only the canonical form);
/// use ``init(normalizing:)`` for lenient input.
///
/// ```swift
/// let value = try DateTimeSelection("2019-08-20 14:30:05")
/// value.year            // 2019
/// value[.year]          // 2019
/// value.description     // "2019-08-20 14:30:05"
/// try DateTimeSelection(year: 2019, month: 8, day: 20, hour: 14, minute: 30, second: 5) == value  // true
/// try DateTimeSelection("2019-08-20T14:30:05")
/// // throws: expected " " after the day, found "T"
/// ```
public struct DateTimeSelection: SelectionValue {
    /// The mode of every value of this type: `2019-08-20 14:30:05`.
    @inlinable public static var mode: SelectionMode { .dateTime }

    /// The fields, checked for ``mode`` (the others are 0): see ``SelectionValue/_fields``.
    public let _fields: SelectionFields

    /// The year, 1...9999.
    @inlinable public var year: Int { _fields.year }
    /// The month, 1...12.
    @inlinable public var month: Int { _fields.month }
    /// The day of the month, 1 up to the days of its month in its year.
    @inlinable public var day: Int { _fields.day }
    /// The hour, 0...23.
    @inlinable public var hour: Int { _fields.hour }
    /// The minute, 0...59.
    @inlinable public var minute: Int { _fields.minute }
    /// The second, 0...59.
    @inlinable public var second: Int { _fields.second }

    /// Creates a value from its fields, checking each one.
    ///
    /// - Throws: ``ParseError`` for an impossible field, positioned at its offset in
    ///   the canonical form.
    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) throws(ParseError) {
        try self.init(
            checking: SelectionFields(year: year, month: month, day: day, hour: hour, minute: minute, second: second))
    }

    /// Wraps fields already checked for ``mode``: see ``SelectionValue/init(_unchecked:)``.
    @inlinable public init(_unchecked fields: SelectionFields) { _fields = fields }
}
