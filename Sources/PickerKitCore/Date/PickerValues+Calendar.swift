extension PickerValues {
    /// The years values can have: 1...9999.
    package static var years: ClosedRange<Int> { CalendarKind.gregorian.rules.years }

    /// The number of months in the values' year: 12 in Gregorian; in another calendar the
    /// year's months (12 or 13), or the calendar's month list in modes without a year.
    package var monthsInYear: Int {
        let rules = calendar.rules
        return mode.includes(.year) ? rules.monthsInYear(year) : rules.yearlessMonthCount
    }

    /// The years these values can have: 1...9999, or the calendar's years.
    package var yearRange: ClosedRange<Int> {
        calendar.rules.years
    }

    /// The number of days in the values' month, such as 29 for February 2000 (the default
    /// year, so February 29 exists in modes without a year).
    ///
    /// - Precondition: the month is within `1...monthsInYear`.
    package var daysInMonth: Int {
        let rules = calendar.rules
        return mode.includes(.year)
            ? rules.daysInMonth(year: year, month: month) : rules.largestDays(inYearlessMonth: month)
    }

    /// The values `field` can take given the larger fields, such as `1...29` for the day of
    /// February 2020 or `0...23` for the hour.
    ///
    /// - Precondition: for `.day`, the month is within `1...monthsInYear`.
    package func range(of field: DateField) -> ClosedRange<Int> {
        switch field {
        case .year: yearRange
        case .month: 1...monthsInYear
        case .day: 1...daysInMonth
        case .hour: 0...23
        case .minute, .second: 0...59
        case .dayPeriod: 0...1
        case .week, .quarter: field.range
        }
    }

    /// Whether every field of the mode is inside its range (years 1...9999, months of the
    /// year, days of the month, a time of day).
    package var isValid: Bool {
        // Gregorian values: the strict parser's checks (the same ranges: years 1...9999, the
        // month's days, February 29 without a year), straight-line over the mode's field
        // indexes, with no calendar rules or field list read (147 instructions to 63 in a
        // display string's check, counted by callgrind).
        if calendar.isISO { return fields.isValid(for: mode) }
        for field in mode.fields where !range(of: field).contains(self[field]) {
            return false
        }
        // Whole-year ranges (the Gregorian family) need no day check: asked inline, before
        // the out-of-line one.
        return calendar.rules.yearsLieWhollyInRange || isInsideCalendarRange
    }

    /// Whether the fields of `other` (a labeler's mode) are inside their ranges, read from
    /// these values (fields these values lack at their defaults).
    package func isValid(forFieldsOf other: SelectionMode) -> Bool {
        for field in other.fields where !range(of: field).contains(self[field]) {
            return false
        }
        return true
    }

    /// Whether all six fields (the mode's and the context ones) make a real date and time.
    var allFieldsValid: Bool {
        converted(to: .dateTime).isValid
    }

    /// The last second of `year` (for Gregorian years, December 31 at 23:59:59), in `mode`.
    package static func last(ofYear year: Int, mode: SelectionMode = .dateTime) -> PickerValues {
        var values = PickerValues(year: year, hour: 23, minute: 59, second: 59)
        values.month = values.monthsInYear
        values.day = values.daysInMonth
        return values.converted(to: mode)
    }

    /// The largest value `field` can take in any year and month, such as 31 for the day.
    package static func largestValue(of field: DateField) -> Int {
        switch field {
        case .year: years.upperBound
        case .month: 12
        case .day: 31
        case .hour: 23
        case .minute, .second: 59
        case .dayPeriod: 1
        case .week, .quarter: field.range.upperBound
        }
    }

    /// The day of the week of the date part.
    ///
    /// - Precondition: the year, month and day make a valid date.
    package var weekday: Weekday {
        calendarDate.weekday
    }

    /// The date part, as an ISO date (converted from the calendar's fields in a calendar
    /// with a year).
    package var calendarDate: CalendarDate {
        guard mode.includes(.year) else { return CalendarDate(year: year, month: month, day: day) }
        return calendar.rules.isoDate(year: year, month: month, day: day)
    }

    /// Milliseconds since 1970-01-01T00:00Z of all six fields, by calendar arithmetic.
    package var millis: Double {
        let days = calendarDate.dayNumber - Self.unixEpochDay
        return Double(days) * 86_400_000 + Double(hour * 3_600 + minute * 60 + second) * 1_000
    }

    /// The values (all six fields) at `millis` since 1970-01-01T00:00Z, or `nil` outside
    /// years 1...9999.
    package init?(millis: Double) {
        guard millis.isFinite else { return nil }
        let seconds = Int((millis / 1_000).rounded(.down))
        var days = seconds / 86_400
        var rest = seconds % 86_400
        if rest < 0 {
            rest += 86_400
            days -= 1
        }
        let dayNumber = days + Self.unixEpochDay
        guard dayNumber >= 0 else { return nil }
        let date = CalendarDate(dayNumber: dayNumber)
        guard Self.years.contains(date.year) else { return nil }
        self.init(
            year: date.year, month: date.month, day: date.day, hour: rest / 3_600, minute: rest / 60 % 60,
            second: rest % 60)
    }

    /// The day number of 1970-01-01 counted from 0001-01-01.
    package static let unixEpochDay = 719_162
}
