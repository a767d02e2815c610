/// Checks ``GregorianRules`` against ICU's Gregorian calendar, month by month and day by day.
///
/// For every month in the range it walks ICU's calendar one day at a time (the real days,
/// not `UCAL_ACTUAL_MAXIMUM`, which claims 31 days for October 1582) and compares the
/// number of days, and for every day the weekday and the day of the year.
///
/// ```swift
/// let comparison = GregorianComparison(years: 1...9999, cutover: .proleptic)
/// let summary = try comparison.run { print($0) }
/// summary.mismatchCount  // 0
/// ```
package struct GregorianComparison: Sendable {
    /// Which ICU Gregorian calendar the rules are compared with.
    package enum Cutover: String, Sendable, CaseIterable {
        /// Gregorian rules for every date (ICU's change date moved to the earliest date).
        case proleptic
        /// ICU's default hybrid: Julian before 1582-10-15, Gregorian after.
        case icuDefault = "icu-default"
    }

    /// The years compared, within ``GregorianRules/years``.
    package let years: ClosedRange<Int>
    /// The ICU calendar compared with.
    package let cutover: Cutover

    /// Creates a comparison over `years` (clamped to 1...9999 by the caller).
    ///
    /// - Precondition: `years` lies within ``GregorianRules/years``.
    package init(years: ClosedRange<Int>, cutover: Cutover) {
        precondition(
            years.lowerBound >= GregorianRules.years.lowerBound
                && years.upperBound <= GregorianRules.years.upperBound,
            "years \(years) outside \(GregorianRules.years)")
        self.years = years
        self.cutover = cutover
    }

    /// Runs the comparison, reporting each mismatch as it is found, in calendar order.
    ///
    /// - Returns: the counts of months and days checked and of mismatches.
    /// - Complexity: O(days in range); about one ICU field computation per day.
    package func run(reporting report: (GregorianMismatch) -> Void) throws(ICUError) -> GregorianComparisonSummary {
        let calendar = try LocaleCalendar(localeID: "en_US_POSIX@calendar=gregorian")
        if cutover == .proleptic {
            try calendar.makeProleptic()
        }
        var runs = DayRunTracker()
        var summary = GregorianComparisonSummary(years: years, monthsChecked: 0, daysChecked: 0, mismatchCount: 0)
        let millisPerDay = 86_400_000.0

        // ICU's days of the current month, indexed by day of month; nil where ICU has none.
        var icuDays = [ICUDay?](repeating: nil, count: 32)
        for year in years {
            for month in 1...12 {
                let rulesDays = GregorianRules.daysInMonth(year: year, month: month)
                for index in icuDays.indices { icuDays[index] = nil }
                var icuDayCount = 0
                calendar.setDate(year: year, month: month, day: 1)
                var millis = try calendar.millis()
                while true {
                    try calendar.setMillis(millis)
                    guard try calendar.field(.month) == month - 1 else { break }
                    let day = try calendar.field(.day)
                    icuDays[day] = ICUDay(
                        weekday: try calendar.field(.dayOfWeek),
                        dayOfYear: try calendar.field(.dayOfYear))
                    icuDayCount += 1
                    millis += millisPerDay
                }
                summary.monthsChecked += 1
                if icuDayCount != rulesDays {
                    summary.mismatchCount += 1
                    report(.monthLength(year: year, month: month, rules: rulesDays, icu: icuDayCount))
                }
                for day in 1...31 {
                    let date = CalendarDate(year: year, month: month, day: day)
                    let icuDay = icuDays[day]
                    guard day <= rulesDays else {
                        if icuDay != nil {
                            summary.mismatchCount += 1
                            runs.closeAll(report: report)
                            report(.onlyInICU(date))
                        }
                        continue
                    }
                    summary.daysChecked += 1
                    let weekday = GregorianRules.weekday(of: date).rawValue
                    let dayOfYear = GregorianRules.dayOfYear(of: date)
                    // Where ICU lacks the day, only its existence is reported, not its fields.
                    let existenceDiffers = runs.observe(
                        .existence, date, rules: 1, icu: icuDay == nil ? 0 : 1, report: report)
                    let weekdayDiffers = runs.observe(
                        .weekday, date, rules: weekday, icu: icuDay?.weekday ?? weekday, report: report)
                    let dayOfYearDiffers = runs.observe(
                        .dayOfYear, date, rules: dayOfYear, icu: icuDay?.dayOfYear ?? dayOfYear, report: report)
                    if existenceDiffers || weekdayDiffers || dayOfYearDiffers {
                        summary.mismatchCount += 1
                    }
                }
            }
        }
        runs.closeAll(report: report)
        return summary
    }
}

/// What ICU says about one day.
private struct ICUDay {
    var weekday: Int
    var dayOfYear: Int
}

/// Groups consecutive days whose field differs the same way into one ``GregorianMismatch/dayRun``.
private struct DayRunTracker {
    private var open: [GregorianMismatch.Field: GregorianMismatch.DayRun] = [:]

    /// Records one day's values of `field`; returns whether they differ.
    mutating func observe(
        _ field: GregorianMismatch.Field, _ date: CalendarDate, rules: Int, icu: Int,
        report: (GregorianMismatch) -> Void
    ) -> Bool {
        if rules == icu {
            close(field, report: report)
            return false
        }
        if var run = open[field] {
            run.last = date
            run.count += 1
            open[field] = run
        } else {
            open[field] = GregorianMismatch.DayRun(
                field: field, first: date, last: date, count: 1, firstRulesValue: rules, firstICUValue: icu)
        }
        return true
    }

    mutating func close(_ field: GregorianMismatch.Field, report: (GregorianMismatch) -> Void) {
        if let run = open.removeValue(forKey: field) {
            report(.dayRun(run))
        }
    }

    mutating func closeAll(report: (GregorianMismatch) -> Void) {
        for field in GregorianMismatch.Field.allCases {
            close(field, report: report)
        }
    }
}
