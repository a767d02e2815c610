#if !SystemICU
    internal import Foundation

    /// The Foundation provider's pattern generator: `DateFormatter.dateFormat(fromTemplate:)`
    /// for skeletons, the compiled CLDR tables for what Foundation has no API for.
    ///
    /// Foundation has one generator, with the locale's standard styles; `standardStyles: false`
    /// (ICU's generator without them) gives the same generator, a difference the parity
    /// comparison classifies.
    final class LocalePatternGenerator {
        private let localeID: String
        private let locale: Locale

        /// A generator for the validated locale `localeID` (its `@calendar=` keyword included).
        init(localeID: String, standardStyles: Bool = true) throws(ICUError) {
            self.localeID = localeID
            locale = Locale(identifier: localeID)
        }

        /// The locale's best pattern for `skeleton`.
        func bestPattern(_ skeleton: String) throws(ICUError) -> String {
            guard let pattern = DateFormatter.dateFormat(fromTemplate: skeleton, options: 0, locale: locale) else {
                throw ICUError(code: 1, operation: "DateFormatter.dateFormat(fromTemplate: \(skeleton), \(localeID))")
            }
            return pattern
        }

        /// The locale's stored pattern under `key`; only `yw/other` is compiled in.
        static func availableFormat(localeID: String, key: String) -> String? {
            key == "yw/other" ? LocaleTables.weekPattern(localeID: localeID) : nil
        }

        /// The locale's name for a picker column's field, from the compiled CLDR table.
        func fieldDisplayName(_ field: DateField, width: NameWidth) throws(ICUError) -> String {
            guard let name = LocaleTables.fieldDisplayName(localeID: localeID, field: field, narrow: width == .narrow)
            else { throw ICUError(code: 2, operation: "field display name \(field) for \(localeID)") }
            return name
        }
    }
#endif
