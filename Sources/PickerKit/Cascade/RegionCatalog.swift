import CICU

/// Every ISO 3166 region ICU knows, named in one locale and sorted by that locale's
/// collation: the data of a country/region picker.
///
/// Regions are the two-letter codes of `uloc_getISOCountries` (current codes only; ICU leaves
/// out deprecated codes such as `YU` and private-use codes such as `QO` and `ZZ`; it includes
/// `XK`, Kosovo, as CLDR does). Names come from `uloc_getDisplayCountry` in the locale; order
/// from an ICU collator opened for the locale, so `zh` sorts by pinyin, `zh_TW` (Traditional
/// Chinese) by stroke count, `zh@collation=zhuyin` by zhuyin; equal names fall back to code order.
///
/// ```swift
/// let catalog = try RegionCatalog(locale: "de")
/// catalog.regions.first?.name      // "Afghanistan"
/// catalog.tree                     // a one-level CascadeTree for CascadePicker
/// ```
public struct RegionCatalog: Sendable {
    /// One region: its code and its name in the catalog's locale.
    public struct Region: Hashable, Sendable {
        /// The ISO 3166-1 alpha-2 code, such as `"AT"`.
        public let code: String
        /// The display name, such as `"Österreich"`.
        public let name: String
    }

    /// The locale id as given.
    public let localeID: String
    /// The id passed to ICU: the given id canonicalized after validation.
    public let icuLocaleID: String
    /// The locale whose collation rules ICU really used (`"root"` when it had none for the locale).
    public let collationLocale: String
    /// Whether ICU had no region names for the locale and used its default or root names.
    public let namesFellBack: Bool
    /// The regions in collation order.
    public let regions: [Region]

    /// Lists, names and sorts the regions for `locale`.
    ///
    /// - Throws: ``RegionCatalogError/malformedLocaleID(_:reason:)`` before ICU sees a bad id;
    ///   ``RegionCatalogError/icu(_:)`` when ICU fails.
    /// - Complexity: O(*n* log *n*) for *n* ≈ 250 regions; about a millisecond.
    public init(locale localeID: String) throws(RegionCatalogError) {
        let icuID = try Self.validatedICUID(localeID)
        self.localeID = localeID
        self.icuLocaleID = icuID
        var fellBack = false
        var named: [(region: Region, key: [UInt8])] = []
        var status = U_ZERO_ERROR
        guard let collator = cicu_ucol_open(icuID, &status), !ICUStatus.isFailure(status) else {
            throw .icu(ICUError(code: status.rawValue, operation: "ucol_open"))
        }
        defer { cicu_ucol_close(collator) }
        var localeStatus = U_ZERO_ERROR
        let valid = cicu_ucol_getLocaleByType(collator, ULOC_VALID_LOCALE, &localeStatus)
        self.collationLocale = valid.map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "root"
        do throws(ICUError) {
            for code in Self.isoCodes() {
                var warning = U_ZERO_ERROR
                let name = try ICUBuffer.string("uloc_getDisplayCountry") { buffer, capacity, status in
                    let length = cicu_uloc_getDisplayCountry("und_" + code, icuID, buffer, capacity, &status)
                    if !ICUStatus.isFailure(status) { warning = status }
                    return length
                }
                if warning == U_USING_DEFAULT_WARNING { fellBack = true }
                let key = try ICUBuffer.withUTF16(name) { text, length throws(ICUError) in
                    Self.sortKey(collator, text, length)
                }
                named.append((Region(code: code, name: name), key))
            }
        } catch {
            throw .icu(error)
        }
        named.sort { lhs, rhs in
            lhs.key.lexicographicallyPrecedes(rhs.key) || (lhs.key == rhs.key && lhs.region.code < rhs.region.code)
        }
        self.namesFellBack = fellBack
        self.regions = named.map(\.region)
    }

    /// The regions as a one-level tree for ``CascadePicker`` (codes unchecked against each other).
    public var tree: CascadeTree {
        // Codes are unique two-letter ISO codes and names come from ICU, so validation cannot fail.
        try! CascadeTree(
            roots: regions.map { CascadeNode(code: $0.code, name: $0.name) }, codeRule: .unchecked,
            levelNames: ["region"])
    }

    /// The two-letter codes ICU lists.
    static func isoCodes() -> [String] {
        var codes: [String] = []
        guard var cursor = cicu_uloc_getISOCountries() else { return [] }
        while let code = cursor.pointee {
            codes.append(String(cString: code))
            cursor += 1
        }
        return codes
    }

    private static func sortKey(_ collator: OpaquePointer, _ text: UnsafePointer<UChar>, _ length: Int32) -> [UInt8] {
        var capacity = 64
        while true {
            var key = [UInt8](repeating: 0, count: capacity)
            let needed = Int(cicu_ucol_getSortKey(collator, text, length, &key, Int32(capacity)))
            if needed <= capacity { return Array(key[..<needed]) }
            capacity = needed
        }
    }

    /// Validates `localeID` (language, script and region by PickerKit's locale-id rules;
    /// keywords as `@key=value;key=value` with ASCII letters, digits and `-`), then canonicalizes it.
    static func validatedICUID(_ localeID: String) throws(RegionCatalogError) -> String {
        do {
            _ = try LikelySubtags.localizationCandidates(for: localeID)
        } catch {
            if case .malformedLocaleID(_, let reason) = error { throw .malformedLocaleID(localeID, reason: reason) }
            throw .malformedLocaleID(localeID, reason: error.description)
        }
        let parts = localeID.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 2 {
            let keywordsOffset = parts[0].utf8.count + 1
            let keywords = parts[1].split(separator: ";", omittingEmptySubsequences: false)
            var offset = keywordsOffset
            for keyword in keywords {
                let pair = keyword.split(separator: "=", omittingEmptySubsequences: false)
                let isWord = { (text: Substring) in
                    (1...40).contains(text.utf8.count)
                        && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || $0 == 0x2D }
                }
                guard pair.count == 2, isWord(pair[0]), isWord(pair[1]) else {
                    throw .malformedLocaleID(
                        localeID, reason: "keyword at byte \(offset) is not key=value (ASCII letters, digits, '-')")
                }
                offset += keyword.utf8.count + 1
            }
        }
        do {
            return try ICUBuffer.cString("uloc_canonicalize") { buffer, capacity, status in
                cicu_uloc_canonicalize(localeID, buffer, capacity, &status)
            }
        } catch {
            throw .icu(error)
        }
    }
}
