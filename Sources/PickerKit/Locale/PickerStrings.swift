/// The translations of ``PickerString`` for one locale, and which translation was used.
///
/// A locale finds its translation through ICU's likely subtags: `zh_TW`, `zh_HK` and `zh_MO`
/// maximize to Traditional Chinese (`zh-Hant`), `zh_SG` and `zh` to Simplified (`zh-Hans`);
/// then the language alone (`de_AT` -> `de`) when the script is the language's own (`yue_HK`
/// -> `yue`, but not `yue_Hans`); then European Portuguese for the regions CLDR gives it
/// (`pt_AO` -> `pt-PT`; `pt` itself is Brazilian); then a related language (`no`, `nn` ->
/// `nb`; `yue_Hans` -> `zh-Hans`; legacy `iw`, `in`, `mo` -> `he`, `id`, `ro`); then English.
///
/// ```swift
/// let strings = try PickerStrings(locale: "zh_HK")
/// strings.localization     // "zh-Hant"
/// strings[.present]        // "至今"
/// ```
package struct PickerStrings: Sendable {
    /// The localization whose strings are used, such as `"zh-Hant"` or `"en"`.
    package let localization: String
    /// Whether no translation matched the locale's language and English is used instead.
    package let isEnglishFallback: Bool
    let table: [String: String]

    /// The localizations shipped in `Resources/`, sorted.
    package static var availableLocalizations: [String] {
        get throws(LocalizationError) { try catalog().names.sorted() }
    }

    /// Loads the strings for a locale id in BCP-47 (`zh-TW`) or ICU (`zh_TW`) form.
    ///
    /// The id is validated by ``ResolvedLocale`` (ICU data need not exist for it: a language
    /// without data, like one without a translation, gets English, reported).
    ///
    /// - Throws: ``LocalizationError`` when the id is malformed or the resources are damaged.
    package init(locale localeID: String) throws(LocalizationError) {
        try self.init(locale: try ResolvedLocale(localeID, allowingFallback: true))
    }

    /// Loads the strings for a resolved locale.
    ///
    /// - Throws: ``LocalizationError`` when the resources are damaged.
    package init(locale: ResolvedLocale) throws(LocalizationError) {
        let catalog = try Self.catalog()
        let candidates = LikelySubtags.localizationCandidates(for: locale)
        guard let found = candidates.first(where: catalog.contains), let table = try catalog.table(found) else {
            guard let english = try catalog.table("en") else { throw .missingLocalization("en") }
            self.init(localization: "en", isEnglishFallback: true, table: english)
            return
        }
        self.init(localization: found, isEnglishFallback: false, table: table)
    }

    private init(localization: String, isEnglishFallback: Bool, table: [String: String]) {
        self.localization = localization
        self.isEnglishFallback = isEnglishFallback
        self.table = table
    }

    private static func catalog() throws(LocalizationError) -> PickerStringsCatalog {
        try PickerStringsCatalog.shared.get()
    }

    /// The translation of `key`; every shipped localization has every key (checked by tests).
    package subscript(key: PickerString) -> String {
        table[key.rawValue] ?? key.rawValue
    }

    /// The title of a picker of `mode`: Select date and time, date, month, year or time.
    package func title(for mode: SelectionMode) -> String {
        let fields = mode.fields
        if fields.contains(.day) && fields.contains(.hour) { return self[.selectDateTime] }
        if fields.contains(.day) { return self[.selectDate] }
        if fields.contains(.month) { return self[.selectMonth] }
        if fields.contains(.year) { return self[.selectYear] }
        return self[.selectTime]
    }
}
