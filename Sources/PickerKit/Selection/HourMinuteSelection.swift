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
    public static let mode = SelectionMode.hourMinute

    /// The hour, 0...23.
    public let hour: Int
    /// The minute, 0...59.
    public let minute: Int

    /// Creates a value from its fields, checking each one.
    ///
    /// - Throws: ``SelectionParseError`` for an impossible field, positioned at its offset in
    ///   the canonical form.
    public init(hour: Int, minute: Int) throws(SelectionParseError) {
        let fields = SelectionFields(hour: hour, minute: minute)
        try fields.validate(for: Self.mode)
        self.init(unchecked: fields)
    }

    /// Parses the canonical form from UTF-8 bytes, such as `14:30`.
    ///
    /// - Complexity: O(1); allocation-free unless it throws.
    public init(parsing utf8: UnsafeBufferPointer<UInt8>) throws(SelectionParseError) {
        self.init(unchecked: try SelectionParser.parse(utf8, mode: Self.mode))
    }

    /// Parses the canonical form, such as `"14:30"`.
    ///
    /// - Throws: ``SelectionParseError`` with the UTF-8 offset of the first problem.
    /// - Complexity: O(1); allocation-free for a native string unless it throws.
    public init(_ string: String) throws(SelectionParseError) {
        var string = string
        let fields = string.withUTF8 { bytes in
            Result { () throws(SelectionParseError) in try SelectionParser.parse(bytes, mode: Self.mode) }
        }
        self.init(unchecked: try fields.get())
    }

    /// Creates a value from fields already validated for the mode.
    init(unchecked fields: SelectionFields) {
        hour = fields.hour
        minute = fields.minute
    }

    /// The fields as the shared representation.
    var fields: SelectionFields {
        SelectionFields(hour: hour, minute: minute)
    }

    /// The value of `field`, or `nil` when this mode does not have it.
    public subscript(field: DateField) -> Int? {
        switch field {
        case .hour: hour
        case .minute: minute
        case .year, .month, .day, .second: nil
        }
    }

    /// The canonical string, such as `"14:30"`.
    public var description: String {
        fields.canonical(for: Self.mode)
    }

    /// Orders values chronologically, from the largest field to the smallest.
    public static func < (lhs: HourMinuteSelection, rhs: HourMinuteSelection) -> Bool {
        (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
    }
}
