/// What the one diff of every picker family reads of its columns
/// (``change(from:adjustments:sentences:)``): each family says what a column lists
/// and where its selection sits, and no family compares its columns itself.
///
/// A column is reloaded when what it lists differs between two states, and reselected when it
/// was reloaded or its selection moved. A verb keeps the state before it changes the picker
/// (``Earlier``): the whole picker unless the family keeps less (a date model keeps its values,
/// sentinel and bounds).
package protocol PickerColumnsState {
    /// What a column lists: its values, sentinel rows and enabled state, not which row is
    /// selected. Equal values list the same rows under the same titles.
    associatedtype ColumnRows: Equatable
    /// What places a column's selected row among the rows it lists.
    associatedtype ColumnSelection: Equatable
    /// What a verb keeps of the picker before changing it.
    associatedtype Earlier = Self

    /// The number of display columns.
    var columnCount: Int { get }

    /// The number of display columns the picker had at `earlier`.
    func columnCount(at earlier: Earlier) -> Int

    /// What the column at `column` lists, for `column` in `0..<columnCount`.
    func rows(ofColumn column: Int) -> ColumnRows

    /// What the column at `column` listed at `earlier`.
    func rows(ofColumn column: Int, at earlier: Earlier) -> ColumnRows

    /// Where the column at `column` has its selection, for `column` in `0..<columnCount`.
    func selection(ofColumn column: Int) -> ColumnSelection

    /// Where the column at `column` had its selection at `earlier`.
    func selection(ofColumn column: Int, at earlier: Earlier) -> ColumnSelection

    /// Whether what the column at `column` lists can differ from what it listed at `earlier`:
    /// `false` only where the family knows without listing the rows that they are the same
    /// (nothing they follow moved). The diff lists a column's rows only where this is `true`.
    func rowsMayDiffer(inColumn column: Int, since earlier: Earlier) -> Bool
}

extension PickerColumnsState {
    /// Every column may have new rows: the diff compares them.
    package func rowsMayDiffer(inColumn column: Int, since earlier: Earlier) -> Bool { true }

    /// What changed since `earlier`, this picker's state before a verb: the one diff of every
    /// family, with what the verb moved besides the row chosen and those moves said in the
    /// picker's language.
    ///
    /// A column past `earlier`'s columns, or whose rows may differ and do, is reloaded and
    /// reselected; a column whose selection moved is reselected. (A method, not an initializer
    /// of ``PickerChange``: an initializer takes its arguments owned, and a date model passed
    /// to one was copied whole on every scroll step.)
    package func change(
        from earlier: Earlier, adjustments: [PickerAdjustment], sentences: [String] = []
    ) -> PickerChange {
        var reloaded: UInt64 = 0
        var reselected: UInt64 = 0
        let earlierCount = columnCount(at: earlier)
        for column in 0..<columnCount {
            let bit: UInt64 = 1 << UInt64(column)
            if column >= earlierCount
                || (rowsMayDiffer(inColumn: column, since: earlier)
                    && rows(ofColumn: column, at: earlier) != rows(ofColumn: column))
            {
                reloaded |= bit
                reselected |= bit
            } else if selection(ofColumn: column, at: earlier) != selection(ofColumn: column) {
                reselected |= bit
            }
        }
        return PickerChange(
            adjustments: adjustments, reloadedMask: reloaded, reselectedMask: reselected, sentences: sentences)
    }
}

extension PickerColumnsState where Earlier == Self {
    /// The earlier picker's columns.
    package func columnCount(at earlier: Self) -> Int { earlier.columnCount }

    /// What the earlier picker's column listed.
    package func rows(ofColumn column: Int, at earlier: Self) -> ColumnRows { earlier.rows(ofColumn: column) }

    /// Where the earlier picker's column had its selection.
    package func selection(ofColumn column: Int, at earlier: Self) -> ColumnSelection {
        earlier.selection(ofColumn: column)
    }
}

extension PickerColumnsState where Self: PickerDataSource {
    /// The data source's columns.
    package var columnCount: Int { numberOfColumns }

    /// The row the data source shows selected.
    package func selection(ofColumn column: Int) -> Int { selectedRow(inColumn: column) }
}
