import PickerKitTestSupport
import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("whole weeks, quarters and their ranges in a locale's words, and back")
struct PeriodDisplayTests {
    @Test(
        "a week in the locale's stored yw pattern, ISO or locale numbering, and its column order",
        .needsSystemICU("parsing weeks under other week rules: Foundation's parser counts weeks with the locale's"),
        arguments: [
            ("en_US", "week 53 of 2020", "week 1 of 2021", false),
            ("zh_CN", "2020年第53周", "2021年第1周", true),
            ("de_DE", "Woche 53 des Jahres 2020", "Woche 53 des Jahres 2020", false),
            ("ja_JP", "2020年第53週", "2021年第1週", true),
            ("ko_KR", "2020년 53번째 주", "2021년 1번째 주", true),
            ("ru_RU", "53-я неделя 2020 г.", "53-я неделя 2020 г.", false),
        ])
    func weeks(localeID: String, iso: String, own: String, yearFirst: Bool) throws {
        let locale = try ResolvedLocale(localeID)
        let week = try Period("2020-W53", mode: .yearWeek)
        let isoLabeler = try PeriodLabeler(locale: locale)
        let ownLabeler = try PeriodLabeler(locale: locale, weekRules: WeekRules(locale: locale))
        #expect(try isoLabeler.displayString(for: week) == iso)
        #expect(try ownLabeler.displayString(for: week) == own)
        #expect(isoLabeler.yearFirst(in: .yearWeek) == yearFirst)
        // Read back strictly, in either numbering.
        #expect(try isoLabeler.period(ofDisplayString: iso, mode: .yearWeek) == week)
        #expect(try ownLabeler.period(ofDisplayString: own, mode: .yearWeek) == week)
    }

    @Test(
        "display strings round-trip for random weeks and quarters; other text is refused",
        .needsSystemICU("parsing weeks under other week rules: Foundation's parser counts weeks with the locale's"))
    func displayRoundTrip() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        let labelers = try ["en_US", "zh_CN", "fr_FR", "ar_EG"].flatMap { id in
            let locale = try ResolvedLocale(id)
            return [
                try PeriodLabeler(locale: locale),
                try PeriodLabeler(locale: locale, weekRules: WeekRules(locale: locale)),
            ]
        }
        for _ in 0..<400 {
            let labeler = labelers.randomElement(using: &random)!
            let year = Int.random(in: 1950...2100, using: &random)
            let period: Period =
                Bool.random(using: &random)
                ? try Period(
                    year: year, week: Int.random(in: 1...ISOWeekRules.weeksInYear(year), using: &random))
                : try Period(year: year, quarter: Int.random(in: 1...4, using: &random))
            let text = try labeler.displayString(for: period)
            #expect(
                try labeler.period(ofDisplayString: text, mode: period.mode) == period,
                "\(labeler.locale) \(labeler.weekRules) \(text) seed \(seed)")
        }
        let en = try PeriodLabeler(locale: ResolvedLocale("en_US"))
        #expect(throws: LocalizationError.self) { try en.period(ofDisplayString: "week 60 of 2020", mode: .yearWeek) }
        #expect(throws: LocalizationError.self) { try en.period(ofDisplayString: "2019-Q3", mode: .yearQuarter) }
    }

    @Test(
        "ranges in ICU's interval formats, an open end in the Present word",
        arguments: [
            ("en_US", "2019-Q1/present", "1st quarter 2019 – Present"),
            ("zh_CN", "2019-Q1/present", "2019年第1季度 – 至今"),
            ("zh_CN", "2019-Q1/2020-Q3", "2019年第1季度 – 2020年第3季度"),
            ("ja_JP", "2019-Q1/2020-Q3", "2019年第1四半期～2020年第3四半期"),
            ("en_US", "2019-W10/2019-W20", "Mar 4 – May 19, 2019"),
            ("zh_CN", "2019-W10/present", "2019年3月4日至今"),
            ("de_DE", "2019-W10/present", "4. März 2019 – Bis heute"),
        ])
    func ranges(localeID: String, text: String, expected: String) throws {
        let locale = try ResolvedLocale(localeID)
        let labeler = try PeriodLabeler(locale: locale)
        let present = try PickerStrings(locale: locale)[.present]
        let shown = try labeler.displayString(for: PeriodRange(text), presentWord: present)
        // ICU's interval text uses thin and narrow spaces; compare with plain ones.
        let plain = String(shown.map { $0 == "\u{2009}" || $0 == "\u{202F}" ? " " : $0 })
        #expect(plain == expected)
    }

    @Test(
        "week and quarter ranges written from templates equal ICU's interval text",
        arguments: ["en_US", "de_DE", "zh_CN", "ar_EG", "hi_IN", "ja_JP", "ru_RU", "he_IL", "fa_IR", "ko_KR"],
        PeriodMode.allCases)
    func rangesFromTemplates(localeID: String, mode: PeriodMode) throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        let locale = try ResolvedLocale(localeID)
        let labeler = try PeriodLabeler(locale: locale)
        let present = try PickerStrings(locale: locale)[.present]
        for _ in 0..<60 {
            let year = Int.random(in: 1900...2100, using: &random)
            let start =
                mode == .yearWeek
                ? try Period(year: year, week: Int.random(in: 1...52, using: &random))
                : try Period(year: year, quarter: Int.random(in: 1...4, using: &random))
            // The same period, within a month or year, across years, or open.
            let span = [0, 1, 3, 30, 60, -1].randomElement(using: &random)!
            let later = CalendarDate(dayNumber: start.firstDay.dayNumber + (mode == .yearWeek ? 7 : 91) * span)
            let end =
                span < 0
                ? nil : mode == .yearWeek ? Period(weekContaining: later) : try Period(quarterContaining: later)
            let range = try PeriodRange(start: start, end: end)
            #expect(
                try labeler.displayString(for: range, presentWord: present)
                    == (try labeler.icuDisplayString(for: range, presentWord: present)), "\(range) seed \(seed)")
        }
    }
}
