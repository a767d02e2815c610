import PickerKitCore

extension LocalizedPicker {
    /// Today in the picker's clock and time zone (``PickerConfiguration/now``,
    /// ``PickerConfiguration/timeZone``), as a proleptic Gregorian date.
    ///
    /// - Throws: ``LocalizationError/picker(_:)`` when the clock cannot be read.
    public var today: CalendarDate {
        get throws(LocalizationError) {
            do {
                let now = try PickerValues.now(mode: .date, at: model.today.now(), timeZone: model.today.timeZone)
                return now.calendarDate
            } catch {
                throw .picker(error)
            }
        }
    }

    /// The locale's word for the day row `day` in the context of the selection, when
    /// ``LabelOptions/namesRelativeDays`` is on and that day is yesterday, today or tomorrow
    /// from `today`; else `nil`.
    func relativeDayName(day: Int, today: CalendarDate) -> String? {
        guard let names = relativeDayNames else { return nil }
        var row = model.values
        row[.day] = day
        for (offset, name) in [(-1, names.yesterday), (0, names.today), (1, names.tomorrow)] {
            let date = CalendarDate(dayNumber: today.dayNumber + offset)
            let gregorian = PickerValues(mode: .date, year: date.year, month: date.month, day: date.day)
            guard let shown = gregorian.inCalendar(model.calendar) else { continue }
            if (shown.year, shown.month, shown.day) == (row.year, row.month, row.day) { return name }
        }
        return nil
    }

    /// `column` with the rows of yesterday, today and tomorrow named, for day columns of a
    /// picker whose options name relative days.
    func namingRelativeDays(_ column: LabelColumn) throws(LocalizationError) -> LabelColumn {
        guard column.field == .day, relativeDayNames != nil else { return column }
        let today = try self.today
        let rows = column.rows.map { row in
            guard let number = row.number, let name = relativeDayName(day: number, today: today) else { return row }
            return LabelRow(value: row.value, label: name, number: number)
        }
        return LabelColumn(field: column.field, rows: rows, selectedIndex: column.selectedIndex)
    }
}
