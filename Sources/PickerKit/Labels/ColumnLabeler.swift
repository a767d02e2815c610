/// Labels Gregorian values' columns for one locale, mode and set of options, from ICU data.
///
/// It is the Gregorian column engine under ``CalendarLabeler``, the labeler every picker labels
/// its rows through: the time rows in every calendar, and every row in the Gregorian calendar.
/// Ranges, ISO weeks, quarters and one-column lists, whose values are Gregorian, use it directly
/// (in the locale's Buddhist, Japanese or ROC years where its calendar has the Gregorian months).
///
/// Everything ICU is asked (patterns, column order, month names, digits, AM/PM) is derived
/// once per locale, display calendar, mode and options, and cached (``shared(locale:mode:options:)``);
/// a row label after that is plain Swift string assembly with no ICU call, except for era
/// and lunar labels of non-Gregorian display calendars, which ICU formats.
///
/// ```swift
/// let locale = try ResolvedLocale("zh_CN")
/// let labeler = try ColumnLabeler.shared(locale: locale, mode: .date)
/// labeler.order                                                 // [.year, .month, .day]
/// try labeler.label(.month, for: PickerValues(year: 2019, month: 8, day: 20))  // "8月"
/// ```
///
/// Thread safety: immutable after creation; the ICU formatters it holds are configured once
/// and only used through `udat_format`/`udat_parse`, which ICU allows on a shared formatter.
@_spi(PickerKitTools) public final class ColumnLabeler: Sendable {
    /// The locale whose data labels the columns.
    public let locale: ResolvedLocale
    /// The selection mode: which columns there are.
    public let mode: SelectionMode
    /// The options the labeler was made with.
    public let options: LabelOptions
    /// The columns in the locale's order, from the pattern of the mode's skeleton.
    public let order: [DateField]
    /// The hour cycle of the hour column, or `nil` when the mode has no hours.
    public let hourCycle: HourCycle?
    /// The skeleton asked of ICU for display strings of the mode, such as `"yMMMMd"`, or
    /// `"EyMMMMd"` when day rows show the weekday.
    public let skeleton: String
    /// The locale's pattern for ``skeleton``, such as `"MMMM d, y"` or `"EEE, MMMM d, y"`;
    /// display strings come from it, column order from the same pattern without the weekday.
    public let displayPattern: String
    /// Each column's labeler, indexed by ``DateField/ordinal`` (`nil` for columns not shown).
    let columnLabelers: [FieldColumnLabeler?]
    /// The formatter for display strings in ``displayPattern``.
    let displayFormatter: LocaleDateFormat
    /// Whether the locale's numbering system is algorithmic (`@numbers=roman`, `hebr`): its
    /// formatters are several times larger, and the shared cache keeps fewer of them
    /// (``LabelerCache``).
    let writesAlgorithmicNumbers: Bool
    /// The ICU locale whose data the labels come from: ``locale``'s, or its Gregorian data for
    /// a mode without date columns (see ``dataLocaleID(locale:mode:)``).
    var dataLocaleID: String { Self.dataLocaleID(locale: locale, mode: mode) }

