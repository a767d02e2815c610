import PickerKit

/// The labeled columns of a ``PeriodPicker`` in the locale's order: the year column and the
/// week (or quarter) column of the selected year.
struct PeriodColumns {
    /// One column: its name, its rows (canonical value, label) and the selected row.
    struct Column {
        let field: String
        let rows: [(value: String, label: String)]
        let selected: Int
    }

    let columns: [Column]
    /// The column names in display order, such as `["week", "year"]` for en_US.
    var order: [String] { columns.map(\.field) }

    /// Labels every row the picker offers for its selected year.
    init(_ picker: PeriodPicker, labeler: PeriodLabeler) throws(LabelError) {
        var years: [(value: String, label: String)] = []
        for year in picker.years {
            years.append((String(year), try labeler.yearLabel(year)))
        }
        var numbers: [(value: String, label: String)] = []
        for number in picker.numbers {
            let period = picker.period(year: picker.year, number: number)
            numbers.append((period.description, try labeler.numberLabel(period)))
        }
        let yearColumn = Column(field: "year", rows: years, selected: picker.year - picker.years.lowerBound)
        let numberColumn = Column(
            field: picker.mode.periodName, rows: numbers, selected: picker.number - picker.numbers.lowerBound)
        columns = labeler.yearFirst(in: picker.mode) ? [yearColumn, numberColumn] : [numberColumn, yearColumn]
    }
}
