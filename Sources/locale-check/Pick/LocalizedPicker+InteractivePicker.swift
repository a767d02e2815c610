import PickerKit

extension LocalizedPicker: InteractivePicker {
    var columnCount: Int { model.order.count }
    var cancelWord: String { strings[.cancel] }
    var confirmWord: String { strings[.confirm] }
    var selectedValue: String { model.selectedValue }

    func columnState(_ column: Int) -> (rowCount: Int, selectedRow: Int, isEnabled: Bool) {
        let state = model.column(for: model.order[column])
        // A disabled column is centred on the value it would show.
        let center = state.selectedRow ?? state.rowIndex(of: model.value(of: state.field)) ?? 0
        return (state.rowCount, center, state.isEnabled)
    }

    func displayLabel(row: Int, inColumn column: Int) -> String {
        let label = (try? label(row: row, inColumn: column)) ?? "?"
        // A disabled row stays (the wheel does not jump), struck as in `labels`.
        return isEnabled(row: row, inColumn: column) ? label : "~\(label)~"
    }

    mutating func choose(row: Int, inColumn column: Int) {
        _ = try? select(row: row, inColumn: column)
    }
}
