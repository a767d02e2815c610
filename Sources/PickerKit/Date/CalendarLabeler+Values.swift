@_spi(PickerKitTools) import PickerKitCore

extension CalendarLabeler {
    /// The label of `field`'s row for `values` (the other fields give the context).
    ///
    /// `values` are the labeler's calendar's, or Gregorian values in a calendar with the
    /// Gregorian months: Buddhist, Japanese and ROC label a range's end, a week's year or a
    /// one-column row as the calendar's own day (2019-08-20 is the Buddhist 2562-08-20; a
    /// year or a year-month as the calendar's year or month holding its first day). Values
    /// of another mode are read in the labeler's mode: fields it lacks take ``PickerValues``'
    /// defaults (a month-day picker labels in the leap year 2000).
    ///
    /// - Throws: ``LocalizationError/invalidValues(_:)`` when any field is out of range (every
    ///   field is checked, not only `field`, since the others give the context);
    ///   ``LocalizationError/calendarHasOwnRows(calendar:)`` for Gregorian values in a calendar
    ///   with other months; ``LocalizationError/columnNotShown(field:mode:)``.
    /// - Complexity: O(1) after warm-up: a template or table for Gregorian and time rows, a
    ///   cached label for another calendar's rows.
    @inline(__always)
    package func label(_ field: DateField, for values: PickerValues) throws(LocalizationError) -> String {
        if let labeler = fieldLabelers[field.ordinal] { return try labeler.label(values, in: mode) }
        return try calendarLabel(field, for: values)
    }

    /// A calendar's own date row for `values` (out of line: the template path above is the
    /// per-row path of Gregorian labels).
    @inline(never)
    private func calendarLabel(_ field: DateField, for values: PickerValues) throws(LocalizationError) -> String {
        guard field.ordinal <= DateField.day.ordinal else { throw .columnNotShown(field: field, mode: mode) }
        let values = try calendarValues(values)
        return try label(field, row: values[field], in: values)
    }

    /// ICU's text for the row (`udat_format` on every call, no cache or template): the per-call
    /// baseline of the benchmarks, and what ``label(_:for:)-(_,PickerValues)`` must equal.
    package func icuLabel(_ field: DateField, for values: PickerValues) throws(LocalizationError) -> String {
        if let columns = columns(labeling: field) { return try columns.icuLabel(field, for: values) }
        return try icuLabel(field, for: Self.fields(of: try calendarValues(values)))
    }

    /// The label of `field`'s row for `value`: ``label(_:for:)-(_,PickerValues)`` of its fields
    /// (a calendar value's own fields; a Gregorian value in a calendar with the Gregorian months
    /// is that calendar's day).
    ///
    /// - Throws: ``LocalizationError/invalidValues(_:)`` for ``Selection/present``; as
    ///   ``label(_:for:)-(_,PickerValues)`` otherwise.
    public func label(_ field: DateField, for value: Selection) throws(LocalizationError) -> String {
        let values = try Self.values(of: value)
        // A selection of the labeler's mode is valid (its fields were checked when it was made).
        if value.mode == mode, let labeler = fieldLabelers[field.ordinal] {
            return try labeler.label(valid: values, in: mode)
        }
        return try label(field, for: values)
    }

    /// ICU's text for the row of `value` (``icuLabel(_:for:)-(_,PickerValues)``): the per-call
    /// baseline that ``label(_:for:)-(_,Selection)`` is measured against.
    @_spi(Benchmarks) public func icuLabel(_ field: DateField, for value: Selection) throws(LocalizationError)
        -> String
    {
        try icuLabel(field, for: try Self.values(of: value))
    }

    /// `value` as one display string (``displayString(for:)-(PickerValues)``).
    public func displayString(for value: Selection) throws(LocalizationError) -> String {
        try displayString(for: try Self.values(of: value))
    }

    /// Reads a display string back strictly to a Gregorian value of the labeler's mode, as
    /// ``gregorianValues(ofDisplayString:)`` does.
    public func gregorianValue(ofDisplayString text: String) throws(LocalizationError) -> Selection {
        let values = try gregorianValues(ofDisplayString: text)
        guard values.isValid else { throw .invalidValues(values.timestamp) }
        return values.validSelection
    }

    /// The fields of `value`, or an error for ``Selection/present``, which has none.
    @inline(__always)
    static func values(of value: Selection) throws(LocalizationError) -> PickerValues {
        guard let values = PickerValues(value) else { throw .invalidValues(value.description) }
        return values
    }

    /// `values` as one display string in the locale's pattern for the mode, such as
    /// `"2019年8月20日"`, `"August 20, 2019"` or, in a Buddhist locale, `"20 สิงหาคม 2562"`
    /// for the Gregorian 2019-08-20.
    ///
    /// - Throws: ``LocalizationError/invalidValues(_:)``; as ``label(_:for:)-(_,PickerValues)``
    ///   for Gregorian values in a calendar with other months.
    package func displayString(for values: PickerValues) throws(LocalizationError) -> String {
        if let dateColumns { return try dateColumns.displayString(for: values) }
        let values = try calendarValues(values).converted(to: mode)
        return try displayString(
            for: Self.fields(of: values), hour: values.hour, minute: values.minute, second: values.second)
    }

