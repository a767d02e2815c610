/// A calendar date, such as `2019-08-20`: the `date` mode.
///
/// Holds exactly the fields of its mode. Parsing is strict (only the canonical form);
/// use ``init(normalizing:)`` for lenient input.
///
/// ```swift
/// let value = try DateSelection("2019-08-20")
/// value.year            // 2019
/// value[.year]          // 2019
/// value.description     // "2019-08-20"
/// try DateSelection(year: 2019, month: 8, day: 20) == value  // true
/// try DateSelection("2019-02-29")
/// // throws: day 29 is out of range for February 2019 (28 days)
/// ```
public struct DateSelection: SelectionValue {
    /// The mode of every value of this type: `2019-08-20`.
    @inlinable public static var mode: SelectionMode { .date }

    /// The fields, checked for ``mode`` (the others are 0): see ``SelectionValue/_fields``.
    public let _fields: SelectionFields

    /// The year, 1...9999.
    @inlinable public var year: Int { _fields.year }
    /// The month, 1...12.
    @inlinable public var month: Int { _fields.month }
    /// The day of the month, 1 up to the days of its month in its year.
    @inlinable public var day: Int { _fields.day }

    /// Creates a value from its fields, checking each one.
    ///
    /// - Throws: ``ParseError`` for an impossible field, positioned at its offset in
    ///   the canonical form.
    public init(year: Int, month: Int, day: Int) throws(ParseError) {
        try self.init(checking: SelectionFields(year: year, month: month, day: day))
    }

    /// Wraps fields already checked for ``mode``: see ``SelectionValue/init(_unchecked:)``.
    @inlinable public init(_unchecked fields: SelectionFields) { _fields = fields }
}
