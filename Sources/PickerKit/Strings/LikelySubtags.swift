import CICU

/// Localization names for a resolved locale, most specific first, from its likely subtags.
enum LikelySubtags {
    /// Candidates such as `["zh-Hant-TW", "zh-Hant", "zh-TW", "zh"]` for `zh_TW`.
    static func localizationCandidates(for locale: ResolvedLocale) -> [String] {
        let maximized = locale.maximized
        let language = part(of: maximized, cicu_uloc_getLanguage)
        let script = part(of: maximized, cicu_uloc_getScript)
        let region = part(of: maximized, cicu_uloc_getCountry)
        var candidates: [String] = []
        if !script.isEmpty && !region.isEmpty { candidates.append("\(language)-\(script)-\(region)") }
        if !script.isEmpty { candidates.append("\(language)-\(script)") }
        if !region.isEmpty { candidates.append("\(language)-\(region)") }
        candidates.append(language)
        return candidates
    }

    /// One subtag of an id that ``ResolvedLocale`` has validated; empty when ICU fails.
    private static func part(
        of localeID: String,
        _ getter: (UnsafePointer<CChar>?, UnsafeMutablePointer<CChar>?, Int32, UnsafeMutablePointer<UErrorCode>?) ->
            Int32
    ) -> String {
        (try? ICUBuffer.cString("uloc subtag") { buffer, capacity, status in
            getter(localeID, buffer, capacity, &status)
        }) ?? ""
    }
}
