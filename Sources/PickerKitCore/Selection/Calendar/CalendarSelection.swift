/// A selection in a calendar other than Gregorian: the calendar, the mode and the calendar's
/// own fields, written as RFC 9557 / TC39 Temporal annotate them.
///
/// | mode | canonical string |
/// |---|---|
/// | `date` … `date-time` | `1987-07-26[u-ca=chinese]`, `2019-08-20 14:30[u-ca=hebrew]` (the ISO date) |
/// | `year` | `5784[u-ca=hebrew]`, `1987[u-ca=chinese]` (the calendar's arithmetic year) |
/// | `year-month` | `1987-M06L[u-ca=chinese]` (year and month code) |
/// | `month-day`, `month-day-hour-minute` | `M06L-01[u-ca=chinese]`, `M08-15 20:00[u-ca=chinese]` |
///
/// Years are written with at least four digits and a `-` when negative (`-0283`). Date modes
/// also read the calendar's own date `1987-M06L-01[u-ca=chinese]` and write it back as the ISO
/// date. Time modes have no calendar.
///
/// ```swift
/// let day = try CalendarSelection("1987-M06L-01[u-ca=chinese]")
/// day.description      // "1987-07-26[u-ca=chinese]"
/// day.monthCode        // M06L
/// try CalendarSelection("1988-M06L-01[u-ca=chinese]")
/// // throws at offset 5: month M06L does not exist in chinese year 1988: the year has no leap month M06L
/// ```
public struct CalendarSelection: Hashable, Sendable, CustomStringConvertible {
    /// The calendar (never ``CalendarKind/gregorian``: Gregorian values are plain selections).
    public let calendar: CalendarKind
    /// The mode (one with a year, month or day).
    public let mode: SelectionMode
    /// The fields; `month` is the ordinal month in the year in modes with a year and the
    /// position in the calendar's month list (``CalendarMonthList``) in modes without one.
    let fields: SelectionFields

    /// Wraps fields already checked for `mode` in `calendar`.
    init(_unchecked fields: SelectionFields, mode: SelectionMode, calendar: CalendarKind) {
        self.calendar = calendar
        self.mode = mode
        self.fields = fields.keeping(mode)
    }

    /// Parses the canonical string (or, for date modes, the calendar's own date), strictly.
    ///
    /// - Parameter mode: the mode, or `nil` to infer it from the shape.
    /// - Throws: ``ParseError`` with the UTF-8 offset of the first problem; a
    ///   Gregorian (or unannotated) string is an error here, use ``Selection`` for those.
    public init(_ string: String, mode: SelectionMode? = nil) throws(ParseError) {
        let selection = try Selection(string, mode: mode)
        guard case .calendar(let value) = selection else {
            throw ParseError(
                kind: .badAnnotation, offset: string.utf8.count, mode: selection.mode,
                message: "expected a calendar annotation such as [u-ca=chinese] at the end")
        }
        self = value
    }

    /// Parses a value of `mode` in `calendar`: a string without an annotation is read as if it
    /// ended in `[u-ca=NAME]` of `calendar` (`5784` is a Hebrew year in `.hebrew`), an annotated
    /// one must name `calendar`.
    ///
    /// ```swift
    /// try CalendarSelection("1987-M06L", mode: .yearMonth, in: .chinese).description
    /// // "1987-M06L[u-ca=chinese]"
    /// ```
    ///
    /// A date written in the Gregorian calendar, `2019-08-20[u-ca=gregory]`, names a day of
    /// every calendar and is read as that day (`2019-08-20[u-ca=hebrew]`, which is 19 Av 5779);
    /// the value does not change, only how it is shown. A Gregorian year, year-month or
    /// month-day is refused: it is another period than any of the calendar's (a Hebrew year runs
    /// from autumn to autumn).
    ///
    /// - Throws: ``ParseError`` with the UTF-8 offset of the first problem (the same
    ///   errors as ``init(_:mode:)``); an annotation naming another calendar is refused at its
    ///   offset, a Gregorian date outside `calendar`'s range with `outsideCalendar`.
    public init(_ string: String, mode: SelectionMode, in calendar: CalendarKind) throws(ParseError) {
        guard let open = string.utf8.firstIndex(of: UInt8(ascii: "[")) else {
            self = try CalendarSelection(string + "[u-ca=\(calendar.rawValue)]", mode: mode)
            return
        }
        let annotationOffset = string.utf8.distance(from: string.utf8.startIndex, to: open)
        let selection = try Selection(string, mode: mode)
        if calendar != .gregorian, selection.calendar == .gregorian, let gregorian = selection.value {
            self = try Self.day(gregorian, in: calendar, annotationOffset: annotationOffset)
            return
        }
        let value = try CalendarSelection(string, mode: mode)
        guard value.calendar == calendar else {
            throw ParseError(
                kind: .badAnnotation, offset: string.utf8.distance(from: string.utf8.startIndex, to: open),
                mode: mode,
                message: "the annotation names \(value.calendar.rawValue) but the calendar is \(calendar.rawValue)")
        }
        self = value
    }

