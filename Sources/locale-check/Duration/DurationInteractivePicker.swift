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
        return (picker.values(in: unit).count, picker.selectedRow(in: unit) ?? 0, true)
    }

    func displayLabel(row: Int, inColumn column: Int) -> String {
        let values = picker.values(in: picker.units[column])
        guard values.indices.contains(row) else { return "?" }
        return (try? labeler.label(values[row], unit: picker.units[column], style: style)) ?? String(values[row])
    }

    mutating func choose(row: Int, inColumn column: Int) {
        _ = try? picker.select(row: row, in: picker.units[column])
    }
}
