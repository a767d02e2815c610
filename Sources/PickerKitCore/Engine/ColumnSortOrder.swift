/// The direction a column lists its values in.
package enum ColumnSortOrder: String, Hashable, Sendable, CaseIterable {
    /// Smallest first, such as January at the top.
    case ascending
    /// Largest first, such as the newest year at the top.
    case descending
}
