/// Localization names for a resolved locale, most specific first, from its likely subtags.
enum LikelySubtags {
    /// Candidates such as `["zh-Hant-TW", "zh-Hant", "zh-TW", "zh"]` for `zh_TW`.
    static func localizationCandidates(for locale: ResolvedLocale) -> [String] {
        let maximized = locale.maximized
        let (language, script, region) = ICULocaleData.subtags(of: maximized)
        var candidates: [String] = []
        if !script.isEmpty && !region.isEmpty { candidates.append("\(language)-\(script)-\(region)") }
        if !script.isEmpty { candidates.append("\(language)-\(script)") }
        if !region.isEmpty { candidates.append("\(language)-\(region)") }
        candidates.append(language)
        return candidates
    }
}
