import PickerKit
import Testing

@testable import locale_check

/// The three-letter zone ids `--time-zone` refuses, held against ICU.
@Suite("--time-zone: ICU's legacy three-letter ids")
struct LegacyZoneTableTests {
    @Test("every id of the table is a zone the provider knows")
    func known() {
        for (id, _) in ArgumentScanner.legacyAbbreviations {
            #expect(PickerConfiguration.canonicalTimeZone(id) != nil, "\(id)")
        }
    }

    #if SystemICU
        @Test("each id names the zone ICU's ucal_getCanonicalTimeZoneID gives it")
        func namesICUsZone() {
            for (id, zone) in ArgumentScanner.legacyAbbreviations {
                #expect(PickerConfiguration.canonicalTimeZone(id) == zone, "\(id)")
            }
            // The ids ICU keeps as zones of their own are not refused.
            for id in ["CET", "EET", "MET", "WET", "UTC", "GMT", "UCT"] {
                #expect(ArgumentScanner.legacyAbbreviations[id] == nil)
                #expect(PickerConfiguration.canonicalTimeZone(id) != nil)
            }
        }
    #endif
}
