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
    public static let mode = SelectionMode.minuteSecond

    /// The minute, 0...59.
    public let minute: Int
    /// The second, 0...59.
    public let second: Int

    /// Creates a value from its fields, checking each one.
    ///
    /// - Throws: ``SelectionParseError`` for an impossible field, positioned at its offset in
    ///   the canonical form.
    public init(minute: Int, second: Int) throws(SelectionParseError) {
        let fields = SelectionFields(minute: minute, second: second)
        try fields.validate(for: Self.mode)
        self.init(unchecked: fields)
    }

    /// Parses the canonical form from UTF-8 bytes, such as `30:05`.
    ///
    /// - Complexity: O(1); allocation-free unless it throws.
    public init(parsing utf8: UnsafeBufferPointer<UInt8>) throws(SelectionParseError) {
        self.init(unchecked: try SelectionParser.parse(utf8, mode: Self.mode))
    }

    /// Parses the canonical form, such as `"30:05"`.
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
        minute = fields.minute
        second = fields.second
    }

    /// The fields as the shared representation.
    var fields: SelectionFields {
        SelectionFields(minute: minute, second: second)
    }

    /// The value of `field`, or `nil` when this mode does not have it.
    public subscript(field: DateField) -> Int? {
        switch field {
        case .minute: minute
        case .second: second
        case .year, .month, .day, .hour: nil
        }
    }

    /// The canonical string, such as `"30:05"`.
    public var description: String {
        fields.canonical(for: Self.mode)
    }

    /// Orders values chronologically, from the largest field to the smallest.
    public static func < (lhs: MinuteSecondSelection, rhs: MinuteSecondSelection) -> Bool {
        (lhs.minute, lhs.second) < (rhs.minute, rhs.second)
    }
}
