import CICU
import CICUSkeletonPatterns
@_spi(PickerKitTools) import PickerKit

/// What the first use of a calendar labeler spends, ICU call by ICU call (group
/// `first-use-steps`), for the calendars whose locales carry numbering overrides.
///
/// Every call is repeated in the loop, so ICU's own caches (resource bundles, number format
/// prototypes) are warm: what is left is the work ICU redoes per object. For Hebrew that is
/// the rule-based number format of Hebrew numerals, parsed from its rules each time a date
/// format with the locale's `hebr` override is built: once per `udat_open` of a style, and
/// four times in `udatpg_open` (which builds the four date styles to read their patterns).
/// Calendar labelers open the generator without the styles (`cicu_udatpg_openSkeletonPatterns`),
/// so their first use pays for one Hebrew-numeral format, not five.
enum FirstUseSteps {
    static func run() {
        let zone = Array("UTC".utf16)
        func udatpg(_ id: String) -> Int {
            var status = U_ZERO_ERROR
            let generator = cicu_udatpg_open(id, &status)
            cicu_udatpg_close(generator)
            return Int(status.rawValue)
        }
        func udatpgWithoutStyles(_ id: String) -> Int {
            var status: Int32 = 0
            let generator = cicu_udatpg_openSkeletonPatterns(id, &status)
            cicu_udatpg_close(generator)
            return Int(status)
        }
        func udatLong(_ id: String, copies: Int = 0) -> Int {
            var status = U_ZERO_ERROR
            let format = cicu_udat_open(UDAT_NONE, UDAT_LONG, id, zone, Int32(zone.count), nil, 0, &status)
            for _ in 0..<copies {
                cicu_udat_close(cicu_udat_clone(format, &status))
            }
            cicu_udat_close(format)
            return Int(status.rawValue)
        }
        func udatPattern(_ id: String, _ pattern: String) -> Int {
            var status = U_ZERO_ERROR
            let units = Array(pattern.utf16)
            let format = cicu_udat_open(
                UDAT_PATTERN, UDAT_PATTERN, id, zone, Int32(zone.count), units, Int32(units.count), &status)
            cicu_udat_close(format)
            return Int(status.rawValue)
        }
        func ucal(_ id: String) -> Int {
            var status = U_ZERO_ERROR
            let calendar = cicu_ucal_open(zone, Int32(zone.count), id, UCAL_DEFAULT, &status)
            cicu_ucal_close(calendar)
            return Int(status.rawValue)
        }
        func repeated(_ name: String, _ body: @escaping () -> Int) -> BenchmarkRunner.Case {
            .init(name: name) { iterations in
                var total = 0
                for _ in 0..<iterations { total &+= body() }
                return total
            }
        }
        for id in ["he_IL@calendar=hebrew", "zh_CN@calendar=chinese", "ja_JP@calendar=japanese"] {
            let gregorian = String(id.prefix { $0 != "@" })
            BenchmarkRunner(rounds: 5, iterations: 10).compare(
                "first-use steps for \(id)", baseline: "udat_open long style",
                [
                    repeated("udat_open long style") { udatLong(id) },
                    repeated("udat_open long style + 6 udat_clone") { udatLong(id, copies: 6) },
                    repeated("udat_open pattern y") { udatPattern(id, "y") },
                    repeated("ucal_open") { ucal(id) },
                    repeated("udatpg_open") { udatpg(id) },
                    repeated("udatpg without styles") { udatpgWithoutStyles(id) },
                    repeated("udatpg_open \(gregorian) (gregorian)") { udatpg(gregorian) },
                    repeated("CalendarLabeler date") {
                        try! CalendarLabeler(locale: ResolvedLocale(id), mode: .date).order.count
                    },
                    repeated("CalendarLabeler year") {
                        try! CalendarLabeler(locale: ResolvedLocale(id), mode: .year).order.count
                    },
                ])
        }
    }
}
