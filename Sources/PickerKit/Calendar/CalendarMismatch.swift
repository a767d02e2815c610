/// One disagreement between a calendar's rules and ICU, found by ``CalendarComparison``.
package enum CalendarMismatch: Sendable, Equatable, CustomStringConvertible {
    /// Consecutive days whose fields (era, year, month code or day) differ.
    case dayRun(DayRun)
    /// A month (complete in the range) that ICU makes longer or shorter than the rules.
    case monthLength(kind: CalendarKind, year: Int, code: MonthCode, rules: Int?, icu: Int)
    /// A year (complete in the range) in which ICU counts a different number of months.
    case monthsInYear(kind: CalendarKind, year: Int, rules: Int, icu: Int)

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

    /// One line for a person, such as
    /// `hebrew 2045-11-10...2046-09-30: 325 days differ (first: rules 5806-M03-01, ICU 5806-M02-30)`.
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
        }
    }
}
