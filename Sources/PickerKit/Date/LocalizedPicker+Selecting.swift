import PickerKitCore

extension LocalizedPicker {
    /// Shows `selection`, as a "restore" or a "Today" button would.
    ///
    /// Values outside the bounds are clamped, and values off the minute or second step are
    /// rounded to the nearest step, never refused: each field moved is reported with its reason
    /// (`.minimum`, `.maximum`, `.interval`). ``Selection/present`` selects the Present row. A
    /// picker in a calendar takes values of its calendar (`2019-08-20[u-ca=hebrew]`) and
    /// Gregorian ones: a date is the same day (`2019-08-20` selects 19 Av 5779), a year or a
    /// year-month the calendar's year or month holding its first day. Columns whose labels
    /// follow the new values (a day's weekday) are listed in ``PickerChange/reloadedColumns`` too.
    ///
    /// ```swift
    /// let change = try picker.select(try Selection("2040-05-01"))   // bounds 2015-01-01...2030-12-31
    /// change.adjustments   // [year 2040 -> 2030: after the maximum, month 5 -> 12 ..., day 1 -> 31 ...]
    /// ```
    ///
    /// - Throws: ``PickerError/modeMismatch(role:expected:actual:)`` for a selection of another mode, ``PickerError/unknownSentinel(_:)`` for Present without
    ///   a Present row, ``PickerError/calendarMismatch(role:expected:actual:)`` for a value of
    ///   another calendar (or a Gregorian month-day in a calendar picker: it names no day there).
    @discardableResult
    public mutating func select(_ selection: Selection) throws(PickerError) -> PickerChange {
        try applying { model throws(PickerError) in try model.select(selection) }
    }

    /// Shows `value` in `field`'s column, as choosing its row would.
    ///
    /// The columns below follow (in a calendar, a new year keeps the month code, as choosing the
    /// year row does), and a value the column does not offer now (outside the bounds, off the
    /// step, a day the month lacks) is moved to the nearest one it offers, reported first.
    ///
    /// ```swift
    /// try picker.select(2021, in: .year)   // 2020-02-29 -> 2021-02-28, [day 29 -> 28: the month has 28 days]
    /// ```
    ///
    /// - Throws: ``PickerError/fieldNotInMode(_:mode:)`` for a field the mode lacks, ``PickerError/fieldValueOutOfRange(field:value:)`` for a value no
    ///   calendar has (month 13, hour 24, year 0).
    @discardableResult
    public mutating func select(_ value: Int, in field: DateField) throws(PickerError) -> PickerChange {
        try applying { model throws(PickerError) in try model.select(value, in: field) }
    }

    /// Shows today, read from the configuration's clock in its time zone, rounded to the steps
    /// and clamped into the bounds (each field moved reported).
    ///
    /// - Throws: ``PickerError/unknownTimeZone(_:)`` or ``PickerError/clock(_:)`` when the clock cannot be read.
    @discardableResult
    public mutating func selectToday() throws(PickerError) -> PickerChange {
        try applying { model throws(PickerError) in try model.selectToday() }
    }

    /// Runs `body` on the model (restored when `body` throws), and describes
    /// the change for this picker's labels, its adjustments said in the locale (by the picker
    /// as it is after the change: the day's new month, not the old one).
    mutating func applying(
        _ body: (inout PickerModel) throws(PickerError) -> PickerChange
    ) throws(PickerError) -> PickerChange {
        let old = model.snapshot
        // In place, not on a copy of the model (a copy and its release were an eighth of a
        // scroll step): a verb that throws gets the state it began with back.
        let change: PickerChange
        do {
            change = try body(&model)
        } catch {
            model.restore(old)
            throw error
        }
        var labeled = change.followingLabels(in: model, from: old)
        labeled.sentences = sentences(labeled.adjustments)
        return labeled
    }
}
