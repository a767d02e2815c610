/// Labels the rows of a picker in one of PickerKit's calendars, for one locale, mode and set
/// of options, from ICU: the calendar's own years (with the era where it has eras: 令和元年),
/// months by ordinal in their year (leap months in place: 闰六月; Adar I and Adar II; the
/// 13th month of coptic and ethiopic) and days (初一…三十 where the locale writes them so).
///
/// Calendar facts come from PickerKit's own calendar rules; the words, numerals and patterns
/// from ICU: every label is ICU's text (`udat_format`) for a real day, formatted with a
/// `UCalendar` of the calendar's type and the locale's pattern for the field, on a day ICU
/// reads as PickerKit does (see `CalendarDayFinder`: where ICU 72 disagrees with PickerKit's
/// tables, as in 1987, the label still names PickerKit's month). Time rows are the locale's
/// Gregorian time rows in every calendar.
///
/// Gregorian is one of the calendars. What sets a calendar's labels apart is a property of
/// the calendar, read once when the labeler is made: a calendar whose dates are ISO's
/// (``CalendarKind/isISO``) has ``dateColumns``, which assemble every row from templates of
/// ICU's patterns (no ICU call per row) and write and read display strings with ICU's strict
/// formatter; every other calendar composes its date rows from its pattern groups. Every picker, range, one-column list, week and quarter
/// labels through this one labeler; Gregorian values (a range's ends, a year of weeks) are
/// labeled in a calendar with the Gregorian months as that calendar's dates (2019 is the
/// Buddhist 2562), see ``label(_:for:)-(_,Selection)``.
///
/// ```swift
/// let locale = try ResolvedLocale("zh_CN@calendar=chinese")
/// let labeler = try CalendarLabeler.shared(locale: locale, mode: .date)
/// let day = try CalendarKind.chinese.fields(of: CalendarDate(year: 1987, month: 7, day: 26))
/// try labeler.label(.month, for: day)   // "闰六月"
/// try labeler.label(.day, for: day)     // "初一"
/// try labeler.label(.year, for: day)    // "1987丁卯年"
/// ```
///
/// Caching: a labeler is derived once per (locale, calendar, mode, options) (``shared(locale:calendar:mode:options:)``);
/// day labels are cached per day, year and month labels per year and month code, each on first
/// use (a picker's first screen formats only the rows it shows), so a row label after warm-up
/// is a dictionary lookup.
///
/// Thread safety: immutable after creation except for the caches, which are behind locks;
/// ICU formatters are only used through `udat_format`.
///
/// SPI, not API: apps label rows through the pickers and write values through
/// `PickerFormatter`. It is `@_spi(PickerKitTools)` public only for the separate `Benchmarks/`
/// and `Fuzz/` packages: the benchmarks time a row label of any value, a locale's first
/// labeler and the labeler cache against the same label from `udat_format` (`icuLabel`), and
/// the fuzz harnesses read display strings back through it; no public call isolates those.
@_spi(PickerKitTools) public final class CalendarLabeler: Sendable {
    /// The locale whose data labels the rows (its `calendar` keyword is ``calendar``).
    public let locale: ResolvedLocale
    /// The locale as the labeler was asked for it, before its calendar was set (the shared
    /// cache's check that a labeler reports the caller's spelling).
    let sourceLocale: ResolvedLocale
    /// The calendar of the rows.
    public let calendar: CalendarKind
    /// The selection mode: which columns there are.
    public let mode: SelectionMode
    /// The options the labeler was made with.
    public let options: LabelOptions
    /// The columns in the locale's order, from the pattern of the mode's skeleton in the calendar.
    public let order: [DateField]
    /// The hour cycle of the hour column, or `nil` when the mode has no hours.
    public let hourCycle: HourCycle?
    /// The skeleton asked of ICU for display strings, such as `"yMMMMd"`.
    public let skeleton: String
    /// The locale's pattern for ``skeleton`` in the calendar, such as `"rU年MMMMd"` or
    /// `"d בMMMM y"`: display strings are written in it.
    public let displayPattern: String
    /// The calendar's rules.
    package let rules: any CalendarRules
    /// The calendar's years (``rules``' `years`, read once: every label checks its year, and the
    /// existential's property costs about 50 instructions a read).
    private let years: ClosedRange<Int>

