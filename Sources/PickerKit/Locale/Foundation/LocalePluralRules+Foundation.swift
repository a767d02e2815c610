#if !SystemICU
    /// Plural categories from the compiled CLDR table: Foundation has no plural rules API.
    enum LocalePluralRules {
        /// The plural category keyword of each number in `numbers` (within 0–999).
        static func categories(localeID: String, numbers: Range<Int>) throws(ICUError) -> [String] {
            guard let categories = LocaleTables.pluralCategories(localeID: localeID, numbers: numbers) else {
                throw ICUError(code: 1, operation: "plural categories of \(numbers) for \(localeID)")
            }
            return categories
        }
    }
#endif
