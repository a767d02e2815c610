/// A year, such as `2019`: the `year` mode.
///
/// Holds exactly the fields of its mode. Parsing is strict (only the canonical form);
/// use ``init(normalizing:)`` for lenient input.
///
/// ```swift
/// let value = try YearSelection("2019")
/// value.year            // 2019
/// value[.year]          // 2019
/// value.description     // "2019"
/// try YearSelection(year: 2019) == value  // true
/// try YearSelection("0000")
/// // throws: year 0000 is out of range (0001...9999)
/// ```
public struct YearSelection: SelectionValue {
    /// The mode of every value of this type: `2019`.
    @inlinable public static var mode: SelectionMode { .year }

    /// The fields, checked for ``mode`` (the others are 0): see ``SelectionValue/_fields``.
    public let _fields: SelectionFields

    /// The year, 1...9999.
    @inlinable public var year: Int { _fields.year }

    /// Creates a value from its fields, checking each one.
    ///
    /// - Throws: ``ParseError`` for an impossible field, positioned at its offset in
    ///   the canonical form.
    public init(year: Int) throws(ParseError) {
        try self.init(checking: SelectionFields(year: year))
    }

    /// Wraps fields already checked for ``mode``: see ``SelectionValue/init(_unchecked:)``.
    @inlinable public init(_unchecked fields: SelectionFields) { _fields = fields }
}
