import PickerKit
import PickerKitCore

extension CalendarComparison {
    /// ``Matching/days``: each ISO day's era, year, month code and day in the rules and in ICU,
    /// and the length of each complete month and year as ICU walks through them.
    struct DayMatcher: Matcher {
        /// The calendar compared.
        let kind: CalendarKind
        /// Its rules.
        let rules: any CalendarRules
        private var run: CalendarMismatch.DayRun?
        private var month = MonthWalk()
        private var year = YearWalk()

        /// A matcher of `kind`'s days with nothing seen yet.
        init(kind: CalendarKind, rules: any CalendarRules) {
            self.kind = kind
            self.rules = rules
        }

        /// Compares the day's fields with the rules', extends or reports the run of differing
        /// days, and closes ICU's month and year when the day begins new ones.
        mutating func match(
            _ dayNumber: Int, _ icu: ReferenceCalendarDay, into summary: inout CalendarComparisonSummary,
            reporting report: (CalendarMismatch) -> Void
        ) {
            let ours = rules.fields(dayNumber: dayNumber)
            let theirs = kind.fields(fromICU: icu, rules: rules)
            summary.daysChecked += 1
            if ours != theirs {
                summary.dayMismatches += 1
                if var open = run {
                    open.last = CalendarDate(dayNumber: dayNumber)
                    open.count += 1
                    run = open
                } else {
                    let date = CalendarDate(dayNumber: dayNumber)
                    run = CalendarMismatch.DayRun(
                        kind: kind, first: date, last: date, count: 1, firstRules: ours, firstICU: theirs)
                }
            } else if let open = run {
                report(.dayRun(open))
                run = nil
            }
            // Month and year structure as ICU walks it; a change closes the previous one.
            if theirs.year != month.year || theirs.monthCode != month.code {
                if month.complete, rules.years.contains(month.year) {
                    summary.monthsChecked += 1
                    if let mismatch = monthLengthMismatch(month) {
                        summary.monthLengthMismatches += 1
                        report(mismatch)
                    }
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

        /// Reports the run of differing days still open.
        mutating func finish(
            into summary: inout CalendarComparisonSummary, reporting report: (CalendarMismatch) -> Void
        ) {
            if let open = run {
                report(.dayRun(open))
                run = nil
            }
        }

        /// The mismatch of a complete month whose length differs, if it does.
        private func monthLengthMismatch(_ month: MonthWalk) -> CalendarMismatch? {
            let rulesLength = rules.month(year: month.year, code: month.code).map {
                rules.daysInMonth(year: month.year, month: $0)
            }
            guard rulesLength != month.days else { return nil }
            return .monthLength(kind: kind, year: month.year, code: month.code, rules: rulesLength, icu: month.days)
        }
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
