import PickerKit
import PickerKitCore

/// Checks a calendar's rules against ICU's calendar of the same name, day by day.
///
/// It walks ICU's days in order, one `ucal_setMillis` and a few field reads per day, and
/// matches each with the rules in one of two ways (``Matching``):
///
/// - ``Matching/days``: every ISO day's era, year, month code and day (ICU's numbering mapped
///   to Temporal's, see ``CalendarKind/fields(fromICU:rules:)``) against
///   ``CalendarRules/fields(dayNumber:)``; months and years that lie wholly in the range are
///   also compared by length (days in month, months in year) as ICU walks through them.
/// - ``Matching/dates`` (Gregorian): every month's number of real days (ICU's days walked,
///   not `UCAL_ACTUAL_MAXIMUM`, which claims 31 days for October 1582), and for every date
///   whether ICU has it, its weekday and its day of the year.
///
/// ICU's Gregorian calendar is proleptic unless ``Cutover/icuDefault`` asks for ICU's hybrid.
///
/// ```swift
/// let comparison = try CalendarComparison(kind: .hebrew, isoYears: 1900...2100)
/// let summary = try comparison.run { print($0) }
/// // hebrew 2045-11-10...: … ; summary.mismatchCount > 0 (ICU's 5806)
/// let gregorian = try CalendarComparison(kind: .gregorian, isoYears: 1...9999, matching: .dates)
/// try gregorian.run { print($0) }.mismatchCount  // 0
/// ```
package struct CalendarComparison: Sendable {
    /// Which ICU Gregorian calendar the rules are compared with.
    package enum Cutover: String, Sendable, CaseIterable {
        /// Gregorian rules for every date (ICU's change date moved to the earliest date).
        case proleptic
        /// ICU's default hybrid: Julian before 1582-10-15, Gregorian after.
        case icuDefault = "icu-default"
    }

    /// How ICU's days are matched with the rules.
    package enum Matching: Sendable, Equatable {
        /// Each ISO day's date (era, year, month code, day) in both calendars.
        case days
        /// Each Gregorian date's existence, weekday and day of year in both calendars, and
        /// each month's number of days; Gregorian only.
        case dates
    }

    /// Matches ICU's days with the rules one at a time, in order, and reports what differs.
    protocol Matcher {
        /// Matches ICU's fields of the day `dayNumber` (0 = 0001-01-01), the next of the walk.
        mutating func match(
            _ dayNumber: Int, _ icu: ReferenceCalendarDay, into summary: inout CalendarComparisonSummary,
            reporting report: (CalendarMismatch) -> Void)

        /// Reports what is still open after the walk's last day.
        mutating func finish(
            into summary: inout CalendarComparisonSummary, reporting report: (CalendarMismatch) -> Void)
    }

    /// The calendar compared.
    package let kind: CalendarKind
    /// The ISO day numbers compared: the requested years clipped to the calendar's range.
    package let days: ClosedRange<Int>
    /// How ICU's days are matched with the rules.
    package let matching: Matching
    /// ICU's Gregorian calendar compared with (ICU's other calendars are not changed).
    package let cutover: Cutover
    private let rules: any CalendarRules

    /// Creates a comparison of `kind` over the ISO years `isoYears` (clipped to the range the
    /// calendar is defined for here).
    ///
    /// - Precondition: `matching` is ``Matching/days`` unless `kind` is ``CalendarKind/gregorian``.
    /// - Throws: ``ParseError`` when the years do not overlap the calendar's range.
    package init(
        kind: CalendarKind, isoYears: ClosedRange<Int>, matching: Matching = .days, cutover: Cutover = .proleptic
    ) throws(ParseError) {
        precondition(matching == .days || kind.isISO, "dates are matched in the Gregorian calendar only")
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
        self.matching = matching
        self.cutover = cutover
        days = lower...upper
    }

    /// Runs the comparison, reporting each mismatch as it is found, in date order.
    ///
    /// `shouldStop` is asked every 4,096 days; when it returns `true` the run ends there and
    /// returns the summary of the days checked so far (a reader that went away).
    ///
    /// - Throws: ``ICUError`` when ICU cannot open the calendar, opens another one, or fails
    ///   to compute a day.
    /// - Complexity: O(days); about one ICU field computation per day.
    package func run(
        reporting report: (CalendarMismatch) -> Void, stoppingWhen shouldStop: () -> Bool = { false }
    ) throws(ICUError) -> CalendarComparisonSummary {
        switch matching {
        case .days:
            let reader = try openReader()
            return try compare(days, reporting: report, stoppingWhen: shouldStop) { dayNumber throws(ICUError) in
                try reader.day(dayNumber)
            }
        case .dates:
            let calendar = try LocaleCalendar.gregorian(localeID: "en_US_POSIX@calendar=gregorian")
            if cutover == .proleptic {
                try calendar.makeProleptic()
            }
            // ICU's days whose dates lie in the years: its first January 1 to its last December 31.
            let years = Self.years(of: days)
            let first = try Self.dayNumber(in: calendar, year: years.lowerBound, month: 1, day: 1)
            let last = try Self.dayNumber(in: calendar, year: years.upperBound, month: 12, day: 31)
            return try compare(first...last, reporting: report, stoppingWhen: shouldStop) {
                dayNumber throws(ICUError) in
                try calendar.setMillis(Self.noonMillis(dayNumber))
                return ReferenceCalendarDay(
                    era: 1, year: 0, extendedYear: try calendar.field(.extendedYear), month: try calendar.field(.month),
                    isLeapMonth: false, day: try calendar.field(.day), weekday: try calendar.field(.dayOfWeek),
                    dayOfYear: try calendar.field(.dayOfYear))
            }
        }
    }

    /// ICU's calendar of this kind, checked to be the one asked for.
    func openReader() throws(ICUError) -> ReferenceCalendarReader {
        let reader = try ReferenceCalendarReader(icuName: kind.icuName, proleptic: cutover == .proleptic)
        guard reader.typeName == kind.icuName else {
            // U_UNSUPPORTED_ERROR: ICU fell back to another calendar instead of opening this one.
            throw ICUError(code: 16, operation: "ucal_open(@calendar=\(kind.icuName)) gave \(reader.typeName)")
        }
        return reader
    }

    /// The comparison of ``run(reporting:stoppingWhen:)`` over the days `walk`, with ICU's
    /// fields of each day from `icuDay` (asked once per day, in order).
    func compare<Failure: Error>(
        _ walk: ClosedRange<Int>, reporting report: (CalendarMismatch) -> Void, stoppingWhen shouldStop: () -> Bool,
        icuDay: (Int) throws(Failure) -> ReferenceCalendarDay
    ) throws(Failure) -> CalendarComparisonSummary {
        switch matching {
        case .days:
            var matcher = DayMatcher(kind: kind, rules: rules)
            return try compare(walk, with: &matcher, reporting: report, stoppingWhen: shouldStop, icuDay: icuDay)
        case .dates:
            var matcher = DateMatcher(years: Self.years(of: days))
            return try compare(walk, with: &matcher, reporting: report, stoppingWhen: shouldStop, icuDay: icuDay)
        }
    }

    /// The day loop: each day of `walk` read from ICU and handed to `matcher`.
    private func compare<M: Matcher, Failure: Error>(
        _ walk: ClosedRange<Int>, with matcher: inout M, reporting report: (CalendarMismatch) -> Void,
        stoppingWhen shouldStop: () -> Bool, icuDay: (Int) throws(Failure) -> ReferenceCalendarDay
    ) throws(Failure) -> CalendarComparisonSummary {
        var summary = CalendarComparisonSummary(
            kind: kind, matching: matching, days: days, monthsChecked: 0, daysChecked: 0, dayMismatches: 0,
            monthLengthMismatches: 0, monthsInYearMismatches: 0)
        for dayNumber in walk {
            if (dayNumber - walk.lowerBound) & 4095 == 4095, shouldStop() { return summary }
            matcher.match(dayNumber, try icuDay(dayNumber), into: &summary, reporting: report)
        }
        matcher.finish(into: &summary, reporting: report)
        return summary
    }

    /// The ISO years of the day numbers `days`.
    static func years(of days: ClosedRange<Int>) -> ClosedRange<Int> {
        CalendarDate(dayNumber: days.lowerBound)
            .year...CalendarDate(dayNumber: days.upperBound)
            .year
    }

    /// Noon UTC of the day `dayNumber`, in milliseconds since 1970.
    static func noonMillis(_ dayNumber: Int) -> Double {
        (Double(dayNumber - ReferenceCalendarReader.unixEpochDayNumber) + 0.5) * 86_400_000
    }

    /// The day number of the date `year`-`month`-`day` in ICU's `calendar` (Julian before its cutover).
    private static func dayNumber(
        in calendar: LocaleCalendar, year: Int, month: Int, day: Int
    ) throws(ICUError) -> Int {
        calendar.setDate(year: year, month: month, day: day)
        let millis = try calendar.millis()
        return Int((millis / 86_400_000).rounded(.down)) + ReferenceCalendarReader.unixEpochDayNumber
    }
}
