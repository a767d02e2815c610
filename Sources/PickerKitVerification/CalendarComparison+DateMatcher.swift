import PickerKit
import PickerKitCore

extension CalendarComparison {
    /// ``Matching/dates``: each Gregorian month's number of days in the rules and in ICU, and
    /// each date's existence, weekday and day of year, month by month.
    ///
    /// ICU's days are gathered by date as the walk reaches them; a month is compared once ICU
    /// has left it, so its length is reported before its dates.
    struct DateMatcher: Matcher {
        /// The Gregorian years compared.
        let years: ClosedRange<Int>
        /// The month being gathered.
        private var year: Int
        private var month = 1
        /// ICU's weekday (1 = Sunday) of each day of the month, indexed by day; 0 where ICU has none.
        private var weekdays: [Int]
        /// ICU's day of the year of each day of the month, indexed by day.
        private var daysOfYear: [Int]
        private var icuDayCount = 0
        /// The open run of each ``CalendarMismatch/DateRun/Field``.
        private var existenceRun: CalendarMismatch.DateRun?
        private var weekdayRun: CalendarMismatch.DateRun?
        private var dayOfYearRun: CalendarMismatch.DateRun?

        /// A matcher of `years` with nothing seen yet.
        init(years: ClosedRange<Int>) {
            self.years = years
            year = years.lowerBound
            weekdays = Array(repeating: 0, count: 32)
            daysOfYear = Array(repeating: 0, count: 32)
        }

        /// Adds ICU's day to the month being gathered, first comparing the months ICU has left.
        mutating func match(
            _ dayNumber: Int, _ icu: ReferenceCalendarDay, into summary: inout CalendarComparisonSummary,
            reporting report: (CalendarMismatch) -> Void
        ) {
            let icuYear = icu.extendedYear
            let icuMonth = icu.month + 1
            // ICU has left the month being gathered (and any it skipped).
            while year <= years.upperBound && (year < icuYear || (year == icuYear && month < icuMonth)) {
                closeMonth(into: &summary, reporting: report)
            }
            guard year == icuYear, month == icuMonth, icu.day >= 1, icu.day <= 31 else { return }
            weekdays[icu.day] = icu.weekday
            daysOfYear[icu.day] = icu.dayOfYear
            icuDayCount += 1
        }

        /// Compares the months not yet compared, through the last year, and reports the open runs.
        mutating func finish(
            into summary: inout CalendarComparisonSummary, reporting report: (CalendarMismatch) -> Void
        ) {
            while year <= years.upperBound {
                closeMonth(into: &summary, reporting: report)
            }
            closeAll(reporting: report)
        }

        /// Compares the month gathered with the rules' and moves on to the next one.
        private mutating func closeMonth(
            into summary: inout CalendarComparisonSummary, reporting report: (CalendarMismatch) -> Void
        ) {
            let rulesDays = CalendarKind.gregorian.rules.daysInMonth(year: year, month: month)
            summary.monthsChecked += 1
            if icuDayCount != rulesDays {
                summary.monthLengthMismatches += 1
                report(.daysInMonth(year: year, month: month, rules: rulesDays, icu: icuDayCount))
            }
            for day in 1...31 {
                let date = CalendarDate(year: year, month: month, day: day)
                let icuWeekday = weekdays[day]
                guard day <= rulesDays else {
                    if icuWeekday != 0 {
                        summary.dayMismatches += 1
                        closeAll(reporting: report)
                        report(.onlyInICU(date))
                    }
                    continue
                }
                summary.daysChecked += 1
                let weekday = date.weekday.rawValue
                let dayOfYear = date.dayOfYear
                // Where ICU lacks the day, only its existence is reported, not its fields.
                let icuHasDay = icuWeekday != 0
                let existenceDiffers = Self.observe(
                    &existenceRun, .existence, date, rules: 1, icu: icuHasDay ? 1 : 0, reporting: report)
                let weekdayDiffers = Self.observe(
                    &weekdayRun, .weekday, date, rules: weekday, icu: icuHasDay ? icuWeekday : weekday,
                    reporting: report)
                let dayOfYearDiffers = Self.observe(
                    &dayOfYearRun, .dayOfYear, date, rules: dayOfYear, icu: icuHasDay ? daysOfYear[day] : dayOfYear,
                    reporting: report)
                if existenceDiffers || weekdayDiffers || dayOfYearDiffers {
                    summary.dayMismatches += 1
                }
            }
            for day in 1...31 {
                weekdays[day] = 0
                daysOfYear[day] = 0
            }
            icuDayCount = 0
            if month == 12 {
                year += 1
                month = 1
            } else {
                month += 1
            }
        }

        /// Records one date's values of `field` in its open run; returns whether they differ.
        private static func observe(
            _ run: inout CalendarMismatch.DateRun?, _ field: CalendarMismatch.DateRun.Field, _ date: CalendarDate,
            rules: Int, icu: Int, reporting report: (CalendarMismatch) -> Void
        ) -> Bool {
            if rules == icu {
                if let open = run {
                    report(.dateRun(open))
                    run = nil
                }
                return false
            }
            if run != nil {
                run?.last = date
                run?.count += 1
            } else {
                run = CalendarMismatch.DateRun(
                    field: field, first: date, last: date, count: 1, firstRulesValue: rules, firstICUValue: icu)
            }
            return true
        }

        /// Reports every open run: existence, weekday, day of year.
        private mutating func closeAll(reporting report: (CalendarMismatch) -> Void) {
            if let existenceRun { report(.dateRun(existenceRun)) }
            if let weekdayRun { report(.dateRun(weekdayRun)) }
            if let dayOfYearRun { report(.dateRun(dayOfYearRun)) }
            existenceRun = nil
            weekdayRun = nil
            dayOfYearRun = nil
        }
    }
}
