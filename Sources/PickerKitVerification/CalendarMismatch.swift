import PickerKit
import PickerKitCore

/// One disagreement between a calendar's rules and ICU, found by ``CalendarComparison``.
package enum CalendarMismatch: Sendable, Equatable, CustomStringConvertible {
    /// Consecutive days whose fields (era, year, month code or day) differ
    /// (``CalendarComparison/Matching/days``).
    case dayRun(DayRun)
    /// A month (complete in the range) that ICU makes longer or shorter than the rules
    /// (``CalendarComparison/Matching/days``).
    case monthLength(kind: CalendarKind, year: Int, code: MonthCode, rules: Int?, icu: Int)
    /// A year (complete in the range) in which ICU counts a different number of months
    /// (``CalendarComparison/Matching/days``).
    case monthsInYear(kind: CalendarKind, year: Int, rules: Int, icu: Int)
    /// A Gregorian month with a different number of real days in ICU
    /// (``CalendarComparison/Matching/dates``).
    case daysInMonth(year: Int, month: Int, rules: Int, icu: Int)
    /// A date ICU has and the rules do not, such as 1500-02-29 in the Julian part of ICU's
    /// hybrid calendar (``CalendarComparison/Matching/dates``).
    case onlyInICU(CalendarDate)
    /// Consecutive dates whose existence, weekday or day of year differs
    /// (``CalendarComparison/Matching/dates``).
    case dateRun(DateRun)

    /// A run of consecutive days on which the rules and ICU disagree.
    package struct DayRun: Sendable, Equatable {
        /// The calendar.
        package var kind: CalendarKind
        /// The first ISO day of the run.
        package var first: CalendarDate
        /// The last ISO day of the run.
        package var last: CalendarDate
        /// How many days the run covers.
        package var count: Int
        /// The rules' fields on the first day.
        package var firstRules: CalendarFields
        /// ICU's fields on the first day, read the same way.
        package var firstICU: CalendarFields
    }

    /// A run of consecutive dates of the rules that differ from ICU in the same field.
    package struct DateRun: Sendable, Equatable {
        /// A per-date property compared between the rules and ICU.
        package enum Field: String, Sendable, CaseIterable {
            /// Whether the date exists at all in ICU (1) or not (0).
            case existence
            /// The weekday, 1 = Sunday.
            case weekday
            /// The ordinal day of the year.
            case dayOfYear
        }

        /// The field that differs.
        package var field: Field
        /// The first date of the run.
        package var first: CalendarDate
        /// The last date of the run.
        package var last: CalendarDate
        /// How many dates the run covers.
        package var count: Int
        /// The rules' value on the first date.
        package var firstRulesValue: Int
        /// ICU's value on the first date.
        package var firstICUValue: Int
    }

    /// One line for a person, such as
    /// `hebrew 2045-11-10...2046-09-30: 325 days differ (first: rules 5806-M03-01, ICU 5806-M02-30)`
    /// or `1500-02: rules 28 days, ICU 29 days`.
    package var description: String {
        switch self {
        case .dayRun(let run):
            let range = run.count == 1 ? "\(run.first)" : "\(run.first)...\(run.last)"
            let days = run.count == 1 ? "1 day differs" : "\(run.count) days differ"
            return "\(run.kind.rawValue) \(range): \(days) (first: rules \(run.firstRules), ICU \(run.firstICU))"
        case .monthLength(let kind, let year, let code, let rules, let icu):
            let rulesText = rules.map { "\($0) days" } ?? "no such month"
            return "\(kind.rawValue) \(year)-\(code): days in month: rules \(rulesText), ICU \(icu) days"
        case .monthsInYear(let kind, let year, let rules, let icu):
            return "\(kind.rawValue) \(year): months in year: rules \(rules), ICU \(icu)"
        case .daysInMonth(let year, let month, let rules, let icu):
            let month = CalendarDate(year: year, month: month, day: 1).description.prefix(7)
            return "\(month): rules \(rules) days, ICU \(icu) days"
        case .onlyInICU(let date):
            return "\(date): only in ICU"
        case .dateRun(let run):
            let range = run.count == 1 ? "\(run.first)" : "\(run.first)...\(run.last)"
            let days = run.count == 1 ? "1 day" : "\(run.count) days"
            switch run.field {
            case .existence:
                return "\(range): only in the rules (\(days))"
            case .weekday:
                let rules = Weekday(rawValue: run.firstRulesValue).map(String.init(describing:)) ?? "?"
                let icu = Weekday(rawValue: run.firstICUValue).map(String.init(describing:)) ?? "?"
                return "\(range): weekday differs on \(days) (first: rules \(rules), ICU \(icu))"
            case .dayOfYear:
                return "\(range): day of year differs on \(days) (first: rules \(run.firstRulesValue), "
                    + "ICU \(run.firstICUValue))"
            }
        }
    }
}
