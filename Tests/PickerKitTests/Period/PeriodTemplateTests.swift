import PickerKitTestSupport
import Testing

@testable import PickerKit
@testable import PickerKitCore

/// Whole weeks and quarters come from templates of the locale's pattern; they must be ICU's text.
@Suite("week and quarter display strings from templates write what ICU writes")
struct PeriodTemplateTests {
    @Test(
        "random weeks and quarters, ISO and the locale's own week rules",
        arguments: [
            "en_US", "de_DE", "zh_CN", "ar_EG", "hi_IN", "ja_JP", "ru_RU", "he_IL", "fa_IR", "ko_KR", "fr_FR",
            "th_TH", "my_MM", "bn_BD", "am_ET", "es_419", "pt_BR", "ja_JP@calendar=japanese", "ar_SA",
        ])
    func agreesWithICU(localeID: String) throws {
        let locale = try ResolvedLocale(localeID)
        var random = SplitMix64(seed: 0x9E_4100 &+ UInt64(localeID.utf8.count))
        for rules in [WeekRules.iso, try WeekRules(locale: locale)] {
            let labeler = try PeriodLabeler(locale: locale, weekRules: rules)
            // Buddhist and Japanese years are not the Gregorian year's digits: those go to ICU.
            let templated = !["th_TH", "ja_JP@calendar=japanese"].contains(localeID)
            #expect(labeler.writesFromTemplate(.yearWeek) == templated, "\(localeID) \(rules): weeks")
            #expect(labeler.writesFromTemplate(.yearQuarter) == templated, "\(localeID) \(rules): quarters")
            for index in 0..<400 {
                let year = index < 40 ? [1, 9, 10, 99, 100, 999, 1000, 9999][index % 8] : 1 + Int(random.next() % 9999)
                let week = 1 + Int(random.next() % UInt64(WeekRules.iso.weeksInYear(year)))
                for period in [try Period(year: year, week: week), try Period(year: year, quarter: 1 + index % 4)]
                where year < 9999 || period.mode == .yearQuarter {
                    let fast = try labeler.displayString(for: period)
                    let icu = try labeler.icuDisplayString(for: period)
                    #expect(fast == icu, "\(localeID) \(rules) \(period): \(fast) vs ICU \(icu)")
                }
            }
        }
    }
}
