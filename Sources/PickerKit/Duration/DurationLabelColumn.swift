/// A duration picker column with its rows labeled: the unit, its header and the rows.
public struct DurationLabelColumn: Hashable, Sendable {
    /// The column's unit.
    public let unit: DurationUnit
    /// The unit's name for a header above the column (`hours`, `Stunden`), as
    /// ``DurationLabeler/header(for:)`` gives it.
    public let header: String
    /// The rows in order: the value as a decimal string, the label and the number.
    public let rows: [LabelRow]
    /// The selected row, if the selection is in the column.
    public let selectedIndex: Int?
}
