/// Weeks and quarters of any of PickerKit's calendars.
///
/// A quarter is three months of the calendar's year by month code (`M01`–`M03` the first, …
/// `M10`–`M12` the fourth), a leap month in its base month's quarter (`M05L` in the second), a
/// thirteenth month (Coptic and Ethiopic `M13`) in the fourth. Stored as `1403-Q2[u-ca=persian]`.
///
/// A week is ISO's rule counted from the calendar's new year: weeks run Monday to Sunday, and
/// week 1 of a year is the week holding its first Thursday (at least four of its days), as
/// ICU's `WEEK_OF_YEAR` and `YEAR_WOY` count with Monday first and four minimal days. A
/// Persian year has 52 or 53 weeks, a lunisolar year 50 to 55. Stored as
/// `1403-W05[u-ca=persian]`. A picker with a locale's own week rules shows its rows under
/// them, each row standing for the stored week that holds its middle day (see ``PeriodPicker``).
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

    /// The week `week` of the week-year `year` of `calendar` (ISO's weeks for an ISO calendar).
    ///
    /// ```swift
    /// let week = try Period(year: 1403, week: 1, calendar: .persian)  // 1403-W01[u-ca=persian]
    /// week.firstDay                                                  // 2024-03-18, the Monday before 1 Farvardin
    /// ```
    ///
    /// - Throws: ``ParseError`` of kind `yearOutOfRange` (a year outside 0001...9999, or one
    ///   whose new year or the next lies outside the calendar's supported days) or
    ///   `weekOutOfRange`, positioned as in the canonical form.
    public init(year: Int, week: Int, calendar: CalendarKind) throws(ParseError) {
        guard !calendar.isISO else {
            try self.init(year: year, week: week)
            return
        }
        guard PickerValues.years.contains(year) else {
            throw ParseError(
                kind: .yearOutOfRange, offset: 0, message: "year \(year) is out of range (0001...9999)")
        }
        guard let weeks = WeekRules.iso.weeksInYear(year, in: calendar) else {
            throw ParseError(
                kind: .yearOutOfRange, offset: 0,
                message: "the weeks of \(calendar.rawValue) year \(year) are outside the supported days "
                    + Self.supportedDaysText(calendar))
        }
        guard (1...weeks).contains(week) else {
            throw Self.weekOutOfRange(
                week, of: "\(calendar.rawValue) year \(SelectionFields.padded(year, 4))", weeks: "\(weeks) weeks")
        }
        self.init(mode: .yearWeek, year: year, number: week, calendar: calendar)
    }

    /// The week of `calendar` that holds `date` (in ISO, ``init(weekContaining:)``).
    ///
    /// - Throws: ``ParseError`` of kind `outsideCalendar` for a day whose week the calendar's
    ///   rules do not cover.
    public init(weekContaining date: CalendarDate, calendar: CalendarKind) throws(ParseError) {
        guard !calendar.isISO else {
            self.init(weekContaining: date)
            return
        }
        guard date.isValid, let found = WeekRules.iso.week(ofDayNumber: date.dayNumber, in: calendar) else {
            throw ParseError(
                kind: .outsideCalendar, offset: 0, input: date.description,
                message: "the week of \(date) is outside the \(calendar.rawValue) calendar's supported days "
                    + Self.supportedDaysText(calendar))
        }
        try self.init(year: found.year, week: found.week, calendar: calendar)
    }

    /// The ISO days the calendar's rules cover, as `(1900-01-31...2100-12-31)`.
    private static func supportedDaysText(_ calendar: CalendarKind) -> String {
        let days = calendar.rules.dayNumbers
        return "(\(CalendarDate(dayNumber: days.lowerBound))...\(CalendarDate(dayNumber: days.upperBound)))"
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
            ? "written without an annotation"
            : "written such as \(mode == .yearWeek ? "1403-W05" : "1403-Q2")[u-ca=\(expected.rawValue)]"
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

    /// The first day of a calendar week (its Monday) or quarter (its first month's first
    /// day), as an ISO date.
    var calendarFirstDay: CalendarDate {
        // Checked when the period was made.
        switch mode {
        case .yearWeek:
            CalendarDate(dayNumber: WeekRules.iso.firstWeekStart(of: year, in: calendar)! + 7 * (number - 1))
        case .yearQuarter: try! calendar.isoDate(year: year, monthCode: MonthCode(number: 3 * number - 2), day: 1)
        }
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

    /// Parses `VALUE[u-ca=NAME]`: a week or quarter of the named calendar (`[u-ca=gregory]`
    /// is ISO's, written without the annotation).
    init(parsing bytes: UnsafeBufferPointer<UInt8>, annotationAt start: Int, mode: PeriodMode?) throws(ParseError) {
        let kind = try SelectionParser.annotatedCalendar(in: bytes, from: start, mode: nil)
        let head = UnsafeBufferPointer(rebasing: bytes[0..<start])
        // The fields only: how many weeks the year has is the calendar's (50 to 55), not ISO's.
        let parsedMode: PeriodMode
        if let mode { parsedMode = mode } else { parsedMode = try Self.inferredMode(head) }
        switch parsedMode {
        case .yearWeek:
            let fields = try PeriodParser.parse(head, designator: UInt8(ascii: "W"), digits: 2, example: "2020-W53")
            try self.init(year: fields.year, week: fields.number, calendar: kind)
        case .yearQuarter:
            let fields = try PeriodParser.parse(head, designator: UInt8(ascii: "Q"), digits: 1, example: "2019-Q3")
            try self.init(year: fields.year, quarter: fields.number, calendar: kind)
        }
    }
}
