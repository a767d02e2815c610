import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("week and quarter labels from ICU")
struct PeriodLabelerTests {
    @Test(
        "quarter rows and whole quarters as ICU writes them",
        arguments: [
            ("en_US", "Q3", "3rd quarter", "3rd quarter 2019"),
            ("zh_CN", "3季度", "第三季度", "2019年第3季度"),
            ("de_DE", "Q3", "3. Quartal", "3. Quartal 2019"),
            ("fr_FR", "T3", "3e trimestre", "3e trimestre 2019"),
            ("ja_JP", "Q3", "第3四半期", "2019年第3四半期"),
            ("ko_KR", "3분기", "제 3/4분기", "2019년 제 3/4분기"),
        ])
    func quarters(localeID: String, short: String, wide: String, whole: String) throws {
        let labeler = try PeriodLabeler(locale: ResolvedLocale(localeID))
        let abbreviated = try labeler.quarterLabel(3)
        let full = try labeler.quarterLabel(3, wide: true)
        let display = try labeler.displayString(for: Period("2019-Q3", mode: .yearQuarter))
        #expect(abbreviated == short)
        #expect(full == wide)
        #expect(display == whole)
        #expect(throws: LocalizationError.self) { try labeler.quarterLabel(5) }
    }

    @Test("ICU's w field with ISO rules equals PickerKit's ISO week number")
    func weeks() throws {
        let labeler = try PeriodLabeler(locale: ResolvedLocale("en_US"))
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        for _ in 0..<2_000 {
            let year = Int.random(in: 1...9999, using: &random)
            let week = Int.random(in: 1...ISOWeekRules.weeksInYear(year), using: &random)
            let value = try Period(year: year, week: week)
            let label = try labeler.weekLabel(value)
            #expect(label == String(week), "\(value) seed \(seed)")
        }
        let arabic = try PeriodLabeler(locale: ResolvedLocale("ar_EG"))
        let label = try arabic.weekLabel(Period("2020-W53", mode: .yearWeek))
        #expect(label == "٥٣")
    }
}

@Suite("README weeks and quarters example")
struct PeriodReadmeExampleTests {
    @Test("the example prints what the README says")
    func example() throws {
        let week = try Period("2020-W53", mode: .yearWeek)
        #expect(week.firstDay == CalendarDate(year: 2020, month: 12, day: 28))
        #expect(Period(weekContaining: CalendarDate(year: 2019, month: 12, day: 30)).description == "2020-W01")
        #expect(
            PeriodTests.error { () throws(ParseError) in _ = try Period("2019-W53", mode: .yearWeek) }?.description
                == "week 53 is out of range for 2019 (52 ISO weeks) (offset 6)")
        #expect(
            PeriodTests.error { () throws(ParseError) in _ = try Period("2019-Q5", mode: .yearQuarter) }?.description
                == "quarter 5 is out of range (1...4) (offset 6)")
        let zh = try PeriodLabeler(locale: ResolvedLocale("zh_CN"))
        #expect(try zh.quarterLabel(3) == "3季度")
        #expect(try zh.quarterLabel(3, wide: true) == "第三季度")
        #expect(try zh.displayString(for: Period("2019-Q3", mode: .yearQuarter)) == "2019年第3季度")
        #expect(try PeriodLabeler(locale: ResolvedLocale("ar_EG")).weekLabel(week) == "٥٣")
        let found = WeekRules.iso.week(of: CalendarDate(year: 2021, month: 1, day: 3))
        #expect(found.year == 2020 && found.week == 53)
        #expect(try WeekRules(locale: ResolvedLocale("en_US")).description == "Sunday, 1 days")
        #expect(try Period("2019-Q3").mode == .yearQuarter)
        #expect(
            PeriodTests.error { () throws(ParseError) in _ = try PeriodRange("2019-W20/2019-W10") }?.description
                == "the end 2019-W10 is before the start 2019-W20 (offset 9)")
        #expect(try zh.displayString(for: week) == "2020年第53周")
        var quarters = try PeriodPicker(
            mode: .yearQuarter, minimum: Period("2019-Q3"), maximum: Period("2021-Q2"), selection: Period("2020-Q1"))
        #expect(try quarters.select(year: 2019).map(\.description) == ["quarter 1 -> 3: before the minimum"])
        #expect(quarters.numbers == 3...4)
    }
}
