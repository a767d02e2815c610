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
///
/// The value types share one implementation, this protocol's extension: each type declares
/// only its mode, its field properties and its checked memberwise initializer. The parsing
/// path is `@inlinable`, so a call from another module is specialized for the type there.
public protocol SelectionValue: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The mode of every value of this type.
    static var mode: SelectionMode { get }

    /// The value of `field`, or `nil` when the mode does not have it.
    subscript(field: DateField) -> Int? { get }

    /// The fields, already checked for ``mode``; the fields the mode lacks are 0.
    ///
    /// The storage the shared implementation reads; not meant to be used directly.
    var _fields: SelectionFields { get }

    /// Wraps fields already checked for ``mode``, whose other fields are 0, without checking
    /// them again.
    ///
    /// The hook through which PickerKit's parsers make values; not meant to be used directly.
    init(_unchecked fields: SelectionFields)
}

extension SelectionValue {
    /// Parses the canonical form of ``mode`` from UTF-8 bytes (any bytes are safe), such as
    /// `2019-08-20` for ``DateSelection``.
    ///
    /// - Throws: ``ParseError`` with the UTF-8 offset of the first problem.
    /// - Complexity: O(1): at most `mode.canonicalLength + 1` bytes are looked at;
    ///   allocation-free unless it throws.
    @inlinable
    public init(parsing utf8: UnsafeBufferPointer<UInt8>) throws(ParseError) {
        self.init(_unchecked: try SelectionParser.parse(utf8, mode: Self.mode))
    }

    /// Parses the canonical form of ``mode``, such as `"2019-08-20"` for ``DateSelection``.
    ///
    /// - Throws: ``ParseError`` with the UTF-8 offset of the first problem.
    /// - Complexity: O(1); allocation-free for a native string unless it throws.
    @inlinable
    public init(_ string: String) throws(ParseError) {
        var string = string
        let fields = string.withUTF8 { bytes in
            Result { () throws(ParseError) in try SelectionParser.parse(bytes, mode: Self.mode) }
        }
        self.init(_unchecked: try fields.get())
    }

    /// Parses leniently and returns the canonical value, as ``Selection/normalizing(_:mode:)``
    /// does with this type's mode.
    ///
    /// Accepts surrounding white space, `T` between date and time, single-digit month, day
    /// and hour, `/` or `.` between date fields, and decimal digits of any script; never a
    /// calendar-invalid value.
    public init(normalizing string: String) throws(ParseError) {
        self.init(_unchecked: try SelectionNormalizer.normalize(string, mode: Self.mode))
    }

    /// Checks `fields` for ``mode`` and wraps them: the memberwise initializers.
    init(checking fields: SelectionFields) throws(ParseError) {
        try fields.validate(for: Self.mode)
        self.init(_unchecked: fields)
    }

    /// The value of `field`, or `nil` when the mode does not have it.
    @inlinable
    public subscript(field: DateField) -> Int? {
        Self.mode.includes(field) ? _fields[field] : nil
    }

    /// The canonical string, such as `"2019-08-20"` for a ``DateSelection``.
    @inlinable
    public var description: String {
        _fields.canonical(for: Self.mode)
    }

    /// Orders values chronologically, from the largest field to the smallest.
    @inlinable
    public static func < (lhs: Self, rhs: Self) -> Bool {
        let left = lhs._fields
        let right = rhs._fields
        return (left.year, left.month, left.day, left.hour, left.minute, left.second)
            < (right.year, right.month, right.day, right.hour, right.minute, right.second)
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
