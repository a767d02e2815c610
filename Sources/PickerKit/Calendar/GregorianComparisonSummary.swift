/// The totals of a ``GregorianComparison`` run.
package struct GregorianComparisonSummary: Sendable, Equatable, CustomStringConvertible {
    /// The years compared.
    package var years: ClosedRange<Int>
    /// Months compared.
    package var monthsChecked: Int
    /// Days of the rules calendar compared.
    package var daysChecked: Int
    /// Months whose length differs plus days that differ in any way.
    package var mismatchCount: Int

    /// The closing line, such as `checked 119988 months, 3652059 days from 0001 to 9999: 0 mismatches`.
    package var description: String {
        let from = CalendarDate(year: years.lowerBound, month: 1, day: 1).description.prefix(4)
        let to = CalendarDate(year: years.upperBound, month: 1, day: 1).description.prefix(4)
        let noun = mismatchCount == 1 ? "mismatch" : "mismatches"
        return "checked \(monthsChecked) months, \(daysChecked) days from \(from) to \(to): \(mismatchCount) \(noun)"
    }
}