    /// The ICU pattern of each date column's rows (`"rU年"`, `"LLLL"`, `"d"`), for tests and
    /// `locale-check`.
    package let rowPatterns: CalendarRowPatterns

    let finder: CalendarDayFinder
    let yearGroups: [CalendarPatternGroup]
    let monthGroups: [CalendarPatternGroup]
    let dayGroups: [CalendarPatternGroup]
    let displayGroups: [CalendarPatternGroup]
    /// Day labels without a weekday written so far, by day (``dayLabel(_:)``).
    ///
    /// Each is composed on its first use, so a picker's first screen formats only its visible
    /// days (a Chinese day is a `udat_format` of ~50 µs, and a month has 30). One slot per day
    /// 0...``CalendarDayFinder/maximumDay`` (none in a labeler whose dates are ISO's).
    private let dayLabels: OnceSlots<CalendarRowLabel>
    /// The locale's digits (general number format) for reading years back.
    ///
    /// The scalar of each value 0...9 at its index; empty where ICU writes a digit as more than
    /// one scalar. An array searched in place, not a `[Unicode.Scalar: Int]`, whose metadata cost a
    /// process's first calendar picker the runtime's lookup of `Unicode.Scalar: Hashable`.
    let numberDigits: [Unicode.Scalar]
    /// The Gregorian columns of the same locale, mode and options: the time columns in every
    /// calendar, and every column, display string and reading in a calendar whose dates are
    /// ISO's (``dateColumns``); `nil` in another calendar's mode without time columns.
    let gregorianColumns: GregorianColumns?
    /// The columns that label the date rows, write display strings and read them back too:
    /// ``gregorianColumns`` where the calendar's dates are ISO's (``CalendarKind/isISO``: its
    /// rows are ICU's proleptic Gregorian ones), `nil` where the calendar composes its own
    /// date rows from ``yearGroups``, ``monthGroups`` and ``dayGroups``.
    let dateColumns: GregorianColumns?
    /// The template labeler of each column labeled from ``gregorianColumns``.
    ///
    /// Indexed by ``DateField/ordinal``: every column of a Gregorian labeler, the time columns
    /// of another (`nil` for a calendar's own date rows). The per-row path reads it in place.
    let fieldLabelers: [FieldColumnLabeler?]
    /// Whether the locale's numbering system is algorithmic (`@numbers=roman`): the shared
    /// cache keeps fewer such labelers (``LabelerCache``).
    let writesAlgorithmicNumbers: Bool
    /// The era widths the locale has no names for, dropped from every pattern (coptic and
    /// ethiopic `ERA1` in en); also the spoken labeler's.
    let eraPlaceholders: EraPlaceholders
    /// Year labels written so far, by ``yearLabel(_:month:day:)``'s key of year and era.
    private let yearLabels: LockedValue<IntKeyedTable<String>>
    /// Month labels written so far, by ``monthSlot(_:leapYear:)`` (none in a labeler whose
    /// dates are ISO's).
    private let monthLabels: OnceSlots<CalendarRowLabel>
    /// The texts of ``displayGroups`` written so far, by group and what the group's text
    /// depends on (``displayGroupKey(_:at:_:)``).
    let displayGroupTexts: LockedValue<DisplayGroupTexts>