    /// Reads a display string back strictly to Gregorian values (see ``value(ofDisplayString:)``
    /// for what is accepted): in a Buddhist, Japanese or ROC labeler, the calendar's day is
    /// returned as its Gregorian day (`20 สิงหาคม 2562` → 2019-08-20).
    ///
    /// The spaces U+0020, U+00A0, U+202F and U+2009 count as one in Gregorian display strings:
    /// ICU writes `2:30\u{202F}PM`, people type `2:30 PM`. A month and day without a year are
    /// read in the leap year 2000, so `February 29` is accepted. Text longer than
    /// ``maximumDisplayStringLength`` is refused before any ICU work.
    ///
    /// - Throws: ``LocalizationError/unparsableDisplayString(text:pattern:reason:)`` for text
    ///   that does not match or is over the length limit; ``LocalizationError/calendarHasOwnRows(calendar:)``
    ///   in a calendar whose months are not the Gregorian ones.
    package func gregorianValues(ofDisplayString text: String) throws(LocalizationError) -> PickerValues {
        if let dateColumns { return try dateColumns.values(ofDisplayString: text) }
        guard calendar.hasISOMonths else { throw .calendarHasOwnRows(calendar: calendar) }
        guard let values = PickerValues(try value(ofDisplayString: text)) else {
            throw .unparsableDisplayString(text: text, pattern: displayPattern, reason: "it names no date")
        }
        return Self.gregorianValues(of: values)
    }

    /// The ICU pattern a column's labels are made from, such as `"d日"`, `"LLLL"` or `"rU年"`.
    package func labelPattern(_ field: DateField) -> String? {
        if let columns = columns(labeling: field) { return columns.labelPattern(field) }
        return mode.includes(field) ? rowPatterns[field] : nil
    }

    /// Whether a column's labels are assembled in Swift from a template (`true`), not formatted
    /// by ICU (a cached ICU text in another calendar than Gregorian).
    package func usesFastPath(_ field: DateField) -> Bool {
        columns(labeling: field)?.usesFastPath(field) ?? false
    }

    /// Whether `field`'s rows are labeled by the Gregorian columns (time rows, and the date
    /// rows of a calendar whose dates are ISO's), whose labels read back one by one.
    package func labelsFromColumns(_ field: DateField) -> Bool {
        columns(labeling: field) != nil
    }

    /// The Gregorian columns that label `field`'s rows: ``gregorianColumns`` for a time column,
    /// ``dateColumns`` for a date column (`nil` where the calendar composes its own date rows).
    func columns(labeling field: DateField) -> GregorianColumns? {
        field.ordinal > DateField.day.ordinal ? gregorianColumns : dateColumns
    }

    /// The ICU formatter of the display strings (``displayPattern``) of a labeler with
    /// ``dateColumns``, for the one-column templates and open ranges; `nil` in a calendar that
    /// composes its own.
    var displayFormatter: LocaleDateFormat? {
        dateColumns?.displayFormatter
    }

    /// `values` in the labeler's calendar: themselves, or Gregorian values converted day for
    /// day where the calendar has the Gregorian months (a year or a year-month becomes the
    /// calendar's year or month that holds its first day; a month-day keeps its numbers).
    func calendarValues(_ values: PickerValues) throws(LocalizationError) -> PickerValues {
        if values.calendar == calendar { return values }
        guard values.calendar.isISO, calendar.hasISOMonths else {
            throw .calendarHasOwnRows(calendar: calendar)
        }
        // Read in the labeler's mode: fields it lacks are not part of a label.
        let values = values.mode == mode ? values : values.converted(to: mode)
        guard values.isValid else { throw .invalidValues(values.timestamp) }
        if values.mode.includes(.year) {
            let day = CalendarDate(
                year: values.year, month: values.mode.includes(.month) ? values.month : 1,
                day: values.mode.includes(.day) ? values.day : 1
            ).dayNumber
            guard rules.dayNumbers.contains(day) else {
                throw .calendar(
                    ParseError(
                        kind: .outsideCalendar, offset: 0, input: values.description,
                        message: "outside the \(calendar.rawValue) calendar's range \(calendar.isoRangeText(rules))"))
            }
        }
        if let converted = values.inCalendar(calendar) { return converted }
        return PickerValues(
            mode: values.mode, calendar: calendar, month: values.month, day: values.day, hour: values.hour,
            minute: values.minute, second: values.second)
    }

    /// The Gregorian values of a calendar's `values` whose months are the Gregorian ones: the
    /// Gregorian day of its first day, in the same mode (a month-day keeps its numbers).
    static func gregorianValues(of values: PickerValues) -> PickerValues {
        let mode = values.mode
        guard mode.includes(.year) else {
            return PickerValues(
                mode: mode, month: values.month, day: values.day, hour: values.hour, minute: values.minute,
                second: values.second)
        }
        let rules = values.calendar.rules
        let day = rules.dayNumber(
            year: values.year, month: mode.includes(.month) ? values.month : 1,
            day: mode.includes(.day) ? values.day : 1)
        let date = CalendarDate(dayNumber: day)
        return PickerValues(
            mode: mode, year: date.year, month: date.month, day: date.day, hour: values.hour, minute: values.minute,
            second: values.second)
    }
}
