/// Yesterday, Today and Tomorrow in a locale's words, from ICU's relative date formatting
/// (`ureldatefmt`, long style, capitalized as at the start of a sentence: a row or a field stands alone).
///
/// ```swift
/// let names = try RelativeDayNames(locale: ResolvedLocale("zh_CN"))
/// names.today                                              // "今天"
/// let today = CalendarDate(year: 2019, month: 8, day: 20)
/// names.name(for: CalendarDate(year: 2019, month: 8, day: 21), today: today)  // "明天"
/// names.name(for: CalendarDate(year: 2019, month: 8, day: 25), today: today)  // nil
/// ```
package struct RelativeDayNames: Hashable, Sendable {
    /// The word for the day before today (`Yesterday`, `昨天`, `Gestern`).
    package let yesterday: String
    /// The word for today (`Today`, `今天`, `Heute`).
    package let today: String
    /// The word for the day after today (`Tomorrow`, `明天`, `Morgen`).
    package let tomorrow: String

    /// Reads the locale's words from ICU.
    ///
    /// - Throws: ``LocalizationError/icu(operation:code:)`` if ICU fails.
    package init(locale: ResolvedLocale) throws(LocalizationError) {
        do {
            let names = try LocaleRelativeDayFormat.names(localeID: locale.icuIdentifier)
            yesterday = names[0]
            today = names[1]
            tomorrow = names[2]
        } catch {
            throw .icu(error)
        }
    }

    /// The word for `date` seen from `today`, or `nil` when it is neither yesterday, today nor
    /// tomorrow (both dates proleptic Gregorian).
    package func name(for date: CalendarDate, today: CalendarDate) -> String? {
        switch date.dayNumber - today.dayNumber {
        case -1: yesterday
        case 0: self.today
        case 1: tomorrow
        default: nil
        }
    }
}
