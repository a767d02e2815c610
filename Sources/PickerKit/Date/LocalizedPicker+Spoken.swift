import PickerKitCore

extension LocalizedPicker {
    /// What a screen reader should say for `row` in the column at `columnIndex`: the whole
    /// value the picker would hold with that row chosen, in the locale's long pattern (the day
    /// row "20" of an en_US date picker on 2019-08 reads `Tuesday, August 20, 2019`), in the
    /// picker's calendar (a leap month row says 闰六月); a sentinel row says its label.
    ///
    /// - Throws: ``LocalizationError`` for an index out of range or a phrase ICU cannot make.
    public func spokenLabel(row: Int, inColumn columnIndex: Int) throws(LocalizationError) -> String {
        let (column, content) = try modelRow(row, inColumn: columnIndex)
        switch content {
        case .sentinel(let sentinel):
            return sentinel.label
        case .value(let number):
            return try phrase(row: (column.field, number))
        }
    }

    /// The spoken phrases of every row of the column at `columnIndex`, in row order.
    ///
    /// - Throws: ``LocalizationError`` for an index out of range or a phrase ICU cannot make.
    public func spokenLabels(inColumn columnIndex: Int) throws(LocalizationError) -> [String] {
        let count = try modelColumn(at: columnIndex).rowCount
        var phrases: [String] = []
        phrases.reserveCapacity(count)
        for row in 0..<count { phrases.append(try spokenLabel(row: row, inColumn: columnIndex)) }
        return phrases
    }

    /// The whole selection as a screen reader should say it, or the selected sentinel's label
    /// (such as the Present word).
    public var spokenSelection: String {
        get throws(LocalizationError) {
            if let sentinel = model.selectedSentinel { return sentinel.label }
            return try phrase(row: nil)
        }
    }

    /// The phrase of the picker with `row` (a column's field and row number) chosen, or of the
    /// selection: the whole date in the calendar's long pattern (``SpokenLabeler``), with the
    /// time of day the picker would hold.
    private func phrase(row: (field: DateField, number: Int)?) throws(LocalizationError) -> String {
        var values = model.values
        let mode = values.mode
        let date: CalendarFields
        if let row, [.year, .month, .day].contains(row.field) {
            if mode.includes(.year) {
                date = CalendarLabeler.rowFields(row.field, row.number, in: values)
            } else if row.field == .month {
                // A month-day picker: the month of the row with the day clamped into its longest length.
                let code = CalendarMonthList.of(values.calendar).code(at: row.number)
                let day = mode.includes(.day) ? min(values.day, labeler.longestMonth(code)) : 1
                date = CalendarFields(kind: values.calendar, year: values.year, month: 1, monthCode: code, day: day)
            } else {
                date = CalendarFields(
                    kind: values.calendar, year: values.year, month: 1, monthCode: values.monthCode, day: row.number)
            }
        } else {
            if let row { values = FieldColumnLabeler.values(row.field, row.number, in: values) }
            date = CalendarLabeler.fields(of: values)
        }
        do {
            return try SpokenLabeler.shared(for: labeler).phrase(
                for: date, hour: values.hour, minute: values.minute, second: values.second)
        } catch {
            throw error
        }
    }
}
