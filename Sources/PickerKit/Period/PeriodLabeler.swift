/// Labels ISO weeks and quarters for one locale from ICU's pattern fields.
///
/// Week rows are ICU's `w` field (the week number in the locale's digits: `34`, `٣٤`) of a
/// formatter whose calendar uses the labeler's ``weekRules`` (ISO unless a locale's own were
/// given), and a whole week the locale's pattern for `Yw` (`week 53 of 2020`, `2020年第53周`);
/// year rows are the locale's `year` column labels (`2020年`); quarter rows are ICU's `QQQ` (`Q3`,
/// `3季度`, `T3`) or `QQQQ` (`3rd quarter`, `第三季度`, `3. Quartal`) field, and a whole
/// quarter the locale's pattern for `yQQQQ` (`3rd quarter 2019`, `2019年第3季度`).
///
/// ```swift
/// let labeler = try PeriodLabeler(locale: ResolvedLocale("zh_CN"))
/// try labeler.quarterLabel(3, wide: true)                                   // "第三季度"
/// try labeler.displayString(for: YearQuarterSelection("2019-Q3"))           // "2019年第3季度"
/// try labeler.weekLabel(YearWeekSelection("2020-W53"))                      // "53"
/// ```
///
/// Thread safety: immutable after creation; ICU formatters are used only through `udat_format`.
public final class PeriodLabeler: Sendable {
    /// The locale whose data labels the rows.
    public let locale: ResolvedLocale
    /// The rules ICU numbers week rows and week-years with.
    public let weekRules: WeekRules
    /// The locale's pattern for a whole week (`Yw`), such as `'week' w 'of' Y`.
    public let weekPattern: String
    /// The locale's pattern for a whole quarter (`yQQQQ`), such as `QQQQ y`.
    public let quarterPattern: String
    private let weekFormatter: ICUDateFormat
    private let yearWeek: ICUDateFormat
    private let years: ColumnLabeler
    private let abbreviatedQuarter: ICUDateFormat
    private let wideQuarter: ICUDateFormat
    private let yearQuarter: ICUDateFormat

    /// Opens the formatters for `locale` (Gregorian, proleptic) with ISO week numbers, or the
    /// given `weekRules` (such as `WeekRules(locale:)`, the locale's own).
    ///
    /// - Throws: ``LabelError/icu(_:)`` if ICU fails.
    public init(locale: ResolvedLocale, weekRules: WeekRules = .iso) throws(LabelError) {
        self.locale = locale
        self.weekRules = weekRules
        years = try ColumnLabeler.shared(locale: locale, mode: .year)
        let localeID = locale.icuIdentifier
        do throws(ICUError) {
            let generator = try ICUPatternGenerator(localeID: localeID)
            let proleptic = locale.calendar == .gregorian
            weekFormatter = try ICUDateFormat(localeID: localeID, pattern: "w", proleptic: proleptic)
            try weekFormatter.useWeekRules(
                firstWeekday: weekRules.firstWeekday.rawValue, minimalDays: weekRules.minimalDaysInFirstWeek)
            // The generator matches no pattern for `yw` (its data is a table by plural
            // category); the stored one is ICU's own, root's (`Y-'W'ww`) at worst.
            guard let stored = ICUPatternGenerator.availableFormat(localeID: localeID, key: "yw/other") else {
                throw ICUError(code: 2, operation: "availableFormats/yw/other for \(localeID)")
            }
            weekPattern = stored
            yearWeek = try ICUDateFormat(localeID: localeID, pattern: weekPattern, proleptic: proleptic)
            try yearWeek.useWeekRules(
                firstWeekday: weekRules.firstWeekday.rawValue, minimalDays: weekRules.minimalDaysInFirstWeek)
            quarterPattern = try generator.bestPattern("yQQQQ")
            abbreviatedQuarter = try ICUDateFormat(
                localeID: localeID, pattern: try generator.bestPattern("QQQ"), proleptic: proleptic)
            wideQuarter = try ICUDateFormat(
                localeID: localeID, pattern: try generator.bestPattern("QQQQ"), proleptic: proleptic)
            yearQuarter = try ICUDateFormat(localeID: localeID, pattern: quarterPattern, proleptic: proleptic)
        } catch {
            throw .icu(error)
        }
    }

