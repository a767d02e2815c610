/// Ranges of a calendar's values (`1394-M01[u-ca=persian]/present`), written by ICU's interval
/// format in that calendar: a year or year-month is written as its first day, which ICU
/// shows as the calendar's year or month. A month and its leap month (`2020-M04/2020-M04L` in
/// the Chinese calendar), which ICU's interval format takes for one month, are written as two
/// whole dates around the locale's range connector.
extension RangeFormatter {
    /// `range` (of the labeler's calendar) in the locale's interval format.
    ///
    /// - Throws: ``LocalizationError/picker(_:)`` with ``PickerError/calendarMismatch(role:expected:actual:)``
    ///   for a range of another calendar; ``LocalizationError/beforeGregorianReform(calendar:values:)``
    ///   for a Buddhist, Japanese or ROC day before 1582-10-15.
    func calendarString(for range: SelectionRange) throws(LocalizationError) -> String {
        let calendar = range.calendar
        guard calendar == labeler.calendar else {
            throw .picker(.calendarMismatch(role: "range", expected: labeler.calendar, actual: calendar))
        }
        // ICU writes each end from a day it reads as PickerKit reads the end's (the day itself
        // but where ICU 72 starts a year or month on another day: Hebrew 5807, Chinese 2027).
        let startDay = Self.dayNumber(range.start, calendar: calendar)
        let endDay =
            range.isOpen ? startDay + Self.probeDays(mode: mode) : Self.dayNumber(range.end, calendar: calendar)
        if calendar.hasGregorianMonths {
            // ICU's Buddhist, Japanese and ROC calendars keep a Julian part before the reform.
            let reform = CalendarDate(year: 1582, month: 10, day: 15).dayNumber
            for (value, day) in [(range.start, startDay), (range.end, endDay)] where !value.isPresent && day < reform {
                throw .beforeGregorianReform(calendar: calendar, values: value)
            }
        }
        let first = try labeler.finder.icuStandIn(for: startDay)
        let last = range.isOpen ? first + Self.probeDays(mode: mode) : try labeler.finder.icuStandIn(for: endDay)
        let endMillis = Self.millis(dayNumber: last, time: range.isOpen ? range.start : range.end)
        if let endCode = range.end.monthCode, let startCode = range.start.monthCode, endCode != startCode,
            endCode.number == startCode.number, range.start[.year] == range.end[.year]
        {
            // A month and its leap month (四月, 闰四月): ICU's interval format compares the
            // month number only and would write one month. Both dates are written in full, as
            // for a difference in the year, the end as the display pattern writes it alone.
            let probe = Self.millis(dayNumber: first + Self.probeDays(mode: mode), time: range.end)
            let probeDay = startDay + Self.probeDays(mode: mode)
            if let endText = alone(dayNumber: endDay, time: range.end) {
                return try icuString(
                    fromMillis: Self.millis(dayNumber: first, time: range.start), toMillis: probe, open: true,
                    endAlone: { alone(dayNumber: probeDay, time: range.end) }, replacingEndWith: endText)
            }
        }
        return try icuString(
            fromMillis: Self.millis(dayNumber: first, time: range.start), toMillis: endMillis, open: range.isOpen,
            endAlone: { alone(dayNumber: endDay, time: range.isOpen ? range.start : range.end) })
    }

    /// The day `dayNumber` at `time`'s time of day as the display pattern writes it alone.
    func alone(dayNumber: Int, time: Selection) -> String? {
        let fields = time.storage
        return try? labeler.displayString(
            isoDate: CalendarDate(dayNumber: dayNumber), hour: fields.hour, minute: fields.minute,
            second: fields.second)
    }

    /// Days from the start of an open range to a probe end in a later year (modes with a
    /// year) or month (month-day modes), so that ICU writes both dates in full.
    static func probeDays(mode: SelectionMode) -> Int {
        // A year has at most 385 days, a month at most 30.
        mode.includes(.year) ? 400 : 40
    }

    /// The day a calendar value names: its own day, or the first day of its year or month.
    ///
    /// A month-day is taken in the latest year from the one of 2020-01-01 back that has its month (a leap month
    /// too); the year is not written.
    static func dayNumber(_ value: Selection, calendar: CalendarKind) -> Int {
        let rules = calendar.rules
        let fields = value.storage
        let mode = value.mode ?? .date
        let day = mode.includes(.day) ? fields.day : 1
        guard mode.includes(.year) else {
            let code = CalendarMonthList.of(calendar).code(at: fields.month)
            let reference = CalendarDate(year: 2020, month: 1, day: 1).dayNumber
            var year = rules.fields(dayNumber: reference).year
            while year > rules.years.lowerBound, rules.month(year: year, code: code) == nil { year -= 1 }
            return rules.dayNumber(year: year, month: rules.month(year: year, code: code) ?? 1, day: day)
        }
        return rules.dayNumber(year: fields.year, month: mode.includes(.month) ? fields.month : 1, day: day)
    }

    /// Milliseconds since 1970-01-01T00:00Z of `dayNumber` at the time of `time`'s fields.
    static func millis(dayNumber: Int, time: Selection) -> Double {
        let fields = time.storage
        return Double(dayNumber - PickerValues.unixEpochDay) * 86_400_000
            + Double(fields.hour * 3_600 + fields.minute * 60 + fields.second) * 1_000
    }
}
