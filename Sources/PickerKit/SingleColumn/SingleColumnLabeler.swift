/// Labels the rows of a one-column picker: each value as one display string in the locale's
/// pattern for the mode (`2019年8月`, `August 2019`, `2019年8月20日 14:30`), the same text as
/// ``CalendarLabeler/displayString(for:)-(Selection)``.
///
/// After warm-up a row label is assembled in Swift from the display pattern's pieces (the
/// locale's digits, month and weekday names, AM/PM, literals) with no ICU call. The assembly
/// is compiled once per locale, mode and options and checked against ICU's own formatting on
/// sample values (every month, short and long years, both halves of the day); where it cannot
/// be compiled or disagrees (algorithmic numbering such as Hebrew or Japanese numerals), and
/// in every calendar but Gregorian, the labeler writes each row as the calendar's display
/// string (``CalendarLabeler/displayString(for:)-(Selection)``: a Chinese month list says
/// `2023闰二月` in its place), and ``assemblesLabels`` is `false`.
///
/// ```swift
/// let labeler = try SingleColumnLabeler.shared(locale: try ResolvedLocale("zh_CN"), mode: .yearMonth)
/// try labeler.label(for: Selection(year: 2019, month: 8))  // "2019年8月"
/// ```
///
/// SPI, not API: apps use `LocalizedSingleColumnPicker`. It is `@_spi(PickerKitTools)` public
/// only for the separate `Benchmarks/` package, which times the assembled label of any value
/// against the same value's ICU display string (`icuLabel(for:)`); a picker's rows do not
/// isolate that.
@_spi(PickerKitTools) public final class SingleColumnLabeler: Sendable {
    /// The labeler whose display strings the rows are.
    public let labeler: CalendarLabeler
    /// The display pattern compiled for assembly, or `nil` when ICU formats each row.
    let template: LabelTemplate?

    /// Derives a labeler (uncached; see ``shared(locale:calendar:mode:options:)``, which also
    /// says which calendar labels the rows).
    ///
    /// - Throws: ``LocalizationError`` as ``CalendarLabeler/init(locale:calendar:mode:options:)`` does.
    public convenience init(
        locale: ResolvedLocale, calendar: CalendarKind? = nil, mode: SelectionMode,
        options: LabelOptions = LabelOptions()
    ) throws(LocalizationError) {
        let labeler = try CalendarLabeler.shared(
            locale: locale, calendar: Self.rowCalendar(locale, calendar, mode: mode), mode: mode, options: options)
        self.init(labeler, template: try Self.compile(labeler))
    }

    init(_ labeler: CalendarLabeler, template: LabelTemplate?) {
        self.labeler = labeler
        self.template = template
    }

    /// The locale whose data labels the rows.
    public var locale: ResolvedLocale { labeler.locale }

    /// The mode whose values the rows show.
    public var mode: SelectionMode { labeler.mode }

    /// The locale's pattern every row label follows, such as `"MMMM y"`.
    public var displayPattern: String { labeler.displayPattern }

    /// Whether row labels are assembled in Swift (`true`) or formatted by ICU per row.
    public var assemblesLabels: Bool { template != nil }

    /// The label of the row showing `values`.
    ///
    /// - Throws: ``LocalizationError/invalidValues(_:)`` for values that are not a date or time,
    ///   or outside the calendar's years; ``LocalizationError/calendarHasOwnRows(calendar:)``
    ///   for values of another calendar that it cannot write.
    /// - Complexity: O(length of the label) after warm-up when ``assemblesLabels``; else a
    ///   display string of the calendar's labeler.
    package func label(for values: PickerValues) throws(LocalizationError) -> String {
        guard let template, values.calendar == labeler.calendar else { return try labeler.displayString(for: values) }
        guard values.isValid else { throw .invalidValues(values.timestamp) }
        return template.render(values.mode == mode ? values : values.converted(to: mode))
    }

    /// The label of `row`: its value's display string, or the sentinel's own label (Present/至今).
    package func label(for row: SingleColumnRow) throws(LocalizationError) -> String {
        switch row {
        case .value(let values): try label(for: values)
        case .sentinel(let sentinel): sentinel.label
        }
    }

    /// ICU's own display string for `values` (what ``label(for:)-(PickerValues)`` must equal).
    package func icuLabel(for values: PickerValues) throws(LocalizationError) -> String {
        try labeler.displayString(for: values)
    }

