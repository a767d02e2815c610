/// A labeled picker column: its field, its rows in order, and which row is selected.
package struct LabelColumn: Hashable, Sendable {
    /// Which field the column picks.
    public let field: DateField
    /// The rows, in increasing value order.
    public let rows: [LabelRow]
    /// The index of the selected row in ``rows``, if the selection is among them.
    public let selectedIndex: Int?

    /// Creates a column.
    public init(field: DateField, rows: [LabelRow], selectedIndex: Int?) {
        self.field = field
        self.rows = rows
        self.selectedIndex = selectedIndex
    }
}
