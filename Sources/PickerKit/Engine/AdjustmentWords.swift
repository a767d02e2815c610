/// The ICU pieces of an adjustment sentence in one locale: CLDR's names of the fields, the
/// locale's digits, and the month with and without its year (`February 2021`, `2021年2月`).
///
/// Thread safety: immutable after creation; the ICU formatters are used only through `udat_format`.
final class AdjustmentWords: Sendable {
    /// CLDR's wide field names, indexed by ``DateField/ordinal`` (`year`, `年`, `Jahr`).
    let fieldNames: [String]
    /// The locale's digits 0...9.
    let digits: [String]
    /// The month and year (`yMMMM`).
    private let monthYear: LocaleDateFormat
    /// The month alone, standalone (`LLLL`), for modes without a year.
    private let month: LocaleDateFormat

    /// Reads the pieces for `locale` (Gregorian, proleptic, as Gregorian pickers label).
    init(locale: ResolvedLocale) throws(ICUError) {
        let localeID = locale.withCalendar(.gregorian).icuIdentifier
        let generator = try LocalePatternGenerator(localeID: localeID)
        var names: [String] = []
        for field in DateField.allCases { names.append(try generator.fieldDisplayName(field, width: .wide)) }
        fieldNames = names
        monthYear = try LocaleDateFormat(
            localeID: localeID, pattern: try generator.bestPattern("yMMMM"), proleptic: true)
        month = try LocaleDateFormat(
            localeID: localeID, pattern: DatePattern(try generator.bestPattern("MMMM")).standaloneMonths().description,
            proleptic: true)
        digits = try monthYear.digits()
    }

    /// `number` in the locale's digits, without grouping (`28`, `٢٨`).
    func number(_ number: Int) -> String {
        let text = String(number.magnitude).map { digits[Int(String($0))!] }.joined()
        return number < 0 ? "-" + text : text
    }

    /// The month of `values`, with its year when `withYear` (`February 2021`, `2021年2月`).
    func monthName(_ values: PickerValues, withYear: Bool) throws(ICUError) -> String {
        var date = values.converted(to: .date)
        date.day = 1
        return try (withYear ? monthYear : month).format(millis: date.millis)
    }

    /// Shared pieces by canonical locale id, least recently used dropped first.
    private static let cache = LockedValue(BoundedCache<String, AdjustmentWords>(capacity: 64))

    /// The shared pieces for `locale`.
    static func shared(_ locale: ResolvedLocale) throws(ICUError) -> AdjustmentWords {
        let key = locale.withCalendar(.gregorian).icuIdentifier
        if let cached = cache.withLock({ $0.value(for: key) }) { return cached }
        let made = try AdjustmentWords(locale: locale)
        return cache.withLock { $0.insert(made, for: key) }
    }
}
