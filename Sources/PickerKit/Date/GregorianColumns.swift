/// The Gregorian columns of one locale, mode and set of options: each column's row template,
/// the column order, the hour cycle, and the display pattern with its ICU formatter.
///
/// It is the engine under ``CalendarLabeler`` for Gregorian values: every row of a Gregorian
/// labeler, and the time rows of every calendar's labeler. Everything ICU is asked (patterns,
/// column order, month names, digits, AM/PM) is derived once, when the labeler is; a row
/// label after that is plain Swift string assembly with no ICU call, except in a locale with
/// an algorithmic numbering system (`@numbers=hebr`), whose digits only ICU can write.
///
/// Thread safety: immutable after creation; the ICU formatters it holds are configured once
/// and only used through `udat_format`/`udat_parse`, which ICU allows on a shared formatter.
final class GregorianColumns: Sendable {
    /// The locale whose data labels the columns, in the Gregorian calendar.
    let locale: ResolvedLocale
    /// The selection mode: which columns there are.
    let mode: SelectionMode
    /// The options the labeler was made with.
    let options: LabelOptions
    /// The columns in the locale's order, from the pattern of the mode's skeleton.
    let order: [DateField]
    /// The hour cycle of the hour column, or `nil` when the mode has no hours.
    let hourCycle: HourCycle?
    /// The skeleton asked of ICU for display strings of the mode, such as `"yMMMMd"`, or
    /// `"EyMMMMd"` when day rows show the weekday.
    let skeleton: String
    /// The locale's pattern for ``skeleton``, such as `"MMMM d, y"` or `"EEE, MMMM d, y"`;
    /// display strings come from it, column order from the same pattern without the weekday.
    let displayPattern: String
    /// Each column's labeler, indexed by ``DateField/ordinal`` (`nil` for columns not shown).
    let columnLabelers: [FieldColumnLabeler?]
    /// The formatter for display strings in ``displayPattern``.
    let displayFormatter: LocaleDateFormat
    /// Whether the locale's numbering system is algorithmic (`@numbers=roman`, `hebr`): its
    /// formatters are several times larger, and the shared cache keeps fewer of them
    /// (``LabelerCache``).
    let writesAlgorithmicNumbers: Bool

