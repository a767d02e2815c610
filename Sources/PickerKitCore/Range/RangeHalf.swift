/// One of the two pickers of a ``RangePicker``.
public enum RangeHalf: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The picker of the first value.
    case start
    /// The picker of the last value (or Present).
    case end

    /// `"start"` or `"end"`.
    public var description: String { rawValue }
}
