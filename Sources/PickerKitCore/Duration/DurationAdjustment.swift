/// A column a ``DurationPicker`` moved down because the new value of an earlier column would
/// have taken the duration over the maximum.
public struct DurationAdjustment: Hashable, Sendable, CustomStringConvertible {
    /// The column that moved.
    public let unit: DurationUnit
    /// Its value before.
    public let from: Int
    /// Its value after.
    public let to: Int
    /// The picker's maximum, the reason.
    public let maximum: DurationSelection

    /// Such as `minutes 45 -> 30: the maximum is PT2H30M`.
    public var description: String { "\(unit)s \(from) -> \(to): the maximum is \(maximum)" }
}
