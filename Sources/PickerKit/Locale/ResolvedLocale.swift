/// A validated locale id, the ICU data locale it resolves to, and whether that is a fallback.
///
/// ```swift
/// let locale = try ResolvedLocale("zh_TW")
/// locale.resolved     // "zh_Hant_TW"
/// locale.isFallback   // false
/// ```
///
/// Rules (never silent):
/// - Malformed ids are always errors (`LocaleError.malformed`); ICU never sees them.
/// - The id gets likely subtags (`zh_TW` to `zh_Hant_TW`, `zh_SG` to `zh_Hans_SG`) and is
///   matched against ICU's available locales: with script and region, then region alone
///   (when the script is the region's default), then script alone, then the language.
/// - A match on the language or language and script alone, such as `en_JP` using `en`, is a
///   fallback: allowed, and reported in ``isFallback``.
/// - A language ICU has no data for (`xx_YY`) or a region code that does not exist
///   (`en_ZZ`) is an error, unless `allowingFallback` is set: then the data is root's (or
///   the language's) and ``isFallback`` is `true`.
public struct ResolvedLocale: Sendable, Hashable, CustomStringConvertible {
    /// The id as the caller gave it.
    public let requested: String
    /// The ICU data locale that is really used, such as `"zh_Hant_TW"`, `"en"` or `"root"`.
    public let resolved: String
    /// Whether ICU's data for the requested language, script and region is not all there.
    public let isFallback: Bool
    /// The requested id with likely subtags added, such as `"zh_Hant_TW"` for `zh_TW`.
    public let maximized: String
    /// The display calendar from the `calendar` keyword; Gregorian when not given.
    public let calendar: DisplayCalendar
    /// The numbering system from the `numbers` keyword, such as `"latn"`, or `nil`.
    public let numbers: String?
    /// The validated id handed to ICU constructors, with an explicit calendar keyword.
    let icuIdentifier: String
    /// The validated base id (no keywords) handed to ICU.
    let icuBaseIdentifier: String

    /// Validates and resolves `id`; see the type's rules.
    public init(_ id: String, allowingFallback: Bool = false) throws(LocaleError) {
        let syntax = try LocaleIdentifierSyntax(parsing: id)
        requested = id
        var calendar = DisplayCalendar.gregorian
        if let name = syntax.calendar {
            guard let known = DisplayCalendar(rawValue: name) else {
                throw .unsupportedCalendar(id: id, calendar: name)
            }
            calendar = known
        }
        self.calendar = calendar
        numbers = syntax.numbers
        var lookup = syntax
        if let region = syntax.region, region.count == 2, !ICULocaleData.regions.contains(region) {
            guard allowingFallback else { throw .unknownRegion(id: id, region: region) }
            // ICU would quietly replace an unknown region with the language's likely one.
            lookup.region = nil
        }
        let maximized: String
        do {
            maximized = try ICULocaleData.maximize(lookup.baseIdentifier)
        } catch {
            throw .malformed(id: id, part: lookup.baseIdentifier, reason: "is refused by ICU (\(error.name))")
        }
        self.maximized = maximized
        let match = Self.dataLocale(
            requested: lookup.baseIdentifier, maximized: maximized, variants: syntax.variants)
        switch match {
        case .some(let found):
            resolved = found.locale
            isFallback = !found.isExact || lookup != syntax
            icuBaseIdentifier = lookup.baseIdentifier
        case .none:
            guard allowingFallback else { throw .unknownLanguage(id: id, language: syntax.language) }
            resolved = "root"
            isFallback = true
            // ICU falls back to the process's default locale (LANG) for unknown languages;
            // asking for root explicitly keeps the fallback what we report.
            icuBaseIdentifier = "root"
        }
        var keywords = ["calendar=\(calendar.rawValue)"]
        if let numbers = syntax.numbers {
            keywords.append("numbers=\(numbers)")
        }
        icuIdentifier = icuBaseIdentifier + "@" + keywords.joined(separator: ";")
        if let numbers = syntax.numbers {
            guard Self.numberingSystemName(icuIdentifier) == numbers else {
                throw .unknownNumberingSystem(id: id, numbers: numbers)
            }
        }
    }

    /// The resolved data locale with the keywords in effect, such as `"ja_JP@calendar=japanese"`.
    public var description: String {
        var keywords: [String] = []
        if calendar != .gregorian { keywords.append("calendar=\(calendar.rawValue)") }
        if let numbers { keywords.append("numbers=\(numbers)") }
        return keywords.isEmpty ? resolved : resolved + "@" + keywords.joined(separator: ";")
    }

    /// Every locale ICU lists as available (805 with ICU 72).
    public static var availableIdentifiers: [String] { ICULocaleData.availableLocales }

    private static func dataLocale(
        requested: String, maximized: String, variants: [String]
    ) -> (locale: String, isExact: Bool)? {
        if ICULocaleData.availableSet.contains(requested) {
            return (requested, true)
        }
        let parts = maximized.split(separator: "_").map(String.init).dropLast(variants.count)
        let withoutVariants = parts.joined(separator: "_")
        guard let language = parts.first else { return nil }
        let script = parts.count > 1 && parts[1].count == 4 ? parts[1] : nil
        let regionIndex = script == nil ? 1 : 2
        let region = parts.count > regionIndex ? parts[regionIndex] : nil
        let suffix = variants.isEmpty ? "" : "_" + variants.joined(separator: "_")
        var exact: [String] = []
        for tail in variants.isEmpty ? [""] : [suffix, ""] {
            if let script, let region { exact.append("\(language)_\(script)_\(region)\(tail)") }
            if let region, (try? ICULocaleData.maximize("\(language)_\(region)")) == withoutVariants {
                exact.append("\(language)_\(region)\(tail)")
            }
        }
        if let found = exact.first(where: ICULocaleData.availableSet.contains) {
            return (found, true)
        }
        var partial: [String] = []
        if let script { partial.append("\(language)_\(script)") }
        partial.append(language)
        if let script, (try? ICULocaleData.maximize(language))?.hasPrefix("\(language)_\(script)") != true {
            // A script that is not the language's default must not fall to the language's data.
            partial.removeLast()
        }
        if let found = partial.first(where: ICULocaleData.availableSet.contains) {
            return (found, false)
        }
        return nil
    }

    private static func numberingSystemName(_ icuID: String) -> String? {
        ICUNumberingSystem.name(localeID: icuID)
    }
}
