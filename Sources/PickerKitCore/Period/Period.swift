/// A week or a quarter whose mode is chosen at run time, as ``Selection`` is for the
/// selection modes.
///
/// ```swift
/// let week = try Period("2020-W53")              // mode inferred from the letter: year-week
/// week.mode                                      // .yearWeek
/// try Period("2019-Q3", mode: .yearQuarter).number  // 3
/// try Period("2019-W53")                         // throws: week 53 is out of range for 2019 (52 ISO weeks)
/// ```
public enum Period: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// An ISO week.
    case week(YearWeekSelection)
    /// A quarter.
    case quarter(YearQuarterSelection)

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
        let parsedMode: PeriodMode
        if let mode { parsedMode = mode } else { parsedMode = try Self.inferredMode(bytes) }
        switch parsedMode {
        case .yearWeek:
            let fields = try PeriodParser.parse(bytes, designator: UInt8(ascii: "W"), digits: 2, example: "2020-W53")
            self = .week(try YearWeekSelection(year: fields.year, week: fields.number))
        case .yearQuarter:
            let fields = try PeriodParser.parse(bytes, designator: UInt8(ascii: "Q"), digits: 1, example: "2019-Q3")
            self = .quarter(try YearQuarterSelection(year: fields.year, quarter: fields.number))
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

    /// The value's mode.
    public var mode: PeriodMode {
        switch self {
        case .week: .yearWeek
        case .quarter: .yearQuarter
        }
    }

    /// The (ISO week-)year.
    public var year: Int {
        switch self {
        case .week(let week): week.year
        case .quarter(let quarter): quarter.year
        }
    }

    /// The week (1...53) or quarter (1...4).
    public var number: Int {
        switch self {
        case .week(let week): week.week
        case .quarter(let quarter): quarter.quarter
        }
    }

    /// The first day: a week's Monday, a quarter's first day.
    public var firstDay: CalendarDate {
        switch self {
        case .week(let week): week.monday
        case .quarter(let quarter): CalendarDate(year: quarter.year, month: quarter.firstMonth, day: 1)
        }
    }

    /// The canonical string, such as `"2020-W53"` or `"2019-Q3"`.
    public var description: String {
        switch self {
        case .week(let week): week.description
        case .quarter(let quarter): quarter.description
        }
    }

    /// Orders by mode (weeks first), then chronologically.
    public static func < (lhs: Period, rhs: Period) -> Bool {
        switch (lhs, rhs) {
        case (.week(let left), .week(let right)): left < right
        case (.quarter(let left), .quarter(let right)): left < right
        case (.week, .quarter): true
        case (.quarter, .week): false
        }
    }
}
