#if SystemICU
    internal import CPickerKitICU
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// What ICU has data for and knows about locale ids: its available locales, the region
    /// codes it knows, likely subtags and region display names.
    ///
    /// The lists are read once from ICU (`uloc_getAvailable`, `uloc_getISOCountries`); immutable
    /// afterwards. Every id passed in must already be validated (never raw user input).
    package enum LocaleData {
        /// Every locale ICU lists as available (805 with ICU 72), in ICU's order.
        static let availableLocales: [String] = (0..<pkicu_uloc_countAvailable()).map {
            String(cString: pkicu_uloc_getAvailable($0))
        }

        /// The available locales as a set, for lookups.
        static let availableSet: Set<String> = Set(availableLocales)

        /// Whether ICU lists `id` as an available locale.
        ///
        /// A binary search of ICU's own C strings: a locale resolved at a process's first picker
        /// needs a few lookups, not the 805 `String`s and the `Set` of ``availableSet`` (1.4
        /// million instructions in a fresh process, a tenth of its first picker), and a warm
        /// `ResolvedLocale("ru")` ten comparisons, not a scan of the list (49,000 instructions).
        /// ICU lists the keys of its `res_index` table of installed locales, and a resource
        /// table's keys are stored in byte order (`ures_getByKey` searches them in halves too);
        /// a test checks the order of the list.
        static func isAvailable(_ id: String) -> Bool {
            id.withCString { wanted in
                var low: Int32 = 0
                var high = pkicu_uloc_countAvailable()
                while low < high {
                    let middle = low + (high - low) / 2
                    let order = strcmp(pkicu_uloc_getAvailable(middle), wanted)
                    if order == 0 { return true }
                    if order < 0 { low = middle + 1 } else { high = middle }
                }
                return false
            }
        }

        /// ISO 3166 two-letter region codes ICU knows, in ICU's (alphabetical) order.
        package static let isoCountryCodes: [String] = {
            var codes: [String] = []
            guard var cursor = pkicu_uloc_getISOCountries() else { return [] }
            while let code = cursor.pointee {
                codes.append(String(cString: code))
                cursor += 1
            }
            return codes
        }()

        /// ISO 3166 region codes ICU knows, for lookups.
        static let regions: Set<String> = Set(isoCountryCodes)

        /// Whether `code` is an ISO 3166 two-letter region code ICU knows (ICU's C strings
        /// compared, as ``isAvailable(_:)`` does, instead of building ``regions``).
        static func isRegion(_ code: String) -> Bool {
            guard var cursor = pkicu_uloc_getISOCountries() else { return false }
            return code.withCString { wanted in
                while let known = cursor.pointee {
                    if strcmp(known, wanted) == 0 { return true }
                    cursor += 1
                }
                return false
            }
        }

        /// Adds likely subtags to a validated ICU id without keywords (`zh_TW` to `zh_Hant_TW`).
        static func maximize(_ baseID: String) throws(ICUError) -> String {
            try ICUBuffer.cString("uloc_addLikelySubtags(\(baseID))") { buffer, capacity, status in
                pkicu_uloc_addLikelySubtags(baseID, buffer, capacity, &status)
            }
        }

        /// The language, script and region subtags of a validated id (empty where it has none
        /// or ICU fails), such as `("zh", "Hant", "TW")`.
        static func subtags(of localeID: String) -> (language: String, script: String, region: String) {
            let language = try? ICUBuffer.cString("uloc_getLanguage") { buffer, capacity, status in
                pkicu_uloc_getLanguage(localeID, buffer, capacity, &status)
            }
            let script = try? ICUBuffer.cString("uloc_getScript") { buffer, capacity, status in
                pkicu_uloc_getScript(localeID, buffer, capacity, &status)
            }
            let region = try? ICUBuffer.cString("uloc_getCountry") { buffer, capacity, status in
                pkicu_uloc_getCountry(localeID, buffer, capacity, &status)
            }
            return (language ?? "", script ?? "", region ?? "")
        }

        /// The name of the region of `localeID` (such as `"und_DE"`) in the language of
        /// `displayLocaleID`, such as `"Deutschland"` for `de`.
        package static func displayCountry(of localeID: String, in displayLocaleID: String) throws(ICUError) -> String {
            try ICUBuffer.string("uloc_getDisplayCountry") { buffer, capacity, status in
                pkicu_uloc_getDisplayCountry(localeID, displayLocaleID, buffer, capacity, &status)
            }
        }

        /// Whether CLDR knows a three-digit UN M.49 code (`419`, `150`, `840`), as an area or as a
        /// territory's numeric code; `999` and other unassigned codes are not.
        static func isKnownNumericRegion(_ code: String) -> Bool {
            var status = PKU_ZERO_ERROR
            guard let region = pkicu_uregion_getRegionFromCode(code, &status), !ICUStatus.isFailure(status) else {
                return false
            }
            let type = pkicu_uregion_getType(region)
            return type != PKURGN_UNKNOWN && type != PKURGN_DEPRECATED
        }
    }
#endif
