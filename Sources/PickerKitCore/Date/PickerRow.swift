/// What one row of a column stands for.
package enum PickerRow: Hashable, Sendable {
    /// A field value, such as 8 for August in the month column.
    case value(Int)
    /// A sentinel row such as Present or Any.
    case sentinel(SentinelRow)
}
