/// An hour and minute, such as `14:30`: the `hour-minute` mode.
///
/// Holds exactly the fields of its mode. Parsing is strict (only the canonical form);
/// use ``init(normalizing:)`` for lenient input.
///
/// ```swift
/// let value = try HourMinuteSelection("14:30")
/// value.hour            // 14
/// value[.hour]          // 14
/// value.description     // "14:30"
/// try HourMinuteSelection(hour: 14, minute: 30) == value  // true
/// try HourMinuteSelection("24:00")
/// // throws: hour 24 is out of range (00...23)
/// ```
public struct HourMinuteSelection: SelectionValue {
    /// The mode of every value of this type: `14:30`.
    @inlinable public static var mode: SelectionMode { .hourMinute }

    /// The fields, checked for ``mode`` (the others are 0): see ``SelectionValue/_fields``.
    public let _fields: SelectionFields

    /// The hour, 0...23.
    @inlinable public var hour: Int { _fields.hour }
    /// The minute, 0...59.
    @inlinable public var minute: Int { _fields.minute }

    /// Creates a value from its fields, checking each one.
    ///
    /// - Throws: ``ParseError`` for an impossible field, positioned at its offset in
    ///   the canonical form.
    public init(hour: Int, minute: Int) throws(ParseError) {
        try self.init(checking: SelectionFields(hour: hour, minute: minute))
    }

    /// Wraps fields already checked for ``mode``: see ``SelectionValue/init(_unchecked:)``.
    @inlinable public init(_unchecked fields: SelectionFields) { _fields = fields }
}
