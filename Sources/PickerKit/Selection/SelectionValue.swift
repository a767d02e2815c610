/// A selection of one fixed mode, such as ``DateSelection``: the common API of the value types.
///
/// Every conforming type holds exactly the fields of its ``mode``, is `Comparable`
/// chronologically within the mode, prints and encodes as its canonical string, and parses
/// strictly: only the canonical form, never a rolled-over date.
///
/// ```swift
/// let day = try DateSelection("2019-08-20")
/// day.description                  // "2019-08-20"
/// day[.month]                      // 8
/// day[.hour]                       // nil: a date has no hour
/// try DateSelection(normalizing: " 2019/8/20 ").description  // "2019-08-20"
/// ```
public protocol SelectionValue: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The mode of every value of this type.
    static var mode: SelectionMode { get }

    /// Parses the canonical form of ``mode`` from UTF-8 bytes (any bytes are safe).
    ///
    /// - Complexity: O(1): at most `mode.canonicalLength + 1` bytes are looked at.
    init(parsing utf8: UnsafeBufferPointer<UInt8>) throws(SelectionParseError)

    /// The value of `field`, or `nil` when the mode does not have it.
    subscript(field: DateField) -> Int? { get }
}

extension SelectionValue {
    /// Parses the canonical form of ``mode``, such as `"2019-08-20"` for ``DateSelection``.
    ///
    /// - Throws: ``SelectionParseError`` with the UTF-8 offset of the first problem.
    public init(_ string: String) throws(SelectionParseError) {
        var string = string
        let result = string.withUTF8 { bytes in
            Result { () throws(SelectionParseError) in try Self(parsing: bytes) }
        }
        self = try result.get()
    }

    /// Parses leniently and returns the canonical value: see ``SelectionNormalizer``.
    ///
    /// Accepts surrounding white space, `T` between date and time, single-digit month, day
    /// and hour, `/` or `.` between date fields, and decimal digits of any script; never a
    /// calendar-invalid value.
    public init(normalizing string: String) throws(SelectionParseError) {
        let fields = try SelectionNormalizer.normalize(string, mode: Self.mode)
        guard let value = Selection(fields: fields, mode: Self.mode).value as? Self else {
            preconditionFailure("Selection(fields:mode:) made a value of another mode than \(Self.mode)")
        }
        self = value
    }

    /// The mode of this value (the same as `Self.mode`).
    public var mode: SelectionMode { Self.mode }

    /// The canonical string, such as `"2019-08-20 14:30"` (the same as ``description``).
    public var canonical: String { description }

    /// The value of `field`, or `nil` when the mode does not have it (the same as the subscript).
    public func value(of field: DateField) -> Int? {
        self[field]
    }
}
