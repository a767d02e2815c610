/// The totals of one calendar's ``CalendarComparison`` run.
package struct CalendarComparisonSummary: Sendable, Equatable, CustomStringConvertible {
    /// The calendar compared.
    package var kind: CalendarKind
    /// The ISO days compared (the requested years clipped to the calendar's range).
    package var days: ClosedRange<Int>
    /// Days compared.
    package var daysChecked: Int
    /// Days whose fields differ.
    package var dayMismatches: Int
    /// Complete months whose length differs.
    package var monthLengthMismatches: Int
    /// Complete years whose month count differs.
    package var monthsInYearMismatches: Int

    /// All mismatches: days, month lengths and month counts.
    package var mismatchCount: Int { dayMismatches + monthLengthMismatches + monthsInYearMismatches }

    /// The closing line, such as `hebrew: checked 73414 days from 1900 to 2100: 0 mismatches`.
    package var description: String {
        let from = GregorianRules.date(fromDayNumber: days.lowerBound).description.prefix(4)
        let to = GregorianRules.date(fromDayNumber: days.upperBound).description.prefix(4)
        let noun = mismatchCount == 1 ? "mismatch" : "mismatches"
        return "\(kind.rawValue): checked \(daysChecked) days from \(from) to \(to): \(mismatchCount) \(noun)"
    }
}
