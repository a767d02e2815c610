/// Quarters of any of PickerKit's calendars: a quarter is three months of the calendar's
/// year by month code (`M01`–`M03` the first, … `M10`–`M12` the fourth), a leap month in its
/// base month's quarter (`M05L` in the second), a thirteenth month (Coptic and Ethiopic
/// `M13`) in the fourth. Stored as `1403-Q2[u-ca=persian]`.
extension Period {
    /// The quarter `quarter` of `year` of `calendar` (ISO's quarters for an ISO calendar).
    ///
    /// ```swift
    /// let spring = try Period(year: 1403, quarter: 1, calendar: .persian)  // 1403-Q1[u-ca=persian]
    /// spring.firstDay                                                     // 2024-03-20 (1 Farvardin)
    /// ```
    ///
    /// - Throws: ``ParseError`` of kind `yearOutOfRange` (a year outside 0001...9999 or outside
    ///   the calendar's supported days) or `quarterOutOfRange`, positioned as in the canonical form.
    public init(year: Int, quarter: Int, calendar: CalendarKind) throws(ParseError) {
        let plain = try Period(year: year, quarter: quarter)
        guard !calendar.isISO else {
            self = plain
            return
        }
        // The first day of the first month must be a day the calendar's rules cover.
        do {
            _ = try calendar.isoDate(year: year, monthCode: MonthCode(number: 3 * quarter - 2), day: 1)
        } catch {
            throw ParseError(
                kind: .yearOutOfRange, offset: 0,
                message: "quarter \(quarter) of \(calendar.rawValue) year \(year) is outside the supported days: "
                    + error.message)
        }
        self.init(mode: .yearQuarter, year: year, number: quarter, calendar: calendar)
    }

    /// The quarter of `calendar` that holds `date` (in ISO, ``init(quarterContaining:)``).
    ///
    /// - Throws: ``ParseError`` for a day outside the calendar's supported days or a quarter
    ///   whose year leaves 0001...9999.
    public init(quarterContaining date: CalendarDate, calendar: CalendarKind) throws(ParseError) {
        guard !calendar.isISO else {
            try self.init(quarterContaining: date)
            return
        }
        let fields = try calendar.fields(of: date)
        try self.init(year: fields.year, quarter: Self.quarter(of: fields.monthCode), calendar: calendar)
    }

    /// The quarter a month code belongs to: its base month's (`M05L` → 2), `M13` → 4.
    package static func quarter(of code: MonthCode) -> Int {
        (min(code.number, 12) - 1) / 3 + 1
    }

    /// The error of this period given where periods of `expected` are wanted: positioned at
    /// its annotation (or where the missing one would start), naming both calendars.
    package func calendarMismatch(expected: CalendarKind) -> ParseError {
        func name(_ kind: CalendarKind) -> String { kind.isISO ? "an ISO" : "a \(kind.rawValue)" }
        let example =
            expected.isISO
            ? "written without an annotation" : "written such as 1403-Q2[u-ca=\(expected.rawValue)]"
        return ParseError(
            kind: .calendarMismatch, offset: mode.canonicalLength,
            message: "\(self) is \(name(calendar)) \(mode.field), but the picker lists "
                + "\(expected.isISO ? "ISO" : expected.rawValue) \(mode.field)s, \(example)")
    }

    /// The quarter after this one in its calendar, or `nil` past the calendar's supported days.
    package var next: Period? {
        let (year, quarter) = number == 4 ? (self.year + 1, 1) : (self.year, number + 1)
        return try? Period(year: year, quarter: quarter, calendar: calendar)
    }

    /// The first day of a calendar quarter (its first month's first day), as an ISO date.
    var calendarFirstDay: CalendarDate {
        // Checked when the period was made.
        try! calendar.isoDate(year: year, monthCode: MonthCode(number: 3 * number - 2), day: 1)
    }

    /// The last day of the quarter, as an ISO date: the day before the next quarter's first.
    package var lastDay: CalendarDate {
        guard mode == .yearQuarter else { return CalendarDate(dayNumber: firstDay.dayNumber + 6) }
        let next = number == 4 ? (year + 1, 1) : (year, number + 1)
        if calendar.isISO {
            return CalendarDate(dayNumber: CalendarDate(year: next.0, month: 3 * next.1 - 2, day: 1).dayNumber - 1)
        }
        if let following = try? calendar.isoDate(year: next.0, monthCode: MonthCode(number: 3 * next.1 - 2), day: 1) {
            return CalendarDate(dayNumber: following.dayNumber - 1)
        }
        return CalendarDate(dayNumber: calendar.rules.dayNumbers.upperBound)
    }

    /// Parses `VALUE[u-ca=NAME]`: a quarter of the named calendar (a week only in ISO,
    /// `[u-ca=gregory]`, which is written without the annotation).
    init(parsing bytes: UnsafeBufferPointer<UInt8>, annotationAt start: Int, mode: PeriodMode?) throws(ParseError) {
        let kind = try SelectionParser.annotatedCalendar(in: bytes, from: start, mode: nil)
        let plain = try Period(parsing: UnsafeBufferPointer(rebasing: bytes[0..<start]), mode: mode)
        if kind.isISO {
            self = plain
            return
        }
        guard plain.mode == .yearQuarter else {
            throw ParseError(
                kind: .unsupportedCalendar, offset: start,
                message:
                    "weeks are ISO weeks only; a \(kind.rawValue) period is a quarter, such as 1403-Q2[u-ca=persian]")
        }
        try self.init(year: plain.year, quarter: plain.number, calendar: kind)
    }
}
