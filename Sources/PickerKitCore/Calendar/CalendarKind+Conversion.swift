extension CalendarKind {
    /// The fields of the ISO date `date` in this calendar, checked.
    ///
    /// ```swift
    /// try CalendarKind.persian.fields(of: CalendarDate(year: 2019, month: 8, day: 20))
    /// // 1398-M05-29
    /// ```
    /// - Throws: ``ParseError`` when `date` is not a valid ISO date of years 1...9999, when
    ///   it lies outside the calendar's range.
    public func fields(of date: CalendarDate) throws(ParseError) -> CalendarFields {
        let rules = self.rules
        guard date.isValid else {
            throw ParseError(
                kind: .malformed, offset: 0, input: date.description,
                message: "not a date of the proleptic Gregorian calendar of years 1...9999")
        }
        let dayNumber = GregorianRules.dayNumber(of: date)
        guard rules.dayNumbers.contains(dayNumber) else {
            throw ParseError(
                kind: .outsideCalendar, offset: 0, input: date.description,
                message: "outside the \(rawValue) calendar's range \(isoRangeText(rules))")
        }
        return rules.fields(dayNumber: dayNumber)
    }

    /// The ISO date of `year`-`monthCode`-`day` in this calendar, checked; never rolled over.
    ///
    /// ```swift
    /// try CalendarKind.hebrew.isoDate(year: 5784, monthCode: MonthCode("M05L")!, day: 1)
    /// // 2024-02-10
    /// ```
    /// - Parameter input: the text the values were read from, for error messages (positions
    ///   then point into it as written `YEAR-MONTHCODE-DAY`).
    /// - Throws: ``ParseError`` naming the month the year lacks, the day past the month's
    ///   end, or the range the date falls outside.
    public func isoDate(year: Int, monthCode: MonthCode, day: Int, input: String? = nil) throws(ParseError)
        -> CalendarDate
    {
        let text = input ?? "\(year)-\(monthCode)-\(day < 10 ? "0" : "")\(day)"
        return try resolve(year: year, code: monthCode, day: day, input: text, monthPosition: 0, dayPosition: 0)
    }

    /// Parses a calendar date written `YEAR-MONTHCODE-DAY` (`5784-M05L-01`, `-0283-M13-05`)
    /// and returns its ISO date; errors name the position of the faulty part.
    ///
    /// The year is an optional `-` and 1 to 6 digits, the month code as ``MonthCode``
    /// parses it, the day two digits.
    public func isoDate(parsing text: String) throws(ParseError) -> CalendarDate {
        let bytes = Array(text.utf8)
        var index = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { index = 1 }
        let yearStart = index
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        guard index > yearStart, index - yearStart <= 6 else {
            throw ParseError(
                kind: .malformed, offset: yearStart, input: text,
                message: "expected a year of 1 to 6 digits, written YEAR-MONTHCODE-DAY such as 5784-M05L-01")
        }
        var year = 0
        for byte in bytes[yearStart..<index] { year = year * 10 + Int(byte - 0x30) }
        if negative { year = -year }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "-") else {
            throw ParseError(
                kind: .malformed, offset: index, input: text, message: "expected \"-\" after the year")
        }
        index += 1
        let monthStart = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "-") { index += 1 }
        guard let code = MonthCode(String(decoding: bytes[monthStart..<index], as: UTF8.self)) else {
            throw ParseError(
                kind: .malformed, offset: monthStart, input: text,
                message: "expected a month code M01…M13 or a leap month such as M05L")
        }
        guard index < bytes.count else {
            throw ParseError(
                kind: .malformed, offset: index, input: text, message: "expected \"-\" and a day")
        }
        index += 1
        let dayStart = index
        guard bytes.count - dayStart == 2, bytes[dayStart...].allSatisfy({ (0x30...0x39).contains($0) }) else {
            throw ParseError(
                kind: .malformed, offset: dayStart, input: text, message: "expected a day of two digits")
        }
        let day = Int(bytes[dayStart] - 0x30) * 10 + Int(bytes[dayStart + 1] - 0x30)
        return try resolve(
            year: year, code: code, day: day, input: text, monthPosition: monthStart, dayPosition: dayStart)
    }

    /// Checks `year`-`code`-`day` against the rules and returns its ISO date.
    private func resolve(year: Int, code: MonthCode, day: Int, input text: String, monthPosition: Int, dayPosition: Int)
        throws(ParseError) -> CalendarDate
    {
        let rules = self.rules
        guard rules.years.contains(year) else {
            throw ParseError(
                kind: .outsideCalendar, offset: 0, input: text,
                message: "year \(year) is outside the \(rawValue) calendar's years \(rules.years)"
                    + " (ISO \(isoRangeText(rules)))")
        }
        guard let month = rules.month(year: year, code: code) else {
            throw ParseError(
                kind: .monthNotInYear, offset: monthPosition, input: text,
                message: missingMonthMessage(rules, year: year, code: code))
        }
        let length = rules.daysInMonth(year: year, month: month)
        guard day >= 1, day <= length else {
            throw ParseError(
                kind: .dayOutOfRange, offset: dayPosition, input: text,
                message: "day \(day) is past the end of \(code) in \(rawValue) year \(year), which has \(length) days")
        }
        let dayNumber = rules.dayNumber(year: year, month: month, day: day)
        guard rules.dayNumbers.contains(dayNumber) else {
            throw ParseError(
                kind: .outsideCalendar, offset: 0, input: text,
                message: "outside the \(rawValue) calendar's range \(isoRangeText(rules))")
        }
        return GregorianRules.date(fromDayNumber: dayNumber)
    }

    /// The calendar's range as ISO dates, `"0001-01-01…9999-12-31"`.
    package func isoRangeText(_ rules: any CalendarRules) -> String {
        let first = GregorianRules.date(fromDayNumber: rules.dayNumbers.lowerBound)
        let last = GregorianRules.date(fromDayNumber: rules.dayNumbers.upperBound)
        return "\(first)…\(last)"
    }

    func missingMonthMessage(_ rules: any CalendarRules, year: Int, code: MonthCode) -> String {
        let base = "month \(code) does not exist in \(rawValue) year \(year)"
        let months = rules.monthsInYear(year)
        if code.isLeap {
            if self == .hebrew, code.number == 5 {
                return base + ": not a leap year (Adar I exists only in 13-month years)"
            }
            return base + ": the year has no leap month \(code)"
        }
        // A leap month takes a place: a 13-month year can lack M13, so name its months.
        guard code.number <= months else { return base + ": the year has \(months) months" }
        return base + ": the year's \(months) months are " + monthCodeList(rules, year: year)
    }

    /// The month codes of `year` in order, consecutive plain codes as a range:
    /// `M01…M05, M05L, M06…M12` (hebrew leap year), `M01…M13` (coptic).
    func monthCodeList(_ rules: any CalendarRules, year: Int) -> String {
        var parts: [String] = []
        var runStart: MonthCode?
        var runEnd: MonthCode?
        func closeRun() {
            guard let first = runStart, let last = runEnd else { return }
            switch last.number - first.number {
            case 0: parts.append("\(first)")
            case 1: parts.append("\(first), \(last)")
            default: parts.append("\(first)…\(last)")
            }
            runStart = nil
            runEnd = nil
        }
        for month in 1...max(1, rules.monthsInYear(year)) {
            let code = rules.monthCode(year: year, month: month)
            if code.isLeap {
                closeRun()
                parts.append("\(code)")
            } else {
                if runStart == nil { runStart = code }
                runEnd = code
            }
        }
        closeRun()
        return parts.joined(separator: ", ")
    }
}

extension CalendarKind {
    /// Whether the calendar's months are the Gregorian months, only its years numbered
    /// differently (buddhist, roc, japanese): an ISO year-month names one of its months.
    package var hasGregorianMonths: Bool {
        switch self {
        case .buddhist, .roc, .japanese: true
        default: false
        }
    }
}