    /// The Gregorian date (and time) `value` as the same day in `calendar`.
    private static func day(_ value: any SelectionValue, in calendar: CalendarKind, annotationOffset: Int)
        throws(ParseError) -> CalendarSelection
    {
        let mode = type(of: value).mode
        guard mode.includes(.year), mode.includes(.day) else {
            throw ParseError(
                kind: .badAnnotation, offset: annotationOffset, mode: mode,
                message:
                    "a Gregorian \(mode) is no \(mode) of the \(calendar.rawValue) calendar (their periods differ): "
                    + "write it in the \(calendar.rawValue) calendar, or give a date")
        }
        let fields = value._fields
        let dayNumber = GregorianRules.dayNumber(
            of: CalendarDate(year: fields.year, month: fields.month, day: fields.day))
        let rules = calendar.rules
        guard rules.dayNumbers.contains(dayNumber) else {
            throw ParseError(
                kind: .outsideCalendar, offset: 0, mode: mode,
                message: "\(value) is outside the \(calendar.rawValue) calendar's range \(calendar.isoRangeText(rules))"
            )
        }
        let day = rules.fields(dayNumber: dayNumber)
        var converted = fields
        (converted.year, converted.month, converted.day) = (day.year, day.month, day.day)
        return CalendarSelection(_unchecked: converted, mode: mode, calendar: calendar)
    }

    /// The calendar's (arithmetic) year, or `nil` when the mode has none.
    public var year: Int? { mode.includes(.year) ? fields.year : nil }

    /// The month code, or `nil` when the mode has no month.
    public var monthCode: MonthCode? {
        guard mode.includes(.month) else { return nil }
        if mode.includes(.year) { return calendar.rules.monthCode(year: fields.year, month: fields.month) }
        return CalendarMonthList.of(calendar).code(at: fields.month)
    }

    /// The day of the month, or `nil` when the mode has none.
    public var day: Int? { self[.day] }

    /// The value of `field` (the month as described for `fields`), or `nil` when the mode
    /// lacks it.
    public subscript(field: DateField) -> Int? {
        mode.includes(field) ? fields[field] : nil
    }

    /// The ISO date, for the date modes.
    public var isoDate: CalendarDate? {
        guard mode.includes(.year) && mode.includes(.day) else { return nil }
        return GregorianRules.date(fromDayNumber: dayNumber)
    }

    /// The same day and time as a Gregorian value of the mode (``DateSelection``,
    /// ``DateTimeSelection``…), for the modes with a year, month and day; `nil` for the others,
    /// whose values are periods of the calendar with no Gregorian equivalent in their mode.
    public var isoValue: (any SelectionValue)? {
        guard let date = isoDate else { return nil }
        var iso = fields
        (iso.year, iso.month, iso.day) = (date.year, date.month, date.day)
        return Selection(fields: iso, mode: mode).gregorianValue
    }

    /// The day number of the date (modes with year, month and day only).
    var dayNumber: Int {
        calendar.rules.dayNumber(year: fields.year, month: fields.month, day: fields.day)
    }

    /// The annotation, `[u-ca=NAME]`.
    var annotation: String { "[u-ca=\(calendar.rawValue)]" }

    /// The canonical string, such as `"1987-07-26[u-ca=chinese]"` or `"1987-M06L[u-ca=chinese]"`.
    public var description: String {
        var text: String
        switch mode {
        case .year:
            text = Self.yearText(fields.year)
        case .yearMonth:
            text = Self.yearText(fields.year) + "-" + monthCode!.description
        case .date, .dateHour, .dateHourMinute, .dateTime:
            var iso = fields
            let date = isoDate!
            (iso.year, iso.month, iso.day) = (date.year, date.month, date.day)
            text = iso.canonical(for: mode)
        case .monthDay, .monthDayHourMinute:
            var rest = fields
            rest.month = 1
            // "01-15 20:00" with the month written as its code.
            text = monthCode!.description + String(rest.canonical(for: mode).dropFirst(2))
        case .hourMinute, .time, .minuteSecond:
            text = fields.canonical(for: mode)
        }
        return text + annotation
    }

    /// A calendar year as written: at least four digits, `-` before a negative one.
    package static func yearText(_ year: Int) -> String {
        let digits = String(year.magnitude)
        return (year < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
