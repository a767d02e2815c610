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

    /// Whether CLDR knows a three-digit UN M.49 code (`419`, `150`, `840`), as an area or as a
    /// territory's numeric code; `999` and other unassigned codes are not.
    static func isKnownNumericRegion(_ code: String) -> Bool {
        var status = U_ZERO_ERROR
        guard let region = cicu_uregion_getRegionFromCode(code, &status), !ICUStatus.isFailure(status) else {
            return false
        }
        let type = cicu_uregion_getType(region)
        return type != URGN_UNKNOWN && type != URGN_DEPRECATED
    }
}
