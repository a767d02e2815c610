/// A minute and second, such as `30:05`: the `minute-second` mode (a duration or timer value).
///
/// Holds exactly the fields of its mode. Parsing is strict (only the canonical form);
/// use ``init(normalizing:)`` for lenient input.
///
/// ```swift
/// let value = try MinuteSecondSelection("30:05")
/// value.minute          // 30
/// value[.minute]        // 30
/// value.description     // "30:05"
/// try MinuteSecondSelection(minute: 30, second: 5) == value  // true
/// try MinuteSecondSelection("30:5x")
/// // throws: expected a digit of the second, found "x"
/// ```
public struct MinuteSecondSelection: SelectionValue {
    /// The mode of every value of this type: `30:05`.
    @inlinable public static var mode: SelectionMode { .minuteSecond }

    /// The fields, checked for ``mode`` (the others are 0): see ``SelectionValue/_fields``.
    public let _fields: SelectionFields

    /// The minute, 0...59.
    @inlinable public var minute: Int { _fields.minute }
    /// The second, 0...59.
    @inlinable public var second: Int { _fields.second }

    /// Creates a value from its fields, checking each one.
    ///
    /// - Throws: ``ParseError`` for an impossible field, positioned at its offset in
    ///   the canonical form.
    public init(minute: Int, second: Int) throws(ParseError) {
        try self.init(checking: SelectionFields(minute: minute, second: second))
    }

    /// Wraps fields already checked for ``mode``: see ``SelectionValue/init(_unchecked:)``.
    @inlinable public init(_unchecked fields: SelectionFields) { _fields = fields }
}