    /// Derives everything for `locale`, `calendar`, `mode` and `options` from ICU (uncached;
    /// see ``shared(locale:calendar:mode:options:)``).
    ///
    /// - Parameters:
    ///   - locale: the locale whose words and digits label the rows.
    ///   - calendar: the calendar of the rows; `nil` for the locale's `calendar` keyword.
    ///   - mode: the fields picked.
    ///   - options: month style, hour cycle, weekday and the other label styles.
    /// - Throws: ``LocalizationError/weekdayNeedsYearAndDay(mode:)``; ``LocalizationError/calendar(_:)`` when
    ///   the calendar is not available in this build; ``LocalizationError/icu(operation:code:)`` if ICU fails.
    public init(
        locale: ResolvedLocale, calendar: CalendarKind? = nil, mode: SelectionMode,
        options: LabelOptions = LabelOptions()
    ) throws(LocalizationError) {
        if options.showsWeekday, !mode.includes(.year) || !mode.includes(.day) {
            throw .weekdayNeedsYearAndDay(mode: mode)
        }
        let kind = calendar ?? locale.calendarKind
        rules = kind.rules
        years = kind.rules.years
        let calendarLocale = locale.withCalendar(kind)
        self.locale = calendarLocale
        sourceLocale = locale
        self.calendar = kind
        self.mode = mode
        self.options = options
        let fields = mode.fields
        let hasTime = fields.contains { $0 == .hour || $0 == .minute || $0 == .second }
        let gregorianColumns =
            hasTime || kind.isISO
            ? try GregorianColumns(locale: locale, mode: mode, options: options) : nil
        self.gregorianColumns = gregorianColumns
        let dateColumns = kind.isISO ? gregorianColumns : nil
        self.dateColumns = dateColumns
        var fieldLabelers = gregorianColumns?.columnLabelers ?? Array(repeating: nil, count: DateField.allCases.count)
        if dateColumns == nil {
            for field in [DateField.year, .month, .day] { fieldLabelers[field.ordinal] = nil }
        }
        self.fieldLabelers = fieldLabelers
        let timeLabeler = hasTime ? gregorianColumns : nil
        hourCycle = gregorianColumns?.hourCycle
        let localeID = calendarLocale.icuIdentifier
        writesAlgorithmicNumbers = LocaleNumberingSystem.isAlgorithmic(localeID: localeID)
        yearLabels = LockedValue(IntKeyedTable())
        displayGroupTexts = LockedValue(DisplayGroupTexts())
        if let dateColumns {
            // Every row, display string and reading is the Gregorian columns': no calendar
            // groups to derive (their generator keeps the locale's standard styles: th writes
            // น. after a time, vi HH).
            skeleton = dateColumns.skeleton
            displayPattern = dateColumns.displayPattern
            order = dateColumns.order
            var patterns = CalendarRowPatterns()
            if mode.includes(.year) { patterns.year = dateColumns.labelPattern(.year) }
            if mode.includes(.month) { patterns.month = dateColumns.labelPattern(.month) }
            if mode.includes(.day) { patterns.day = dateColumns.labelPattern(.day) }
            rowPatterns = patterns
            eraPlaceholders = .none
            (yearGroups, monthGroups, dayGroups, displayGroups) = ([], [], [], [])
            numberDigits = []
            finder = CalendarDayFinder(kind: kind, rules: rules)
            dayLabels = OnceSlots(count: 0)
            monthLabels = OnceSlots(count: 0)
            return
        }
        do {
            let generator = try LocalePatternGenerator(localeID: localeID, standardStyles: false)
            let patterns = try DisplaySkeleton(
                fields: fields, options: options, hourLetter: hourCycle?.patternLetter ?? "H", hourCycle: hourCycle,
                generator: generator)
            // One long-style udat_open per labeler: its copies keep the numbering overrides
            // (Hebrew numerals cost 1–2 ms per udat_open, ~20 µs per copy).
            let base = try LocaleDateFormat(longStyleOf: localeID, proleptic: false)
            // Era fields the locale has no names for (ERA1) are dropped, the year kept.
            let eras = try EraPlaceholders(kind: kind, rules: rules, base: base)
            eraPlaceholders = eras
            // Time is written as the Gregorian columns of the same locale write it.
            let gregorianTime = timeLabeler.map { DatePattern($0.displayPattern) }
            let display = gregorianTime.map(patterns.fields.withTime) ?? patterns.fields
            var shown = eras.applied(to: gregorianTime.map(patterns.shown.withTime) ?? patterns.shown)
            var yearPattern = eras.applied(to: DatePattern(try generator.bestPattern("y")))
            if kind == .chinese || kind == .dangi {
                yearPattern = yearPattern.namingRelatedYear()
                // The year of the cycle (36) or its name repeats every 60 years: display strings
                // name the related Gregorian year, as the year rows do.
                shown = shown.namingRelatedYear()
            } else if kind == .japanese || kind == .roc {
                // Eras change inside the picker's years (Taishō 1 and Reiwa 1; 412 before and
                // after the Republic): the year rows name the era (after the year where the
                // locale's year pattern has none: agq `y`), and display strings name it as the
                // year rows do.
                yearPattern = yearPattern.namingEra(like: DatePattern("y G"))
                shown = shown.namingEra(like: yearPattern)
            }
            self.skeleton = patterns.skeleton
            displayPattern = shown.text
            var dateOrder = display.columnOrder.filter { [.year, .month, .day].contains($0) && fields.contains($0) }
            dateOrder += [DateField.year, .month, .day].filter { fields.contains($0) && !dateOrder.contains($0) }
            if let timeLabeler {
                // Time columns keep the Gregorian columns' order among themselves; the date
                // columns take the places the calendar's pattern gives them.
                var order = timeLabeler.order
                var dates = dateOrder.makeIterator()
                for index in order.indices where [.year, .month, .day].contains(order[index]) {
                    order[index] = dates.next()!
                }
                self.order = order
            } else {
                order = dateOrder
            }
            let wordDays = base.writesDaysAsWords()
            var formatters: [(pattern: String, formatter: LocaleDateFormat)] = []
            func groups(_ pattern: DatePattern) throws(ICUError) -> [CalendarPatternGroup] {
                try CalendarPatternGroup.groups(of: pattern, base: base, wordDays: wordDays, formatters: &formatters)
            }
            var monthCount = options.monthStyle.skeletonLetters.count
            if options.monthStyle != .narrow, let month = display.field(for: .month) {
                monthCount = month.count
            }
            var monthPattern = DatePattern(try generator.bestPattern(String(repeating: "M", count: monthCount)))
                .standaloneMonths()
            var dayPattern = DatePattern(try generator.bestPattern(options.showsWeekday ? "Ed" : "d"))
            // Two-digit rows (`--zero-pad`) where the calendar's days and months are numbers,
            // not names (chinese 初一, 正月).
            if options.padsNumbers, kind != .chinese, kind != .dangi, !wordDays {
                monthPattern = monthPattern.zeroPadded(.month)
                dayPattern = dayPattern.zeroPadded(.day)
            }
            yearGroups = try groups(yearPattern)
            monthGroups = try groups(monthPattern)
            dayGroups = try groups(dayPattern)
            displayGroups = try groups(shown)
            rowPatterns = CalendarRowPatterns(
                year: yearGroups.map(\.pattern).concatenated(), month: monthGroups.map(\.pattern).concatenated(),
                day: dayGroups.map(\.pattern).concatenated())
            let finder = CalendarDayFinder(kind: kind, rules: rules)
            self.finder = finder
            dayLabels = OnceSlots(count: finder.maximumDay + 1)
            monthLabels = OnceSlots(count: Self.monthSlotCount)
            var digits: [Unicode.Scalar] = []
            if let formatter = yearGroups.first(where: { $0.formatter != nil })?.formatter {
                for digit in try formatter.digits() {
                    guard let scalar = digit.unicodeScalars.first, digit.unicodeScalars.count == 1 else {
                        digits = []
                        break
                    }
                    digits.append(scalar)
                }
            }
            numberDigits = digits.count == 10 ? digits : []
        } catch {
            throw .icu(error)
        }
    }

