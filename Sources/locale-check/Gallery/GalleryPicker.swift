import PickerKit

/// What one gallery page draws: the columns in display order with every row, the selected rows
/// and the words around the wheels, read from the picker engine as `labels --json` prints it.
struct GalleryPicker {
    /// One row of a column.
    struct Row {
        /// The canonical value (`2023`, `M02L`, `present`).
        let value: String
        /// What the wheel shows.
        let label: String
        /// Whether the row is shown but cannot be chosen (struck).
        let disabled: Bool
    }

    /// One wheel.
    struct Column {
        /// The field (`year`, `month`, `week`) or level the column picks.
        let field: String
        /// The unit header (durations: `Std.`), or `nil`.
        let header: String?
        let rows: [Row]
        /// The selected row's index, or `nil` when the picker selects none in it.
        let selected: Int?
    }

    let columns: [Column]
    /// The picker's selection as a canonical string.
    let selection: String
    /// The title and the Cancel and Confirm words in the picker's language.
    let words: PickerWords

    /// Why a page could not be drawn: the engine's own error text.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The picker `labels --json` printed as `json`, with `words` around it.
    init(labelsJSON json: String, words: PickerWords) throws(Failure) {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: json)
        } catch {
            throw Failure(description: "labels --json: \(error)")
        }
        // `--single-column` prints its one column's rows at the top level, named by the mode.
        let columns =
            value["columns"]?.elements
            ?? value["rows"].map { rows in
                [.object(["field": value["mode"] ?? .null, "rows": rows, "selected": value["selected"] ?? .null])]
            }
        guard let columns, let selection = value["selection"]?.text else {
            throw Failure(description: "labels --json has no columns or selection")
        }
        self.columns = columns.map { column in
            Column(
                field: column["field"]?.text ?? "",
                header: column["header"]?.text,
                rows: column["rows"]?.elements.map { row in
                    Row(
                        value: row["value"]?.text ?? "", label: row["label"]?.text ?? "",
                        disabled: row["disabled"]?.isTrue ?? false)
                } ?? [],
                selected: column["selected"]?.integer)
        }
        self.selection = selection
        self.words = words
    }

    /// A picker read through its ``PickerDataSource`` face (the cascades, which `labels` does
    /// not list): column `i` is called `fields[i]`, or `level i+1`.
    init(_ picker: any PickerDataSource, fields: [String], words: PickerWords) {
        columns = (0..<picker.numberOfColumns).map { column in
            let rows = (0..<picker.numberOfRows(inColumn: column)).map { row in
                Row(
                    value: "\(row)", label: picker.title(forRow: row, inColumn: column),
                    disabled: !picker.isEnabled(row: row, inColumn: column))
            }
            return Column(
                field: column < fields.count ? fields[column] : "level \(column + 1)", header: nil, rows: rows,
                selected: rows.isEmpty ? nil : picker.selectedRow(inColumn: column))
        }
        selection = picker.selectedValue
        self.words = words
    }
}
