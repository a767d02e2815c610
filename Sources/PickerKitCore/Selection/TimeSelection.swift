/// A time with seconds, such as `14:30:05`: the `time` mode.
///
/// Holds exactly the fields of its mode. Parsing is strict (only the canonical form);
/// use ``init(normalizing:)`` for lenient input.
///
/// ```swift
/// let value = try TimeSelection("14:30:05")
/// value.hour            // 14
/// value[.hour]          // 14
/// value.description     // "14:30:05"
/// try TimeSelection(hour: 14, minute: 30, second: 5) == value  // true
/// try TimeSelection("14:30:60")
/// // throws: second 60 is out of range (00...59)
/// ```
public struct TimeSelection: SelectionValue {
    /// The mode of every value of this type: `14:30:05`.
    @inlinable public static var mode: SelectionMode { .time }

    /// The fields, checked for ``mode`` (the others are 0): see ``SelectionValue/_fields``.
    public let _fields: SelectionFields

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
    public init(hour: Int, minute: Int, second: Int) throws(ParseError) {
        try self.init(checking: SelectionFields(hour: hour, minute: minute, second: second))
    }

    /// Wraps fields already checked for ``mode``: see ``SelectionValue/init(_unchecked:)``.
    @inlinable public init(_unchecked fields: SelectionFields) { _fields = fields }
}
