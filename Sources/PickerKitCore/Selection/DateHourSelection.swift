/// A date and an hour, such as `2019-08-20 14`: the `date-hour` mode.
///
/// Holds exactly the fields of its mode. Parsing is strict (only the canonical form);
/// use ``init(normalizing:)`` for lenient input.
///
/// ```swift
/// let value = try DateHourSelection("2019-08-20 14")
/// value.year            // 2019
/// value[.year]          // 2019
/// value.description     // "2019-08-20 14"
/// try DateHourSelection(year: 2019, month: 8, day: 20, hour: 14) == value  // true
/// try DateHourSelection("2019-08-20 24")
/// // throws: hour 24 is out of range (00...23)
/// ```
public struct DateHourSelection: SelectionValue {
    /// The mode of every value of this type: `2019-08-20 14`.
    @inlinable public static var mode: SelectionMode { .dateHour }

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

    /// Creates a value from its fields, checking each one.
    ///
    /// - Throws: ``ParseError`` for an impossible field, positioned at its offset in
    ///   the canonical form.
    public init(year: Int, month: Int, day: Int, hour: Int) throws(ParseError) {
        try self.init(checking: SelectionFields(year: year, month: month, day: day, hour: hour))
    }

    /// Wraps fields already checked for ``mode``: see ``SelectionValue/init(_unchecked:)``.
    @inlinable public init(_unchecked fields: SelectionFields) { _fields = fields }
}
