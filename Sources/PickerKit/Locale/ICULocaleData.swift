import CICU

/// What ICU has data for: its available locales and the region codes it knows.
///
/// Read once from ICU (`uloc_getAvailable`, `uloc_getISOCountries`); immutable afterwards.
enum ICULocaleData {
    /// Every locale ICU lists as available (805 with ICU 72), in ICU's order.
    static let availableLocales: [String] = (0..<cicu_uloc_countAvailable()).map {
        String(cString: cicu_uloc_getAvailable($0))
    }

    /// The available locales as a set, for lookups.
    static let availableSet: Set<String> = Set(availableLocales)

    /// ISO 3166 region codes ICU knows.
    static let regions: Set<String> = {
        var codes: Set<String> = []
        var cursor = cicu_uloc_getISOCountries()!
        while let code = cursor.pointee {
            codes.insert(String(cString: code))
            cursor += 1
        }
        return codes
    }()

    /// Adds likely subtags to a validated ICU id without keywords (`zh_TW` to `zh_Hant_TW`).
    static func maximize(_ baseID: String) throws(ICUError) -> String {
        try ICUBuffer.cString("uloc_addLikelySubtags(\(baseID))") { buffer, capacity, status in
            cicu_uloc_addLikelySubtags(baseID, buffer, capacity, &status)
        }
    }
}
