import PickerKit

/// A ``PeriodPicker`` for the terminal picker: the year and week (or quarter) columns in the
/// locale's order, an optional Present row first in the first column, rows newest first with
/// `--descending`.
struct PeriodInteractivePicker: InteractivePicker {
    private(set) var picker: PeriodPicker
    let labeler: PeriodLabeler
    let strings: PickerStrings
    let includesPresent: Bool
    let descending: Bool
    /// Whether the Present row is chosen.
    var presentSelected = false

    /// Whether the year column is drawn first.
    private let yearFirst: Bool

    init(picker: PeriodPicker, labeler: PeriodLabeler, strings: PickerStrings, includesPresent: Bool, descending: Bool)
    {
        self.picker = picker
        self.labeler = labeler
        self.strings = strings
        self.includesPresent = includesPresent
        self.descending = descending
        yearFirst = labeler.yearFirst(in: picker.mode)
    }

    var columnCount: Int { 2 }
    // PickerKit ships no week or quarter title yet: the date picker's.
    var title: String { strings[.selectDate] }
    var cancelWord: String { strings[.cancel] }
    var confirmWord: String { strings[.confirm] }
    var selectedValue: String { presentSelected ? Selection.presentString : picker.selection.description }

    /// The values of the column drawn at `column`.
    private func values(_ column: Int) -> ClosedRange<Int> {
        isYearColumn(column) ? picker.years : picker.numbers
    }

    private func isYearColumn(_ column: Int) -> Bool { (column == 0) == yearFirst }

    /// Rows before the values: the Present row in the first column.
    private func extraRows(_ column: Int) -> Int { includesPresent && column == 0 ? 1 : 0 }

    /// The value of a row, or `nil` for the Present row.
    private func value(row: Int, inColumn column: Int) -> Int? {
        let index = row - extraRows(column)
        let range = values(column)
        guard index >= 0, index < range.count else { return nil }
        return descending ? range.upperBound - index : range.lowerBound + index
    }

    func columnState(_ column: Int) -> (rowCount: Int, selectedRow: Int, isEnabled: Bool) {
        let range = values(column)
        let current = isYearColumn(column) ? picker.year : picker.number
        let index = descending ? range.upperBound - current : current - range.lowerBound
        if presentSelected && column == 0 { return (range.count + 1, 0, true) }
        // Behind Present the other column shows its value, disabled.
        return (range.count + extraRows(column), index + extraRows(column), !presentSelected)
    }

    func displayLabel(row: Int, inColumn column: Int) -> String {
        guard let value = value(row: row, inColumn: column) else {
            return includesPresent && column == 0 && row == 0 ? strings[.present] : "?"
        }
        let label: String?
        if isYearColumn(column) {
            label = try? labeler.yearLabel(value)
        } else {
            label = try? labeler.numberLabel(picker.period(year: picker.year, number: value))
        }
        return label ?? "?"
    }

    @discardableResult
    mutating func choose(row: Int, inColumn column: Int) -> [String] {
        if includesPresent && column == 0 && row == 0 {
            presentSelected = true
            return []
        }
        guard let value = value(row: row, inColumn: column) else { return [] }
        if column == 0 { presentSelected = false }
        if presentSelected { return [] }
        if isYearColumn(column) {
            // A week 53 that the new year lacks moves to 52: said on the screen.
            return ((try? picker.select(year: value)) ?? nil).map { [$0.description] } ?? []
        }
        try? picker.select(number: value)
        return []
    }
}
