#if !SystemICU
    internal import Foundation

    /// The Foundation provider's collator: `String.compare(_:options:range:locale:)`.
    package final class LocaleCollator {
        private let locale: Locale
        private let localeID: String

        /// A collator for the validated locale id (its `@collation=` keyword included).
        package init(localeID: String) throws(ICUError) {
            self.localeID = localeID
            locale = Locale(identifier: localeID)
        }

        /// The locale the collator was opened for, without keywords (Foundation reports no
        /// valid locale of its own).
        package var validLocale: String? {
            let base = String(localeID.prefix { $0 != "@" })
            return base.isEmpty ? nil : base
        }

        /// Foundation has no sort keys: a key is refused (callers sort with ``compare(_:_:)``).
        package func sortKey(_ text: String) throws(ICUError) -> [UInt8] {
            throw ICUError(code: 16, operation: "sort keys under Foundation")
        }

        /// `-1`, `0` or `1` as `left` sorts before, with or after `right` in the locale.
        package func compare(_ left: String, _ right: String) -> Int {
            switch left.compare(right, options: [], range: nil, locale: locale) {
            case .orderedAscending: -1
            case .orderedSame: 0
            case .orderedDescending: 1
            }
        }

        /// The collation types Foundation lists for the locale's language, sorted.
        package static func collationTypes(localeID: String) throws(ICUError) -> [String] {
            let language = Locale(identifier: localeID).language
            return Locale.Collation.availableCollations(for: language).map(\.identifier)
                .filter { !$0.hasPrefix("private-") }.sorted()
        }
    }
#endif
