extension LocalizedPicker {
    /// The number of columns (a `UIPickerView`'s components), in display order.
    public var numberOfColumns: Int { model.order.count }

    /// The number of rows of the column at `columnIndex`, sentinel rows included; 0 for an
    /// index outside the columns.
    public func numberOfRows(inColumn columnIndex: Int) -> Int {
        guard model.order.indices.contains(columnIndex) else { return 0 }
        return model.column(for: model.order[columnIndex]).rowCount
    }

    /// The label of a row, for a data source that cannot throw.
    ///
    /// The locale's label (see ``label(row:inColumn:)``); if ICU cannot make it, the row's
    /// normalized value (`"2019"`, `"08"`); for an index outside the picker, `""`.
    public func title(forRow row: Int, inColumn columnIndex: Int) -> String {
        if let label = try? label(row: row, inColumn: columnIndex) { return label }
        return (try? value(row: row, inColumn: columnIndex)) ?? ""
    }

    /// Chooses a row the user scrolled to, for a delegate that cannot throw.
    ///
    /// Returns the columns to reload and to move. A row that cannot be chosen (in a column
    /// that Present disables, or outside the column) changes nothing, and its column is
    /// listed in ``PickerChange/reselectedColumns`` so the wheel moves back to the selected row.
    @discardableResult
    public mutating func didSelect(row: Int, inColumn columnIndex: Int) -> PickerChange {
        do {
            return try choose(row: row, inColumn: columnIndex)
        } catch {
            let back = model.order.indices.contains(columnIndex) ? [columnIndex] : []
            return PickerChange(adjustments: [], reloadedColumns: [], reselectedColumns: back)
        }
    }
}
