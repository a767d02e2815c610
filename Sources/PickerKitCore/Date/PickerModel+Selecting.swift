extension PickerModel {
    /// Shows `selection`, as a "restore" or a "Today" button would.
    ///
    /// Values outside the bounds are clamped, and values off the minute or second step are
    /// rounded to the nearest step, never refused: each field moved is reported with its reason
    /// (`.minimum`, `.maximum`, `.interval`). ``Selection/present`` selects the Present row.
    /// A picker in a calendar takes values of its calendar (`2019-08-20[u-ca=hebrew]`) and
    /// Gregorian ones, converted as a configured selection is: a date is the same day
    /// (`2019-08-20` and `2019-08-20[u-ca=gregory]` select 19 Av 5779), a year or a year-month
    /// the calendar's year or month holding its first day.
    ///
    /// ```swift
    /// var model = try PickerModel(PickerConfiguration(mode: .date, minimum: "2015-01-01", maximum: "2030-12-31"))
    /// let change = try model.select(try Selection("2040-05-01", mode: .date))
    /// change.adjustments   // [year 2040 -> 2030: after the maximum, month 5 -> 12 ..., day 1 -> 31 ...]
    /// model.selectedValue  // "2030-12-31"
    /// ```
    ///
    /// - Throws: ``PickerError/modeMismatch(role:expected:actual:)`` for a selection of another
    ///   mode; ``PickerError/unknownSentinel(_:)`` for Present on a picker without a Present row;
    ///   ``PickerError/calendarMismatch(role:expected:actual:)`` for a value of another calendar
    ///   (or a Gregorian month-day in a calendar picker: it names no day of the calendar).
    @discardableResult
    package mutating func select(_ selection: Selection) throws(PickerError) -> PickerChange {
        let old = snapshot
        // PickerValues(_:) reads calendar selections in their calendar (Selection.value would
        // give a calendar date's ISO value, and nothing for a calendar year).
        guard let given = PickerValues(selection) else {
            guard let present = sentinels.first(where: { $0.value == SentinelRow.presentValue }) else {
                throw .unknownSentinel(SentinelRow.presentValue)
            }
            selectedSentinel = present
            return change(since: old, adjustments: [])
        }
        guard given.mode == mode else {
            throw .modeMismatch(role: "selection", expected: mode, actual: given.mode)
        }
        // A Gregorian value in a calendar picker is converted as a configured selection is (the
        // same day; a year or year-month becomes the calendar's one holding its first day);
        // a value of another calendar is refused.
        let converted = try Self.placedInCalendar(given, in: calendar, role: "selection", end: .start)
        let adjustments = try moving { model throws(PickerError) in
            let placed = Self.place(converted.values, intervals: model.intervals, bounds: model.bounds)
            model.values = placed.values
            model.selectedSentinel = nil
            return converted.adjustments.isEmpty
                ? placed.adjustments : Self.merged(converted.adjustments, placed.adjustments)
        }
        return change(since: old, adjustments: adjustments)
    }

    /// Shows the value a stored string names (``selectedValue``'s inverse): a sentinel row's
    /// value (`present`, `any`) selects that row, anything else is parsed strictly in the
    /// picker's mode and shown as ``select(_:)-(Selection)`` shows it.
    ///
    /// - Throws: ``PickerError/unparsable(role:input:error:)`` for a string that is neither;
    ///   else as ``select(_:)-(Selection)``.
    @discardableResult
    package mutating func select(storedValue: String) throws(PickerError) -> PickerChange {
        if let sentinel = sentinels.first(where: { $0.value == storedValue }) {
            let old = snapshot
            selectedSentinel = sentinel
            return change(since: old, adjustments: [])
        }
        let selection: Selection
        do {
            selection = try Selection(storedValue, mode: mode)
        } catch {
            throw .unparsable(role: "selection", input: storedValue, error: error)
        }
        return try select(selection)
    }

    /// Shows `value` in `field`'s column, as choosing its row would: the columns below follow
    /// (in a calendar, a new year keeps the month code, as choosing the year row does), and a
    /// value the column does not offer now (outside the bounds, off the step, a day the
    /// month lacks) is moved to the nearest one it offers, reported first among the
    /// adjustments.
    ///
    /// ```swift
    /// try model.select(2021, in: .year)   // 2020-02-29 -> 2021-02-28, [day 29 -> 28: the month has 28 days]
    /// ```
    ///
    /// - Throws: ``PickerError/fieldNotInMode(_:mode:)`` for a field the mode lacks;
    ///   ``PickerError/fieldValueOutOfRange(field:value:)`` for a value the picker's calendar has
    ///   in no year (month 13 in Gregorian or Persian, 14 in Hebrew; hour 24; year 0).
    @discardableResult
    package mutating func select(_ value: Int, in field: DateField) throws(PickerError) -> PickerChange {
        guard mode.fields.contains(field) else { throw .fieldNotInMode(field, mode: mode.rawValue) }
        // The values a field can have in the picker's calendar, by its rules (Hebrew years run
        // to 13760, lunisolar and Coptic years have a 13th month, Gregorian and Persian years
        // 12, and a Chinese month-day picker lists the leap months too).
        let possible: ClosedRange<Int> =
            switch field {
            case .year: values.yearRange
            case .month: 1...calendar.largestMonth(inModeWithYear: mode.includes(.year))
            default: field.smallestValue...PickerValues.largestValue(of: field)
            }
        guard possible.contains(value) else {
            throw .fieldValueOutOfRange(field: field, value: value)
        }
        let old = snapshot
        let adjustments = try moving { model throws(PickerError) in
            model.selectedSentinel = nil
            let old = model.values
            model.values[field] = value
            var adjustments: [PickerAdjustment] = []
            if let moved = model.fit(field) { adjustments.append(moved) }
            return adjustments + model.relink(after: field, from: old)
        }
        return change(since: old, adjustments: adjustments)
    }

    /// Shows today, read from the configuration's clock in its time zone, rounded to the steps
    /// and clamped into the bounds (each field moved reported).
    ///
    /// - Throws: ``PickerError/unknownTimeZone(_:)`` or ``PickerError/clock(_:)`` when the
    ///   clock cannot be read.
    @discardableResult
    package mutating func selectToday() throws(PickerError) -> PickerChange {
        let old = snapshot
        // In a calendar picker, today's day in that calendar (as the first selection).
        let now = try today.today(mode: mode, calendar: calendar)
        let adjustments = try moving { model throws(PickerError) in
            let placed = Self.place(now, intervals: model.intervals, bounds: model.bounds)
            model.values = placed.values
            model.selectedSentinel = nil
            return placed.adjustments
        }
        return change(since: old, adjustments: adjustments)
    }
}
