/// A date, hour and minute, such as `2019-08-20 14:30`: the `date-hour-minute` mode.
///
/// Holds exactly the fields of its mode. Parsing is strict (only the canonical form);
/// use ``init(normalizing:)`` for lenient input.
///
/// ```swift
/// let value = try DateHourMinuteSelection("2019-08-20 14:30")
/// value.year            // 2019
/// value[.year]          // 2019
/// value.description     // "2019-08-20 14:30"
/// try DateHourMinuteSelection(year: 2019, month: 8, day: 20, hour: 14, minute: 30) == value  // true
/// try DateHourMinuteSelection("2019-08-20 14:60")
/// // throws: minute 60 is out of range (00...59)
/// ```
public struct DateHourMinuteSelection: SelectionValue {
    /// The mode of every value of this type: `2019-08-20 14:30`.
    public static let mode = SelectionMode.dateHourMinute

    /// The year, 1...9999.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1 up to the days of its month in its year.
    public let day: Int
    /// The hour, 0...23.
    public let hour: Int
    /// The minute, 0...59.
    public let minute: Int

    /// Creates a value from its fields, checking each one.
    ///
    /// - Throws: ``SelectionParseError`` for an impossible field, positioned at its offset in
    ///   the canonical form.
    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int) throws(SelectionParseError) {
        let fields = SelectionFields(year: year, month: month, day: day, hour: hour, minute: minute)
        try fields.validate(for: Self.mode)
        self.init(unchecked: fields)
    }

    /// Parses the canonical form from UTF-8 bytes, such as `2019-08-20 14:30`.
    ///
    /// - Complexity: O(1); allocation-free unless it throws.
    public init(parsing utf8: UnsafeBufferPointer<UInt8>) throws(SelectionParseError) {
        self.init(unchecked: try SelectionParser.parse(utf8, mode: Self.mode))
    }

    /// Parses the canonical form, such as `"2019-08-20 14:30"`.
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
        year = fields.year
        month = fields.month
        day = fields.day
        hour = fields.hour
        minute = fields.minute
    }

    /// The fields as the shared representation.
    var fields: SelectionFields {
        SelectionFields(year: year, month: month, day: day, hour: hour, minute: minute)
    }

    /// The value of `field`, or `nil` when this mode does not have it.
    public subscript(field: DateField) -> Int? {
        switch field {
        case .year: year
        case .month: month
        case .day: day
        case .hour: hour
        case .minute: minute
        case .second: nil
        }
    }

    /// The canonical string, such as `"2019-08-20 14:30"`.
    public var description: String {
        fields.canonical(for: Self.mode)
    }

    /// Orders values chronologically, from the largest field to the smallest.
    public static func < (lhs: DateHourMinuteSelection, rhs: DateHourMinuteSelection) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute) < (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute)
    }
}
