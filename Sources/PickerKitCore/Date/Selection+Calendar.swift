extension Selection {
    /// Parses a value of `mode` in `calendar`: a string without an annotation is read as if it
    /// ended in `calendar`'s (`5784` is a Hebrew year in `.hebrew`, `2019-08-20` the ISO day);
    /// an annotated one must name `calendar`, or be a Gregorian date, read as the same day.
    ///
    /// | mode | canonical string |
    /// |---|---|
    /// | `date` … `date-time` | `1987-07-26[u-ca=chinese]`, `2019-08-20 14:30[u-ca=hebrew]` (the ISO date) |
    /// | `year` | `5784[u-ca=hebrew]`, `1987[u-ca=chinese]` (the calendar's arithmetic year) |
    /// | `year-month` | `1987-M06L[u-ca=chinese]` (year and month code) |
    /// | `month-day`, `month-day-hour-minute` | `M06L-01[u-ca=chinese]`, `M08-15 20:00[u-ca=chinese]` |
    ///
    /// Years are written with at least four digits and a `-` when negative (`-0283`). Date
    /// modes also read the calendar's own date `1987-M06L-01[u-ca=chinese]` and write it back as
    /// the ISO date. Time modes have no calendar.
    ///
    /// In `.gregorian` the string is read as ISO 8601, Gregorian by definition and written
    /// without an annotation (RFC 9557's default calendar).
    ///
    /// A date written in the Gregorian calendar, `2019-08-20[u-ca=gregory]`, names a day of every calendar and is read as that day (`2019-08-20[u-ca=hebrew]`, which
    /// is 19 Av 5779). A Gregorian year, year-month or month-day is refused: it is another
    /// period than any of the calendar's (a Hebrew year runs from autumn to autumn).
    ///
    /// ```swift
    /// let day = try Selection("1987-M06L-01", mode: .date, in: .chinese)
    /// let text = day.description      // → "1987-07-26[u-ca=chinese]"
    /// let code = day.monthCode        // → M06L
    /// ```
    ///
    /// - Throws: ``ParseError`` with the UTF-8 offset of the first problem (the same errors as
    ///   ``init(_:mode:)-(String,_)``); an annotation naming another calendar is refused at its offset, a
    ///   Gregorian date outside `calendar`'s range with `outsideCalendar`.
    public init(_ string: String, mode: SelectionMode, in calendar: CalendarKind) throws(ParseError) {
        guard !calendar.isISO else {
            self = try Selection(string, mode: mode)
            return
        }
        guard let open = string.utf8.firstIndex(of: UInt8(ascii: "[")) else {
            // Read as if it ended in the calendar's annotation: `5784` is a Hebrew year in `.hebrew`.
            self = try Selection.annotated(string + "[u-ca=\(calendar.rawValue)]", mode: mode)
            return
        }
        let annotationOffset = string.utf8.distance(from: string.utf8.startIndex, to: open)
        let selection = try Selection(string, mode: mode)
        if selection.calendar.isISO, !selection.isPresent {
            self = try Self.day(selection, in: calendar, annotationOffset: annotationOffset)
            return
        }
        guard selection.calendar == calendar else {
            throw ParseError(
                kind: .badAnnotation, offset: annotationOffset, mode: mode,
                message: "the annotation names \(selection.calendar.rawValue) but the calendar is \(calendar.rawValue)")
        }
        self = selection
    }

    /// Parses `string`, which must end in a calendar annotation.
    private static func annotated(_ string: String, mode: SelectionMode) throws(ParseError) -> Selection {
        let selection = try Selection(string, mode: mode)
        guard !selection.calendar.isISO else {
            throw ParseError(
                kind: .badAnnotation, offset: string.utf8.count, mode: selection.mode,
                message: "expected a calendar annotation such as [u-ca=chinese] at the end")
        }
        return selection
    }

    /// The Gregorian date `value` as the same day of `calendar`.
    private static func day(_ value: Selection, in calendar: CalendarKind, annotationOffset: Int)
        throws(ParseError) -> Selection
    {
        let mode = value.mode!
        guard mode.includes(.year), mode.includes(.day) else {
            throw ParseError(
                kind: .badAnnotation, offset: annotationOffset, mode: mode,
                message:
                    "a Gregorian \(mode) is no \(mode) of the \(calendar.rawValue) calendar (their periods differ): "
                    + "write it in the \(calendar.rawValue) calendar, or give a date")
        }
        let fields = value.storage
        let dayNumber = CalendarDate(year: fields.year, month: fields.month, day: fields.day).dayNumber
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
        return Selection(_unchecked: converted, mode: mode, calendar: calendar)
    }

    /// The month code (`M01`…`M12`, leap months such as `M06L`), or `nil` when the mode has no
    /// month.
    public var monthCode: MonthCode? {
        guard let mode, mode.includes(.month) else { return nil }
        let rules = calendar.rules
        return mode.includes(.year)
            ? rules.monthCode(year: storage.year, month: storage.month) : rules.yearlessMonthCode(at: storage.month)
    }

    /// The ISO (proleptic Gregorian) date, for the modes with a year, month and day.
    public var isoDate: CalendarDate? {
        guard let mode, mode.includes(.year), mode.includes(.day) else { return nil }
        return calendar.rules.isoDate(year: storage.year, month: storage.month, day: storage.day)
    }

    /// The same value in the Gregorian calendar: itself for a Gregorian value; for a calendar
    /// value of a mode with a year, month and day, the same day and time
    /// (`1987-07-26[u-ca=chinese]` gives `1987-07-26`); `nil` for ``present`` and for calendar
    /// years, year-months and month-days (`5784[u-ca=hebrew]`, `1987-M06L[u-ca=chinese]`),
    /// periods of their calendar that no Gregorian value of their mode names.
    ///
    /// A Gregorian value of any mode is its own (ISO is Gregorian): only a calendar's period
    /// can lack a twin.
    public var inGregorian: Selection? {
        guard let mode else { return nil }
        if calendar.isISO { return self }
        guard let date = isoDate else { return nil }
        var iso = storage
        (iso.year, iso.month, iso.day) = (date.year, date.month, date.day)
        return Selection(_unchecked: iso, mode: mode)
    }

    /// The day number of the date (calendar values of modes with year, month and day only).
    var dayNumber: Int {
        calendar.rules.dayNumber(year: storage.year, month: storage.month, day: storage.day)
    }

    /// The canonical string of a calendar value in `mode`, annotation included.
    @usableFromInline
    func calendarDescription(_ mode: SelectionMode) -> String {
        var text: String
        switch mode {
        case .year:
            text = Self.yearText(storage.year)
        case .yearMonth:
            text = Self.yearText(storage.year) + "-" + monthCode!.description
        case .date, .dateHour, .dateHourMinute, .dateTime:
            text = inGregorian!.storage.canonical(for: mode)
        case .monthDay, .monthDayHourMinute:
            var rest = storage
            rest.month = 1
            // "01-15 20:00" with the month written as its code.
            text = monthCode!.description + String(rest.canonical(for: mode).dropFirst(2))
        case .hourMinute, .time, .minuteSecond:
            text = storage.canonical(for: mode)
        }
        return text + "[u-ca=\(calendar.rawValue)]"
    }

    /// A calendar's year as written in canonical strings: at least four digits, `-` before
    /// negative years (`-0283`).
    package static func yearText(_ year: Int) -> String {
        let digits = String(year.magnitude)
        return (year < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