    /// A labeler with `other`'s derived data, formatters and label caches that reports
    /// `source` (in `other`'s calendar) and `options`: another spelling of the same ICU locale,
    /// options that differ only by the hour cycle the locale implies; for
    /// ``shared(locale:calendar:mode:options:)``.
    init(sharing other: CalendarLabeler, source: ResolvedLocale, options: LabelOptions) {
        locale = source.withCalendar(other.calendar)
        sourceLocale = source
        self.options = options
        calendar = other.calendar
        mode = other.mode
        order = other.order
        hourCycle = other.hourCycle
        skeleton = other.skeleton
        displayPattern = other.displayPattern
        rules = other.rules
        years = other.years
        rowPatterns = other.rowPatterns
        finder = other.finder
        yearGroups = other.yearGroups
        monthGroups = other.monthGroups
        dayGroups = other.dayGroups
        displayGroups = other.displayGroups
        dayLabels = other.dayLabels
        numberDigits = other.numberDigits
        gregorianColumns = other.gregorianColumns
        dateColumns = other.dateColumns
        fieldLabelers = other.fieldLabelers
        eraPlaceholders = other.eraPlaceholders
        writesAlgorithmicNumbers = other.writesAlgorithmicNumbers
        yearLabels = other.yearLabels
        monthLabels = other.monthLabels
        displayGroupTexts = other.displayGroupTexts
    }

