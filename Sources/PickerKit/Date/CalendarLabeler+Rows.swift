@_spi(PickerKitTools) import PickerKitCore

extension CalendarLabeler {
    /// The label of row `number` of `field`'s column in a picker holding `values` (the fields
    /// of the labeler's calendar): the row as the picker would show it with that row chosen.
    ///
    /// Time rows, and every row of a Gregorian labeler, are the Gregorian labeler's (the other
    /// fields clamped into the row's month); another calendar's date rows keep a month's code
    /// across years where they can, and a picker without years names months by their code.
    ///
    /// - Throws: ``LocalizationError`` for a row the calendar does not have.
    /// - Complexity: O(1) after warm-up: a template or table for Gregorian and time rows, a
    ///   cached label for another calendar's rows (the per-row path of every picker).
    @inline(__always)
    package func label(_ field: DateField, row number: Int, in values: PickerValues) throws(LocalizationError)
        -> String
    {
        if let labeler = fieldLabelers[field.ordinal] {
            return try labeler.label(FieldColumnLabeler.values(field, number, in: values), in: mode)
        }
        return try calendarRowLabel(field, number, in: values)
    }

    /// The label of a date row of another calendar than Gregorian (see ``label(_:row:in:)``).
    private func calendarRowLabel(_ field: DateField, _ number: Int, in values: PickerValues)
        throws(LocalizationError) -> String
    {
        guard field.ordinal <= DateField.day.ordinal else { throw .columnNotShown(field: field, mode: mode) }
        guard values.mode.includes(.year) else {
            let list = CalendarMonthList.of(values.calendar)
            return field == .month ? try monthLabel(code: list.code(at: number)) : try dayLabel(number)
        }
        return try label(field, for: Self.rowFields(field, number, in: values))
    }

    /// The normalized value of row `number` of `field`'s column: `"2019"`, `"08"` (in another
    /// calendar than Gregorian, a month's code: `"M06L"`), `"20"`, `"am"`.
    package func value(_ field: DateField, row number: Int, in values: PickerValues) -> String {
        guard !calendar.isISO, field == .year || field == .month else {
            return LabelValueText.text(number, field)
        }
        if field == .year { return Selection.yearText(number) }
        var row = values
        row[.month] = number
        return row.monthCode.description
    }

    /// The calendar date the picker would hold with row `number` of the date column `field`
    /// chosen in a mode with a year: the other date fields of `values` clamped into the row's
    /// year and month (a month keeps its code across years where it can).
    static func rowFields(_ field: DateField, _ number: Int, in values: PickerValues) -> CalendarFields {
        let mode = values.mode
        var row = values
        row[field] = number
        if field == .year, mode.includes(.month) {
            // The month of the same code in the row's year (or the month of the same number).
            let rules = values.calendar.rules
            let code = values.monthCode
            row[.month] =
                rules.month(year: number, code: code) ?? rules.month(
                    year: number, code: code.fallback(in: row.calendar))
                ?? 1
        }
        if mode.includes(.day) { row[.day] = min(row.day, row.daysInMonth) }
        return fields(of: row)
    }

    /// The calendar fields of `values`, month 1 and day 1 where the mode lacks them: in a mode
    /// with a year the ordinal month and its code, in one without (a month-day that recurs)
    /// the month's code alone.
    static func fields(of values: PickerValues) -> CalendarFields {
        let mode = values.mode
        let hasYear = mode.includes(.year)
        let month = hasYear && mode.includes(.month) ? values.month : 1
        let rules = values.calendar.rules
        let code: MonthCode
        if !hasYear {
            code = values.monthCode
        } else if rules.years.contains(values.year), (1...rules.monthsInYear(values.year)).contains(month) {
            code = rules.monthCode(year: values.year, month: month)
        } else {
            // A year or month outside the calendar is refused by the labeler that reads the fields.
            code = MonthCode(number: month)
        }
        return CalendarFields(
            kind: values.calendar, year: values.year, month: month, monthCode: code,
            day: mode.includes(.day) ? values.day : 1)
    }
}
