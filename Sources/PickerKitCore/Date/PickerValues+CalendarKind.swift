extension PickerValues {
    /// The month code of the month field (calendar values; Gregorian months are `M01`…`M12`).
    package var monthCode: MonthCode {
        let rules = calendar.rules
        return mode.includes(.year) ? rules.monthCode(year: year, month: month) : rules.yearlessMonthCode(at: month)
    }

    /// Whether the values lie in the range the calendar is defined for (some day of a
    /// year-month; the day itself for dates).
    var isInsideCalendarRange: Bool {
        let rules = calendar.rules
        guard !rules.yearsLieWhollyInRange, mode.includes(.year), mode.includes(.month) else { return true }
        let first = rules.dayNumber(year: year, month: month, day: mode.includes(.day) ? day : 1)
        let last = mode.includes(.day) ? first : first + daysInMonth - 1
        return last >= rules.dayNumbers.lowerBound && first <= rules.dayNumbers.upperBound
    }

    /// The selection of calendar values.
    var calendarSelection: Selection {
        get throws(ParseError) {
            guard isValid else {
                throw ParseError(
                    kind: isInsideCalendarRange ? .dayOutOfRange : .outsideCalendar, offset: 0, mode: mode,
                    message: "\(description) is not a valid \(mode) value in the \(calendar.rawValue) calendar")
            }
            return Selection(_unchecked: fields.keeping(mode), mode: mode, calendar: calendar)
        }
    }

    /// Whether the month is one of the calendar's: an ordinal of the year's months (the year one
    /// of the calendar's) in a mode with a year, a place in the calendar's month list without.
    var hasCalendarMonth: Bool {
        let rules = calendar.rules
        guard mode.includes(.year) else { return (1...rules.yearlessMonthCount).contains(month) }
        return rules.years.contains(year) && (1...rules.monthsInYear(year)).contains(month)
    }

    /// Whether the month is one of the calendar's (``hasCalendarMonth``) and the day, in a mode
    /// with days, one of that month's.
    var hasCalendarMonthAndDay: Bool {
        hasCalendarMonth && (!mode.includes(.day) || (1...daysInMonth).contains(day))
    }

    /// Values of a calendar converted between modes with and without a year: the month code
    /// is kept (a code the target year lacks becomes the month of the same number).
    func convertedInCalendar(to target: SelectionMode) -> PickerValues {
        let code = monthCode
        var result = PickerValues(
            mode: target, calendar: calendar, year: year, month: 1, day: day, hour: hour, minute: minute,
            second: second)
        if target.includes(.year) {
            let rules = calendar.rules
            result.month =
                rules.month(year: year, code: code) ?? rules.month(year: year, code: code.fallback(in: calendar)) ?? 1
        } else {
            result.month = CalendarMonthList.of(calendar).position(of: code) ?? 1
        }
        if target.includes(.day) { result.day = min(day, result.daysInMonth) }
        return result
    }

    /// These Gregorian values in `kind`.
    ///
    /// A date is converted day for day; a year or a year-month becomes the calendar's year or
    /// month that holds its first day (`end: .start`, for a minimum or a selection) or its last
    /// day (`end: .end`, for a maximum). Days outside the calendar's range move to its
    /// first or last day.
    ///
    /// - Returns: `nil` for modes without a year (a Gregorian month-day is no day of a
    ///   lunar year) and for values already in another calendar than `kind`.
    package func inCalendar(_ kind: CalendarKind, end: RangeHalf = .start) -> PickerValues? {
        inCalendarMovingIntoRange(kind, end: end)?.values
    }

    /// These values in `kind` (see ``inCalendar(_:end:)``) and, when the day lay outside the
    /// calendar's range and moved to its first or last day, the side it left by: `.minimum`
    /// before the first day, `.maximum` after the last.
    func inCalendarMovingIntoRange(
        _ kind: CalendarKind, end: RangeHalf = .start
    ) -> (values: PickerValues, movedPast: PickerAdjustment.Reason?)? {
        if calendar == kind { return (self, nil) }
        guard calendar.isISO, mode.includes(.year) else { return nil }
        let rules = kind.rules
        let date: CalendarDate
        var time = (hour, minute, second)
        switch (mode.includes(.month), mode.includes(.day), end) {
        case (_, true, _): date = calendarDate
        case (true, false, .start): date = CalendarDate(year: year, month: month, day: 1)
        case (true, false, .end):
            date = CalendarDate(year: year, month: month, day: daysInMonth)
        case (false, _, .start): date = CalendarDate(year: year, month: 1, day: 1)
        case (false, _, .end): date = CalendarDate(year: year, month: 12, day: 31)
        }
        var day = date.dayNumber
        var movedPast: PickerAdjustment.Reason?
        if day < rules.dayNumbers.lowerBound {
            day = rules.dayNumbers.lowerBound
            time = (0, 0, 0)
            movedPast = .minimum
        } else if day > rules.dayNumbers.upperBound {
            day = rules.dayNumbers.upperBound
            time = (23, 59, 59)
            movedPast = .maximum
        }
        let fields = rules.fields(dayNumber: day)
        let values = PickerValues(
            mode: mode, calendar: kind, year: fields.year, month: fields.month, day: fields.day, hour: time.0,
            minute: time.1, second: time.2)
        return (values, movedPast)
    }
}

extension MonthCode {
    /// The month a year without this leap month shows instead: the month of the same number
    /// (`M06L` → `M06`), except Hebrew Adar I (`M05L`), which becomes Adar (`M06`).
    package func fallback(in calendar: CalendarKind) -> MonthCode {
        guard isLeap else { return self }
        return MonthCode(number: calendar == .hebrew && number == 5 ? 6 : number)
    }
}
