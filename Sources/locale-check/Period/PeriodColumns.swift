import PickerKit

/// The labeled columns of a week or quarter picker in the locale's order, read through its
/// ``PickerDataSource`` face: the year column (with Present when the picker has it) and the
/// week (or quarter) column of the selected year.
struct PeriodColumns {
    /// One column: its name, its rows (canonical value, label, spoken phrase) and the selected row.
    struct Column {
        let field: String
        let rows: [(value: String, label: String, spoken: String)]
        let selected: Int
    }

    let columns: [Column]
    /// The column names in display order, such as `["week", "year"]` for en_US.
    var order: [String] { columns.map(\.field) }

    /// Every row the picker offers for its selected year, each with the phrase a screen reader
    /// says for it.
    init(_ picker: LocalizedPeriodPicker) {
        columns = (0..<picker.numberOfColumns).map { column in
            let rows = (0..<picker.numberOfRows(inColumn: column)).map { row in
                (
                    value: picker.storedValue(row: row, inColumn: column) ?? "",
                    label: picker.title(forRow: row, inColumn: column),
                    spoken: picker.spokenTitle(forRow: row, inColumn: column)
                )
            }
            return Column(
                field: picker.fieldName(ofColumn: column), rows: rows, selected: picker.selectedRow(inColumn: column))
        }
    }
}
