/// A month and day without a year, such as `08-20`: the `month-day` mode (`02-29` is valid).
///
/// Holds exactly the fields of its mode. Parsing is strict (only the canonical form);
/// use ``init(normalizing:)`` for lenient input.
///
/// ```swift
/// let value = try MonthDaySelection("08-20")
/// value.month           // 8
/// value[.month]         // 8
/// value.description     // "08-20"
/// try MonthDaySelection(month: 8, day: 20) == value  // true
/// try MonthDaySelection("02-30")
/// // throws: day 30 is out of range for February (29 days)
/// ```
public struct MonthDaySelection: SelectionValue {
    /// The mode of every value of this type: `08-20`.
    @inlinable public static var mode: SelectionMode { .monthDay }

    /// The fields, checked for ``mode`` (the others are 0): see ``SelectionValue/_fields``.
    public let _fields: SelectionFields

    /// The month, 1...12.
    @inlinable public var month: Int { _fields.month }
    /// The day of the month, up to 29 in February (there is no year to make it common).
    @inlinable public var day: Int { _fields.day }

    /// Creates a value from its fields, checking each one.
    ///
    /// - Throws: ``ParseError`` for an impossible field, positioned at its offset in
    ///   the canonical form.
    public init(month: Int, day: Int) throws(ParseError) {
        try self.init(checking: SelectionFields(month: month, day: day))
    }

    /// Wraps fields already checked for ``mode``: see ``SelectionValue/init(_unchecked:)``.
    @inlinable public init(_unchecked fields: SelectionFields) { _fields = fields }
}
