/// A validated locale id, the ICU data locale it resolves to, and whether that is a fallback.
///
/// ```swift
/// let locale = try ResolvedLocale("zh_TW")
/// locale.resolved     // "zh_Hant_TW"
/// locale.isFallback   // false
/// ```
///
/// Rules (never silent):
/// - Malformed ids are always errors (`LocalizationError.malformedLocale`); ICU never sees them.
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
    /// The locale's calendar: the one the `calendar` keyword names, any of PickerKit's
    /// calendars (`fa_IR@calendar=persian`, `zh-CN-u-ca-chinese`), else the one its region
    /// prefers in CLDR (`fa_IR`, `fa` and `en@rg=irzzzz` Persian, `th_TH` Buddhist, `ar_SA`
    /// Umm al-Qura, most regions Gregorian).
    ///
    /// An app that wants Gregorian whatever the region says `@calendar=gregorian`
    /// (`-u-ca-gregory`) or sets `PickerConfiguration.calendar` to `.gregorian`.
    public let calendarKind: CalendarKind
    /// Where ``calendarKind`` came from: the keyword or the region's preference.
    package let calendarSource: CalendarSource
    /// The region of the `rg` keyword (`en_US@rg=gbzzzz` gives `"GB"`), or `nil`.
    ///
    /// Its preferences replace the id's region's: the default calendar, the hour cycle, the
    /// first day of the week and the minimal days of the first week, as ICU applies them.
    public let regionOverride: String?
    /// The numbering system from the `numbers` keyword, such as `"latn"`, or `nil`.
    public let numbers: String?
    /// The hour cycle from the `hours` keyword (`-u-hc-`), such as `en_US@hours=h23`, or `nil`.
    ///
    /// Labelers use it when their ``LabelOptions/hourCycle`` is `nil`.
    public let hourCycle: HourCycle?
    /// The first day of the week from the `fw` keyword (`-u-fw-mon`), or `nil`.
    public let firstWeekday: Weekday?
    /// Keywords accepted without effect on a picker, as `key=value` in the id's spelling of
    /// the key (`rg=uszzzz`, `cu=eur`, `collation=stroke`), and the POSIX modifier `@euro`.
    public let ignoredKeywords: [String]
    /// How the id was rewritten before resolving, one phrase each: POSIX forms
    /// (`codeset "UTF-8" dropped`, `C mapped to en_US_POSIX`), `und` given its likely
    /// language (`und_JP mapped to ja_JP`), `gregory` read as `gregorian`.
    public let mappings: [String]
    /// The validated id handed to ICU constructors, with an explicit calendar keyword.
    package let icuIdentifier: String
    /// The validated base id (no keywords) handed to ICU.
    package let icuBaseIdentifier: String

    /// Validates and resolves `id`; see the type's rules.
    public init(_ id: String, allowingFallback: Bool = false) throws(LocalizationError) {
        var syntax = try LocaleIdentifierSyntax(parsing: id)
        requested = id
        var mappings = syntax.mappings
        var keywordCalendar: CalendarKind?
        if let name = syntax.calendar {
            // BCP 47 spells it `gregory` (`-u-ca-gregory`); ICU's keyword value is `gregorian`.
            if name == "gregory" { mappings.append("calendar gregory read as gregorian") }
            guard let known = CalendarKind(name: name) else {
                throw .unsupportedCalendar(id: id, calendar: name)
            }
            keywordCalendar = known
        }
        if let region = syntax.regionOverride, !Self.isKnownRegion(region) {
            throw .unknownRegion(id: id, region: region)
        }
        regionOverride = syntax.regionOverride
        numbers = syntax.numbers
        if let hours = syntax.hours {
            guard let cycle = HourCycle(rawValue: hours) else {
                throw .unsupportedKeywordValue(id: id, key: "hours", value: hours, supported: "h11, h12, h23, h24")
            }
            hourCycle = cycle
        } else {
            hourCycle = nil
        }
        if let day = syntax.firstWeekday {
            guard let index = Self.weekdayKeys.firstIndex(of: day) else {
                throw .unsupportedKeywordValue(
                    id: id, key: "fw", value: day, supported: Self.weekdayKeys.joined(separator: ", "))
            }
            firstWeekday = Weekday(rawValue: index + 1)
        } else {
            firstWeekday = nil
        }
        ignoredKeywords = syntax.ignored
        if syntax.language == "und" {
            // `und` is no language: ICU would use the process's default (LANG) for its data.
            // Its likely language for the script or region is what a device means by it.
            guard syntax.script != nil || syntax.region != nil else {
                throw .malformedLocale(
                    id: id, part: "und",
                    reason: "names no language, script or region (ICU would show root's M01 or follow LANG)")
            }
            let before = syntax.baseIdentifier
            let likely: String
            do {
                likely = try LocaleData.maximize(before)
            } catch {
                throw .malformedLocale(id: id, part: before, reason: "is refused by ICU (\(error.name))")
            }
            guard let language = likely.split(separator: "_").first, language != "und" else {
                throw .malformedLocale(id: id, part: before, reason: "has no likely language in ICU's data")
            }
            syntax.language = String(language)
            mappings.append("\(before) mapped to \(syntax.baseIdentifier)")
        }
        if let replacement = Self.legacyLanguage(syntax.language) {
            // Deprecated ISO 639 codes, replaced as ICU's canonicalization (CLDR's aliases) does.
            let before = syntax.baseIdentifier
            syntax.language = replacement.language
            if syntax.script == nil { syntax.script = replacement.script }
            mappings.append("legacy code \(before) mapped to \(syntax.baseIdentifier)")
        }
        self.mappings = mappings
        var lookup = syntax
        if let region = syntax.region, !Self.isKnownRegion(region) {
            guard allowingFallback else { throw .unknownRegion(id: id, region: region) }
            // ICU would quietly replace an unknown region with the language's likely one.
            lookup.region = nil
        }
        let maximized: String
        do {
            maximized = try LocaleData.maximize(lookup.baseIdentifier)
        } catch {
            throw .malformedLocale(id: id, part: lookup.baseIdentifier, reason: "is refused by ICU (\(error.name))")
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
            guard allowingFallback else {
                if let script = syntax.script, let languageData = try? LocaleData.maximize(syntax.language),
                    LocaleData.isAvailable(syntax.language)
                {
                    // The language has data, only not in this script: name the script, not the language.
                    let parts = languageData.split(separator: "_")
                    let dataScript = parts.count > 1 && parts[1].count == 4 ? String(parts[1]) : "another script"
                    throw .unsupportedScript(id: id, language: syntax.language, script: script, dataScript: dataScript)
                }
                throw .unknownLanguage(id: id, language: syntax.language)
            }
            resolved = "root"
            isFallback = true
            // ICU falls back to the process's default locale (LANG) for unknown languages;
            // asking for root explicitly keeps the fallback what we report.
            icuBaseIdentifier = "root"
        }
        let kind: CalendarKind
        if let keywordCalendar {
            kind = keywordCalendar
            calendarSource = .keyword
        } else {
            let region = syntax.regionOverride ?? Self.region(ofMaximized: maximized) ?? "001"
            kind = RegionCalendarPreference.defaultCalendar(forRegion: region)
            calendarSource = .region(region)
        }
        calendarKind = kind
        icuIdentifier = Self.icuIdentifier(
            base: icuBaseIdentifier, calendar: kind, numbers: syntax.numbers, regionOverride: syntax.regionOverride)
        if let numbers = syntax.numbers {
            guard Self.numberingSystemName(icuIdentifier) == numbers else {
                throw .unknownNumberingSystem(id: id, numbers: numbers)
            }
            if let reason = Self.unsuitableNumberingSystems[numbers] {
                throw .unsuitableNumberingSystem(id: id, numbers: numbers, reason: reason)
            }
        }
    }

    /// Deprecated language codes and their replacements, as ICU's `uloc_canonicalize` maps them
    /// from CLDR's language aliases: `iw` Hebrew, `in` Indonesian, `ji` Yiddish, `tl` Filipino
    /// (Tagalog), `mo` Moldavian (Romanian), `sh` Serbo-Croatian (Serbian in Latin script).
    ///
    /// A `switch`, not a dictionary: a dictionary of tuples costs the first id of a process the
    /// runtime's lookup of its generic metadata (0.39 million instructions, callgrind).
    static func legacyLanguage(_ code: String) -> (language: String, script: String?)? {
        switch code {
        case "iw": ("he", nil)
        case "in": ("id", nil)
        case "ji": ("yi", nil)
        case "tl": ("fil", nil)
        case "mo": ("ro", nil)
        case "sh": ("sr", "Latn")
        default: nil
        }
    }

    /// The `fw` values, Sunday first (CLDR's `sun`…`sat`).
    static let weekdayKeys = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]

    /// ICU's numbering systems that write numbers for one field only: they would label a
    /// minute 01 as 元 or an hour 1 as 初一.
    static let unsuitableNumberingSystems = [
        "jpanyear": "it is for era years only (1 is written 元)",
        "hanidays": "it is for days of the month only (1 is written 初一)",
    ]

    /// The ICU id with every keyword PickerKit acts on: the calendar (always explicit), the
    /// numbering system and the region override (`rg=gbzzzz`: ICU takes the hour cycle and
    /// the week rules from it).
    private static func icuIdentifier(
        base: String, calendar: CalendarKind, numbers: String?, regionOverride: String?
    ) -> String {
        var keywords = ["calendar=\(calendar.icuName)"]
        if let numbers { keywords.append("numbers=\(numbers)") }
        if let regionOverride { keywords.append("rg=\(regionKeyword(regionOverride))") }
        return base + "@" + keywords.concatenated(separator: ";")
    }

    /// Whether `region` is an ISO 3166 code ICU lists, or one of the UN M.49 areas and
    /// territories CLDR knows (ICU itself would take any three digits).
    private static func isKnownRegion(_ region: String) -> Bool {
        region.count == 2 ? LocaleData.isRegion(region) : LocaleData.isKnownNumericRegion(region)
    }

    /// The `rg` value for a whole region as ICU reads it (6 characters: `gbzzzz`, `419zzz`).
    private static func regionKeyword(_ region: String) -> String {
        region.lowercased() + String(repeating: "z", count: 6 - region.count)
    }

    /// The region subtag of a maximized id (`fa_Arab_IR` gives `IR`), or `nil`.
    private static func region(ofMaximized id: String) -> String? {
        let parts = id.split(separator: "_").dropFirst()
        let afterScript = parts.first.map { $0.count == 4 } == true ? parts.dropFirst() : parts
        guard let region = afterScript.first, region.count == 2 || region.count == 3 else { return nil }
        return String(region)
    }

    /// What PickerKit did not use or rewrote, such as `"ignored rg=uszzzz; codeset \"UTF-8\" dropped"`,
    /// or `nil` when the id was taken as given.
    public var adjustmentSummary: String? {
        var parts: [String] = []
        if !ignoredKeywords.isEmpty { parts.append("ignored " + ignoredKeywords.joined(separator: ", ")) }
        parts += mappings
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// The resolved data locale with the keywords in effect, such as `"ja_JP@calendar=japanese"`.
    public var description: String {
        var keywords: [String] = []
        if !calendarKind.isISO { keywords.append("calendar=\(calendarKind.icuName)") }
        if let numbers { keywords.append("numbers=\(numbers)") }
        if let hourCycle { keywords.append("hours=\(hourCycle)") }
        if let firstWeekday { keywords.append("fw=\(Self.weekdayKeys[firstWeekday.rawValue - 1])") }
        if let regionOverride { keywords.append("rg=\(Self.regionKeyword(regionOverride))") }
        return keywords.isEmpty ? resolved : resolved + "@" + keywords.concatenated(separator: ";")
    }

    /// The calendar of a picker of `mode` in this locale, and where it came from: as
    /// `PickerConfiguration.pickerCalendar(mode:configured:default:)` decides it with this
    /// locale's ``calendarKind`` (from the keyword or the region) as the default; `nil` for a
    /// picker with no year or month (a clock has no calendar).
    package func pickerCalendar(mode: SelectionMode, configured: CalendarKind?) -> (
        kind: CalendarKind, source: CalendarSource
    )? {
        guard
            let kind = PickerConfiguration.pickerCalendar(mode: mode, configured: configured, default: calendarKind)
        else { return nil }
        return (kind, kind == calendarKind ? calendarSource : .configuration)
    }

    /// The locale as it writes Gregorian values (ranges, ISO weeks, quarters, a year-month).
    ///
    /// Itself where its calendar has the Gregorian months (Gregorian, Buddhist, Japanese, ROC:
    /// only the years are counted otherwise), else the locale in the Gregorian calendar, so that
    /// no Gregorian value is written with another calendar's months (`zh_CN@calendar=chinese`
    /// writes the quarter 2019-Q3 as 2019年第3季度, not as the lunar 第二季度).
    package var writingGregorianValues: ResolvedLocale {
        calendarKind.hasISOMonths ? self : withCalendar(.gregorian)
    }

    /// The same locale with the `calendar` keyword set to `kind` (no new validation: the
    /// language, region and numbering system were checked already).
    package func withCalendar(_ kind: CalendarKind) -> ResolvedLocale {
        ResolvedLocale(
            copying: self, calendarKind: kind,
            icuIdentifier: Self.icuIdentifier(
                base: icuBaseIdentifier, calendar: kind, numbers: numbers, regionOverride: regionOverride))
    }

    private init(copying base: ResolvedLocale, calendarKind: CalendarKind, icuIdentifier: String) {
        calendarSource = base.calendarKind == calendarKind ? base.calendarSource : .configuration
        regionOverride = base.regionOverride
        requested = base.requested
        resolved = base.resolved
        isFallback = base.isFallback
        maximized = base.maximized
        self.calendarKind = calendarKind
        numbers = base.numbers
        hourCycle = base.hourCycle
        firstWeekday = base.firstWeekday
        ignoredKeywords = base.ignoredKeywords
        mappings = base.mappings
        self.icuIdentifier = icuIdentifier
        icuBaseIdentifier = base.icuBaseIdentifier
    }

    /// Every locale ICU lists as available (805 with ICU 72).
    public static var availableIdentifiers: [String] { LocaleData.availableLocales }

    private static func dataLocale(
        requested: String, maximized: String, variants: [String]
    ) -> (locale: String, isExact: Bool)? {
        if LocaleData.isAvailable(requested) {
            return (requested, true)
        }
        let parts = maximized.split(separator: "_").map(String.init).dropLast(variants.count)
        let withoutVariants = parts.concatenated(separator: "_")
        guard let language = parts.first else { return nil }
        let script = parts.count > 1 && parts[1].count == 4 ? parts[1] : nil
        let regionIndex = script == nil ? 1 : 2
        let region = parts.count > regionIndex ? parts[regionIndex] : nil
        let suffix = variants.isEmpty ? "" : "_" + variants.concatenated(separator: "_")
        var exact: [String] = []
        for tail in variants.isEmpty ? [""] : [suffix, ""] {
            if let script, let region { exact.append("\(language)_\(script)_\(region)\(tail)") }
            if let region, (try? LocaleData.maximize("\(language)_\(region)")) == withoutVariants {
                exact.append("\(language)_\(region)\(tail)")
            }
        }
        if let found = exact.first(where: LocaleData.isAvailable) {
            return (found, true)
        }
        var partial: [String] = []
        if let script { partial.append("\(language)_\(script)") }
        partial.append(language)
        if let script, (try? LocaleData.maximize(language))?.hasPrefix("\(language)_\(script)") != true {
            // A script that is not the language's default must not fall to the language's data.
            partial.removeLast()
        }
        if let found = partial.first(where: LocaleData.isAvailable) {
            return (found, false)
        }
        return nil
    }

    private static func numberingSystemName(_ icuID: String) -> String? {
        LocaleNumberingSystem.name(localeID: icuID)
    }
}