    /// The label of `field`'s row for the calendar date `date` (and the time of day): year rows
    /// read `date.year`, month rows the ordinal `date.month` of that year, day rows `date.day`.
    ///
    /// The other fields are the row's context: a Japanese year row is labeled in the era of the
    /// day `date` (clamped into the year), or in a year-only picker in the era of the year's
    /// last day, so that each era's first year has its row (2019 is 令和元年, not 平成31年;
    /// 1989 平成元年); a day row with weekdays shows the weekday of the date.
    ///
    /// - Throws: ``LocalizationError/calendar(_:)`` for a year outside the calendar's range, a month
    ///   the year lacks or a day past the month's end; ``LocalizationError/columnNotShown(field:mode:)``.
    public func label(
        _ field: DateField, for date: CalendarFields, hour: Int = 0, minute: Int = 0, second: Int = 0
    ) throws(LocalizationError) -> String {
        if let dateColumns, field.ordinal <= DateField.day.ordinal {
            return try dateColumns.label(
                field,
                for: PickerValues(
                    mode: mode, year: date.year, month: date.month, day: date.day, hour: hour, minute: minute,
                    second: second))
        }
        switch field {
        case .year:
            guard mode.includes(.year) else { throw .columnNotShown(field: field, mode: mode) }
            // yearLabel clamps the context into the year: Int.max is its last day.
            return mode.includes(.month)
                ? try yearLabel(date.year, month: date.month, day: date.day)
                : try yearLabel(date.year, month: .max, day: .max)
        case .month:
            guard mode.includes(.month) else { throw .columnNotShown(field: field, mode: mode) }
            return try monthLabel(year: date.year, month: date.month)
        case .day:
            guard mode.includes(.day) else { throw .columnNotShown(field: field, mode: mode) }
            return try dayLabel(year: date.year, month: date.month, day: date.day)
        case .week, .quarter:
            throw .columnNotShown(field: field, mode: mode)
        case .hour, .minute, .second, .dayPeriod:
            guard let gregorianColumns else { throw .columnNotShown(field: field, mode: mode) }
            return try gregorianColumns.label(
                field, for: PickerValues(mode: mode, hour: hour, minute: minute, second: second))
        }
    }

    /// The label of the year row `year`, in the context of the ordinal `month` and `day`
    /// (clamped into the year): they choose the era where it changes within a year (Japanese).
    public func yearLabel(_ year: Int, month: Int = 1, day: Int = 1) throws(LocalizationError) -> String {
        try requireYear(year)
        if dateColumns != nil {
            let month = min(max(month, 1), 12)
            return try columnsLabel(.year, year: year, month: month, day: min(max(day, 1), 28))
        }
        var era: TemporalEra?
        var context: Int?
        if calendar == .japanese {
            let dayNumber = yearRowDay(year, month: month, day: day)
            era = rules.fields(dayNumber: dayNumber).temporalEra
            context = dayNumber
        }
        let key = year * 32 + Int(era?.rawValue ?? 31)
        if let cached = yearLabels.withLock({ $0[key] }) { return cached }
        let label = try Self.compose(yearGroups, Context(year: year, era: era, dayNumber: context), finder: finder)
        yearLabels.withLock { $0.store(label, for: key) }
        return label
    }

    /// The label of the month row `month` (ordinal, leap months counted in place) of `year`.
    public func monthLabel(year: Int, month: Int) throws(LocalizationError) -> String {
        let months = try requireMonth(year: year, month: month)
        return try monthLabel(code: rules.monthCode(year: year, month: month), leapYear: months == 13, near: year)
    }

    /// Checks that `year` is one of the calendar's years and `month` one of its months.
    ///
    /// - Returns: the number of months in `year`.
    @discardableResult
    func requireMonth(year: Int, month: Int) throws(LocalizationError) -> Int {
        try requireYear(year)
        let months = rules.monthsInYear(year)
        guard (1...months).contains(month) else {
            throw .calendar(
                ParseError(
                    kind: .monthNotInYear, offset: 0, input: "\(year)",
                    message:
                        "month \(month) does not exist in \(calendar.rawValue) year \(year), which has \(months) months"
                ))
        }
        return months
    }

