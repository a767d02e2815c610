/// What the one diff of every picker family reads of its columns
/// (``PickerChange/init(from:to:adjustments:sentences:)``): each family says what a column lists
/// and where its selection sits, and no family compares its columns itself.
///
/// A column is reloaded when what it lists differs between two states, and reselected when it
/// was reloaded or its selection moved.
package protocol PickerColumnsState {
    /// What a column lists: its values, sentinel rows and enabled state, not which row is
    /// selected. Equal values list the same rows under the same titles.
    associatedtype ColumnRows: Equatable
    /// What places a column's selected row among the rows it lists.
    associatedtype ColumnSelection: Equatable

    /// The number of display columns.
    var columnCount: Int { get }

    /// What the column at `column` lists, for `column` in `0..<columnCount`.
    func rows(ofColumn column: Int) -> ColumnRows

    /// Where the column at `column` has its selection, for `column` in `0..<columnCount`.
    func selection(ofColumn column: Int) -> ColumnSelection

    /// Whether what the column at `column` lists can differ from what it listed in `old`: `false`
    /// only where the family knows without listing the rows that they are the same (nothing they
    /// follow moved). The diff lists a column's rows only where this is `true`.
    func rowsMayDiffer(inColumn column: Int, from old: Self) -> Bool
}

extension PickerColumnsState {
    /// Every column may have new rows: the diff compares them.
    package func rowsMayDiffer(inColumn column: Int, from old: Self) -> Bool { true }
}

extension PickerColumnsState where Self: PickerDataSource {
    /// The data source's columns.
    package var columnCount: Int { numberOfColumns }

    /// The row the data source shows selected.
    package func selection(ofColumn column: Int) -> Int { selectedRow(inColumn: column) }
}

extension PickerColumnsState {
    /// What changed since `old`, an earlier state of this picker: the one diff
    /// (``PickerChange/init(from:to:adjustments:sentences:)``), with what the verb moved besides
    /// the row chosen and those moves said in the picker's language.
    package func change(
        from old: Self, adjustments: [PickerAdjustment], sentences: [String] = []
    ) -> PickerChange {
        PickerChange(from: old, to: self, adjustments: adjustments, sentences: sentences)
    }
}
