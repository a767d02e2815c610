/// A year and month, such as `2019-08`: the `year-month` mode.
///
/// Holds exactly the fields of its mode. Parsing is strict (only the canonical form);
/// use ``init(normalizing:)`` for lenient input.
///
/// ```swift
/// let value = try YearMonthSelection("2019-08")
/// value.year            // 2019
/// value[.year]          // 2019
/// value.description     // "2019-08"
/// try YearMonthSelection(year: 2019, month: 8) == value  // true
/// try YearMonthSelection("2019-13")
/// // throws: month 13 is out of range (01...12)
/// ```
public struct YearMonthSelection: SelectionValue {
    /// The mode of every value of this type: `2019-08`.
    @inlinable public static var mode: SelectionMode { .yearMonth }

    /// The fields, checked for ``mode`` (the others are 0): see ``SelectionValue/_fields``.
    public let _fields: SelectionFields

    /// The year, 1...9999.
    @inlinable public var year: Int { _fields.year }
    /// The month, 1...12.
    @inlinable public var month: Int { _fields.month }

    /// Creates a value from its fields, checking each one.
    ///
    /// - Throws: ``ParseError`` for an impossible field, positioned at its offset in
    ///   the canonical form.
    public init(year: Int, month: Int) throws(ParseError) {
        try self.init(checking: SelectionFields(year: year, month: month))
    }

    /// Wraps fields already checked for ``mode``: see ``SelectionValue/init(_unchecked:)``.
    @inlinable public init(_unchecked fields: SelectionFields) { _fields = fields }
}
