/// An ISO 8601 week: week-year and week, canonical `2020-W53`.
///
/// Weeks start on Monday and week 1 holds the year's first Thursday, so a week-year has 52 or
/// 53 weeks (`ISOWeekRules`): `2020-W53` exists, `2019-W53` does not.
///
/// ```swift
/// let week = try YearWeekSelection("2020-W53")
/// week.monday                          // 2020-12-28
/// YearWeekSelection(containing: CalendarDate(year: 2019, month: 12, day: 30)).description  // "2020-W01"
/// try YearWeekSelection("2019-W53")    // throws: week 53 is out of range for 2019 (52 ISO weeks) (offset 6)
/// ```
public struct YearWeekSelection: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The ISO week-year, 1...9999 (not always the calendar year of every day in the week).
    public let year: Int
    /// The week, 1...52 or 53.
    public let week: Int

    /// Makes a week, checking that `year` is in 1...9999 and has `week`.
    ///
    /// - Throws: ``ParseError`` positioned as in the canonical string.
    public init(year: Int, week: Int) throws(ParseError) {
        guard GregorianRules.years.contains(year) else {
            throw ParseError(
                kind: .yearOutOfRange, offset: 0, message: "year \(year) is out of range (0001...9999)")
        }
        let weeks = ISOWeekRules.weeksInYear(year)
        guard (1...weeks).contains(week) else {
            throw ParseError(
                kind: .weekOutOfRange, offset: 6,
                message:
                    "week \(SelectionFields.padded(week, 2)) is out of range for \(SelectionFields.padded(year, 4)) "
                    + "(\(weeks) ISO weeks)")
        }
        self.year = year
        self.week = week
    }

    /// Parses `YYYY-Www` strictly (no `2020W53`, no `2020-W5`, no day part).
    public init(_ string: String) throws(ParseError) {
        var string = string
        let result = string.withUTF8 { bytes in
            Result { () throws(ParseError) in
                try PeriodParser.parse(bytes, designator: UInt8(ascii: "W"), digits: 2, example: "2020-W53")
            }
        }
        let fields = try result.get()
        try self.init(year: fields.year, week: fields.number)
    }

    /// The ISO week of `date` (whose week-year may be the year before or after; a date whose
    /// week falls in year 10000 is refused by the range, never wrapped).
    ///
    /// - Precondition: `date` is valid and its week-year is in 1...9999.
    public init(containing date: CalendarDate) {
        let found = ISOWeekRules.week(of: date)
        year = found.year
        week = found.week
    }

    /// The Monday that starts the week.
    public var monday: CalendarDate { ISOWeekRules.monday(year: year, week: week) }

    /// The number of ISO weeks in ``year``.
    public var weeksInYear: Int { ISOWeekRules.weeksInYear(year) }

    /// The canonical string, such as `"2020-W53"`.
    public var description: String { SelectionFields.padded(year, 4) + "-W" + SelectionFields.padded(week, 2) }

    /// Orders weeks chronologically.
    public static func < (lhs: YearWeekSelection, rhs: YearWeekSelection) -> Bool {
        (lhs.year, lhs.week) < (rhs.year, rhs.week)
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
        self = try CanonicalCoding.decode(from: decoder, type: "week", Self.init(_:))
    }
}
