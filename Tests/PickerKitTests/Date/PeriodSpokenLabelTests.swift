import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("spoken words for week and quarter rows")
struct PeriodSpokenLabelTests {
    static func millis(_ date: CalendarDate) -> Double {
        Double(GregorianRules.dayNumber(of: date) - PickerValues.unixEpochDay) * 86_400_000
    }

    @Test(
        "a quarter reads ICU's yQQQQ pattern, the wide quarter with its year",
        arguments: ["en_US", "zh_CN", "de_DE", "ja_JP", "fr_FR", "ar_EG", "ru_RU"])
    func quarters(localeID: String) throws {
        let locale = try ResolvedLocale(localeID)
        let labeler = try PeriodLabeler(locale: locale)
        let id = locale.icuIdentifier
        let pattern = try LocalePatternGenerator(localeID: id).bestPattern("yQQQQ")
        let formatter = try LocaleDateFormat(localeID: id, pattern: pattern, proleptic: true)
        for quarter in 1...4 {
            let period = try Period(year: 2019, quarter: quarter)
            let expected = try formatter.format(
                millis: Self.millis(CalendarDate(year: 2019, month: 3 * quarter - 2, day: 1)))
            #expect(try labeler.spokenPhrase(for: period) == expected)
            #expect(try labeler.spokenPhrase(for: period) != (try labeler.numberLabel(period)))
        }
        if localeID == "en_US" {
            #expect(try labeler.spokenPhrase(for: Period("2019-Q3", mode: .yearQuarter)) == "3rd quarter 2019")
        }
    }

    @Test(
        "a week reads the locale's week pattern with ISO week numbers",
        arguments: ["en_US", "zh_CN", "de_DE", "ja_JP", "fr_FR", "ar_EG", "ru_RU"])
    func weeks(localeID: String) throws {
        let locale = try ResolvedLocale(localeID)
        let labeler = try PeriodLabeler(locale: locale)
        let id = locale.icuIdentifier
        let pattern = try #require(LocalePatternGenerator.availableFormat(localeID: id, key: "yw/other"))
        let formatter = try LocaleDateFormat(localeID: id, pattern: pattern, proleptic: true)
        try formatter.useISOWeeks()
        for text in ["2020-W53", "2021-W01", "2019-W34"] {
            let week = try Period(text, mode: .yearWeek)
            let thursday = GregorianRules.date(fromDayNumber: GregorianRules.dayNumber(of: week.firstDay) + 3)
            #expect(try labeler.spokenPhrase(for: week) == (try formatter.format(millis: Self.millis(thursday))))
        }
        if localeID == "en_US" {
            #expect(try labeler.spokenPhrase(for: Period("2020-W53", mode: .yearWeek)) == "week 53 of 2020")
        }
    }

    @Test("rows speak the period choosing them gives: week 53 becomes 52 in a 52-week year")
    func rows() throws {
        let labeler = try PeriodLabeler(locale: ResolvedLocale("en_US"))
        let picker = try PeriodPicker(
            mode: .yearWeek, minimum: Period("2019-W01", mode: .yearWeek),
            maximum: Period("2021-W52", mode: .yearWeek),
            selection: Period("2020-W53", mode: .yearWeek))
        let spoken = try labeler.spokenRows(of: picker)
        #expect(spoken.years == ["week 52 of 2019", "week 53 of 2020", "week 52 of 2021"])
        #expect(spoken.numbers.count == 53)
        #expect(spoken.numbers.first == "week 1 of 2020")
        #expect(spoken.numbers.last == "week 53 of 2020")
        let quarters = try PeriodPicker(mode: .yearQuarter, selection: Period("2019-Q3", mode: .yearQuarter))
        let zh = try PeriodLabeler(locale: ResolvedLocale("zh_CN")).spokenRows(of: quarters)
        #expect(zh.numbers == ["2019年第1季度", "2019年第2季度", "2019年第3季度", "2019年第4季度"])
    }
}
