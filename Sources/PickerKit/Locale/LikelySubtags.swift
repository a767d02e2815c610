/// Localization names for a resolved locale, most specific first, from its likely subtags.
enum LikelySubtags {
    /// Candidates such as `["zh-Hant-TW", "zh-Hant", "zh-TW", "zh"]` for `zh_TW`.
    ///
    /// The language alone is a candidate only when the locale's script is the language's own
    /// (`yue_Hans` does not get the Traditional `yue`). Then come the locale's CLDR parent
    /// (`pt_AO` -> `pt-PT`) and the related languages of ``relatedLanguages`` (`no` -> `nb`,
    /// `yue_Hans` -> `zh-Hans`), each with the same script and region.
    static func localizationCandidates(for locale: ResolvedLocale) -> [String] {
        let maximized = locale.maximized
        let (language, script, region) = LocaleData.subtags(of: maximized)
        var candidates = names(language: language, script: script, region: region)
        if language == "pt", portugueseParentRegions.contains(region), let bare = candidates.firstIndex(of: "pt") {
            candidates.insert("pt-PT", at: bare)
        }
        for related in relatedLanguages[language] ?? [] {
            candidates += names(language: related, script: script, region: region)
        }
        return candidates
    }

    /// Languages whose readers are better served by another language's strings than by
    /// English: Norwegian (`no`) and Nynorsk read Bokmål; Cantonese in a script without its own
    /// localization reads Chinese; the legacy codes `iw`, `in` and `mo` are Hebrew, Indonesian
    /// and Romanian.
    static let relatedLanguages: [String: [String]] = [
        "no": ["nb"], "nn": ["nb"], "yue": ["zh"], "iw": ["he"], "in": ["id"], "mo": ["ro"],
    ]

    /// Regions other than Portugal whose Portuguese inherits from European Portuguese in CLDR
    /// (`parentLocales`: `pt_AO` -> `pt_PT`); the rest, like the bare `pt`, is Brazilian.
    static let portugueseParentRegions: Set<String> = [
        "AO", "CH", "CV", "GQ", "GW", "LU", "MO", "MZ", "ST", "TL",
    ]

    private static func names(language: String, script: String, region: String) -> [String] {
        var names: [String] = []
        if !script.isEmpty && !region.isEmpty { names.append("\(language)-\(script)-\(region)") }
        if !script.isEmpty { names.append("\(language)-\(script)") }
        if !region.isEmpty { names.append("\(language)-\(region)") }
        if script.isEmpty || script == defaultScript(of: language) { names.append(language) }
        return names
    }

    /// The script ICU's likely subtags give a bare language (`yue` -> `Hant`); empty if none.
    private static func defaultScript(of language: String) -> String {
        guard let maximized = try? LocaleData.maximize(language) else { return "" }
        return LocaleData.subtags(of: maximized).script
    }
}