    /// The row label of an ISO week: its number as ICU writes the `w` field under
    /// ``weekRules`` (with a locale's rules, the number of the locale week that stands for
    /// it: the one holding its Thursday, see ``PeriodPicker``).
    public func weekLabel(_ week: YearWeekSelection) throws(LabelError) -> String {
        // The Thursday decides the ISO week, and lies in the locale week that stands for it.
        let thursday = GregorianRules.dayNumber(of: week.monday) + 3
        return try format(weekFormatter, dayNumber: thursday)
    }

    /// The row label of a year (a week-year in week pickers), as the locale's year column
    /// writes it (`2020`, `2020年`, `٢٠٢٠`).
    ///
    /// - Throws: ``LabelError/invalidValues(_:)`` for a year outside 1...9999.
    public func yearLabel(_ year: Int) throws(LabelError) -> String {
        try years.label(.year, for: PickerValues(mode: .year, year: year))
    }

    /// The label of the second column's row for `period`: ``weekLabel(_:)`` or ``quarterLabel(_:wide:)``.
    public func numberLabel(_ period: Period) throws(LabelError) -> String {
        switch period {
        case .week(let week): try weekLabel(week)
        case .quarter(let quarter): try quarterLabel(quarter.quarter)
        }
    }

    /// A week as one display string in the locale's `Yw` pattern under ``weekRules``
    /// (`week 53 of 2020`, `2020年第53周`).
    public func displayString(for week: YearWeekSelection) throws(LabelError) -> String {
        try format(yearWeek, dayNumber: GregorianRules.dayNumber(of: week.monday) + 3)
    }

    /// A week or quarter as one display string.
    public func displayString(for period: Period) throws(LabelError) -> String {
        switch period {
        case .week(let week): try displayString(for: week)
        case .quarter(let quarter): try displayString(for: quarter)
        }
    }

    /// The display pattern of `mode`: ``weekPattern`` or ``quarterPattern``.
    public func pattern(for mode: PeriodMode) -> String {
        mode == .yearWeek ? weekPattern : quarterPattern
    }

    /// Whether the locale writes the year before the week (or quarter) in `mode`'s pattern:
    /// the picker's column order (`2020年第53周` year first, `week 53 of 2020` week first).
    public func yearFirst(in mode: PeriodMode) -> Bool {
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
    /// - Throws: ``LabelError/invalidValues(_:)`` for a quarter outside 1...4.
    public func quarterLabel(_ quarter: Int, wide: Bool = false) throws(LabelError) -> String {
        guard (1...4).contains(quarter) else {
            throw .invalidValues(PickerValues(mode: .yearMonth, year: 2000, month: 3 * quarter - 2))
        }
        let day = GregorianRules.dayNumber(of: CalendarDate(year: 2000, month: 3 * quarter - 2, day: 1))
        return try format(wide ? wideQuarter : abbreviatedQuarter, dayNumber: day)
    }

    /// A quarter as one display string in the locale's `yQQQQ` pattern (`2019年第3季度`).
    public func displayString(for quarter: YearQuarterSelection) throws(LabelError) -> String {
        let day = GregorianRules.dayNumber(of: CalendarDate(year: quarter.year, month: quarter.firstMonth, day: 1))
        return try format(yearQuarter, dayNumber: day)
    }

    private func format(_ formatter: ICUDateFormat, dayNumber: Int) throws(LabelError) -> String {
        do {
            return try formatter.format(millis: Double(dayNumber - PickerValues.unixEpochDay) * 86_400_000)
        } catch {
            throw .icu(error)
        }
    }
}

