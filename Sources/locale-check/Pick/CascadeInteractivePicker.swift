import PickerKit

/// A ``CascadePicker`` (regions, administrative divisions) for the terminal picker.
struct CascadeInteractivePicker: InteractivePicker {
    private(set) var picker: CascadePicker
    let strings: PickerStrings
    /// The title line: "Select country or region" in the locale for regions; the data's level
    /// names (such as "province / prefecture / county") for other trees.
    let title: String

    var columnCount: Int { picker.selectedNodes.count }
    var cancelWord: String { strings[.cancel] }
    var confirmWord: String { strings[.confirm] }
    var selectedValue: String { picker.selection.description }

    func columnState(_ column: Int) -> (rowCount: Int, selectedRow: Int, isEnabled: Bool) {
        let state = picker.column(at: column)
        return (state.rowCount, state.selectedRow, true)
    }

    func displayLabel(row: Int, inColumn column: Int) -> String {
        picker.column(at: column).row(at: row)?.name ?? "?"
    }

    @discardableResult
    mutating func choose(row: Int, inColumn column: Int) -> [String] {
        if let next = picker.selecting(row: row, inColumn: column) { picker = next }
        return []
    }
}
