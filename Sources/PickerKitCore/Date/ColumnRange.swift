/// The values a column offers: `lower` to `upper` in steps of `step`, never materialized.
///
/// - Complexity: every operation is O(1), whatever the number of rows.
package struct ColumnRange: Hashable, Sendable {
    /// The smallest value offered.
    public let lower: Int
    /// The largest value offered (a multiple of `step` away from `lower`).
    public let upper: Int
    /// The distance between neighbouring values.
    public let step: Int

    /// Creates a range from `lower` to the last value not above `upper` reachable in `step`s.
    ///
    /// - Precondition: `lower <= upper` and `step >= 1`.
    init(lower: Int, upper: Int, step: Int = 1) {
        precondition(lower <= upper && step >= 1, "empty column range \(lower)...\(upper) step \(step)")
        self.lower = lower
        self.upper = upper - (upper - lower) % step
        self.step = step
    }

    /// The number of values.
    public var count: Int { (upper - lower) / step + 1 }

    /// The value at `offset` from the smallest.
    public func value(at offset: Int) -> Int { lower + offset * step }

    /// The offset of `value` from the smallest, or `nil` when the range does not offer it.
    public func offset(of value: Int) -> Int? {
        guard contains(value) else { return nil }
        return (value - lower) / step
    }

    /// Whether the range offers `value`.
    public func contains(_ value: Int) -> Bool {
        value >= lower && value <= upper && (value - lower) % step == 0
    }

    /// The offered value nearest to `value`: the bound beyond either end, else the step at or below it.
    func nearest(to value: Int) -> Int {
        if value <= lower { return lower }
        if value >= upper { return upper }
        return value - (value - lower) % step
    }
}
