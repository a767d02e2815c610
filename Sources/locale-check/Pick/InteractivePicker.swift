/// What the terminal picker needs from a model: columns, labels, row choices, the value.
protocol InteractivePicker {
    /// The number of columns, in display order.
    var columnCount: Int { get }
    /// The title line.
    var title: String { get }
    /// The Cancel word in the picker's language.
    var cancelWord: String { get }
    /// The Confirm word in the picker's language.
    var confirmWord: String { get }
    /// The value printed on Enter.
    var selectedValue: String { get }

    /// The rows of a column, the row it shows as selected (for a disabled column, the row of
    /// the value it would have) and whether it is usable.
    func columnState(_ column: Int) -> (rowCount: Int, selectedRow: Int, isEnabled: Bool)
    /// The label of a row as drawn.
    func displayLabel(row: Int, inColumn column: Int) -> String
    /// Chooses a row; rows out of range are ignored. Returns what the picker moved besides
    /// that row, as sentences for the screen (a day clamped to a shorter month), or none.
    mutating func choose(row: Int, inColumn column: Int) -> [String]
}