    /// Derives everything for `locale`, `mode` and `options` from ICU (uncached; see ``shared(locale:mode:options:)``).
    ///
    /// - Throws: ``LocalizationError/weekdayNeedsYearAndDay(mode:)`` when the options show the weekday
    ///   but the mode lacks the year or the day that fix it (`08-20` has no weekday);
    ///   ``LocalizationError/ambiguousLabels(locale:field:style:label:values:)`` when the month style
    ///   gives two months the same label; ``LocalizationError/icu(operation:code:)`` if ICU fails.
    public init(locale: ResolvedLocale, mode: SelectionMode, options: LabelOptions = LabelOptions())
        throws(LocalizationError)
    {
        if options.showsWeekday, !mode.includes(.year) || !mode.includes(.day) {
            throw .weekdayNeedsYearAndDay(mode: mode)
        }
        guard DisplayCalendar(rawValue: locale.calendarKind.icuName) != nil else {
            throw .calendarHasOwnRows(calendar: locale.calendarKind)
        }
        self.locale = locale
        self.mode = mode
        self.options = options
        let localeID = Self.dataLocaleID(locale: locale, mode: mode)
        do {
            let generator = try LocalePatternGenerator(localeID: localeID)
            let fields = mode.fields
            var hourCycle: HourCycle?
            var hourLetter: Character = "H"
            if fields.contains(.hour) {
                // The caller's option wins; else the locale id's own (`@hours=h23`, `-u-hc-h23`).
                if let requested = options.hourCycle ?? locale.hourCycle {
                    // ICU answers with the locale's letter, not the one asked for (ja: K for h),
                    // so a requested cycle is written into every pattern below.
                    hourCycle = requested
                    hourLetter = requested.patternLetter
                } else {
                    let hourPattern = DatePattern(try generator.bestPattern("j"))
                    hourLetter = hourPattern.field(for: .hour)?.letter ?? "H"
                    hourCycle = HourCycle(patternLetter: hourLetter) ?? .h23
                }
            }
            self.hourCycle = hourCycle
            // Display strings show the weekday when day rows do and the year fixes it; column
            // order and month length still come from the pattern without it.
            let patterns = try DisplaySkeleton(
                fields: fields, options: options, hourLetter: hourLetter, hourCycle: hourCycle, generator: generator)
            let display = patterns.fields
            let shown = patterns.shown
            self.skeleton = patterns.skeleton
            displayPattern = shown.text
            var columns = fields
            if hourCycle?.usesDayPeriod == true { columns.append(.dayPeriod) }
            var order = display.columnOrder.filter(columns.contains)
            if hourCycle?.usesDayPeriod == true, !order.contains(.dayPeriod),
                let hourIndex = order.firstIndex(of: .hour)
            {
                // The mode pattern has no AM/PM (a locale writing it only next to the hour):
                // put the column where the hour's own pattern puts it.
                let before = DatePattern(try generator.bestPattern(String(hourLetter))).dayPeriodPrecedesHour ?? false
                order.insert(.dayPeriod, at: before ? hourIndex : hourIndex + 1)
            }
            order += columns.filter { !order.contains($0) }
            self.order = order
            // ICU keeps a Julian part in its Buddhist, Japanese and ROC calendars (it refuses
            // to move their cutover): their ICU-formatted year labels are Julian before
            // 1582-10-15; month, day and time labels are PickerKit's, proleptic.
            let proleptic = locale.calendar == .gregorian
            displayFormatter = try LocaleDateFormat(localeID: localeID, pattern: shown.text, proleptic: proleptic)
            let symbols = try Self.symbols(displayFormatter)
            // Algorithmic numbering systems (hebr, jpan: 十 for 10) are not digit-by-digit:
            // only ICU can write them, so every column goes through udat_format.
            let digitByDigit = !LocaleNumberingSystem.isAlgorithmic(localeID: localeID)
            writesAlgorithmicNumbers = !digitByDigit
            var labelers = [FieldColumnLabeler?](repeating: nil, count: DateField.allCases.count)
            var units: [DateField: String] = [:]
            if options.showsUnits, columns.contains(.hour) {
                let hourPattern = try Self.labelPattern(
                    for: .hour, display: display, generator: generator, options: options,
                    calendar: locale.calendar, hourCycle: hourCycle ?? .h23)
                units = try Self.timeUnits(generator: generator, localeID: localeID, hourPattern: hourPattern)
            } else if options.showsUnits {
                // A minute-second picker: the units the locale would write with an hour.
                let hourPattern = DatePattern(try generator.bestPattern("H"))
                units = try Self.timeUnits(generator: generator, localeID: localeID, hourPattern: hourPattern)
            }
            for field in columns {
                let pattern = Self.styled(
                    try Self.labelPattern(
                        for: field, display: display, generator: generator, options: options,
                        calendar: locale.calendar, hourCycle: hourCycle ?? .h23),
                    field: field, options: options, calendar: locale.calendar, units: units)
                let calendarAllowsTemplate =
                    switch locale.calendar {
                    case .gregorian: true
                    case .buddhist, .japanese, .roc: field != .year
                    }
                let useTemplate = digitByDigit && calendarAllowsTemplate
                labelers[field.ordinal] = try FieldColumnLabeler(
                    field: field, pattern: pattern, localeID: localeID, proleptic: proleptic,
                    useTemplate: useTemplate, symbols: symbols, hourCycle: hourCycle ?? .h23)
            }
            columnLabelers = labelers
        } catch {
            throw .icu(error)
        }
        if let months = columnLabelers[DateField.month.ordinal] {
            try Self.requireUnique(
                months, values: Array(PickerValues().range(of: .month)), locale: locale,
                style: options.monthStyle.rawValue)
        }
    }

