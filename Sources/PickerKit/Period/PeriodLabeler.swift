/// Labels ISO weeks and quarters for one locale from ICU's pattern fields.
///
/// Week rows are ICU's `w` field (the week number in the locale's digits: `34`, `٣٤`) of a
/// formatter whose calendar uses the labeler's ``weekRules`` (ISO unless a locale's own were
/// given), and a whole week the locale's pattern for `Yw` (`week 53 of 2020`, `2020年第53周`);
/// year rows are the locale's `year` column labels (`2020年`); quarter rows are ICU's `QQQ` (`Q3`,
/// `3季度`, `T3`) or `QQQQ` (`3rd quarter`, `第三季度`, `3. Quartal`) field, and a whole
/// quarter the locale's pattern for `yQQQQ` (`3rd quarter 2019`, `2019年第3季度`).
///
/// With a ``calendar`` other than ISO, weeks and quarters are the calendar's (see ``Period``):
/// the year rows are the date picker's year rows of the calendar (fa_IR `۱۴۰۳`, he_IL `תשפ״ד`).
/// A week row is PickerKit's week number in the digits ICU writes `w` with, and a whole week or
/// a week range is written as the days it covers (`۱۸–۲۴ اسفند ۱۴۰۲`), since ICU's `Y` is no
/// week-year in every calendar (the extended year 4661 in the Chinese calendar, the Gregorian
/// year in the Buddhist one). ICU writes a quarter row, a whole quarter and a quarter range in
/// that calendar at the quarter's first day (ICU's `Q` of a quarter's first month is the quarter's number in every
/// calendar, Hebrew's included: its first months Tishri, Tevet, Nisan and Tammuz are ICU's
/// month slots 0, 3, 7 and 10), or at the day ICU reads as that first day where ICU 72 starts
/// the year late (Hebrew 5807, Chinese 2027: ``CalendarDayFinder/icuStandIn(for:)``).
///
/// ISO week and quarter ranges are written by a ``RangeFormatter`` (a week range as its days
/// in `yMMMd`, a quarter range as year-months in `yQQQQ`), from its templates once warm.
///
/// ```swift
/// let labeler = try PeriodLabeler(locale: ResolvedLocale("zh_CN"))
/// try labeler.quarterLabel(3, wide: true)                                   // "第三季度"
/// try labeler.displayString(for: Period("2019-Q3"))                         // "2019年第3季度"
/// try labeler.numberLabel(Period("2020-W53"))                               // "53"
/// ```
///
/// Thread safety: immutable after creation; ICU formatters are used only through `udat_format`.
package final class PeriodLabeler: Sendable {
    /// The locale whose data labels the rows.
    package let locale: ResolvedLocale
    /// The rules ICU numbers week rows and week-years with.
    package let weekRules: WeekRules
    /// The locale's pattern for a whole week (`Yw`), such as `'week' w 'of' Y`.
    package let weekPattern: String
    /// The locale's pattern for a whole quarter (`yQQQQ`), such as `QQQQ y`.
    package let quarterPattern: String
    /// The calendar of the quarters: ISO's (``CalendarKind/gregorian``) unless one was given.
    package let calendar: CalendarKind
    private let weekFormatter: LocaleDateFormat
    private let yearWeek: LocaleDateFormat
    private let years: CalendarLabeler
    private let abbreviatedQuarter: LocaleDateFormat
    private let wideQuarter: LocaleDateFormat
    private let yearQuarter: LocaleDateFormat
    /// Interval formats: of days for week ranges (`yMMMd`), of quarters for quarter ranges (`yQQQQ`).
    private let weekInterval: LocaleIntervalFormat
    /// A day in the pattern of `yMMMd`, for the end part of open week ranges.
    private let dayFormatter: LocaleDateFormat
    private let quarterInterval: LocaleIntervalFormat
    /// The templates of whole weeks and quarters (index: week 0, quarter 1), compiled on first
    /// use, read without a lock; kept empty where ICU writes every string (see ``PeriodTemplate``).
    private let templates = OnceSlots<PeriodTemplate>(count: 2)
    /// The formatters of week and quarter ranges (index: week 0, quarter 1), whose templates
    /// write warm ISO ranges without ICU; each made on its first range, read without a lock.
    private let rangeFormatters = OnceSlots<RangeFormatter>(count: 2)
    /// The labelers of the same locale for periods of other calendars, by calendar, each
    /// opened on its first period (``labeler(of:)``).
    private let otherCalendars = OnceSlots<PeriodLabeler>(count: CalendarKind.allCases.count)
    /// The digits ICU writes the `w` field with, for the week rows of a calendar; `nil` in
    /// ISO, where ICU writes them, and for an algorithmic numbering system.
    private let weekDigits: [String]?

    /// Opens the formatters for `locale` (Gregorian, proleptic) with ISO week numbers, or the
    /// given `weekRules` (such as `WeekRules(locale:)`, the locale's own); with a `calendar`
    /// other than ISO, in that calendar, for its quarters.
    ///
    /// - Throws: ``LocalizationError/icu(operation:code:)`` if ICU fails.
    package init(locale: ResolvedLocale, weekRules: WeekRules = .iso, calendar: CalendarKind? = nil)
        throws(LocalizationError)
    {
        let calendar = calendar ?? .gregorian
        // ISO weeks and quarters are Gregorian: written in a calendar with the Gregorian months;
        // a calendar's quarters in that calendar.
        let locale = calendar.isISO ? locale.writingGregorianValues : locale.withCalendar(calendar)
        self.locale = locale
        self.weekRules = weekRules
        self.calendar = calendar
        years = try CalendarLabeler.shared(locale: locale, mode: .year)
        let localeID = locale.icuIdentifier
        do throws(ICUError) {
            let generator = try LocalePatternGenerator(localeID: localeID)
            let proleptic = locale.calendarKind.isISO
            weekFormatter = try LocaleDateFormat(localeID: localeID, pattern: "w", proleptic: proleptic)
            try weekFormatter.useWeekRules(
                firstWeekday: weekRules.firstWeekday.rawValue, minimalDays: weekRules.minimalDaysInFirstWeek)
            // The generator matches no pattern for `yw` (its data is a table by plural
            // category); the stored one is ICU's own, root's (`Y-'W'ww`) at worst.
            guard let stored = LocalePatternGenerator.availableFormat(localeID: localeID, key: "yw/other") else {
                throw ICUError(code: 2, operation: "availableFormats/yw/other for \(localeID)")
            }
            weekPattern = stored
            yearWeek = try LocaleDateFormat(localeID: localeID, pattern: weekPattern, proleptic: proleptic)
            try yearWeek.useWeekRules(
                firstWeekday: weekRules.firstWeekday.rawValue, minimalDays: weekRules.minimalDaysInFirstWeek)
            quarterPattern = try generator.bestPattern("yQQQQ")
            abbreviatedQuarter = try LocaleDateFormat(
                localeID: localeID, pattern: try generator.bestPattern("QQQ"), proleptic: proleptic)
            wideQuarter = try LocaleDateFormat(
                localeID: localeID, pattern: try generator.bestPattern("QQQQ"), proleptic: proleptic)
            yearQuarter = try LocaleDateFormat(localeID: localeID, pattern: quarterPattern, proleptic: proleptic)
            weekInterval = try LocaleIntervalFormat(localeID: localeID, skeleton: "yMMMd", proleptic: proleptic)
            dayFormatter = try LocaleDateFormat(
                localeID: localeID, pattern: try generator.bestPattern("yMMMd"), proleptic: proleptic)
            quarterInterval = try LocaleIntervalFormat(localeID: localeID, skeleton: "yQQQQ", proleptic: proleptic)
            weekDigits =
                calendar.isISO || LocaleNumberingSystem.isAlgorithmic(localeID: localeID)
                ? nil : try weekFormatter.digits()
        } catch {
            throw .icu(error)
        }
    }

    /// The row label of a week: its number as ICU writes the `w` field under ``weekRules``
    /// (with a locale's rules, the number of the locale week that stands for it: the one
    /// holding its Thursday, see ``PeriodPicker``).
    ///
    /// In a calendar, the number is PickerKit's, written in the `w` field's digits: ICU 72
    /// starts some Hebrew and lunar years a day late, which can move its week numbers.
    func weekLabel(_ week: Period) throws(LocalizationError) -> String {
        // The Thursday decides the stored week, and lies in the locale week that stands for it.
        let thursday = week.firstDay.dayNumber + 3
        guard !week.calendar.isISO, let weekDigits else { return try format(weekFormatter, dayNumber: thursday) }
        guard let row = PeriodPicker.row(of: week, rules: weekRules) else {
            let day = CalendarDate(dayNumber: thursday)
            throw .invalidValues(PickerValues(mode: .date, year: day.year, month: day.month, day: day.day).timestamp)
        }
        return String(row.number).unicodeScalars.map { weekDigits[Int($0.value) - 0x30] }.joined()
    }

    /// The row label of a year (a week-year in week pickers), as the locale's year column
    /// writes it (`2020`, `2020年`, `٢٠٢٠`).
    ///
    /// - Throws: ``LocalizationError/invalidValues(_:)`` for a year outside 1...9999.
    package func yearLabel(_ year: Int) throws(LocalizationError) -> String {
        guard !calendar.isISO else { return try years.label(.year, for: PickerValues(mode: .year, year: year)) }
        // The first quarter of the year the calendar's rules cover, labeled as the date
        // picker's year row of its first day (PickerKit's year, never ICU's reading of the day).
        guard
            let quarter = (1...4).lazy.compactMap({ try? Period(year: year, quarter: $0, calendar: self.calendar) })
                .first
        else {
            throw .invalidValues(PickerValues(mode: .year, year: year).timestamp)
        }
        return try years.yearLabel(year, month: (try? calendar.fields(of: quarter.firstDay))?.month ?? 1, day: 1)
    }

    /// The label of the second column's row for `period`: a week's number as ICU writes the
    /// `w` field under ``weekRules`` (with a locale's rules, the number of the locale week that
    /// stands for it: the one holding its Thursday, see ``PeriodPicker``), or
    /// ``quarterLabel(_:wide:)``.
    package func numberLabel(_ period: Period) throws(LocalizationError) -> String {
        if period.calendar != calendar { return try labeler(of: period.calendar).numberLabel(period) }
        switch period.mode {
        case .yearWeek: return try weekLabel(period)
        case .yearQuarter:
            return period.calendar.isISO
                ? try quarterLabel(period.number) : try format(abbreviatedQuarter, dayNumber: try icuDay(of: period))
        }
    }

    /// A week or quarter as one display string: a week in the locale's `Yw` pattern under
    /// ``weekRules`` (`week 53 of 2020`, `2020年第53周`), a quarter in its `yQQQQ` pattern
    /// (`2019年第3季度`); a week of a calendar other than ISO as the days of the locale week
    /// that stands for it (`۲۶ اسفند ۱۴۰۲ تا ۲ فروردین ۱۴۰۳`).
    package func displayString(for period: Period) throws(LocalizationError) -> String {
        if period.calendar != calendar { return try labeler(of: period.calendar).displayString(for: period) }
        if period.mode == .yearWeek, !period.calendar.isISO {
            return try calendarWeekDays(from: period, through: period)
        }
        if let template = template(for: period.mode) {
            guard period.mode == .yearWeek else { return template.render(year: period.year, number: period.number) }
            if weekRules == .iso { return template.render(year: period.year, number: period.number) }
            let thursday = period.firstDay.dayNumber + 3
            let week = weekRules.week(of: CalendarDate(dayNumber: thursday))
            return template.render(year: week.year, number: week.week)
        }
        return try icuDisplayString(for: period)
    }

    /// The display string as ICU writes it (what ``displayString(for:)-(Period)`` must equal).
    package func icuDisplayString(for period: Period) throws(LocalizationError) -> String {
        switch period.mode {
        case .yearWeek: try format(yearWeek, dayNumber: period.firstDay.dayNumber + 3)
        case .yearQuarter: try format(yearQuarter, dayNumber: try icuDay(of: period))
        }
    }

    /// A range in ICU's interval format: quarters as the `yQQQQ` interval (`Q1 – Q3 2019`
    /// as ICU writes it), weeks as the days they cover in the `yMMMd` interval (`Mar 4 – May
    /// 19, 2019`: ICU has no interval format for weeks); an open end is `presentWord`, written
    /// where ICU writes the end date, without repeating text the range word and it share.
    package func displayString(for range: PeriodRange, presentWord: String) throws(LocalizationError) -> String {
        if range.start.calendar != calendar {
            return try labeler(of: range.start.calendar).displayString(for: range, presentWord: presentWord)
        }
        if range.start.calendar.isISO, let text = try templatedString(for: range, presentWord: presentWord) {
            return text
        }
        if range.mode == .yearWeek, !range.start.calendar.isISO {
            // An open range with another Present word than the locale's goes to ICU's path.
            let formatterWord = try rangeFormatter(for: .yearWeek).presentWord
            if !range.isOpen || presentWord == formatterWord {
                return try calendarWeekDays(from: range.start, through: range.end)
            }
        }
        return try icuDisplayString(for: range, presentWord: presentWord)
    }

    /// The range as ICU's interval format writes it (what ``displayString(for:presentWord:)``
    /// must equal).
    package func icuDisplayString(for range: PeriodRange, presentWord: String) throws(LocalizationError) -> String {
        let start = range.mode == .yearWeek ? range.start.firstDay.dayNumber : try icuDay(of: range.start)
        let interval = range.mode == .yearWeek ? weekInterval : quarterInterval
        let end: Int
        switch range.end?.mode {
        case .yearWeek: end = range.end!.firstDay.dayNumber + 6
        case .yearQuarter: end = try icuDay(of: range.end!)
        case nil:
            // A year later: ICU writes both dates whole, and the end's part is replaced.
            end = start + 366
        }
        let lastDay = CalendarDate(year: 9999, month: 12, day: 31).dayNumber
        if range.end != nil, end > lastDay {
            // 9999-W52 ends on 10000-01-02: the range's days would leave the years 1...9999.
            let date = CalendarDate(dayNumber: end)
            throw .invalidValues(PickerValues(mode: .date, year: date.year, month: date.month, day: date.day).timestamp)
        }
        let formatted: (text: [UInt16], end: Range<Int>?)
        do {
            formatted = try interval.format(
                fromMillis: Self.millis(start), toMillis: Self.millis(end), wantsEndSpan: range.isOpen)
        } catch {
            throw .icu(error)
        }
        guard range.isOpen else { return String(decoding: formatted.text, as: UTF16.self) }
        guard let span = formatted.end else {
            throw .icu(ICUError(code: 5, operation: "udtitvfmt: no end span for \(range)"))
        }
        // ICU's span of the second date ends at its last field, before a trailing literal
        // (`2020年第1` of `2020年第1季度`): the end's part is the date as its own pattern
        // writes it when the text there starts with that.
        var endLimit = span.upperBound
        let alone = try? (range.mode == .yearWeek ? dayFormatter : yearQuarter).format(millis: Self.millis(end))
        if let alone, formatted.text[span.lowerBound...].starts(with: Array(alone.utf16)) {
            endLimit = max(endLimit, span.lowerBound + alone.utf16.count)
        }
        let before = String(decoding: formatted.text[..<span.lowerBound], as: UTF16.self)
        let after = String(decoding: formatted.text[endLimit...], as: UTF16.self)
        return RangeFormatter.joining(before, presentWord) + after
    }

    /// An ISO week or quarter range written by a ``RangeFormatter`` of dates, whose templates
    /// write warm ranges without ICU.
    ///
    /// A week range is the days it covers, from the first week's Monday to the last week's
    /// Sunday, in the abbreviated month style: the skeleton is `yMMMd`, the interval format
    /// weeks use. A quarter range is the year-months of each end's first month in the `yQQQQ`
    /// interval format. `nil` where the formatter's Present word is not `presentWord`.
    private func templatedString(for range: PeriodRange, presentWord: String) throws(LocalizationError) -> String? {
        let formatter = try rangeFormatter(for: range.mode)
        guard formatter.presentWord == presentWord else { return nil }
        // A period range ends after it starts: so do its days and months.
        let start = try Self.templateFields(of: range.start, end: false)
        guard let last = range.end else { return try formatter.string(start: start, end: nil) }
        return try formatter.string(start: start, end: try Self.templateFields(of: last, end: true))
    }

    /// The fields an ISO period stands for in its range template: a quarter's first month, a
    /// week's first day, or its last (six days on) when it ends the range.
    ///
    /// - Throws: ``LocalizationError/invalidValues(_:)`` for a week whose last day leaves the
    ///   years 1...9999 (9999-W52 ends on 10000-01-02).
    @inline(__always)
    private static func templateFields(of period: Period, end: Bool) throws(LocalizationError) -> SelectionFields {
        // An ISO quarter's first day is the 1st of its first month, read without making it.
        if period.mode == .yearQuarter { return SelectionFields(year: period.year, month: 3 * period.number - 2) }
        let first = period.firstDay
        let day = end ? CalendarDate(dayNumber: first.dayNumber + 6) : first
        guard day.year <= 9999 else {
            throw .invalidValues(PickerValues(mode: .date, year: day.year, month: day.month, day: day.day).timestamp)
        }
        return SelectionFields(year: day.year, month: day.month, day: day.day)
    }

    /// The days of the calendar weeks `first` through `last` (or Present, `nil`), each the
    /// locale week standing for it, in the calendar's `yMMMd` interval format: a
    /// ``RangeFormatter`` of the calendar's dates, which has ICU write each end from a day it
    /// reads as PickerKit does.
    ///
    /// - Throws: ``LocalizationError/invalidValues(_:)`` for a week whose days leave the
    ///   calendar's; the formatter's errors.
    private func calendarWeekDays(from first: Period, through last: Period?) throws(LocalizationError) -> String {
        func day(_ week: Period, end: Bool) throws(LocalizationError) -> Selection {
            var start = week.firstDay.dayNumber
            if let row = PeriodPicker.row(of: week, rules: weekRules),
                let yearStart = weekRules.firstWeekStart(of: row.year, in: week.calendar)
            {
                start = yearStart + 7 * (row.number - 1)
            }
            let date = CalendarDate(dayNumber: start + (end ? 6 : 0))
            do {
                return try Selection(date.description, mode: .date, in: week.calendar)
            } catch {
                throw .invalidValues(
                    PickerValues(mode: .date, year: date.year, month: date.month, day: date.day).timestamp)
            }
        }
        let start = try day(first, end: false)
        let end = try last.map { (week) throws(LocalizationError) in try day(week, end: true) } ?? .present
        let range: SelectionRange
        do {
            range = try SelectionRange(start: start, end: end)
        } catch {
            throw .picker(.unparsable(role: "range", input: "\(start)/\(end)", error: error))
        }
        return try rangeFormatter(for: .yearWeek).string(for: range)
    }

    /// The range formatter of `mode`'s ranges, made on first use.
    private func rangeFormatter(for mode: PeriodMode) throws(LocalizationError) -> RangeFormatter {
        try rangeFormatters.object(at: mode == .yearWeek ? 0 : 1) { () throws(LocalizationError) in
            switch mode {
            case .yearWeek:
                var options = LabelOptions()
                options.monthStyle = .abbreviated
                return try RangeFormatter(
                    locale: locale, mode: .date, calendar: calendar.isISO ? nil : calendar, options: options)
            case .yearQuarter:
                return try RangeFormatter(
                    locale: locale, mode: .yearMonth, calendar: nil, options: LabelOptions(),
                    intervalSkeleton: "yQQQQ")
            }
        }
    }

    /// Reads a display string written by ``displayString(for:)-(Period)`` back, strictly: ICU
    /// parses it with the mode's pattern, and the period found must display as `text` again.
    ///
    /// - Throws: ``LocalizationError/unparsableDisplayString(text:pattern:reason:)``.
    package func period(ofDisplayString text: String, mode: PeriodMode) throws(LocalizationError) -> Period {
        let formatter = mode == .yearWeek ? yearWeek : yearQuarter
        let pattern = self.pattern(for: mode)
        guard let millis = formatter.parse(text) else {
            throw .unparsableDisplayString(text: text, pattern: pattern, reason: "ICU cannot read it in this pattern")
        }
        let day = Int((millis / 86_400_000).rounded(.down)) + PickerValues.unixEpochDay
        guard day >= 0, day < CalendarDate(year: 9999, month: 12, day: 25).dayNumber else {
            throw .unparsableDisplayString(text: text, pattern: pattern, reason: "the date is outside 0001...9999")
        }
        let date = CalendarDate(dayNumber: day)
        let period: Period
        do throws(ParseError) {
            switch mode {
            case .yearWeek:
                // The locale week of the day stands for the ISO week holding its middle day.
                period = try PeriodPicker.period(
                    containing: date, mode: .yearWeek, rules: weekRules, calendar: calendar)
            case .yearQuarter:
                let found = try Period(quarterContaining: date, calendar: calendar)
                // ICU reads a Hebrew quarter as its own (over 13 month slots): from Nisan's
                // quarter on, its first day is in the quarter before PickerKit's of that number.
                if !calendar.isISO, let next = found.next, (try? displayString(for: found)) != text,
                    (try? displayString(for: next)) == text
                {
                    period = next
                } else {
                    period = found
                }
            }
        } catch {
            throw .unparsableDisplayString(text: text, pattern: pattern, reason: error.message)
        }
        guard try displayString(for: period) == text else {
            throw .unparsableDisplayString(
                text: text, pattern: pattern,
                reason: "it is not how \(period) is written (\(try displayString(for: period)))")
        }
        return period
    }

    /// A labeler of the same locale for the periods of `kind` (a formatter's labeler, made
    /// for ISO, writing a week or quarter of another calendar opens one for it: never ISO's
    /// words for it), opened on its first period and kept (the first kept wins).
    package func labeler(of kind: CalendarKind) throws(LocalizationError) -> PeriodLabeler {
        try otherCalendars.object(at: kind.ordinal) { () throws(LocalizationError) in
            try PeriodLabeler(locale: locale, weekRules: weekRules, calendar: kind)
        }
    }

    /// The template of `mode`'s whole periods, compiled on first use (the first kept wins), or `nil` where ICU writes them.
    private func template(for mode: PeriodMode) -> PeriodTemplate? {
        templates.value(at: mode == .yearWeek ? 0 : 1) { compileTemplate(mode) }
    }

    /// Whether whole periods of `mode` are written from a template (no ICU call once warm).
    func writesFromTemplate(_ mode: PeriodMode) -> Bool { template(for: mode) != nil }

    /// `mode`'s pattern compiled and checked against ICU on ``PeriodTemplate/samples(_:)``.
    private func compileTemplate(_ mode: PeriodMode) -> PeriodTemplate? {
        let localeID = locale.icuIdentifier
        // The template's samples and quarter names are ISO's: a calendar's quarters go to ICU.
        guard calendar.isISO, !LocaleNumberingSystem.isAlgorithmic(localeID: localeID),
            let digits = try? yearQuarter.digits()
        else { return nil }
        let proleptic = locale.calendarKind.isISO
        let template = PeriodTemplate(pattern: pattern(for: mode), digits: digits) { letter, count in
            let pattern = String(repeating: letter, count: count)
            guard let formatter = try? LocaleDateFormat(localeID: localeID, pattern: pattern, proleptic: proleptic)
            else { return nil }
            return try? (1...4).map { (quarter) throws(ICUError) in
                try formatter.format(
                    millis: Self.millis(
                        CalendarDate(year: 2000, month: 3 * quarter - 2, day: 1).dayNumber))
            }
        }
        guard let template else { return nil }
        for period in PeriodTemplate.samples(mode) {
            var shown = (year: period.year, number: period.number)
            if mode == .yearWeek, weekRules != .iso {
                let thursday = period.firstDay.dayNumber + 3
                let week = weekRules.week(of: CalendarDate(dayNumber: thursday))
                shown = (week.year, week.week)
            }
            guard let icu = try? icuDisplayString(for: period),
                template.render(year: shown.year, number: shown.number) == icu
            else { return nil }
        }
        return template
    }

    private static func millis(_ dayNumber: Int) -> Double {
        Double(dayNumber - PickerValues.unixEpochDay) * 86_400_000
    }

    /// The display pattern of `mode`: ``weekPattern`` or ``quarterPattern``.
    package func pattern(for mode: PeriodMode) -> String {
        mode == .yearWeek ? weekPattern : quarterPattern
    }

    /// Whether the locale writes the year before the week (or quarter) in `mode`'s pattern:
    /// the picker's column order (`2020年第53周` year first, `week 53 of 2020` week first).
    package func yearFirst(in mode: PeriodMode) -> Bool {
        let letters = DatePattern(pattern(for: mode)).tokens.map { token -> Character? in
            if case .field(let letter, _) = token { return letter }
            return nil
        }
        let year = letters.firstIndex { $0 == "y" || $0 == "Y" }
        let number = letters.firstIndex { $0 == "w" || $0 == "Q" || $0 == "q" }
        guard let year, let number else { return true }
        return year < number
    }

    /// The row label of quarter 1...4: `QQQ` (`Q3`) or, when `wide`, `QQQQ` (`3rd quarter`).
    ///
    /// - Throws: ``LocalizationError/invalidValues(_:)`` for a quarter outside 1...4.
    package func quarterLabel(_ quarter: Int, wide: Bool = false) throws(LocalizationError) -> String {
        guard (1...4).contains(quarter) else {
            throw .invalidValues(PickerValues(mode: .yearMonth, year: 2000, month: 3 * quarter - 2).timestamp)
        }
        let day = CalendarDate(year: 2000, month: 3 * quarter - 2, day: 1).dayNumber
        return try format(wide ? wideQuarter : abbreviatedQuarter, dayNumber: day)
    }

    /// The day ICU writes a quarter from: its first day, or, in a year ICU 72 starts on
    /// another day (Hebrew 5807, Chinese 2027), the day ICU reads as that first day
    /// (``CalendarDayFinder/icuStandIn(for:)``).
    private func icuDay(of quarter: Period) throws(LocalizationError) -> Int {
        let first = quarter.firstDay.dayNumber
        guard !quarter.calendar.isISO else { return first }
        return try years.finder.icuStandIn(for: first)
    }

    private func format(_ formatter: LocaleDateFormat, dayNumber: Int) throws(LocalizationError) -> String {
        do {
            return try formatter.format(millis: Double(dayNumber - PickerValues.unixEpochDay) * 86_400_000)
        } catch {
            throw .icu(error)
        }
    }
}
