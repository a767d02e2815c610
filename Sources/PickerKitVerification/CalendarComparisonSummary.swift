import PickerKit
import PickerKitCore

/// The totals of one calendar's ``CalendarComparison`` run.
package struct CalendarComparisonSummary: Sendable, Equatable, CustomStringConvertible {
    /// The calendar compared.
    package var kind: CalendarKind
    /// How ICU's days were matched with the rules.
    package var matching: CalendarComparison.Matching
    /// The ISO days compared (the requested years clipped to the calendar's range).
    package var days: ClosedRange<Int>
    /// Months compared by length: complete ones as ICU walks them
    /// (``CalendarComparison/Matching/days``), or every month of the years
    /// (``CalendarComparison/Matching/dates``).
    package var monthsChecked: Int
    /// Days compared (the rules' dates, when dates are matched).
    package var daysChecked: Int
    /// Days whose fields differ, or dates that differ in any way or are only in ICU.
    package var dayMismatches: Int
    /// Months whose length differs.
    package var monthLengthMismatches: Int
    /// Complete years whose month count differs.
    package var monthsInYearMismatches: Int

    /// All mismatches: days, month lengths and month counts.
    package var mismatchCount: Int { dayMismatches + monthLengthMismatches + monthsInYearMismatches }

    /// The closing line, such as `hebrew: checked 73414 days from 1900 to 2100: 0 mismatches`,
    /// or (dates matched) `checked 119988 months, 3652059 days from 0001 to 9999: 0 mismatches`.
    package var description: String {
        let from = CalendarDate(dayNumber: days.lowerBound).description.prefix(4)
        let to = CalendarDate(dayNumber: days.upperBound).description.prefix(4)
        let noun = mismatchCount == 1 ? "mismatch" : "mismatches"
        switch matching {
        case .days:
            return "\(kind.rawValue): checked \(daysChecked) days from \(from) to \(to): \(mismatchCount) \(noun)"
        case .dates:
            return
                "checked \(monthsChecked) months, \(daysChecked) days from \(from) to \(to): \(mismatchCount) \(noun)"
        }
    }
}
