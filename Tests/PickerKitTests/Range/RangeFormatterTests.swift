import PickerKitTestSupport
import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("range formatting with ICU interval formats")
struct RangeFormatterTests {
    static func format(
        _ localeID: String, _ mode: SelectionMode, _ text: String, options: LabelOptions = LabelOptions()
    )
        throws -> String
    {
        let formatter = try RangeFormatter(locale: try ResolvedLocale(localeID), mode: mode, options: options)
        return try formatter.string(for: try SelectionRange(text, mode: mode))
    }

    /// ICU's own spaces are kept: U+2009 around the en dash in en and de, U+0020 in th, ar
    /// and zh's numeric dates, U+202F before AM.
    @Test(
        "closed ranges as ICU writes them", .pinsCLDR42,
        arguments: [
            ("en_US", SelectionMode.yearMonth, "2019-08/2020-03", "August 2019\u{2009}–\u{2009}March 2020"),
            ("zh_CN", .yearMonth, "2019-08/2020-03", "2019年8月至2020年3月"),
            ("ja_JP", .yearMonth, "2019-08/2020-03", "2019年8月～2020年3月"),
            ("ko_KR", .yearMonth, "2019-08/2020-03", "2019년 8월 ~ 2020년 3월"),
            ("en_US", .date, "2019-08-20/2019-09-01", "August 20\u{2009}–\u{2009}September 1, 2019"),
            ("de_DE", .date, "2019-08-20/2019-09-01", "20. August\u{2009}–\u{2009}1. September 2019"),
            ("en_US", .date, "2019-08-20/2019-08-20", "August 20, 2019"),
            ("th_TH@calendar=buddhist", .yearMonth, "2019-08/2020-03", "สิงหาคม 2562 – มีนาคม 2563"),
            ("ar_EG", .yearMonth, "2019-08/2020-03", "أغسطس، ٢٠١٩ – مارس، ٢٠٢٠"),
        ])
    func closed(localeID: String, mode: SelectionMode, text: String, expected: String) throws {
        let actual = try Self.format(localeID, mode, text)
        #expect(actual == expected)
    }

    @Test("the formatter agrees with udtitvfmt_format on ICU's own dates")
    func agreesWithICU() throws {
        for localeID in ["en_US", "zh_CN", "fr_FR", "ru_RU", "hi_IN", "he_IL"] {
            for (mode, text) in [
                (SelectionMode.date, "2019-08-20/2020-01-05"), (.dateHourMinute, "2019-08-20 09:00/2019-08-20 17:30"),
                (.yearMonth, "2019-08/2019-11"), (.year, "2019/2024"),
            ] {
                let formatter = try RangeFormatter(locale: try ResolvedLocale(localeID), mode: mode)
                let range = try SelectionRange(text)
                let ours = try formatter.string(for: range)
                let start = RangeFormatter.millis(range.start.fields!)
                let end = RangeFormatter.millis(range.end.fields!)
                let icu = try formatter.intervalFormat.formatMillis(fromMillis: start, toMillis: end)
                #expect(ours == icu, "\(localeID) \(text)")
            }
        }
    }

    @Test(
        "an open end is the locale's Present word, written once", .pinsCLDR42,
        arguments: [
            ("en_US", SelectionMode.yearMonth, "2015-03/present", "March 2015\u{2009}–\u{2009}Present"),
            ("zh_CN", .yearMonth, "2015-03/present", "2015年3月至今"),
            ("zh_TW", .yearMonth, "2015-03/present", "2015年3月至今"),
            ("de_DE", .yearMonth, "2015-03/present", "März 2015\u{2009}–\u{2009}Bis heute"),
            ("ja_JP", .date, "2015-03-01/present", "2015年3月1日～現在まで"),
            ("en_US", .hourMinute, "09:00/present", "9:00\u{202F}AM\u{2009}–\u{2009}Present"),
            ("en_US", .monthDay, "12-20/present", "December 20\u{2009}–\u{2009}Present"),
            ("ko_KR", .date, "2015-03-01/present", "2015년 3월 1일 ~ 현재"),
            ("ar_EG", .yearMonth, "2015-03/present", "مارس، ٢٠١٥ – حتى الآن"),
            // ICU leaves the era out of the end (平成27年3月～28年4月): the part runs to its 月.
            ("ja_JP@calendar=japanese", .yearMonth, "2015-03/present", "平成27年3月～現在まで"),
            ("ja_JP@calendar=japanese", .date, "2015-03-04/present", "平成27年3月4日～現在まで"),
        ])
    func open(localeID: String, mode: SelectionMode, text: String, expected: String) throws {
        let actual = try Self.format(localeID, mode, text)
        #expect(actual == expected)
    }

    @Test("month styles and hour cycles come from the label options", .pinsCLDR42)
    func options() throws {
        let abbreviated = try Self.format(
            "en_US", .yearMonth, "2019-08/2020-03", options: LabelOptions(monthStyle: .abbreviated))
        #expect(abbreviated == "Aug 2019\u{2009}–\u{2009}Mar 2020")
        let numeric = try Self.format(
            "zh_CN", .date, "2019-08-20/2019-09-01", options: LabelOptions(monthStyle: .numeric))
        #expect(numeric == "2019/8/20 – 2019/9/1")
        let clock = try Self.format("en_US", .hourMinute, "09:00/17:30", options: LabelOptions(hourCycle: .h23))
        #expect(clock == "09:00\u{2009}–\u{2009}17:30")
    }

    @Test("years before 1582 are proleptic Gregorian")
    func proleptic() throws {
        // ICU's default calendar is Julian before 1582-10-15: 1500-02-29 would not exist.
        let leap = try Self.format("en_US", .date, "1500-02-28/1500-03-01")
        #expect(leap == "February 28\u{2009}–\u{2009}March 1, 1500")
        let single = try Self.format("en_US", .date, "1000-03-01/1000-03-01")
        #expect(single == "March 1, 1000")
    }

    @Test("a range of another mode and Julian-only calendars are refused")
    func refusals() throws {
        let formatter = try RangeFormatter(locale: try ResolvedLocale("en_US"), mode: .date)
        #expect(throws: LocalizationError.self) { try formatter.string(for: try SelectionRange("2019/2020")) }
        let japanese = try RangeFormatter(locale: try ResolvedLocale("ja_JP@calendar=japanese"), mode: .date)
        #expect(throws: LocalizationError.self) {
            try japanese.string(for: try SelectionRange("1500-01-01/1600-01-01"))
        }
    }
}

@Suite("range formatting from many threads")
struct RangeFormatterConcurrencyTests {
    @Test("one shared formatter gives every task the same strings")
    func shared() async throws {
        let formatter = try RangeFormatter(locale: try ResolvedLocale("zh_CN"), mode: .date)
        let ranges = try (1...28).map { day in try SelectionRange("2019-08-\(day < 10 ? "0" : "")\(day)/2020-03-01") }
        let expected = try ranges.map { try formatter.string(for: $0) }
        let results = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask { try (0..<20).flatMap { _ in try ranges.map { try formatter.string(for: $0) } } }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for result in results {
            #expect(result == Array((0..<20).flatMap { _ in expected }))
        }
    }
}
