import Testing

@testable import PickerKit
@testable import PickerKitCore

/// A week or quarter picker made from its ``PeriodConfiguration`` and driven by the verbs every
/// family has: a field value, a period, the day a period holds, and a stored string.
@Suite("week and quarter pickers: configuration and verbs")
struct PeriodVerbTests {
    static func weeks(_ localeID: String, _ selection: String = "2020-W53") throws -> LocalizedPeriodPicker {
        try LocalizedPeriodPicker(
            locale: ResolvedLocale(localeID),
            configuration: PeriodConfiguration(mode: .yearWeek, minimum: "2015-W01", selection: selection))
    }

    @Test(
        "a field value moves the week into the year, and says so in the locale's language",
        arguments: ["de_DE", "zh_CN", "ar_EG"])
    func yearLacksWeek(localeID: String) throws {
        var picker = try Self.weeks(localeID)
        let change = try picker.select(2021, in: .year)
        #expect(picker.selectedValue == "2021-W52")
        #expect(change.adjustments.map(\.description) == ["week 53 -> 52: 2021 has 52 weeks"])
        #expect(change.sentences.count == 1)
        let sentence = try #require(change.sentences.first)
        #expect(sentence != change.adjustments[0].description)
        switch localeID {
        case "de_DE": #expect(sentence.contains("Woche") && sentence.contains("52"))
        case "zh_CN": #expect(sentence.contains("周") && sentence.contains("52"))
        default: #expect(sentence.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) })
        }
    }

    @Test("values the column does not offer move to the nearest it offers, each move reported")
    func clamped() throws {
        var picker = try Self.weeks("en_US", "2016-W10")
        let early = try picker.select(2010, in: .year)
        #expect(early.adjustments.map(\.description).first == "year 2010 -> 2015: before the minimum")
        #expect(picker.selectedValue == "2015-W10")
        let late = try picker.select(53, in: .week)
        #expect(late.adjustments.isEmpty && picker.selectedValue == "2015-W53")  // 2015 has 53 ISO weeks
        try picker.select(2019, in: .year)
        let week = try picker.select(53, in: .week)
        #expect(week.adjustments.map(\.description) == ["week 53 -> 52: 2019 has 52 weeks"])
        #expect(!week.sentences.isEmpty && week.sentences[0] != week.adjustments[0].description)
    }

    @Test("fields no period has and fields of the other mode are refused, naming them")
    func refusedFields() throws {
        var picker = try Self.weeks("en_US")
        #expect(throws: PickerError.fieldValueOutOfRange(field: .week, value: 54)) { try picker.select(54, in: .week) }
        #expect(throws: PickerError.fieldValueOutOfRange(field: .year, value: 0)) { try picker.select(0, in: .year) }
        #expect(throws: PickerError.fieldNotInMode(.quarter, mode: "year-week")) { try picker.select(2, in: .quarter) }
        #expect(throws: PickerError.fieldNotInMode(.day, mode: "year-week")) { try picker.select(2, in: .day) }
        #expect(throws: PickerError.self) { try picker.select(Period("2020-Q1")) }
        #expect(picker.selectedValue == "2020-W53")
    }

    @Test("the day a period holds: the ISO week, the locale's week, the quarter")
    func dayContaining() throws {
        var iso = try Self.weeks("en_US", "2019-W10")
        try iso.select(periodContaining: CalendarDate(year: 2021, month: 1, day: 3))
        #expect(iso.selectedValue == "2020-W53")
        var configuration = PeriodConfiguration(mode: .yearWeek)
        configuration.selection = try Period("2019-W10")
        configuration.weekRules = try WeekRules(locale: ResolvedLocale("en_US"))
        var us = try LocalizedPeriodPicker(locale: ResolvedLocale("en_US"), configuration: configuration)
        // Sunday 2021-01-03 starts the second US week of 2021, which stands for ISO 2021-W01.
        try us.select(periodContaining: CalendarDate(year: 2021, month: 1, day: 3))
        #expect(us.selectedValue == "2021-W01")
        var quarters = try LocalizedPeriodPicker(
            locale: ResolvedLocale("en_US"),
            configuration: PeriodConfiguration(mode: .yearQuarter, selection: "2019-Q1"))
        let change = try quarters.select(periodContaining: CalendarDate(year: 2019, month: 8, day: 20))
        #expect(quarters.selectedValue == "2019-Q3" && change.adjustments.isEmpty)
    }

    @Test("no selection is the period holding today, from the configuration's clock and time zone")
    func today() throws {
        for (mode, expected) in [(PeriodMode.yearWeek, "2019-W34"), (.yearQuarter, "2019-Q3")] {
            var configuration = PeriodConfiguration(mode: mode)
            configuration.now = { 1_566_273_600 }  // 2019-08-20 04:00 UTC
            configuration.timeZone = "Asia/Shanghai"
            let picker = try LocalizedPeriodPicker(locale: ResolvedLocale("zh_CN"), configuration: configuration)
            #expect(picker.selectedValue == expected)
        }
        var configuration = PeriodConfiguration(mode: .yearWeek)
        configuration.timeZone = "Mars/Olympus"
        #expect(throws: LocalizationError.picker(.unknownTimeZone("Mars/Olympus"))) {
            try LocalizedPeriodPicker(locale: ResolvedLocale("zh_CN"), configuration: configuration)
        }
    }

    @Test("each column runs the way the configuration says; the Present row leads newest-first years")
    func order() throws {
        var configuration = try PeriodConfiguration(
            mode: .yearQuarter, minimum: "2018-Q1", maximum: "2019-Q4", selection: "present")
        configuration.descendingFields = [.year]
        let zh = try ResolvedLocale("zh_CN")  // year first
        let picker = try LocalizedPeriodPicker(locale: zh, configuration: configuration, includesPresent: true)
        #expect(picker.name(ofColumn: 0) == "year")
        #expect(picker.titles(inColumn: 0) == ["至今", "2019年", "2018年"])
        #expect(picker.titles(inColumn: 1) == ["1季度", "2季度", "3季度", "4季度"])
        #expect(picker.selectedValue == "present" && !picker.isEnabled(column: 1))
        var both = configuration
        both.descendingFields = [.year, .quarter]
        both.selectedSentinel = nil
        let newest = try LocalizedPeriodPicker(locale: zh, configuration: both)
        #expect(newest.titles(inColumn: 1) == ["4季度", "3季度", "2季度", "1季度"])
    }

    @Test("configuration strings are parsed strictly, naming the role and the offset")
    func strings() throws {
        #expect(throws: PickerError.self) { try PeriodConfiguration(mode: .yearWeek, minimum: "2019-Q1") }
        do {
            _ = try PeriodConfiguration(mode: .yearWeek, selection: "2019-W60")
            Issue.record("2019-W60 was taken")
        } catch {
            guard case .unparsable(let role, let input, let parseError) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(role == "selection" && input == "2019-W60" && parseError.kind == .weekOutOfRange)
        }
    }
}
