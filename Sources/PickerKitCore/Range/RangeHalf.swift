/// One end of a period or a range: the half of a range picker, or the first or last day of a
/// Gregorian period placed in another calendar (a year or year-month bound of a calendar picker).
public enum RangeHalf: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The picker of the first value; the first day and second of a period.
    case start
    /// The picker of the last value (or Present); the last day and second of a period.
    case end

    /// `"start"` or `"end"`.
    public var description: String { rawValue }
}
