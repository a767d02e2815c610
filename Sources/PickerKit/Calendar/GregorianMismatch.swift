/// One disagreement between ``GregorianRules`` and ICU found by ``GregorianComparison``.
package enum GregorianMismatch: Sendable, Equatable, CustomStringConvertible {
    /// The month has a different number of real days in ICU.
    case monthLength(year: Int, month: Int, rules: Int, icu: Int)
    /// ICU has a day the rules do not (such as 1500-02-29 in the Julian part of the hybrid calendar).
    case onlyInICU(CalendarDate)
    /// Consecutive days whose `field` differs.
    case dayRun(DayRun)

    /// A per-day property compared between the rules and ICU.
    package enum Field: String, Sendable, CaseIterable {
        /// Whether the day exists at all in ICU (1) or not (0).
        case existence
        /// The weekday, 1 = Sunday.
        case weekday
        /// The ordinal day of the year.
        case dayOfYear
    }

    /// A run of consecutive rules days that differ from ICU in the same field.
    package struct DayRun: Sendable, Equatable {
        /// The field that differs.
        package var field: Field
        /// The first day of the run.
        package var first: CalendarDate
        /// The last day of the run.
        package var last: CalendarDate
        /// How many days the run covers.
        package var count: Int
        /// The rules' value on the first day.
        package var firstRulesValue: Int
        /// ICU's value on the first day.
        package var firstICUValue: Int
    }

    /// One line for a person, such as `1500-02: rules 28 days, ICU 29 days`.
    package var description: String {
        switch self {
        case .monthLength(let year, let month, let rules, let icu):
            let month = CalendarDate(year: year, month: month, day: 1).description.prefix(7)
            return "\(month): rules \(rules) days, ICU \(icu) days"
        case .onlyInICU(let date):
            return "\(date): only in ICU"
        case .dayRun(let run):
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
