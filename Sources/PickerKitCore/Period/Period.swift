/// An ISO week or a quarter of a year, such as `2020-W53` or `2019-Q3`, or a week or quarter
/// of another calendar's year, such as `1403-W05[u-ca=persian]` or `1403-Q2[u-ca=persian]`:
/// the value of a week or quarter picker, as ``Selection`` is of a date picker.
///
/// ```swift
/// let week = try Period("2020-W53")                  // mode inferred from the letter: year-week
/// let mode = week.mode                               // → .yearWeek
/// let monday = week.firstDay                         // → 2020-12-28
/// let third = try Period(year: 2019, quarter: 3)     // → 2019-Q3
/// let containing = Period(weekContaining: CalendarDate(year: 2021, month: 1, day: 3))  // → 2020-W53
/// let refused = try? Period("2019-W53")              // → nil: 2019 has 52 ISO weeks
/// ```
public struct Period: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// Weeks or quarters.
    public let mode: PeriodMode
    /// The year: the week-year of a week (2020 for `2020-W53`, whose Sunday is in 2021), in
    /// ``calendar``.
    public let year: Int
    /// The week (1...53) or quarter (1...4).
    public let number: Int
    /// The calendar whose year this is: ISO's (``CalendarKind/gregorian``) for periods written
    /// without an annotation; another calendar for a week or quarter such as
    /// `1403-W05[u-ca=persian]` (see ``init(year:week:calendar:)``).
    public let calendar: CalendarKind

    /// The ISO week `week` of the week-year `year`.
    ///
    /// - Throws: ``ParseError`` of kind `yearOutOfRange` or `weekOutOfRange` (week 53 of a
    ///   year with 52 weeks), positioned as in the canonical form.
    public init(year: Int, week: Int) throws(ParseError) {
        guard PickerValues.years.contains(year) else {
            throw ParseError(
                kind: .yearOutOfRange, offset: 0, message: "year \(year) is out of range (0001...9999)")
        }
        let weeks = ISOWeekRules.weeksInYear(year)
        guard (1...weeks).contains(week) else {
            throw Self.weekOutOfRange(week, of: SelectionFields.padded(year, 4), weeks: "\(weeks) ISO weeks")
        }
        self.init(mode: .yearWeek, year: year, number: week)
    }

    /// The error of week `week` of a year (`2019`, `persian year 1403`) that has fewer weeks.
    static func weekOutOfRange(_ week: Int, of year: String, weeks: String) -> ParseError {
        ParseError(
            kind: .weekOutOfRange, offset: 6,
            message: "week \(SelectionFields.padded(week, 2)) is out of range for \(year) (\(weeks))")
    }

    /// The quarter `quarter` of `year`.
    ///
    /// - Throws: ``ParseError`` of kind `yearOutOfRange` or `quarterOutOfRange`.
    public init(year: Int, quarter: Int) throws(ParseError) {
        guard PickerValues.years.contains(year) else {
            throw ParseError(
                kind: .yearOutOfRange, offset: 0, message: "year \(year) is out of range (0001...9999)")
        }
        guard (1...4).contains(quarter) else {
            throw ParseError(
                kind: .quarterOutOfRange, offset: 6, message: "quarter \(quarter) is out of range (1...4)")
        }
        self.init(mode: .yearQuarter, year: year, number: quarter)
    }

    /// The ISO week that contains `date` (2021-01-03 is in `2020-W53`).
    public init(weekContaining date: CalendarDate) {
        let found = ISOWeekRules.week(of: date)
        self.init(mode: .yearWeek, year: found.year, number: found.week)
    }

    /// The quarter that contains `date`.
    ///
    /// - Throws: ``ParseError`` for a year outside 1...9999 or a month outside 1...12.
    public init(quarterContaining date: CalendarDate) throws(ParseError) {
        try self.init(year: date.year, quarter: date.month >= 1 && date.month <= 12 ? (date.month - 1) / 3 + 1 : 0)
    }

    /// Wraps checked fields.
    init(mode: PeriodMode, year: Int, number: Int, calendar: CalendarKind = .gregorian) {
        self.mode = mode
        self.year = year
        self.number = number
        self.calendar = calendar
    }

    /// Parses strictly as `mode`, or as the mode the letter after `YYYY-` names (`W` or `Q`).
    ///
    /// - Throws: ``ParseError`` with the UTF-8 offset of the first problem.
    public init(_ string: String, mode: PeriodMode? = nil) throws(ParseError) {
        var string = string
        let result = string.withUTF8 { bytes in
            Result { () throws(ParseError) in try Period(parsing: bytes, mode: mode) }
        }
        self = try result.get()
    }

    /// Parses strictly from UTF-8 bytes (any bytes are safe; at most 9 are read).
    public init(parsing bytes: UnsafeBufferPointer<UInt8>, mode: PeriodMode?) throws(ParseError) {
        // Canonical ISO strings are at most 8 bytes: only longer input can carry an annotation.
        if bytes.count > PeriodMode.yearWeek.canonicalLength, let start = SelectionParser.annotationStart(bytes) {
            try self.init(parsing: bytes, annotationAt: start, mode: mode)
            return
        }
        let parsedMode: PeriodMode
        if let mode { parsedMode = mode } else { parsedMode = try Self.inferredMode(bytes) }
        switch parsedMode {
        case .yearWeek:
            let fields = try PeriodParser.parse(bytes, designator: UInt8(ascii: "W"), digits: 2, example: "2020-W53")
            try self.init(year: fields.year, week: fields.number)
        case .yearQuarter:
            let fields = try PeriodParser.parse(bytes, designator: UInt8(ascii: "Q"), digits: 1, example: "2019-Q3")
            try self.init(year: fields.year, quarter: fields.number)
        }
    }

    /// The mode whose letter stands at offset 5 (`2020-W53`, `2019-Q3`).
    ///
    /// - Throws: ``ParseError`` of kind `empty`, or `unknownShape` at the first byte
    ///   that fits neither mode.
    static func inferredMode(_ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> PeriodMode {
        guard !bytes.isEmpty else {
            throw ParseError(
                kind: .empty, offset: 0, message: "empty input; a period looks like 2020-W53 or 2019-Q3")
        }
        var offset = 0
        while offset < min(bytes.count, 4) && SelectionParser.isDigit(bytes[offset]) { offset += 1 }
        if offset == 4 && bytes.count > 4 && bytes[4] == UInt8(ascii: "-") { offset = 5 }
        if offset == 5 && bytes.count > 5 {
            if bytes[5] == UInt8(ascii: "W") { return .yearWeek }
            if bytes[5] == UInt8(ascii: "Q") { return .yearQuarter }
        }
        let found = offset < bytes.count ? SelectionParser.describeCharacter(in: bytes, at: offset) : "the end"
        throw ParseError(
            kind: .unknownShape, offset: offset,
            message: "no period has \(found) here; a period looks like 2020-W53 or 2019-Q3")
    }

    /// The first day, as an ISO date: a week's Monday, a quarter's first day (in a calendar,
    /// the first day of its first month).
    public var firstDay: CalendarDate {
        if !calendar.isISO { return calendarFirstDay }
        switch mode {
        case .yearWeek: return ISOWeekRules.monday(year: year, week: number)
        case .yearQuarter: return CalendarDate(year: year, month: 3 * number - 2, day: 1)
        }
    }

    /// The canonical string, such as `"2020-W53"`, `"2019-Q3"` or `"1403-Q2[u-ca=persian]"`.
    public var description: String {
        let plain: String
        switch mode {
        case .yearWeek: plain = SelectionFields.padded(year, 4) + "-W" + SelectionFields.padded(number, 2)
        case .yearQuarter: plain = SelectionFields.padded(year, 4) + "-Q" + String(number)
        }
        return calendar.isISO ? plain : plain + "[u-ca=" + calendar.rawValue + "]"
    }

    /// Orders by mode (weeks first), then by calendar (ISO first), then chronologically.
    public static func < (lhs: Period, rhs: Period) -> Bool {
        if lhs.mode != rhs.mode { return lhs.mode == .yearWeek }
        if lhs.calendar != rhs.calendar { return lhs.calendar.ordinal < rhs.calendar.ordinal }
        return (lhs.year, lhs.number) < (rhs.year, rhs.number)
    }

    /// Encodes the canonical string, such as `"2020-W53"`.
    public func encode(to encoder: any Encoder) throws {
        try CanonicalCoding.encode(description, to: encoder)
    }

    /// Decodes a canonical week or quarter strictly, its mode inferred from the letter, its
    /// calendar from the annotation (none for ISO).
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the input, the offset and the problem.
    public init(from decoder: any Decoder) throws {
        self = try CanonicalCoding.decode(from: decoder, type: "period") { text throws(ParseError) in
            try Period(text)
        }
    }
}