    /// The label of a month row of a picker without years (month-day: a lunar birthday that
    /// recurs), by the month's code; Hebrew `M06` is Adar as 12-month years name it.
    ///
    /// - Throws: ``LocalizationError/calendar(_:)`` when no year of the calendar has the month.
    public func monthLabel(code: MonthCode) throws(LocalizationError) -> String {
        guard longestMonth(code) > 0 else {
            throw .calendar(
                ParseError(
                    kind: .monthNotInYear, offset: 0, input: code.description,
                    message: "month \(code) does not exist in any \(calendar.rawValue) year"))
        }
        return try monthLabel(
            code: code, leapYear: code.isLeap,
            near: finder.rules.fields(
                dayNumber: min(
                    max(CalendarDayFinder.referenceDay, rules.dayNumbers.lowerBound), rules.dayNumbers.upperBound)
            ).year)
    }

    /// The label of the day row `day` of a picker without years (no weekday: it needs a year).
    public func dayLabel(_ day: Int) throws(LocalizationError) -> String {
        guard day >= 1, day <= finder.maximumDay else {
            throw .calendar(
                ParseError(
                    kind: .dayOutOfRange, offset: 0, input: "\(day)",
                    message: "no month of the \(calendar.rawValue) calendar has a day \(day)"))
        }
        if dateColumns != nil { return try columnsLabel(.day, month: 1, day: day) }
        if !options.showsWeekday { return try plainDayLabel(day) }
        return try Self.compose(dayGroups.filter { $0.kind != .weekday }, Context(day: day), finder: finder)
    }

    /// The label of a month by its code, as in a year with or without a 13th month (only
    /// Hebrew names differ: Adar in 12-month years, Adar II in 13-month years).
    func monthLabel(code: MonthCode, leapYear: Bool, near year: Int) throws(LocalizationError) -> String {
        if dateColumns != nil { return try columnsLabel(.month, year: year, month: code.number, day: 1) }
        let leapYear = calendar == .hebrew && leapYear
        let context = Context(year: year, monthCode: code, leapYear: leapYear)
        let slot = Self.monthSlot(code, leapYear: leapYear)
        let cached = slot >= 0 && slot < monthLabels.count
        if cached, let kept = monthLabels.kept(at: slot), let label = kept { return label.text }
        let text = try Self.compose(monthGroups, context, finder: finder)
        guard cached else { return text }
        return monthLabels.keep(CalendarRowLabel(text), at: slot)?.text ?? text
    }

    /// The slots of ``monthLabels``: four for each month number 0...13.
    private static var monthSlotCount: Int { 14 * 4 }

    /// The slot of ``monthLabels`` for the month `code` as named in a year with (`leapYear`,
    /// Hebrew only) or without a 13th month; ``monthSlotCount`` or more for a number past 13.
    private static func monthSlot(_ code: MonthCode, leapYear: Bool) -> Int {
        code.number * 4 + (code.isLeap ? 2 : 0) + (leapYear ? 1 : 0)
    }

    /// The label of the day row `day` of the ordinal `month` of `year`.
    public func dayLabel(year: Int, month: Int, day: Int) throws(LocalizationError) -> String {
        try requireMonth(year: year, month: month)
        let length = rules.daysInMonth(year: year, month: month)
        guard day >= 1, day <= length else {
            throw .calendar(
                ParseError(
                    kind: .dayOutOfRange, offset: 0,
                    input: "\(year)-\(rules.monthCode(year: year, month: month))-\(day)",
                    message: "day \(day) is past the end of the month, which has \(length) days"))
        }
        if dateColumns != nil { return try columnsLabel(.day, year: year, month: month, day: day) }
        if !options.showsWeekday { return try plainDayLabel(day) }
        let dayNumber = rules.dayNumber(year: year, month: month, day: day)
        return try Self.compose(dayGroups, Context(day: day, dayNumber: dayNumber), finder: finder)
    }

