#if !SystemICU
    internal import Foundation

    /// Yesterday, today and tomorrow in the locale's words (`Date.RelativeFormatStyle`, named,
    /// days only, capitalized for the start of a sentence).
    enum LocaleRelativeDayFormat {
        /// The locale's words for the days −1, 0 and +1 from today.
        static func names(localeID: String) throws(ICUError) -> [String] {
            let style = Date.RelativeFormatStyle(
                allowedFields: [.day], presentation: .named, unitsStyle: .wide, locale: Locale(identifier: localeID),
                calendar: FoundationLocaleSupport.gregorian, capitalizationContext: .beginningOfSentence)
            let now = Date.now
            return [-1.0, 0, 1].map { style.format(now.addingTimeInterval($0 * 86_400)) }
        }
    }
#endif
