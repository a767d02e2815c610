/// A field a ``RangePicker`` moved by itself, and in which half.
///
/// Moving the start past the end moves the end up to the start: the end's fields are
/// reported with the reason ``PickerAdjustment/Reason/minimum``.
public struct RangeAdjustment: Hashable, Sendable, CustomStringConvertible {
    /// The picker whose field moved.
    public let half: RangeHalf
    /// The field, its old and new value, and why.
    public let adjustment: PickerAdjustment

    /// Creates an adjustment of `half`.
    public init(half: RangeHalf, adjustment: PickerAdjustment) {
        self.half = half
        self.adjustment = adjustment
    }

    /// A sentence such as `end day 25 -> 30: before the minimum`.
    public var description: String { "\(half) \(adjustment)" }
}