    /// Derives everything for `locale` (read in the Gregorian calendar), `mode` and `options` from ICU.
    ///
    /// - Throws: ``LocalizationError/weekdayNeedsYearAndDay(mode:)`` when the options show the weekday
    ///   but the mode lacks the year or the day that fix it (`08-20` has no weekday);
    ///   ``LocalizationError/ambiguousLabels(locale:field:style:label:values:)`` when the month style
    ///   gives two months the same label; ``LocalizationError/icu(operation:code:)`` if ICU fails.
    init(locale: ResolvedLocale, mode: SelectionMode, options: LabelOptions) throws(LocalizationError) {
        if options.showsWeekday, !mode.includes(.year) || !mode.includes(.day) {
            throw .weekdayNeedsYearAndDay(mode: mode)
        }
        let locale = locale.calendarKind.isISO ? locale : locale.withCalendar(.gregorian)
        self.locale = locale
        self.mode = mode
        self.options = options
        let localeID = locale.icuIdentifier
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
            // Proleptic: PickerKit's Gregorian calendar has no Julian part (ICU's does by default).
            displayFormatter = try LocaleDateFormat(localeID: localeID, pattern: shown.text, proleptic: true)
            // Every formatter of the locale writes the same digits: read once, not per column.
            let digits = try displayFormatter.digits()
            // Algorithmic numbering systems (hebr, jpan: 十 for 10) are not digit-by-digit:
            // only ICU can write them, so every column goes through udat_format.
            let digitByDigit = !LocaleNumberingSystem.isAlgorithmic(localeID: localeID)
            writesAlgorithmicNumbers = !digitByDigit
            var labelers = [FieldColumnLabeler?](repeating: nil, count: DateField.allCases.count)
            var units: [DateField: String] = [:]
            if options.showsUnits, columns.contains(.hour) {
                let hourPattern = try Self.labelPattern(
                    for: .hour, display: display, generator: generator, options: options,
                    hourCycle: hourCycle ?? .h23)
                units = try Self.timeUnits(generator: generator, localeID: localeID, hourPattern: hourPattern)
            } else if options.showsUnits {
                // A minute-second picker: the units the locale would write with an hour.
                let hourPattern = DatePattern(try generator.bestPattern("H"))
                units = try Self.timeUnits(generator: generator, localeID: localeID, hourPattern: hourPattern)
            }
            var columnPatterns: [DatePattern] = []
            for field in columns {
                columnPatterns.append(
                    Self.styled(
                        try Self.labelPattern(
                            for: field, display: display, generator: generator, options: options,
                            hourCycle: hourCycle ?? .h23),
                        field: field, options: options, units: units))
            }
            // Only the name tables the columns' patterns show (a date picker in en: the wide
            // standalone months, 12 names, not the 66 of all eight tables).
            let symbols = try Self.symbols(displayFormatter, for: columnPatterns)
            for (field, pattern) in zip(columns, columnPatterns) {
                labelers[field.ordinal] = try FieldColumnLabeler(
                    field: field, pattern: pattern, localeID: localeID, proleptic: true,
                    useTemplate: digitByDigit, symbols: symbols, digits: digits, hourCycle: hourCycle ?? .h23)
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
    func label(_ field: DateField, for values: PickerValues) throws(LocalizationError) -> String {
        guard let labeler = columnLabelers[field.ordinal] else { throw .columnNotShown(field: field, mode: mode) }
        return try labeler.label(values, in: mode)
    }

    /// ICU's own label for the row (`udat_format` of the same pattern): what ``label(_:for:)`` must equal.
    func icuLabel(_ field: DateField, for values: PickerValues) throws(LocalizationError) -> String {
        guard let labeler = columnLabelers[field.ordinal] else { throw .columnNotShown(field: field, mode: mode) }
        let values = values.mode == mode ? values : values.converted(to: mode)
        guard values.isValid else { throw .invalidValues(values.timestamp) }
        do {
            return try labeler.icuLabel(values.converted(to: .dateTime))
        } catch {
            throw .icu(error)
        }
    }

    /// The ICU pattern a column's labels are made from, such as `"d日"` or `"LLLL"`.
    func labelPattern(_ field: DateField) -> String? {
        columnLabelers[field.ordinal]?.pattern.description
    }

    /// Whether a column's labels are assembled in Swift (`true`) or formatted by ICU per row.
    func usesFastPath(_ field: DateField) -> Bool {
        columnLabelers[field.ordinal]?.template != nil
    }

    private static func labelPattern(
        for field: DateField, display: DatePattern, generator: LocalePatternGenerator, options: LabelOptions,
        hourCycle: HourCycle
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

    /// The name tables of `formatter` that `patterns` show (``LabelTemplate/symbolKinds(of:)``);
    /// the others are left empty.
    private static func symbols(_ formatter: LocaleDateFormat, for patterns: [DatePattern]) throws(ICUError)
        -> LabelTemplate.Symbols
    {
        let needed = patterns.flatMap(LabelTemplate.symbolKinds(of:))
        func read(_ kind: LocaleDateFormat.SymbolKind) throws(ICUError) -> [String] {
            needed.contains(kind) ? try formatter.symbols(kind) : []
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
        // The labels so far and their values, searched in order: a dozen months, where a
        // `[String: Int]` cost a process's first picker a conformance lookup of the Swift runtime.
        // Compared as UTF-8 bytes, as ICU wrote them (CLDR's names are NFC, so two names that
        // read alike are the same bytes): `String`'s `==` compares canonical equivalence, and
        // for scripts with combining marks (Devanagari's vowel signs) its first comparison makes
        // the standard library's normalization metadata and conformances, 630,000 instructions
        // of a hi_IN first picker.
        var seenLabels: [String] = []
        var seenValues: [Int] = []
        for value in values {
            let label: String
            do {
                label = try labeler.label(FieldColumnLabeler.values(labeler.field, value, in: PickerValues()))
            } catch {
                throw .icu(error)
            }
            if let index = seenLabels.firstIndex(where: { $0.utf8.elementsEqual(label.utf8) }) {
                throw .ambiguousLabels(
                    locale: locale.requested, field: labeler.field, style: style, label: label,
                    values: [
                        LabelValueText.text(seenValues[index], labeler.field),
                        LabelValueText.text(value, labeler.field),
                    ])
            }
            seenLabels.append(label)
            seenValues.append(value)
        }
    }
}

// MARK: Units and styles of the row patterns

extension GregorianColumns {
    /// The units a locale writes right after hour, minute and second numbers, from ICU.
    ///
    /// The sources, in order:
    /// 1. the unit after the field in the hour's own pattern (`H时` in zh, `H時` in ja) or in
    ///    the locale's full time pattern (`H時mm分ss秒 zzzz` in ja, `a h시 m분 s초 zzzz` in ko);
    /// 2. for minutes and seconds of a locale that joins a unit to its hours but whose
    ///    patterns have none for minutes and seconds (zh: `HH:mm:ss`), CLDR's narrow field
    ///    names (`分`, `秒`; zh_Hant `分鐘`).
    ///
    /// Locales that write no unit after the hour (`HH`, `HH 'Uhr'`) get none.
    static func timeUnits(
        generator: LocalePatternGenerator, localeID: String, hourPattern: DatePattern
    ) throws(ICUError) -> [DateField: String] {
        let full = DatePattern(try LocaleDateFormat.fullTimePattern(localeID: localeID))
        var units: [DateField: String] = [:]
        guard let hour = hourPattern.unit(after: .hour) ?? full.unit(after: .hour) else { return units }
        units[.hour] = hour
        for field in [DateField.minute, .second] {
            if let unit = full.unit(after: field) {
                units[field] = unit
            } else {
                let name = try generator.fieldDisplayName(field, width: .narrow)
                if !name.isEmpty, name.unicodeScalars.allSatisfy(\.properties.isAlphabetic) { units[field] = name }
            }
        }
        return units
    }

    /// `pattern` for `field` in the seed styles of `options`: two digits, the unit after it.
    static func styled(
        _ pattern: DatePattern, field: DateField, options: LabelOptions, units: [DateField: String]
    ) -> DatePattern {
        var styled = pattern
        if options.padsNumbers { styled = styled.zeroPadded(field) }
        if let unit = units[field] { styled = styled.appendingUnit(unit, after: field) }
        return styled
    }
}