    /// The label of the day of the month `day` without a weekday (1...``CalendarDayFinder/maximumDay``),
    /// composed on first use and kept.
    private func plainDayLabel(_ day: Int) throws(LocalizationError) -> String {
        let cached = day >= 0 && day < dayLabels.count
        // The warm path: one load of the slot, no closure and no lock.
        if cached, let kept = dayLabels.kept(at: day), let label = kept { return label.text }
        let text = try Self.compose(dayGroups, Context(day: day), finder: finder)
        guard cached else { return text }
        return dayLabels.keep(CalendarRowLabel(text), at: day)?.text ?? text
    }

    /// ICU's text for the row, `udat_format` of the real day with the row's pattern on every
    /// call (no cache, no search): the per-call baseline of the benchmark.
    ///
    /// Equal to ``label(_:for:hour:minute:second:)`` wherever ICU reads the day as PickerKit.
    @_spi(Benchmarks) public func icuLabel(_ field: DateField, for date: CalendarFields) throws(LocalizationError)
        -> String
    {
        if let dateColumns {
            return try dateColumns.icuLabel(
                field, for: PickerValues(mode: mode, year: date.year, month: date.month, day: date.day))
        }
        let groups: [CalendarPatternGroup]
        switch field {
        case .year: groups = yearGroups
        case .month: groups = monthGroups
        case .day: groups = dayGroups
        default: throw .columnNotShown(field: field, mode: mode)
        }
        let month = min(max(date.month, 1), rules.monthsInYear(date.year))
        let day = min(max(date.day, 1), rules.daysInMonth(year: date.year, month: month))
        let dayNumber = rules.dayNumber(year: date.year, month: month, day: day)
        let millis = Double(dayNumber - PickerValues.unixEpochDay) * 86_400_000 + 43_200_000
        var text = ""
        for group in groups {
            guard let formatter = group.formatter else {
                text += group.pattern
                continue
            }
            do {
                text += try formatter.format(millis: millis)
            } catch {
                throw .icu(error)
            }
        }
        return text
    }

    /// A date row from ``dateColumns`` (a labeler that has them derives no calendar groups).
    private func columnsLabel(_ field: DateField, year: Int = 2000, month: Int, day: Int) throws(LocalizationError)
        -> String
    {
        guard let dateColumns else { throw .columnNotShown(field: field, mode: mode) }
        return try dateColumns.label(field, for: PickerValues(mode: .date, year: year, month: month, day: day))
    }

    func requireYear(_ year: Int) throws(LocalizationError) {
        guard years.contains(year) else {
            throw .calendar(
                ParseError(
                    kind: .outsideCalendar, offset: 0, input: "\(year)",
                    message: "year \(year) is outside the \(calendar.rawValue) calendar's years \(years)"))
        }
    }

    /// What a composed text shows: the fields each group needs.
    struct Context {
        var year: Int?
        var era: TemporalEra?
        var monthCode: MonthCode?
        var leapYear = false
        var day: Int?
        /// The real day (weekday, time and the Japanese era come from it).
        var dayNumber: Int?
        /// Seconds since midnight, for time groups.
        var seconds = 0
    }

    /// Writes `groups` for `context`, each group formatted by ICU on a day ICU reads as PickerKit.
    static func compose(_ groups: [CalendarPatternGroup], _ context: Context, finder: CalendarDayFinder)
        throws(LocalizationError) -> String
    {
        var text = ""
        for group in groups {
            guard let formatter = group.formatter else {
                text += group.pattern
                continue
            }
            let dayNumber: Int
            switch group.kind {
            case .year:
                guard let year = context.year else { continue }
                dayNumber = try finder.day(inYear: year, era: context.era, context: context.dayNumber)
            case .month:
                guard let code = context.monthCode else { continue }
                dayNumber = try finder.day(
                    inMonth: code, leapYear: context.leapYear,
                    near: context.year ?? finder.rules.fields(dayNumber: CalendarDayFinder.referenceDay).year)
            case .day:
                guard let day = context.day, let found = try finder.dayOfMonthDay(day) else { continue }
                dayNumber = found
            case .weekday, .time, .literal:
                dayNumber = context.dayNumber ?? CalendarDayFinder.referenceDay
            }
            let millis =
                Double(dayNumber - PickerValues.unixEpochDay) * 86_400_000
                + Double(group.kind == .time ? context.seconds : 43_200) * 1_000
            do {
                text += try formatter.format(millis: millis)
            } catch {
                throw .icu(error)
            }
        }
        return text
    }
}
