import PickerKit

/// A ``DurationPicker`` for the terminal picker: its columns labeled by a ``DurationLabeler``,
/// the unit names as the title.
struct DurationInteractivePicker: InteractivePicker {
    private(set) var picker: DurationPicker
    let labeler: DurationLabeler
    let style: DurationLabelStyle
    let strings: PickerStrings

    var columnCount: Int { picker.units.count }
    var title: String { picker.units.map(labeler.header(for:)).joined(separator: " : ") }
    var cancelWord: String { strings[.cancel] }
    var confirmWord: String { strings[.confirm] }
    var selectedValue: String { picker.selection.description }

    func columnState(_ column: Int) -> (rowCount: Int, selectedRow: Int, isEnabled: Bool) {
        let unit = picker.units[column]
        return (picker.rowCount(in: unit), picker.selectedRow(in: unit) ?? 0, true)
    }

    func displayLabel(row: Int, inColumn column: Int) -> String {
        let unit = picker.units[column]
        guard let value = picker.value(atRow: row, in: unit) else { return "?" }
        return (try? labeler.label(value, unit: unit, style: style)) ?? String(value)
    }

    @discardableResult
    mutating func choose(row: Int, inColumn column: Int) -> [String] {
        // Columns clamped to the maximum by this choice: said on the screen.
        ((try? picker.select(row: row, in: picker.units[column])) ?? []).map(\.description)
    }
}
