import PickerKitTestSupport
import Testing

@_spi(Benchmarks) @_spi(PickerKitTools) @testable import PickerKit

@Suite("one-column labels")
struct SingleColumnLabelerTests {
    @Test(
        "a row is the whole value's display string",
        arguments: [
            ("zh_CN", SelectionMode.yearMonth, "2019-08", "2019年8月"),
            ("en_US", .yearMonth, "2019-08", "August 2019"),
            ("zh_CN", .dateHourMinute, "2019-08-20 14:30", "2019年8月20日 14:30"),
            ("en_US", .date, "2019-08-20", "August 20, 2019"),
            ("ru_RU", .date, "2019-08-20", "20 августа 2019\u{202F}г."),
            ("ru_RU", .yearMonth, "2019-08", "август 2019\u{202F}г."),
            ("ar_EG", .yearMonth, "2019-08", "أغسطس ٢٠١٩"),
            ("en_US", .hourMinute, "14:30", "2:30\u{202F}PM"),
            ("ja_JP@calendar=japanese", .yearMonth, "2019-08", "令和元年8月"),
        ])
    func labels(locale: String, mode: SelectionMode, value: String, expected: String) throws {
        let labeler = try SingleColumnLabeler.shared(locale: try ResolvedLocale(locale), mode: mode)
        #expect(try labeler.label(for: try PickerValues(parsing: value, mode: mode)) == expected)
    }

    @Test(
        "in a calendar with other months the rows are the calendar's own; Gregorian values are refused, times are Gregorian",
        arguments: [
            ("zh_CN@calendar=chinese", CalendarKind.chinese, "2023-M02L", "2023癸卯年闰二月"),
            ("ko_KR@calendar=dangi", .dangi, "2023-M02L", "2023년(계묘년) 윤2월"),
            ("he_IL@calendar=hebrew", .hebrew, "5784-M05L", "אדר א׳ תשפ״ד"),
            ("fa_IR", .persian, "1403-M12", "۱۴۰۳ اسفند"),
            ("ar_SA", .islamicUmalqura, "1445-M09", "رمضان ١٤٤٥ هـ"),
        ])
    func otherMonths(locale: String, calendar: CalendarKind, month: String, expected: String) throws {
        let resolved = try ResolvedLocale(locale)
        let labeler = try SingleColumnLabeler.shared(locale: resolved, mode: .yearMonth)
        #expect(labeler.labeler.calendar == calendar)
        #expect(!labeler.assemblesLabels)
        let values = try #require(PickerValues(try Selection("\(month)[u-ca=\(calendar.icuName)]", mode: .yearMonth)))
        #expect(LocaleDataProvider.cldr42(try labeler.label(for: values)) == expected)
        #expect(throws: LocalizationError.calendarHasOwnRows(calendar: calendar)) {
            try labeler.label(for: try PickerValues(parsing: "2019-08", mode: .yearMonth))
        }
        let time = try SingleColumnLabeler.shared(locale: resolved, mode: .hourMinute)
        #expect(time.locale.calendarKind == .gregorian)
        #expect(try time.label(for: try PickerValues(parsing: "14:30", mode: .hourMinute)).isEmpty == false)
    }

    @Test(
        "labels are assembled in Swift where the pattern allows, by ICU otherwise",
        arguments: [
            ("en_US", true), ("zh_CN", true), ("ru_RU", true), ("ar_EG", true), ("de_DE", true),
            ("ja_JP@calendar=japanese", false), ("th_TH@calendar=buddhist", false), ("th_TH", false),
            ("th_TH@calendar=gregorian", true),
            ("zh_TW@calendar=roc", false),
        ])
    func assembly(locale: String, assembles: Bool) throws {
        let labeler = try SingleColumnLabeler.shared(locale: try ResolvedLocale(locale), mode: .date)
        #expect(labeler.assemblesLabels == assembles)
    }

    static let locales = [
        "en_US", "zh_CN", "zh_TW", "ja_JP", "ko_KR", "ru_RU", "de_DE", "fr_FR", "ar_EG", "fa_IR@calendar=gregorian",
        "hi_IN", "he_IL", "th_TH@calendar=gregorian", "bn_BD", "my_MM", "es_MX", "pl_PL", "uk_UA", "vi_VN", "sw_KE",
    ]

    @Test("assembled labels equal ICU's display strings for random values of every mode", arguments: locales)
    func matchesICU(locale: String) throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        let resolved = try ResolvedLocale(locale)
        for mode in SelectionMode.allCases {
            for showsWeekday in mode.includes(.year) && mode.includes(.day) ? [false, true] : [false] {
                let options = LabelOptions(showsWeekday: showsWeekday)
                let labeler = try SingleColumnLabeler.shared(locale: resolved, mode: mode, options: options)
                for _ in 0..<150 {
                    let values = PickerModelPropertyTests.randomValues(mode, years: 1...9999, using: &random)
                    let label = try labeler.label(for: values)
                    let icu = try labeler.icuLabel(for: values)
                    if label != icu {
                        Issue.record("seed \(seed): \(locale) \(mode) \(values): \(label) != ICU \(icu)")
                        return
                    }
                }
            }
        }
    }

    @Test("invalid values are refused, not rendered")
    func invalid() throws {
        let labeler = try SingleColumnLabeler.shared(locale: try ResolvedLocale("en_US"), mode: .date)
        #expect(throws: LocalizationError.self) {
            try labeler.label(for: PickerValues(mode: .date, year: 2019, month: 2, day: 30))
        }
        #expect(throws: LocalizationError.self) {
            try labeler.label(for: PickerValues(mode: .date, year: 0, month: 2, day: 1))
        }
    }
}
