/// The ICU pattern of each date column's rows of a ``CalendarLabeler`` (`"rU年"`, `"LLLL"`,
/// `"d"`), read by field as a dictionary would be.
///
/// Three fields, not a `[DateField: String]`: a dictionary keyed by `DateField` cost a
/// process's first picker a conformance lookup of the Swift runtime (~150,000 instructions).
package struct CalendarRowPatterns: Sendable, Equatable {
    /// The year rows' pattern, or `nil` when the mode has no year.
    var year: String?
    /// The month rows' pattern, or `nil` when the mode has no month.
    var month: String?
    /// The day rows' pattern, or `nil` when the mode has no day.
    var day: String?

    /// The pattern of `field`'s rows; `nil` for a field without one (time fields among them).
    package subscript(field: DateField) -> String? {
        switch field {
        case .year: year
        case .month: month
        case .day: day
        default: nil
        }
    }
}
