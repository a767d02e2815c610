import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("week and quarter pickers: linked to bounds, ISO or the locale's week rules")
struct PeriodPickerTests {
    @Test("the quarter column follows the year and the bounds")
    func quarters() throws {
        var picker = try PeriodPicker(
            mode: .yearQuarter, minimum: Period("2019-Q3"), maximum: Period("2021-Q2"), selection: Period("2020-Q1"))
        #expect(picker.years == 2019...2021)
        #expect(picker.numbers == 1...4)
        let up = try picker.select(year: 2019)
        #expect(up == [PickerAdjustment(field: .quarter, from: 1, to: 3, reason: .minimum)])
        #expect(up.map(\.description) == ["quarter 1 -> 3: before the minimum"])
        #expect(picker.numbers == 3...4)
        #expect(picker.selection.description == "2019-Q3")
        try picker.select(number: 4)
        let down = try picker.select(year: 2021)
        #expect(down == [PickerAdjustment(field: .quarter, from: 4, to: 2, reason: .maximum)])
        #expect(picker.numbers == 1...2)
        #expect(throws: ParseError.self) { try picker.select(number: 3) }
        #expect(throws: ParseError.self) { try picker.select(year: 2022) }
        #expect(try picker.select(year: 2020).isEmpty)
        #expect(picker.selection.description == "2020-Q2")
    }

    @Test("week 53 only in the years that have it; bounds and selections are checked")
    func weeks() throws {
        var picker = try PeriodPicker(mode: .yearWeek, selection: Period("2020-W53"))
        #expect(picker.numbers == 1...53)
        #expect(try picker.select(year: 2021).map(\.description) == ["week 53 -> 52: 2021 has 52 weeks"])
        #expect(picker.selection.description == "2021-W52")
        #expect(picker.years == 1900...2100)
        #expect(throws: PickerError.self) {
            try PeriodPicker(mode: .yearWeek, selection: Period("2019-Q1"))
        }
        #expect(throws: PickerError.minimumAfterMaximum(minimum: "2020-Q1", maximum: "2019-Q1")) {
            try PeriodPicker(
                mode: .yearQuarter, minimum: Period("2020-Q1"), maximum: Period("2019-Q1"), selection: Period("2019-Q1")
            )
        }
        let clamped = try PeriodPicker(mode: .yearQuarter, minimum: Period("2020-Q1"), selection: Period("2019-Q1"))
        #expect(clamped.initialAdjustment?.description == "2020-Q1")
        #expect(clamped.selection.description == "2020-Q1")
    }

    @Test(
        "with a locale's rules the rows are its weeks, each standing for one ISO week, in order",
        arguments: ["en_US", "ar_EG", "zh_CN", "pt_BR", "de_DE"])
    func localeRules(localeID: String) throws {
        let locale = try ResolvedLocale(localeID)
        let rules = try WeekRules(locale: locale)
        let labeler = try PeriodLabeler(locale: locale, weekRules: rules)
        var picker = try PeriodPicker(
            mode: .yearWeek, minimum: Period("2018-W01"), maximum: Period("2023-W52"), selection: Period("2020-W10"),
            rules: rules)
        var previous: Period?
        for year in picker.years {
            try picker.select(year: year)
            #expect(picker.numbers.upperBound <= rules.weeksInYear(year))
            for number in picker.numbers {
                let period = picker.period(year: year, number: number)
                if let previous {
                    // Consecutive rows are consecutive ISO weeks: one-to-one and in order.
                    let days =
                        GregorianRules.dayNumber(of: period.firstDay) - GregorianRules.dayNumber(of: previous.firstDay)
                    #expect(days == 7, "\(localeID) \(year) \(number)")
                }
                previous = period
                // The row's label is ICU's w under the locale's rules, and equals the row number.
                if !localeID.hasPrefix("ar") { #expect(try labeler.numberLabel(period) == String(number)) }
                // The row found back from the ISO week is the same row.
                let row = PeriodPicker.row(of: period, rules: rules)
                #expect(row?.year == year && row?.number == number, "\(localeID) \(period)")
            }
        }
        #expect(previous?.description == "2023-W52")
    }

    @Test("seeded random moves keep the selection valid, inside the bounds and round-tripping")
    func property() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        let us = try WeekRules(locale: ResolvedLocale("en_US"))
        for (mode, rules) in [(PeriodMode.yearWeek, WeekRules.iso), (.yearWeek, us), (.yearQuarter, .iso)] {
            let low = try Period(mode == .yearWeek ? "1990-W07" : "1990-Q2")
            let high = try Period(mode == .yearWeek ? "2030-W33" : "2030-Q3")
            var picker = try PeriodPicker(mode: mode, minimum: low, maximum: high, selection: low, rules: rules)
            for _ in 0..<2_000 {
                if Bool.random(using: &random) {
                    try picker.select(year: Int.random(in: picker.years, using: &random))
                } else {
                    try picker.select(number: Int.random(in: picker.numbers, using: &random))
                }
                let selection = picker.selection
                #expect(low <= selection && selection <= high, "\(mode) \(rules) seed \(seed)")
                #expect(try Period(selection.description, mode: mode) == selection, "seed \(seed)")
            }
        }
    }
}