    /// A labeler with `other`'s derived data (same resolved locale, mode and effective
    /// options) that reports `locale` and `options` as the caller spelled them.
    init(sharing other: ColumnLabeler, locale: ResolvedLocale, options: LabelOptions) {
        self.locale = locale
        self.options = options
        mode = other.mode
        order = other.order
        hourCycle = other.hourCycle
        skeleton = other.skeleton
        displayPattern = other.displayPattern
        columnLabelers = other.columnLabelers
        displayFormatter = other.displayFormatter
        writesAlgorithmicNumbers = other.writesAlgorithmicNumbers
    }

    /// The ICU locale the labels of `mode` in `locale` come from.
    ///
    /// The locale's own, except that a mode without date columns reads the locale's Gregorian
    /// data: hours, minutes and seconds are the same in every calendar (calendar labelers take
    /// their time columns from the Gregorian labeler too), and ICU 72's data for some calendars
    /// lacks the time skeletons (`zh@calendar=chinese` falls back to root's `HH`: no 时 on
    /// the hour rows, and no unit for `showsUnits` to add).
    static func dataLocaleID(locale: ResolvedLocale, mode: SelectionMode) -> String {
        let hasDate = mode.includes(.year) || mode.includes(.month) || mode.includes(.day)
        return hasDate || locale.calendar == .gregorian
            ? locale.icuIdentifier : locale.withCalendar(.gregorian).icuIdentifier
    }

    /// The label of `field`'s row for `values` (the other fields give the context).
    ///
    /// Values of another mode are read in the labeler's mode: fields it lacks take
    /// ``PickerValues``' defaults (a month-day picker labels in the leap year 2000).
    ///
    /// - Throws: ``LocalizationError/invalidValues(_:)`` when any field is out of range (years
    ///   1...9999, a day that exists in its month, hours 0...23, minutes and seconds 0...59):
    ///   every field is checked, not only `field`, since the others give the context.
    /// - Complexity: O(1) table lookup or string assembly after warm-up (Gregorian display);
    ///   one `udat_format` for era and lunar labels.
    @inline(__always)
    public func label(_ field: DateField, for values: PickerValues) throws(LocalizationError) -> String {
        guard let labeler = columnLabelers[field.ordinal] else { throw .columnNotShown(field: field, mode: mode) }
        // Only a year the labeler's mode lacks changes a label's context (no conversion on the
        // per-row path otherwise). Checked after that: a month-day labeler reads 02-29 in 2000.
        let values = mode.includes(.year) || !values.mode.includes(.year) ? values : values.converted(to: mode)
        guard values.isValid(forFieldsOf: mode) else { throw .invalidValues(values.converted(to: mode)) }
        if labeler.template == nil {
            // ICU formats a whole instant: fields outside the mode must be at their defaults.
            return try icuLabel(labeler, values.mode == mode ? values : values.converted(to: mode))
        }
        do {
            return try labeler.label(values)
        } catch {
            throw .icu(error)
        }
    }

    /// ICU's own label for the row (`udat_format` of the same pattern): what ``label(_:for:)`` must equal.
    ///
    /// - Throws: ``LocalizationError/beforeGregorianReform(calendar:values:)`` for a Buddhist,
    ///   Japanese or ROC date before 1582-10-15, which ICU would show as a Julian date
    ///   (Buddhist and ROC year rows are formatted mid-year, where that cannot shift them).
    @_spi(Benchmarks) public func icuLabel(_ field: DateField, for values: PickerValues) throws(LocalizationError)
        -> String
    {
        guard let labeler = columnLabelers[field.ordinal] else { throw .columnNotShown(field: field, mode: mode) }
        let values = values.mode == mode ? values : values.converted(to: mode)
        guard values.isValid else { throw .invalidValues(values) }
        return try icuLabel(labeler, values)
    }

    private func icuLabel(_ labeler: FieldColumnLabeler, _ values: PickerValues) throws(LocalizationError) -> String {
        var values = values.converted(to: .dateTime)
        if locale.calendar == .buddhist || locale.calendar == .roc, labeler.field == .year {
            // The era year does not depend on the day: mid-year keeps it clear of ICU's Julian
            // New Year before 1582.
            values.month = 7
            values.day = 1
        } else {
            try requireGregorianReform(values)
        }
        do {
            return try labeler.icuLabel(values)
        } catch {
            throw .icu(error)
        }
    }

