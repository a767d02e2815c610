import PickerKit

/// The labeled columns of a ``PeriodPicker`` in the locale's order: the year column and the
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

    /// Labels every row the picker offers for its selected year, each with the phrase a
    /// screen reader says for it (``PeriodLabeler/spokenRows(of:)``).
    init(_ picker: PeriodPicker, labeler: PeriodLabeler) throws(LocalizationError) {
        let spoken = try labeler.spokenRows(of: picker)
        var years: [(value: String, label: String, spoken: String)] = []
        for (index, year) in picker.years.enumerated() {
            years.append((String(year), try labeler.yearLabel(year), spoken.years[index]))
        }
        var numbers: [(value: String, label: String, spoken: String)] = []
        for (index, number) in picker.numbers.enumerated() {
            let period = picker.period(year: picker.year, number: number)
            numbers.append((period.description, try labeler.numberLabel(period), spoken.numbers[index]))
        }
        let yearColumn = Column(field: "year", rows: years, selected: picker.year - picker.years.lowerBound)
        let numberColumn = Column(
            field: picker.mode.field.rawValue, rows: numbers, selected: picker.number - picker.numbers.lowerBound)
        columns = labeler.yearFirst(in: picker.mode) ? [yearColumn, numberColumn] : [numberColumn, yearColumn]
    }
}
