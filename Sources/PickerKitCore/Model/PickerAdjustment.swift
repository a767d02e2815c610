/// A field a picker moved by itself, so that a UI can animate it and say why.
///
/// Every picker family reports its moves with this one type: a date or time field of a
/// date or time picker (with ``half`` set in a range picker), the week or quarter of a
/// week or quarter picker, the hours, minutes or seconds of a duration picker.
public struct PickerAdjustment: Hashable, Sendable, CustomStringConvertible {
    /// Why a field moved.
    public enum Reason: Hashable, Sendable {
        /// The day did not exist in the new month, which has this many days.
        case monthLength(days: Int)
        /// The value was before the minimum.
        case minimum
        /// The value was after the maximum.
        case maximum
        /// The value was not on the column's step, which is this many units.
        case interval(step: Int)
        /// The new year lacks the leap month `from`, so the month moved to `to`, the month of
        /// the same number (Hebrew Adar I `M05L` to Adar `M06`).
        case leapMonth(from: MonthCode, to: MonthCode)
        /// The value was disabled (``DisabledValues``): the selection moved to the nearest
        /// enabled one.
        case disabled
        /// The newly chosen week-year has fewer weeks than the week that was selected.
        case weeksInYear(year: Int, weeks: Int)
    }

    /// The field that moved.
    public let field: DateField
    /// Its value before.
    public let from: Int
    /// Its value after.
    public let to: Int
    /// Why it moved.
    public let reason: Reason
    /// The half of a range picker whose field moved; `nil` outside ranges.
    public let half: RangeHalf?

    /// An adjustment of `field` from `from` to `to` for `reason`, in `half` of a range.
    package init(field: DateField, from: Int, to: Int, reason: Reason, half: RangeHalf? = nil) {
        self.field = field
        self.from = from
        self.to = to
        self.reason = reason
        self.half = half
    }

    /// The same move, reported as one of `half` of a range.
    package func inHalf(_ half: RangeHalf) -> PickerAdjustment {
        PickerAdjustment(field: field, from: from, to: to, reason: reason, half: half)
    }

    /// A sentence such as `day 31 -> 28: the month has 28 days`, `end day 5 -> 20: before the
    /// minimum` or `week 53 -> 52: 2021 has 52 weeks`.
    public var description: String {
        let why =
            switch reason {
            case .monthLength(let days): "the month has \(days) days"
            case .minimum: "before the minimum"
            case .maximum: "after the maximum"
            case .interval(let step): "not on the \(step)-\(field) step"
            case .leapMonth(let code, let replacement): "the year has no \(code), so \(replacement)"
            case .disabled: "disabled"
            case .weeksInYear(let year, let weeks): "\(year) has \(weeks) weeks"
            }
        return (half.map { "\($0) " } ?? "") + "\(field) \(from) -> \(to): \(why)"
    }
}
