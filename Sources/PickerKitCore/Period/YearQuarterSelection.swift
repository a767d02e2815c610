/// A quarter of a year, canonical `2019-Q3`.
///
/// ```swift
/// let quarter = try YearQuarterSelection("2019-Q3")
/// quarter.firstMonth                  // 7
/// try YearQuarterSelection("2019-Q5") // throws: quarter 5 is out of range (1...4) (offset 6)
/// ```
public struct YearQuarterSelection: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The year, 1...9999.
    public let year: Int
    /// The quarter, 1...4.
    public let quarter: Int

    /// Makes a quarter, checking both fields.
    ///
    /// - Throws: ``ParseError`` positioned as in the canonical string.
    public init(year: Int, quarter: Int) throws(ParseError) {
        guard GregorianRules.years.contains(year) else {
            throw ParseError(
                kind: .yearOutOfRange, offset: 0, message: "year \(year) is out of range (0001...9999)")
        }
        guard (1...4).contains(quarter) else {
            throw ParseError(
                kind: .quarterOutOfRange, offset: 6, message: "quarter \(quarter) is out of range (1...4)")
        }
        self.year = year
        self.quarter = quarter
    }

    /// Parses `YYYY-Qq` strictly.
    public init(_ string: String) throws(ParseError) {
        var string = string
        let result = string.withUTF8 { bytes in
            Result { () throws(ParseError) in
                try PeriodParser.parse(bytes, designator: UInt8(ascii: "Q"), digits: 1, example: "2019-Q3")
            }
        }
        let fields = try result.get()
        try self.init(year: fields.year, quarter: fields.number)
    }

    /// The quarter of a month of `year`.
    ///
    /// - Throws: ``ParseError`` for a year outside 1...9999; a month outside 1...12 is a
    ///   quarter out of range.
    public init(year: Int, month: Int) throws(ParseError) {
        try self.init(year: year, quarter: month >= 1 ? (month - 1) / 3 + 1 : 0)
    }

    /// The first month of the quarter: 1, 4, 7 or 10.
    public var firstMonth: Int { 3 * quarter - 2 }

    /// The canonical string, such as `"2019-Q3"`.
    public var description: String { SelectionFields.padded(year, 4) + "-Q" + String(quarter) }

    /// Orders quarters chronologically.
    public static func < (lhs: YearQuarterSelection, rhs: YearQuarterSelection) -> Bool {
        (lhs.year, lhs.quarter) < (rhs.year, rhs.quarter)
    }

    /// Encodes the canonical string.
    public func encode(to encoder: any Encoder) throws {
        try CanonicalCoding.encode(description, to: encoder)
    }

    /// Decodes the canonical string strictly.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the input, the offset and the problem,
    ///   with the ``ParseError`` as its underlying error.
    public init(from decoder: any Decoder) throws {
        self = try CanonicalCoding.decode(from: decoder, type: "quarter", Self.init(_:))
    }
}