    /// The label of the row showing `value`: ``label(for:)-(PickerValues)`` of its fields.
    ///
    /// - Throws: ``LocalizationError/invalidValues(_:)`` for ``Selection/present``; as
    ///   ``label(for:)-(PickerValues)`` otherwise.
    public func label(for value: Selection) throws(LocalizationError) -> String {
        let values = try CalendarLabeler.values(of: value)
        // A selection of the labeler's mode and calendar is valid (checked when it was made).
        if let template, value.mode == mode, value.calendar == labeler.calendar { return template.render(values) }
        return try label(for: values)
    }

    /// ICU's own display string for `value` (what ``label(for:)-(Selection)`` must equal).
    @_spi(Benchmarks) public func icuLabel(for value: Selection) throws(LocalizationError) -> String {
        try icuLabel(for: try CalendarLabeler.values(of: value))
    }

    /// The display pattern compiled for assembly when every sample agrees with ICU, else `nil`.
    static func compile(_ labeler: CalendarLabeler) throws(LocalizationError) -> LabelTemplate? {
        guard let formatter = labeler.displayFormatter,
            !LocaleNumberingSystem.isAlgorithmic(localeID: labeler.locale.icuIdentifier)
        else {
            return nil
        }
        let pattern = DatePattern(labeler.displayPattern)
        let template: LabelTemplate?
        do {
            // Display strings put months in format context (ru "августа"); standalone `L`
            // letters keep the standalone names.
            let usesFormatMonths = pattern.tokens.contains { token in
                if case .field("M", let count) = token { return count >= 3 }
                return false
            }
            let standalone: [LocaleDateFormat.SymbolKind] = [
                .standaloneMonths, .standaloneShortMonths, .standaloneNarrowMonths,
            ]
            let months = try (usesFormatMonths ? [.months, .shortMonths, .narrowMonths] : standalone).map {
                kind throws(ICUError) in try formatter.symbols(kind)
            }
            let weekdays = try [.shortWeekdays, .weekdays, .standaloneShortWeekdays, .standaloneWeekdays].map {
                (kind: LocaleDateFormat.SymbolKind) throws(ICUError) in Array(try formatter.symbols(kind).dropFirst())
            }
            let symbols = LabelTemplate.Symbols(
                standaloneMonths: months[0], standaloneShortMonths: months[1], standaloneNarrowMonths: months[2],
                shortWeekdays: weekdays[0], weekdays: weekdays[1], standaloneShortWeekdays: weekdays[2],
                standaloneWeekdays: weekdays[3], amPm: try formatter.symbols(.amPm))
            template = LabelTemplate(
                pattern: pattern, digits: try formatter.digits(), symbols: symbols,
                hourCycle: labeler.hourCycle ?? .h23)
        } catch {
            throw .icu(error)
        }
        guard let template else { return nil }
        for values in samples(labeler.mode) {
            guard template.render(values) == (try? labeler.displayString(for: values)) else { return nil }
        }
        return template
    }

    /// Values that exercise every piece a display pattern can have: each month (its name and
    /// its last day), years of one to four digits, hours in both halves and at the cycle's edges.
    static func samples(_ mode: SelectionMode) -> [PickerValues] {
        var samples: [PickerValues] = []
        let years = [1, 9, 10, 99, 100, 999, 1000, 2019, 9999]
        let times = [(0, 0, 0), (1, 5, 7), (9, 30, 59), (11, 59, 0), (12, 0, 30), (13, 45, 9), (23, 59, 59)]
        for month in 1...12 {
            let year = years[month % years.count]
            let days = PickerValues(mode: .yearMonth, year: year, month: month).daysInMonth
            let time = times[month % times.count]
            for day in [1, days] {
                samples.append(
                    PickerValues(
                        mode: mode, year: year, month: month, day: day, hour: time.0, minute: time.1, second: time.2))
            }
        }
        for (index, year) in years.enumerated() {
            let time = times[index % times.count]
            samples.append(
                PickerValues(mode: mode, year: year, month: 8, day: 20, hour: time.0, minute: time.1, second: time.2))
        }
        for time in times {
            samples.append(PickerValues(mode: mode, year: 2019, hour: time.0, minute: time.1, second: time.2))
        }
        return samples
    }
}
