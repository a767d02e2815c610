#if !SystemICU
    internal import Foundation

    /// A locale's default numbering system as Foundation reports it.
    enum LocaleNumberingSystem {
        /// The name of the numbering system of a validated locale id, such as `"arab"`, or `nil`
        /// for a system Foundation does not know.
        static func name(localeID: String) -> String? {
            let name = Locale(identifier: localeID).numberingSystem.identifier
            // Foundation echoes an unknown `@numbers=` value; only a system it lists is known.
            // Without the keyword the name is the locale's default, always a known system
            // (the list costs ~0.2 million instructions).
            guard localeID.contains("numbers=") else { return name }
            return Locale.NumberingSystem.availableNumberingSystems.contains { $0.identifier == name } ? name : nil
        }

        /// Whether the numbering system is algorithmic (hebr, jpan) rather than digit by digit,
        /// from the compiled CLDR list.
        ///
        /// A locale's default numbering system is always decimal in CLDR (only `native`,
        /// `traditional` or `finance` can be algorithmic), so an id without a `numbers`
        /// keyword asks Foundation nothing (its first `Locale` costs ~0.5 million instructions).
        static func isAlgorithmic(localeID: String) -> Bool {
            guard localeID.contains("numbers=") else { return false }
            return name(localeID: localeID).map(LocaleTables.algorithmicNumberingSystems.contains) ?? true
        }
    }
#endif
