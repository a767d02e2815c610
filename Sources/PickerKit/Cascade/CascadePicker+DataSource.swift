extension CascadePicker: PickerDataSource {
    /// The number of columns: the levels of the selected branch.
    public var numberOfColumns: Int { selectedNodes.count }

    /// The rows of the column at `column` (the children of the row selected before it); 0
    /// outside the columns.
    public func numberOfRows(inColumn column: Int) -> Int {
        selectedNodes.indices.contains(column) ? self.column(at: column).rowCount : 0
    }

    /// The selected row of the column at `column`; 0 outside the columns.
    public func selectedRow(inColumn column: Int) -> Int {
        selectedNodes.indices.contains(column) ? self.column(at: column).selectedRow : 0
    }

    /// Every column of the branch can be scrolled.
    public func isEnabled(column: Int) -> Bool { selectedNodes.indices.contains(column) }

    /// Every row of a cascade can be chosen.
    public func isEnabled(row: Int, inColumn column: Int) -> Bool { true }

    /// The row's name (`广东省`, `Deutschland`); `""` outside the picker.
    public func title(forRow row: Int, inColumn column: Int) -> String {
        guard selectedNodes.indices.contains(column) else { return "" }
        return self.column(at: column).row(at: row)?.name ?? ""
    }

    /// The row's name, as the title shows it.
    public func spokenTitle(forRow row: Int, inColumn column: Int) -> String {
        title(forRow: row, inColumn: column)
    }

    /// The selection's canonical path, such as `440000/440300/440305`.
    public var selectedValue: String { selection.description }

    /// Chooses a row: the columns below it are relinked (``selecting(row:inColumn:)``) and
    /// listed for reload; when the branch's length changes, so does ``numberOfColumns``.
    @discardableResult
    public mutating func didSelect(row: Int, inColumn column: Int) -> PickerChange {
        guard let next = selecting(row: row, inColumn: column) else {
            return PickerChange(
                adjustments: [], reselectedColumns: selectedNodes.indices.contains(column) ? [column] : [])
        }
        let old = self
        self = next
        let below = Array((column + 1)..<max(column + 1, next.selectedNodes.count))
        let moved = old.selectedNodes[column] != next.selectedNodes[column] ? [column] : []
        return PickerChange(adjustments: [], reloadedColumns: below, reselectedColumns: moved + below)
    }
}
