import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// The sentences of the week, duration, one-column and cascade pickers, word for word.
@Suite("the sentences of weeks, durations, one-column lists and cascades")
struct SpokenAdjustmentExampleTests {
    /// One adjustment scenario of a family.
    enum Scenario: String, CustomStringConvertible {
        /// 2020-W53, then the year 2021 (52 weeks).
        case week
        /// PT1H45M under a maximum of PT2H30M, then 2 hours: the minutes move to 30.
        case duration
        /// A list of months from 2015-01 to 2019-12, given 2021-05.
        case oneColumn
        /// China's divisions at 北京市/北京市/东城区, then 广东省: the city and district move.
        case cascadeClamped
        /// China's divisions given 440000/440300 (深圳市): the district is filled in.
        case cascadeFilled
        /// China's divisions given the names 广东/深圳: the district is filled in.
        case cascadeNames

        var description: String { rawValue }
    }

    static func sentences(_ scenario: Scenario, _ localeID: String) throws -> [String] {
        let locale = try ResolvedLocale(localeID)
        let change: PickerChange
        switch scenario {
        case .week:
            var picker = try LocalizedPeriodPicker(
                locale: locale, configuration: PeriodConfiguration(mode: .yearWeek, selection: "2020-W53"))
            let column = try #require((0..<2).first { picker.storedValue(row: 0, inColumn: $0)?.count == 4 })
            let row = try #require(
                (0..<picker.numberOfRows(inColumn: column)).first {
                    picker.storedValue(row: $0, inColumn: column) == "2021"
                })
            change = picker.didSelect(row: row, inColumn: column)
        case .duration:
            var configuration = try DurationConfiguration(maximum: "PT2H30M", selection: "PT1H45M")
            configuration.includesSeconds = false
            configuration.minuteStep = 5
            var picker = try LocalizedDurationPicker(locale: locale, configuration: configuration)
            change = picker.didSelect(row: 2, inColumn: 0)
        case .oneColumn:
            let configuration = try PickerConfiguration(mode: .yearMonth, minimum: "2015-01", maximum: "2019-12")
            var picker = try LocalizedSingleColumnPicker(locale: locale, configuration: configuration)
            change = try picker.select(storedValue: "2021-05")
        case .cascadeClamped, .cascadeFilled, .cascadeNames:
            let tree = try CascadeTree.chinaDivisions()
            var picker = try LocalizedCascadePicker(locale: locale, picker: CascadePicker(tree: tree, depth: 3))
            if scenario == .cascadeFilled {
                change = try picker.select(storedValue: "440000/440300")
            } else if scenario == .cascadeNames {
                change = try picker.select(names: "广东/深圳")
            } else {
                let row = try #require(
                    (0..<picker.numberOfRows(inColumn: 0)).first { picker.title(forRow: $0, inColumn: 0) == "广东省" })
                change = picker.didSelect(row: row, inColumn: 0)
            }
        }
        #expect(change.sentences.count == change.adjustments.count)
        return change.sentences
    }

    @Test(
        "each family's adjustment said in German, Chinese and Arabic", .pinsCLDR42,
        arguments: [
            (Scenario.week, "de_DE", ["Woche auf 52 geändert: 2021 hat 52 Wochen"]),
            (.week, "zh_CN", ["周改为52：2021年只有52周"]),
            (.week, "ar_EG", ["تم تغيير الأسبوع إلى ٥٢: عدد أسابيع ٢٠٢١ هو ٥٢"]),
            (.duration, "de_DE", ["Minute auf 30 Minuten geändert: spätestens 2 Stunden, 30 Minuten"]),
            (.duration, "zh_CN", ["分钟改为30分钟：最晚为2小时30分钟"]),
            (.duration, "ar_EG", ["الدقائق: ٣٠ دقيقة (الحد الأقصى: ساعتان و٣٠ دقيقة)"]),
            (
                .oneColumn, "de_DE",
                [
                    "Jahr auf 2019 geändert: spätestens Dezember 2019",
                    "Monat auf Dezember geändert: spätestens Dezember 2019",
                ]
            ),
            (.oneColumn, "zh_CN", ["年改为2019年：最晚为2019年12月", "月改为12月：最晚为2019年12月"]),
            (
                .oneColumn, "ar_EG",
                ["السنة: ٢٠١٩ (الحد الأقصى: ديسمبر ٢٠١٩)", "الشهر: ديسمبر (الحد الأقصى: ديسمبر ٢٠١٩)"]
            ),
            (.cascadeClamped, "de_DE", ["广州市 gewählt: 北京市 liegt nicht in 广东省", "荔湾区 gewählt: 东城区 liegt nicht in 广州市"]),
            (.cascadeClamped, "zh_CN", ["已选择广州市：北京市不属于广东省", "已选择荔湾区：东城区不属于广州市"]),
            (.cascadeClamped, "ar_EG", ["تم اختيار 广州市: 北京市 ليس ضمن 广东省", "تم اختيار 荔湾区: 东城区 ليس ضمن 广州市"]),
            (.cascadeFilled, "de_DE", ["罗湖区 in 深圳市 gewählt"]),
            (.cascadeFilled, "zh_CN", ["已选择深圳市的罗湖区"]),
            (.cascadeFilled, "ar_EG", ["تم اختيار 罗湖区 في 深圳市"]),
            (.cascadeNames, "de_DE", ["罗湖区 in 深圳市 gewählt"]),
        ])
    func sentences(scenario: Scenario, localeID: String, expected: [String]) throws {
        let said = try Self.sentences(scenario, localeID)
        #expect(said == expected)
    }

    @Test(
        "the description stays debugging text, for date fields and cascade levels",
        arguments: [
            (
                PickerAdjustment(field: .minute, from: 7, to: 0, reason: .interval(step: 15)),
                "minute 7 -> 0: not on the 15-minute step"
            ),
            (
                PickerAdjustment(field: .week, from: 53, to: 52, reason: .weeksInYear(year: 2021, weeks: 52)),
                "week 53 -> 52: 2021 has 52 weeks"
            ),
            (
                PickerAdjustment(level: 2, from: 4, to: 0, reason: .levelClamped),
                "level 2 row 4 -> 0: not under the new parent"
            ),
            (PickerAdjustment(level: 1, from: -1, to: 0, reason: .levelFilled), "level 1 row -1 -> 0: filled"),
        ])
    func description(adjustment: PickerAdjustment, expected: String) {
        #expect(adjustment.description == expected)
    }
}
