import PickerKitTestSupport
import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions
@testable import PickerKitVerification

@Suite("Locale label checks against ICU")
struct LocaleLabelCheckTests {
    @Test(
        "fast labels equal udat_format and read back, display strings round-trip", .pinsCLDR42,
        arguments: [
            "zh_CN", "zh_TW", "ja_JP", "ko_KR", "en_US", "de_DE", "ar_EG", "ar_EG@numbers=latn", "ru_RU", "sv_SE",
            "fa_IR@calendar=gregorian", "fr_CA", "he_IL", "th_TH@calendar=gregorian", "hi_IN", "bn_BD", "my_MM",
            "lt_LT", "bg_BG", "hu_HU",
            "ja_JP@calendar=japanese", "zh_TW@calendar=roc", "th_TH@calendar=buddhist",
            "zh_CN@numbers=hanidec", "th-TH-u-nu-thai", "he_IL@numbers=hebr",
        ])
    func knownLocales(id: String) throws {
        let result = LocaleLabelCheck.run(locale: try ResolvedLocale(id))
        #expect(result.problems == [])
        #expect(result.supportedStyles.contains(.wide))
        #expect(result.labelsChecked > 200)
    }

    @Test(
        "a calendar with its own rows is checked with the labeler pickers use, sample days in three modes",
        .pinsCLDR42,
        arguments: [
            "zh_CN@calendar=chinese", "he_IL@calendar=hebrew", "fa_IR@calendar=persian",
            "ar_SA@calendar=islamic-umalqura",
        ])
    func ownRows(id: String) throws {
        let result = LocaleLabelCheck.run(locale: try ResolvedLocale(id))
        #expect(result.problems == [])
        #expect(result.supportedStyles == [.wide])
        #expect(result.labelsChecked >= 3 * 4)  // the sample days inside the calendar's range, in 3 modes
        #expect(result.notes.contains { $0.contains("rows checked as labels and format write them") })
    }

    @Test("English refuses narrow months and supports the rest")
    func englishStyles() throws {
        let result = LocaleLabelCheck.run(locale: try ResolvedLocale("en_US"))
        #expect(result.refusedStyles == [.narrow])
        #expect(result.supportedStyles == [.wide, .abbreviated, .numeric, .numericPadded])
        #expect(result.dateOrder == [.month, .day, .year])
    }

    @Test("random ICU locales pass (seeded; set PICKERKIT_SEED to repeat)")
    func randomLocales() throws {
        var random = LabelTestRandom(defaultSeed: 0x1ABE_15)
        let all = ResolvedLocale.availableIdentifiers
        for _ in 0..<25 {
            let id = all[Int(random.next() % UInt64(all.count))]
            let result = LocaleLabelCheck.run(locale: try ResolvedLocale(id))
            #expect(result.problems == [], "seed \(random.seed), locale \(id)")
        }
    }
}
