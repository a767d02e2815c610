import PickerKit

/// Every ISO 3166 region ICU knows, named in one locale and sorted by that locale's
/// collation: what ``CascadeTree/regions(locale:collation:allowingFallback:)`` makes its tree
/// of (see there for the codes, names and order), and what `locale-check regions` lists.
package struct RegionCatalog: Sendable {
    /// One region: its code and its name in the catalog's locale.
    package struct Region: Hashable, Sendable {
        /// The ISO 3166-1 alpha-2 code, such as `"AT"`.
        package let code: String
        /// The display name, such as `"Österreich"`.
        package let name: String
    }

    /// The validated locale and the ICU data it resolved to.
    package let locale: ResolvedLocale
    /// The collation type asked for, or `nil` for the locale's default.
    package let collation: String?
    /// The locale whose collation rules ICU really used (`"root"` when it had none for the locale).
    package let collationLocale: String
    /// The regions in collation order.
    package let regions: [Region]

    /// Validates `localeID` with ``ResolvedLocale`` and lists the regions for it.
    ///
    /// - Parameters:
    ///   - localeID: a locale id such as `"de"`, `"zh_TW"`, `"ja-JP"`.
    ///   - collation: a collation type ICU has for the locale, such as `"stroke"`, or `nil`.
    ///   - allowingFallback: accept a language ICU has no data for (root names and order).
    /// - Throws: ``LocalizationError``.
    package init(locale localeID: String, collation: String? = nil, allowingFallback: Bool = false)
        throws(LocalizationError)
    {
        let locale: ResolvedLocale
        do {
            locale = try ResolvedLocale(localeID, allowingFallback: allowingFallback)
        } catch {
            throw error
        }
        try self.init(locale: locale, collation: collation)
    }

    /// Whether an ignored `key=value` of a ``ResolvedLocale`` changes collation (`co`, `kn`…).
    static func isCollationKeyword(_ keyword: String) -> Bool {
        let key = keyword.prefix { $0 != "=" }
        return key == "co" || key == "collation" || key == "vt" || key == "variabletop" || key.hasPrefix("col")
            || (key.count == 2 && key.hasPrefix("k"))
    }

    /// Lists, names and sorts the regions for a resolved locale.
    ///
    /// - Throws: ``LocalizationError/unsupportedCollation(locale:collation:available:)`` for a
    ///   collation type ICU does not list for the locale; ``LocalizationError/icu(operation:code:)``.
    /// - Complexity: O(*n* log *n*) for *n* = 253 regions.
    package init(locale: ResolvedLocale, collation: String? = nil) throws(LocalizationError) {
        // A picker ignores collation keywords in a locale id; a sorted catalog cannot.
        if let keyword = locale.ignoredKeywords.first(where: Self.isCollationKeyword) {
            let key = String(keyword.prefix { $0 != "=" })
            throw .unsupportedKeyword(id: locale.requested, key: key)
        }
        let baseID = locale.icuBaseIdentifier
        var collatorID = baseID
        if let collation {
            let available = try Self.collationTypes(for: baseID)
            guard available.contains(collation) else {
                throw .unsupportedCollation(locale: locale.requested, collation: collation, available: available)
            }
            collatorID += "@collation=" + collation
        }
        self.locale = locale
        self.collation = collation
        var named: [Region] = []
        do throws(ICUError) {
            let collator = try LocaleCollator(localeID: collatorID)
            self.collationLocale = collator.validLocale ?? "root"
            for code in Self.isoCodes() {
                let name = try LocaleData.displayCountry(of: "und_" + code, in: baseID)
                named.append(Region(code: code, name: name))
            }
            named.sort { lhs, rhs in
                let order = collator.compare(lhs.name, rhs.name)
                return order < 0 || (order == 0 && lhs.code < rhs.code)
            }
        } catch {
            throw .icu(error)
        }
        self.regions = named
    }

    /// The collation types ICU has for a validated locale id, such as `["pinyin", "stroke", ...]`.
    static func collationTypes(for localeID: String) throws(LocalizationError) -> [String] {
        do {
            return try LocaleCollator.collationTypes(localeID: localeID)
        } catch {
            throw .icu(error)
        }
    }

    /// The regions as a one-level tree for ``CascadePicker`` (codes unchecked against each other).
    package var tree: CascadeTree {
        // Codes are unique two-letter ISO codes and names come from ICU, so validation cannot fail.
        try! CascadeTree(
            roots: regions.map { CascadeNode(code: $0.code, name: $0.name) }, codeRule: .unchecked,
            levelNames: ["region"])
    }

    /// The two-letter codes ICU lists.
    static func isoCodes() -> [String] {
        LocaleData.isoCountryCodes
    }
}

extension CascadeTree {
    /// Every ISO 3166 region ICU knows as a one-level tree, named in the locale and sorted by
    /// its collation: the data of a country/region picker.
    ///
    /// Regions are the two-letter codes of `uloc_getISOCountries`: 249 ISO 3166-1 codes plus
    /// `DG`, `EA`, `IC` (exceptionally reserved) and `XK` (Kosovo, user-assigned), as CLDR has
    /// them (253 with ICU 72). ICU leaves out deprecated codes (`YU`, `AN`) and private-use codes
    /// (`QO`, `ZZ`); so does this list. Names come from `uloc_getDisplayCountry` in the locale;
    /// order from an ICU collator for the locale: `zh` sorts by pinyin, `zh_TW` and `zh_HK`
    /// (Traditional Chinese) by stroke count; another collation type is asked for with
    /// `collation` (such as `"zhuyin"` or `"stroke"` for `zh`). Equal names fall back to code
    /// order. The node codes are the region codes, the level is named `region`.
    ///
    /// ```swift
    /// let picker = CascadePicker(tree: try CascadeTree.regions(locale: "de"))  // one level, in collation order
    /// picker.title(forRow: 0, inColumn: 0)                                     // "Afghanistan"
    /// ```
    ///
    /// The locale id (`"de"`, `"zh_TW"`, `"ja-JP"`) is validated as
    /// ``ResolvedLocale/init(_:allowingFallback:)-(String,_)`` does; `allowingFallback` accepts a
    /// language ICU has no data for (root names and order).
    ///
    /// - Throws: ``LocalizationError`` naming what is wrong with the id;
    ///   ``LocalizationError/unsupportedCollation(locale:collation:available:)`` for a collation
    ///   type ICU does not list for the locale.
    /// - Complexity: O(*n* log *n*) for *n* = 253 regions.
    public static func regions(locale id: String, collation: String? = nil, allowingFallback: Bool = false)
        throws(LocalizationError) -> CascadeTree
    {
        try RegionCatalog(locale: id, collation: collation, allowingFallback: allowingFallback).tree
    }

    /// The regions of ``regions(locale:collation:allowingFallback:)`` for a resolved locale.
    ///
    /// - Throws: ``LocalizationError/unsupportedKeyword(id:key:)`` for a collation keyword in
    ///   the locale id (a sorted list cannot ignore it);
    ///   ``LocalizationError/unsupportedCollation(locale:collation:available:)``.
    public static func regions(locale: ResolvedLocale, collation: String? = nil) throws(LocalizationError)
        -> CascadeTree
    {
        try RegionCatalog(locale: locale, collation: collation).tree
    }
}
