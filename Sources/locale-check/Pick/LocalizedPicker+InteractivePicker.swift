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

    @discardableResult
    mutating func choose(row: Int, inColumn column: Int) -> [String] {
        let row = Self.steppingOverDisabled(row, inColumn: column, of: self)
        guard let adjustments = try? select(row: row, inColumn: column), !adjustments.isEmpty else { return [] }
        // The library's sentences (what a screen reader says), else the plain description.
        return (try? spokenAdjustments(adjustments)) ?? adjustments.map(\.description)
    }

    /// `row`, or when it is disabled the first enabled row beyond it in the direction the keys
    /// moved (a key steps one row: without this a run of two disabled days could never be
    /// crossed, the model moving back to the nearest enabled day each time); `row` itself when
    /// every row that way is disabled (the model then moves to the nearest enabled value).
    static func steppingOverDisabled(_ row: Int, inColumn column: Int, of picker: LocalizedPicker) -> Int {
        guard !picker.isEnabled(row: row, inColumn: column),
            let current = picker.model.column(for: picker.model.order[column]).selectedRow, current != row
        else { return row }
        let step = row > current ? 1 : -1
        let count = picker.model.column(for: picker.model.order[column]).rowCount
        var candidate = row
        while candidate >= 0 && candidate < count {
            if picker.isEnabled(row: candidate, inColumn: column) { return candidate }
            candidate += step
        }
        return row
    }
}
