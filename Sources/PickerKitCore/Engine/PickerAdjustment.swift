/// A field a picker moved by itself, so that a UI can animate it and say why.
///
/// Every picker family reports its moves with this one type: a date or time field of a
/// date or time picker (with ``half`` set in a range picker), the week or quarter of a
/// week or quarter picker, the hours, minutes or seconds of a duration picker, a level of a
/// cascade (``level``, with ``field`` `nil`). Its ``reason`` is one of one closed set, and the
/// localized layer says each reason in the locale's language; ``description`` is for
/// debugging only.
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
        /// A cascade level nobody chose: a path stopped above it, a deeper limit added it, or
        /// the chosen node brought a level the branch did not have; the picker chose its node
        /// (the code shown before where the parent has it, else the first child).
        case levelFilled
        /// A cascade level whose node is not a child of the node chosen above it: the picker
        /// chose the code shown before where the new parent has it, else its first child.
        case levelClamped
    }

    /// The field that moved; `nil` for a cascade level (``level``).
    public let field: DateField?
    /// The cascade level that moved (0 is the first column); `nil` outside cascades.
    ///
    /// Its ``from`` and ``to`` are rows of that level's column (``from`` is -1 for a level the
    /// picker did not show before).
    public let level: Int?
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
        self.level = nil
        self.from = from
        self.to = to
        self.reason = reason
        self.half = half
    }

    /// An adjustment of cascade level `level` from row `from` to row `to` for `reason`
    /// (``Reason/levelFilled`` or ``Reason/levelClamped``).
    package init(level: Int, from: Int, to: Int, reason: Reason) {
        self.field = nil
        self.level = level
        self.from = from
        self.to = to
        self.reason = reason
        self.half = nil
    }

    /// The same move, reported as one of `half` of a range.
    package func inHalf(_ half: RangeHalf) -> PickerAdjustment {
        guard let field else { return self }
        return PickerAdjustment(field: field, from: from, to: to, reason: reason, half: half)
    }

    /// Debugging text such as `day 31 -> 28: the month has 28 days`, `end day 5 -> 20: before
    /// the minimum`, `week 53 -> 52: 2021 has 52 weeks` or `level 2 row 4 -> 0: not under the new parent`; never
    /// shown to a user (the localized layer says the reason in the locale's language).
    public var description: String {
        let why =
            switch reason {
            case .monthLength(let days): "the month has \(days) days"
            case .minimum: "before the minimum"
            case .maximum: "after the maximum"
            case .interval(let step): "not on the \(step)-\(field.map { "\($0)" } ?? "row") step"
            case .leapMonth(let code, let replacement): "the year has no \(code), so \(replacement)"
            case .disabled: "disabled"
            case .weeksInYear(let year, let weeks): "\(year) has \(weeks) weeks"
            case .levelFilled: "filled"
            case .levelClamped: "not under the new parent"
            }
        let subject = field.map { "\($0)" } ?? "level \(level ?? 0) row"
        return (half.map { "\($0) " } ?? "") + "\(subject) \(from) -> \(to): \(why)"
    }
}
