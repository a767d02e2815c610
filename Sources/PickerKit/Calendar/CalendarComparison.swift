/// Checks a calendar's rules against ICU's calendar of the same name, day by day.
///
/// For every day in the range it reads ICU's era, year, month and day (`ucal_setMillis` on a
/// calendar opened with `@calendar=NAME`; Gregorian made proleptic), maps ICU's numbering to
/// Temporal's (see ``CalendarKind/fields(fromICU:rules:)``) and compares with
/// ``CalendarRules/fields(dayNumber:)``. Months and years that lie wholly in the range are
/// also compared by length (days in month, months in year) as ICU walks through them.
///
/// ```swift
/// let comparison = try CalendarComparison(kind: .hebrew, isoYears: 1900...2100)
/// let summary = try comparison.run { print($0) }
/// // hebrew 2045-09-22...: … ; summary.mismatchCount > 0 (ICU's 5806)
/// ```
package struct CalendarComparison: Sendable {
    /// The calendar compared.
    package let kind: CalendarKind
    /// The ISO day numbers compared: the requested years clipped to the calendar's range.
    package let days: ClosedRange<Int>
    private let rules: any CalendarRules

    /// Creates a comparison of `kind` over the ISO years `isoYears` (clipped to the range the
    /// calendar is defined for here).
    ///
    /// - Throws: ``ParseError`` when the years do not overlap the calendar's range.
    package init(kind: CalendarKind, isoYears: ClosedRange<Int>) throws(ParseError) {
        let rules = kind.rules
        let first = CalendarArithmetic.isoDayNumber(year: isoYears.lowerBound, month: 1, day: 1)
        let last = CalendarArithmetic.isoDayNumber(year: isoYears.upperBound, month: 12, day: 31)
        let lower = max(first, rules.dayNumbers.lowerBound)
        let upper = min(last, rules.dayNumbers.upperBound)
        guard lower <= upper else {
            throw ParseError(
                kind: .outsideCalendar, offset: 0, input: "\(isoYears.lowerBound)...\(isoYears.upperBound)",
                message: "outside the \(kind.rawValue) calendar's range \(kind.isoRangeText(rules))")
        }
        self.kind = kind
        self.rules = rules
        days = lower...upper
    }

    /// Runs the comparison, reporting each mismatch as it is found, in date order.
    ///
    /// `shouldStop` is asked every 4,096 days; when it returns `true` the run ends there and
    /// returns the summary of the days checked so far (a reader that went away).
    ///
    /// - Complexity: O(days); about one ICU field computation per day.
    package func run(
        reporting report: (CalendarMismatch) -> Void, stoppingWhen shouldStop: () -> Bool = { false }
    ) throws(ICUError) -> CalendarComparisonSummary {
        let reader = try openReader()
        return try compare(reporting: report, stoppingWhen: shouldStop) { dayNumber throws(ICUError) in
            try reader.day(dayNumber)
        }
    }

    /// ICU's calendar of this kind, checked to be the one asked for.
    func openReader() throws(ICUError) -> ReferenceCalendarReader {
        let reader = try ReferenceCalendarReader(icuName: kind.icuName)
        guard reader.typeName == kind.icuName else {
            // U_UNSUPPORTED_ERROR: ICU fell back to another calendar instead of opening this one.
            throw ICUError(code: 16, operation: "ucal_open(@calendar=\(kind.icuName)) gave \(reader.typeName)")
        }
        return reader
    }

    /// The comparison of ``run(reporting:stoppingWhen:)`` with ICU's fields of each day from
    /// `icuDay` (asked once per day, in order).
    func compare<Failure: Error>(
        reporting report: (CalendarMismatch) -> Void, stoppingWhen shouldStop: () -> Bool,
        icuDay: (Int) throws(Failure) -> ReferenceCalendarDay
    ) throws(Failure) -> CalendarComparisonSummary {
        var summary = CalendarComparisonSummary(
            kind: kind, days: days, daysChecked: 0, dayMismatches: 0, monthLengthMismatches: 0,
            monthsInYearMismatches: 0)
        var run: CalendarMismatch.DayRun?
        var month = MonthWalk()
        var year = YearWalk()

        for dayNumber in days {
            if (dayNumber - days.lowerBound) & 4095 == 4095, shouldStop() { return summary }
            let ours = rules.fields(dayNumber: dayNumber)
            let theirs = kind.fields(fromICU: try icuDay(dayNumber), rules: rules)
            summary.daysChecked += 1
            if ours != theirs {
                summary.dayMismatches += 1
                if var open = run {
                    open.last = GregorianRules.date(fromDayNumber: dayNumber)
                    open.count += 1
                    run = open
                } else {
                    let date = GregorianRules.date(fromDayNumber: dayNumber)
                    run = CalendarMismatch.DayRun(
                        kind: kind, first: date, last: date, count: 1, firstRules: ours, firstICU: theirs)
                }
            } else if let open = run {
                report(.dayRun(open))
                run = nil
            }
            // Month and year structure as ICU walks it; a change closes the previous one.
            if theirs.year != month.year || theirs.monthCode != month.code {
                if month.complete, let mismatch = monthLengthMismatch(month, rules: rules) {
                    summary.monthLengthMismatches += 1
                    report(mismatch)
                }
                if theirs.year != year.year {
                    if year.complete, rules.years.contains(year.year), rules.monthsInYear(year.year) != year.months {
                        summary.monthsInYearMismatches += 1
                        report(
                            .monthsInYear(
                                kind: kind, year: year.year, rules: rules.monthsInYear(year.year), icu: year.months))
                    }
                    year = YearWalk(
                        year: theirs.year, months: 0,
                        complete: theirs.monthCode.number == 1 && !theirs.monthCode.isLeap && theirs.day == 1)
                }
                year.months += 1
                month = MonthWalk(year: theirs.year, code: theirs.monthCode, days: 0, complete: theirs.day == 1)
            }
            month.days += 1
        }
        if let open = run {
            report(.dayRun(open))
        }
        return summary
    }

    private func monthLengthMismatch(_ month: MonthWalk, rules: any CalendarRules) -> CalendarMismatch? {
        guard rules.years.contains(month.year) else { return nil }
        let rulesLength = rules.month(year: month.year, code: month.code).map {
            rules.daysInMonth(year: month.year, month: $0)
        }
        guard rulesLength != month.days else { return nil }
        return .monthLength(kind: kind, year: month.year, code: month.code, rules: rulesLength, icu: month.days)
    }
}

/// The ICU month being walked: its year and code, days seen, whether it began in the range.
private struct MonthWalk {
    var year = Int.min
    var code = MonthCode(number: 0)
    var days = 0
    var complete = false
}

/// The ICU year being walked: months seen, whether it began (month 1, day 1) in the range.
private struct YearWalk {
    var year = Int.min
    var months = 0
    var complete = false
}
