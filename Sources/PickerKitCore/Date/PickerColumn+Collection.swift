extension PickerColumn: RandomAccessCollection {
    /// Row 0.
    package var startIndex: Int { 0 }

    /// The number of rows, sentinels included (``rowCount``).
    package var endIndex: Int { rowCount }

    /// The row at `position` (computed, never stored): see ``row(at:)``.
    ///
    /// - Precondition: `position` is in `0..<rowCount`.
    package subscript(position: Int) -> PickerRow {
        guard let row = row(at: position) else {
            preconditionFailure("row \(position) is out of range for the \(field) column (\(rowCount) rows)")
        }
        return row
    }
}
