#if !SystemICU
    internal import Foundation

    /// What Foundation has data for and knows about locale ids: its available locales, region
    /// codes, likely subtags and region display names (the known M.49 codes are compiled in).
    package enum LocaleData {
        /// Every locale Foundation lists as available, with ICU's underscores.
        static let availableLocales: [String] = listedLocales.sorted()

        /// The available locales as Foundation lists them, unsorted: what ``isAvailable(_:)``
        /// searches, so that a process's first id sorts none of them (a million instructions).
        private static let listedLocales: [String] = Locale.availableIdentifiers

        /// The available locales as a set, for lookups.
        static let availableSet: Set<String> = Set(availableLocales)

        /// Whether Foundation lists `id` as an available locale.
        ///
        /// The compiled ids (``isCompiledAvailable(_:)``) answer where they know the id's
        /// language; only an id of a language they lack (one a later Foundation adds) is
        /// searched in ``listedLocales``. A process's first id (and its misses, such as `zh_CN` before `zh_Hans_CN`) thus
        /// builds no ``availableSet``, sorts nothing and never asks Foundation.
        static func isAvailable(_ id: String) -> Bool {
            if isCompiledAvailable(id) { return true }
            let language = String(id.prefix { $0 != "_" && $0 != "@" })
            return !isCompiledAvailable(language) && listedLocales.contains(id)
        }

        /// Whether the sorted `list` holds `element`.
        private static func sortedContains(_ list: [String], _ element: String) -> Bool {
            var low = 0
            var high = list.count
            while low < high {
                let middle = (low + high) / 2
                if list[middle] < element { low = middle + 1 } else { high = middle }
            }
            return low < list.count && list[low] == element
        }

        /// ISO 3166 two-letter region codes Foundation knows, sorted.
        package static let isoCountryCodes: [String] = Locale.Region.isoRegions.map(\.identifier)
            .filter { $0.count == 2 && $0.allSatisfy(\.isLetter) }.sorted()

        /// ISO 3166 region codes, for lookups.
        static let regions: Set<String> = Set(isoCountryCodes)

        /// Whether `code` is an ISO 3166 two-letter region code Foundation knows.
        ///
        /// The codes of ``compiledISORegions`` are known without asking Foundation, whose
        /// region list loads ICU's region data (4.5 million instructions, a quarter of a first
        /// picker); any other code is looked up in ``isoCountryCodes`` (a binary search), so a
        /// region a later Foundation adds is known too. `LocaleDataTests` checks the compiled
        /// codes against Foundation's list.
        static func isRegion(_ code: String) -> Bool {
            isCompiledISORegion(code) || sortedContains(isoCountryCodes, code)
        }

        /// Whether `code` is one of ``compiledISORegions``: two ASCII letters compared with each
        /// entry of the space-separated list in place.
        static func isCompiledISORegion(_ code: String) -> Bool {
            let wanted = Array(code.utf8)
            guard wanted.count == 2 else { return false }
            var found = false
            compiledISORegions.utf8.withContiguousStorageIfAvailable { bytes in
                var index = 0
                while index + 1 < bytes.count {
                    if bytes[index] == wanted[0], bytes[index + 1] == wanted[1] {
                        found = true
                        return
                    }
                    index += 3
                }
            }
            return found
        }

        /// The two-letter ISO 3166 codes of `Locale.Region.isoRegions` in swift-foundation 6.3
        /// (ICU 76), sorted, each followed by one space or line break.
        static let compiledISORegions = """
            AC AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO
            BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CP CQ CR CU CV CW CX CY CZ DE
            DG DJ DK DM DO DZ EA EC EE EG EH ER ES ET EU EZ FI FJ FK FM FO FR GA GB GD GE GF GG GH GI
            GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU IC ID IE IL IM IN IO IQ IR IS IT JE JM
            JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG
            MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM
            PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA QO RE RO RS RU RW SA SB SC SD SE SG SH SI SJ
            SK SL SM SN SO SR SS ST SV SX SY SZ TA TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA
            UG UM UN US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW
            """

        /// Adds likely subtags to a validated id without keywords (`zh_TW` to `zh_Hant_TW`).
        static func maximize(_ baseID: String) throws(ICUError) -> String {
            let maximal = Locale.Language(identifier: baseID).maximalIdentifier
            guard !maximal.isEmpty else { throw ICUError(code: 1, operation: "maximize(\(baseID))") }
            // Characters mapped in Swift: `replacingOccurrences` bridges through NSString
            // (1.1 million instructions at a process's first id).
            return String(maximal.map { $0 == "-" ? "_" : $0 })
        }

        /// The language, script and region subtags of a validated id (empty where it has none).
        static func subtags(of localeID: String) -> (language: String, script: String, region: String) {
            let base = String(localeID.prefix { $0 != "@" })
            let parts = base.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
            let language = parts.first ?? ""
            var script = ""
            var region = ""
            for part in parts.dropFirst() {
                if part.count == 4, part.allSatisfy(\.isLetter), script.isEmpty, region.isEmpty {
                    script = part
                } else if region.isEmpty, (part.count == 2 && part.allSatisfy(\.isLetter)) || part.count == 3 {
                    region = part
                }
            }
            return (language, script, region)
        }

        /// The name of the region of `localeID` (such as `"und_DE"`) in the display locale.
        package static func displayCountry(of localeID: String, in displayLocaleID: String) throws(ICUError) -> String {
            let region = subtags(of: localeID).region
            guard let name = Locale(identifier: displayLocaleID).localizedString(forRegionCode: region) else {
                throw ICUError(code: 1, operation: "region name of \(region) in \(displayLocaleID)")
            }
            return name
        }

        /// Whether CLDR knows a three-digit UN M.49 code, from the compiled list.
        static func isKnownNumericRegion(_ code: String) -> Bool {
            LocaleTables.numericRegions.contains(code)
        }
    }
#endif