    /// Throws for Buddhist, Japanese and ROC dates before 1582-10-15, which ICU keeps Julian.
    func requireGregorianReform(_ values: PickerValues) throws(LocalizationError) {
        switch locale.calendar {
        case .buddhist, .japanese, .roc:
            if (values.year, values.month, values.day) < (1582, 10, 15) {
                throw .beforeGregorianReform(calendar: locale.calendarKind, values: values)
            }
        case .gregorian:
            break
        }
    }

    /// The ICU pattern a column's labels are made from, such as `"d日"` or `"LLLL"`.
    package func labelPattern(_ field: DateField) -> String? {
        columnLabelers[field.ordinal]?.pattern.description
    }

    /// Whether a column's labels are assembled in Swift (`true`) or formatted by ICU per row.
    package func usesFastPath(_ field: DateField) -> Bool {
        columnLabelers[field.ordinal]?.template != nil
    }

    private static func labelPattern(
        for field: DateField, display: DatePattern, generator: LocalePatternGenerator, options: LabelOptions,
        calendar: DisplayCalendar, hourCycle: HourCycle
    ) throws(ICUError) -> DatePattern {
        switch field {
        case .year:
            return DatePattern(try generator.bestPattern("y"))
        case .month:
            // The month's length as the mode's pattern really shows it (zh shows "M月" for
            // a wide month), except narrow, which is asked for as such.
            var count = options.monthStyle.skeletonLetters.count
            if options.monthStyle != .narrow, let shown = display.field(for: .month) {
                count = shown.count
            }
            return DatePattern(try generator.bestPattern(String(repeating: "M", count: count))).standaloneMonths()
        case .day:
            return DatePattern(try generator.bestPattern(options.showsWeekday ? "Ed" : "d"))
        case .hour:
            return DatePattern(try generator.bestPattern(String(hourCycle.patternLetter))).withHourCycle(hourCycle)
                .removingDayPeriod()
        case .minute:
            return DatePattern(try generator.bestPattern("mm"))
        case .second:
            return DatePattern(try generator.bestPattern("ss"))
        case .dayPeriod:
            return DatePattern("a")
        case .week:
            return DatePattern(try generator.bestPattern("w"))
        case .quarter:
            return DatePattern(try generator.bestPattern("QQQ"))
        }
    }

    private static func symbols(_ formatter: LocaleDateFormat) throws(ICUError) -> LabelTemplate.Symbols {
        func read(_ kind: LocaleDateFormat.SymbolKind) throws(ICUError) -> [String] {
            try formatter.symbols(kind)
        }
        let shortWeekdays = try read(.shortWeekdays)
        let weekdays = try read(.weekdays)
        let standaloneShortWeekdays = try read(.standaloneShortWeekdays)
        let standaloneWeekdays = try read(.standaloneWeekdays)
        // ICU's weekday tables have an empty entry 0; Sunday is 1.
        return LabelTemplate.Symbols(
            standaloneMonths: try read(.standaloneMonths),
            standaloneShortMonths: try read(.standaloneShortMonths),
            standaloneNarrowMonths: try read(.standaloneNarrowMonths),
            shortWeekdays: Array(shortWeekdays.dropFirst()),
            weekdays: Array(weekdays.dropFirst()),
            standaloneShortWeekdays: Array(standaloneShortWeekdays.dropFirst()),
            standaloneWeekdays: Array(standaloneWeekdays.dropFirst()),
            amPm: try read(.amPm))
    }

    private static func requireUnique(
        _ labeler: FieldColumnLabeler, values: [Int], locale: ResolvedLocale, style: String
    ) throws(LocalizationError) {
        var seen: [String: Int] = [:]
        for value in values {
            let label: String
            do {
                label = try labeler.label(FieldColumnLabeler.values(labeler.field, value, in: PickerValues()))
            } catch {
                throw .icu(error)
            }
            if let earlier = seen[label] {
                throw .ambiguousLabels(
                    locale: locale.requested, field: labeler.field, style: style, label: label,
                    values: [LabelValueText.text(earlier, labeler.field), LabelValueText.text(value, labeler.field)])
            }
            seen[label] = value
        }
    }
}
