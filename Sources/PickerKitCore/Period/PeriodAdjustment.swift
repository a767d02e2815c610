/// A week or quarter a ``PeriodPicker`` moved by itself after a new year was chosen.
public struct PeriodAdjustment: Hashable, Sendable, CustomStringConvertible {
    /// Why the row moved.
    public enum Reason: Hashable, Sendable {
        /// The year has fewer weeks (52).
        case periodsInYear(Int)
        /// The row was before the picker's minimum.
        case minimum(Period)
        /// The row was after the picker's maximum.
        case maximum(Period)
    }

    /// Weeks or quarters.
    public let mode: PeriodMode
    /// The week or quarter before.
    public let from: Int
    /// The week or quarter after.
    public let to: Int
    /// The newly chosen year.
    public let year: Int
    /// Why.
    public let reason: Reason

    /// Such as `week 53 -> 52: 2021 has 52 weeks` or `quarter 1 -> 3: before the minimum 2019-Q3`.
    public var description: String {
        let move = "\(mode.periodName) \(from) -> \(to): "
        switch reason {
        case .periodsInYear(let count): return move + "\(year) has \(count) weeks"
        case .minimum(let bound): return move + "before the minimum \(bound)"
        case .maximum(let bound): return move + "after the maximum \(bound)"
        }
    }
}
