/// Labels ISO weeks and quarters for one locale from ICU's pattern fields.
///
/// Week rows are ICU's `w` field (the week number in the locale's digits: `34`, `٣٤`) of a
/// formatter whose calendar uses the ISO week rules; quarter rows are ICU's `QQQ` (`Q3`,
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
    private let weekFormatter: ICUDateFormat
    private let abbreviatedQuarter: ICUDateFormat
    private let wideQuarter: ICUDateFormat
    private let yearQuarter: ICUDateFormat

    /// Opens the formatters for `locale` (Gregorian, proleptic).
    ///
    /// - Throws: ``LabelError/icu(_:)`` if ICU fails.
    public init(locale: ResolvedLocale) throws(LabelError) {
        self.locale = locale
        let localeID = locale.icuIdentifier
        do {
            let generator = try ICUPatternGenerator(localeID: localeID)
            let proleptic = locale.calendar == .gregorian
            weekFormatter = try ICUDateFormat(localeID: localeID, pattern: "w", proleptic: proleptic)
            try weekFormatter.useISOWeeks()
            abbreviatedQuarter = try ICUDateFormat(
                localeID: localeID, pattern: try generator.bestPattern("QQQ"), proleptic: proleptic)
            wideQuarter = try ICUDateFormat(
                localeID: localeID, pattern: try generator.bestPattern("QQQQ"), proleptic: proleptic)
            yearQuarter = try ICUDateFormat(
                localeID: localeID, pattern: try generator.bestPattern("yQQQQ"), proleptic: proleptic)
        } catch {
            throw .icu(error)
        }
    }

    /// The row label of an ISO week: its number as ICU writes the `w` field.
    public func weekLabel(_ week: YearWeekSelection) throws(LabelError) -> String {
        // The Thursday decides the ISO week, whatever the week's first day is.
        let thursday = GregorianRules.dayNumber(of: week.monday) + 3
        return try format(weekFormatter, dayNumber: thursday)
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
