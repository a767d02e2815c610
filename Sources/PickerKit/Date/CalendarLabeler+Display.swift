extension CalendarLabeler {
    /// The longest display string read back, in UTF-8 bytes (the longest of any locale and mode
    /// is well under 128).
    public static let maximumDisplayStringLength = 256

    /// The value as one display string in the locale's pattern for the mode in the calendar,
    /// such as `"1987丁卯年闰六月初一"` or `"י״ט באב תשע״ט"`.
    ///
    /// Fields the mode lacks are ignored; a mode with a year reads the ordinal `date.month`,
    /// a mode without one reads `date.monthCode` (a month-day value recurs every year).
    /// - Throws: ``LocalizationError/calendar(_:)`` for fields the calendar refuses.
    public func displayString(for date: CalendarFields, hour: Int = 0, minute: Int = 0, second: Int = 0)
        throws(LocalizationError) -> String
    {
        if let dateColumns {
            let hasYear = mode.includes(.year)
            return try dateColumns.displayString(
                for: PickerValues(
                    mode: mode, year: date.year, month: hasYear ? date.month : date.monthCode.number, day: date.day,
                    hour: hour, minute: minute, second: second))
        }
        let context = try displayContext(
            year: date.year, month: date.month, code: date.monthCode, day: date.day,
            seconds: hour * 3_600 + minute * 60 + second)
        return try composedDisplay(context)
    }

    /// The most group texts a labeler keeps for its display strings (a year's text per year:
    /// a list of every day of 0001–9999 would otherwise keep ten thousand).
    static let displayGroupTextLimit = 4_096

    /// ``displayGroups`` written for `context`: each group's text as ICU wrote it the first time
    /// the group showed the same thing (a year and era, a month, a day of the month, a weekday,
    /// a time), so a warm display string is assembled under one lock with no ICU call, its
    /// bytes copied from ``DisplayGroupTexts`` into one buffer.
    func composedDisplay(_ context: Context) throws(LocalizationError) -> String {
        let groups = displayGroups
        // Keys hold the group's index in 5 bits.
        guard groups.count <= DisplayGroupTexts.groupLimit else {
            return try Self.compose(groups, context, finder: finder)
        }
        let warm = displayGroupTexts.withLock { texts -> String? in
            texts.withBytes { bytes in
                DisplayText.make(capacity: groups.count * texts.longest) { output in
                    var cursor = output
                    for index in groups.indices {
                        // A literal group's key is its index (``displayGroupKey(_:at:_:)``).
                        guard let key = Self.displayGroupKey(groups[index].kind, at: index, context) else { continue }
                        guard let location = texts.location(of: key) else { return nil }
                        cursor = DisplayText.copy(bytes + location >> 16, location & 0xFFFF, to: cursor)
                    }
                    return cursor - output
                }
            }
        }
        if let warm { return warm }
        var text = ""
        for index in groups.indices {
            let part = try Self.compose([groups[index]], context, finder: finder)
            text += part
            guard let key = Self.displayGroupKey(groups[index].kind, at: index, context) else { continue }
            displayGroupTexts.withLock { texts in
                if texts.count >= Self.displayGroupTextLimit { texts.removeAll() }
                texts.keep(part, for: key)
            }
        }
        return text
    }

    /// What the text of the display group at `index` depends on, as one key; `nil` for a group
    /// that ``compose(_:_:finder:)`` leaves out for lack of its field.
    ///
    /// A year group's text follows the year and its era, a month group's the month code (and
    /// whether a Hebrew year has 13 months), a day group's the day of the month, a weekday's the
    /// day of the week, a time's the seconds since midnight.
    static func displayGroupKey(_ kind: CalendarPatternGroup.Kind, at index: Int, _ context: Context) -> Int? {
        let what: Int
        switch kind {
        case .year:
            guard let year = context.year else { return nil }
            what = year * 32 + Int(context.era?.rawValue ?? 31)
        case .month:
            guard let code = context.monthCode else { return nil }
            what = code.number * 4 + (code.isLeap ? 2 : 0) + (context.leapYear ? 1 : 0)
        case .day:
            guard let day = context.day else { return nil }
            what = day
        case .weekday:
            let day = context.dayNumber ?? CalendarDayFinder.referenceDay
            what = (day % 7 + 7) % 7
        case .time:
            what = context.seconds
        case .literal:
            what = 0
        }
        return what << 5 | index
    }

    /// The display string of the ISO date `isoDate` (at the time of day) in the calendar.
    ///
    /// ```swift
    /// let labeler = try CalendarLabeler.shared(locale: ResolvedLocale("zh_CN@calendar=chinese"), mode: .date)
    /// try labeler.displayString(isoDate: CalendarDate(year: 1987, month: 7, day: 26))  // "1987丁卯年闰六月初一"
    /// ```
    public func displayString(isoDate: CalendarDate, hour: Int = 0, minute: Int = 0, second: Int = 0)
        throws(LocalizationError) -> String
    {
        if let context = isoDateContext(isoDate, seconds: hour * 3_600 + minute * 60 + second) {
            return try composedDisplay(context)
        }
        let fields: CalendarFields
        do {
            fields = try calendar.fields(of: isoDate)
        } catch {
            throw .calendar(error)
        }
        return try displayString(for: fields, hour: hour, minute: minute, second: second)
    }

    /// What each group of the display string of the ISO date `isoDate` shows, read from the
    /// calendar's fields of its day in one conversion, when the mode has a year, a month and
    /// a day and the day lies in the calendar; else `nil` (``displayString(isoDate:hour:minute:second:)``
    /// then converts and checks the fields as ``displayContext(year:month:code:day:seconds:)``
    /// does, and throws what it finds).
    ///
    /// A day the calendar's rules converted has its year, month and day inside the calendar by
    /// construction, so the checks of ``displayContext(year:month:code:day:seconds:)``, which
    /// would convert the fields back to the same day number, are not repeated; only the year
    /// range is asked.
    private func isoDateContext(_ isoDate: CalendarDate, seconds: Int) -> Context? {
        // A mode's fields are contiguous: one with a year and a day has the month.
        guard dateColumns == nil, mode.includes(.year), mode.includes(.day), isoDate.isValid else { return nil }
        let dayNumber = isoDate.dayNumber
        guard rules.dayNumbers.contains(dayNumber) else { return nil }
        let fields = rules.fields(dayNumber: dayNumber)
        guard rules.years.contains(fields.year) else { return nil }
        var context = Context(seconds: seconds)
        context.year = fields.year
        context.monthCode = fields.monthCode
        context.leapYear = calendar == .hebrew && rules.monthsInYear(fields.year) == 13
        context.day = fields.day
        context.dayNumber = dayNumber
        if calendar == .japanese { context.era = fields.temporalEra }
        return context
    }

    /// Checks the mode's fields and says what each group of a display string shows.
    func displayContext(year: Int, month: Int, code: MonthCode, day: Int, seconds: Int) throws(LocalizationError)
        -> Context
    {
        var context = Context(seconds: seconds)
        let hasYear = mode.includes(.year)
        let hasMonth = mode.includes(.month)
        let hasDay = mode.includes(.day)
        if hasYear {
            context.year = year
            try requireYear(year)
        }
        if hasMonth {
            if hasYear {
                try requireMonth(year: year, month: month)
                context.monthCode = rules.monthCode(year: year, month: month)
                context.leapYear = calendar == .hebrew && rules.monthsInYear(year) == 13
            } else {
                guard longestMonth(code) > 0 else {
                    throw .calendar(
                        ParseError(
                            kind: .monthNotInYear, offset: 0, input: code.description,
                            message: "month \(code) does not exist in any \(calendar.rawValue) year"))
                }
                context.monthCode = code
                // A month without a year: Hebrew Adar I (M05L) in a 13-month year, Adar (M06)
                // as a 12-month year names it.
                context.leapYear = calendar == .hebrew && code.isLeap
            }
        }
        if hasDay {
            if hasYear, hasMonth {
                let length = rules.daysInMonth(year: year, month: month)
                guard day >= 1, day <= length else {
                    throw .calendar(
                        ParseError(
                            kind: .dayOutOfRange, offset: 0, input: "\(year)-\(context.monthCode!)-\(day)",
                            message:
                                "day \(day) is past the end of \(context.monthCode!) in \(calendar.rawValue) year \(year), which has \(length) days"
                        ))
                }
                let dayNumber = rules.dayNumber(year: year, month: month, day: day)
                guard rules.dayNumbers.contains(dayNumber) else {
                    throw .calendar(
                        ParseError(
                            kind: .outsideCalendar, offset: 0, input: "\(year)-\(context.monthCode!)-\(day)",
                            message: "outside the \(calendar.rawValue) calendar's range \(calendar.isoRangeText(rules))"
                        ))
                }
                context.dayNumber = dayNumber
            } else if hasMonth, let code = context.monthCode {
                let length = longestMonth(code)
                guard day >= 1, day <= length else {
                    throw .calendar(
                        ParseError(
                            kind: .dayOutOfRange, offset: 0, input: "\(code)-\(day)",
                            message:
                                "day \(day) is past the end of \(code) in every \(calendar.rawValue) year (at most \(length) days)"
                        ))
                }
            }
            context.day = day
        }
        if hasYear, context.dayNumber == nil {
            // A year-month value: the era of the month's first day. A year value: the era of
            // the year's last day, as its row (``label(_:for:hour:minute:second:)``) has it.
            let day =
                hasMonth
                ? rules.dayNumber(year: year, month: month, day: 1)
                : rules.dayNumber(
                    year: year, month: rules.monthsInYear(year),
                    day: rules.daysInMonth(year: year, month: rules.monthsInYear(year)))
            context.dayNumber = min(max(day, rules.dayNumbers.lowerBound), rules.dayNumbers.upperBound)
        }
        if calendar == .japanese, let dayNumber = context.dayNumber {
            context.era = rules.fields(dayNumber: dayNumber).temporalEra
        }
        return context
    }

    /// The most days the month coded `code` has in any year of the calendar (0 when no year has it).
    public func longestMonth(_ code: MonthCode) -> Int {
        var longest = 0
        for year in rules.years {
            if let month = rules.month(year: year, code: code) {
                longest = max(longest, rules.daysInMonth(year: year, month: month))
                if longest >= 31 { break }
            }
        }
        return longest
    }
}
