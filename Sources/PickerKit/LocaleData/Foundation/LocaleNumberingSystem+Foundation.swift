#if !SystemICU
    internal import Foundation

    /// A locale's default numbering system as Foundation reports it.
    enum LocaleNumberingSystem {
        /// The name of the numbering system of a validated locale id, such as `"arab"`.
        static func name(localeID: String) -> String? {
            Locale(identifier: localeID).numberingSystem.identifier
        }

        /// Whether the numbering system is algorithmic (hebr, jpan) rather than digit by digit,
        /// from the compiled CLDR list.
        static func isAlgorithmic(localeID: String) -> Bool {
            name(localeID: localeID).map(LocaleTables.algorithmicNumberingSystems.contains) ?? true
        }
    }
#endif
