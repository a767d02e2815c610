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
    public static let mode = SelectionMode.monthDay

    /// The month, 1...12.
    public let month: Int
    /// The day of the month, up to 29 in February (there is no year to make it common).
    public let day: Int

    /// Creates a value from its fields, checking each one.
    ///
    /// - Throws: ``SelectionParseError`` for an impossible field, positioned at its offset in
    ///   the canonical form.
    public init(month: Int, day: Int) throws(SelectionParseError) {
        let fields = SelectionFields(month: month, day: day)
        try fields.validate(for: Self.mode)
        self.init(unchecked: fields)
    }

    /// Parses the canonical form from UTF-8 bytes, such as `08-20`.
    ///
    /// - Complexity: O(1); allocation-free unless it throws.
    public init(parsing utf8: UnsafeBufferPointer<UInt8>) throws(SelectionParseError) {
        self.init(unchecked: try SelectionParser.parse(utf8, mode: Self.mode))
    }

    /// Parses the canonical form, such as `"08-20"`.
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
        month = fields.month
        day = fields.day
    }

    /// The fields as the shared representation.
    var fields: SelectionFields {
        SelectionFields(month: month, day: day)
    }

    /// The value of `field`, or `nil` when this mode does not have it.
    public subscript(field: DateField) -> Int? {
        switch field {
        case .month: month
        case .day: day
        case .year, .hour, .minute, .second: nil
        }
    }

    /// The canonical string, such as `"08-20"`.
    public var description: String {
        fields.canonical(for: Self.mode)
    }

    /// Orders values chronologically, from the largest field to the smallest.
    public static func < (lhs: MonthDaySelection, rhs: MonthDaySelection) -> Bool {
        (lhs.month, lhs.day) < (rhs.month, rhs.day)
    }
}
