#if !SystemICU
    internal import Foundation

    /// What Foundation has data for and knows about locale ids: its available locales, region
    /// codes, likely subtags and region display names (the known M.49 codes are compiled in).
    package enum LocaleData {
        /// Every locale Foundation lists as available, with ICU's underscores.
        static let availableLocales: [String] = Locale.availableIdentifiers.sorted()

        /// The available locales as a set, for lookups.
        static let availableSet: Set<String> = Set(availableLocales)

        /// Whether Foundation lists `id` as an available locale: a binary search of the sorted
        /// ``availableLocales``, so a process's first id builds no ``availableSet``.
        static func isAvailable(_ id: String) -> Bool { sortedContains(availableLocales, id) }

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

        /// Whether `code` is an ISO 3166 two-letter region code Foundation knows (a binary search
        /// of the sorted ``isoCountryCodes``, without building ``regions``).
        static func isRegion(_ code: String) -> Bool { sortedContains(isoCountryCodes, code) }

        /// Adds likely subtags to a validated id without keywords (`zh_TW` to `zh_Hant_TW`).
        static func maximize(_ baseID: String) throws(ICUError) -> String {
            let maximal = Locale.Language(identifier: baseID).maximalIdentifier
            guard !maximal.isEmpty else { throw ICUError(code: 1, operation: "maximize(\(baseID))") }
            return maximal.replacingOccurrences(of: "-", with: "_")
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
