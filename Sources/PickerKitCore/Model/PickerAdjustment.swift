/// A field the model moved by itself, so that a UI can animate it and say why.
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
    }

    /// The field that moved.
    public let field: DateField
    /// Its value before.
    public let from: Int
    /// Its value after.
    public let to: Int
    /// Why it moved.
    public let reason: Reason

    /// A sentence such as `day 31 -> 28: February has 28 days`.
    public var description: String {
        let why =
            switch reason {
            case .monthLength(let days): "the month has \(days) days"
            case .minimum: "before the minimum"
            case .maximum: "after the maximum"
            case .interval(let step): "not on the \(step)-\(field) step"
            case .leapMonth(let code, let replacement): "the year has no \(code), so \(replacement)"
            case .disabled: "disabled"
            }
        return "\(field) \(from) -> \(to): \(why)"
    }
}
