import PickerKitTestSupport
import Testing

@testable import PickerKit
@testable import PickerKitCore

@Suite("one formatter for every stored value")
struct PickerFormatterTests {
    /// Selections of every shape, in Gregorian and calendar locales: a value with a day is
    /// written in the locale's calendar, one without in its own.
    @Test(
        "selections in the locale's calendar", .pinsCLDR42,
        arguments: [
            ("zh_CN", "2019-08-20", "2019年8月20日"),
            ("zh_CN", "2019-08", "2019年8月"),
            ("zh_CN", "2019", "2019年"),
            ("zh_CN", "08-20", "8月20日"),
            ("zh_CN", "2019-08-20 14:30", "2019年8月20日 14:30"),
            ("zh_CN", "present", "至今"),
            ("en_US", "2019-08-20", "August 20, 2019"),
            ("en_US", "present", "Present"),
            ("zh_CN@calendar=chinese", "1987-07-26", "1987丁卯年闰六月初一"),
            ("zh_CN@calendar=chinese", "1987-M06L-01[u-ca=chinese]", "1987丁卯年闰六月初一"),
            ("zh_CN", "1987-M06L-01[u-ca=chinese]", "1987年7月26日"),
            ("zh_CN", "1987-M06L[u-ca=chinese]", "1987丁卯年闰六月"),
            ("zh_CN@calendar=chinese", "2019-08", "2019年8月"),
            ("ja_JP@calendar=japanese", "2019-05-01", "令和元年5月1日"),
            ("ja-JP-u-ca-japanese", "2019-04-30", "平成31年4月30日"),
            ("th_TH@calendar=buddhist", "2019-08-20", "20 สิงหาคม 2562"),
            ("en_US", "5784-M06[u-ca=hebrew]", "Adar II 5784"),
            ("en_US", "5785-M06[u-ca=hebrew]", "Adar 5785"),
            ("fa-IR-u-ca-persian", "2019-08-20", "۲۹ مرداد ۱۳۹۸"),
        ])
    func selections(localeID: String, stored: String, expected: String) throws {
        let formatter = try PickerFormatter(locale: localeID)
        let shown = try formatter.string(for: Selection(stored))
        #expect(shown == expected)
    }

    /// What the formatter writes, it reads back: the same value, in the locale's calendar.
    @Test(
        "display strings read back", .pinsCLDR42,
        arguments: [
            ("zh_CN", SelectionMode.date, "2019-08-20", "2019-08-20"),
            ("en_US", .yearMonth, "2019-08", "2019-08"),
            ("zh_CN", .yearMonth, "present", "present"),
            ("zh_CN@calendar=chinese", .date, "1987-07-26", "1987-07-26[u-ca=chinese]"),
            ("he_IL@calendar=hebrew", .date, "2024-04-23", "2024-04-23[u-ca=hebrew]"),
        ])
    func readBack(localeID: String, mode: SelectionMode, stored: String, expected: String) throws {
        let formatter = try PickerFormatter(locale: localeID)
        let shown = try formatter.string(for: Selection(stored, mode: mode))
        #expect(try formatter.selection(ofDisplayString: shown, mode: mode).description == expected)
    }

    @Test("ranges, periods and durations", .pinsCLDR42)
    func otherFamilies() throws {
        let zh = try PickerFormatter(locale: "zh_CN")
        #expect(try zh.string(for: SelectionRange("2019-08/2020-03")) == "2019年8月至2020年3月")
        #expect(try zh.string(for: SelectionRange("2015-03/present")) == "2015年3月至今")
        #expect(try zh.string(for: Period("2019-Q3")) == "2019年第3季度")
        #expect(try zh.string(for: Period("2020-W53")) == "2020年第53周")
        #expect(try zh.period(ofDisplayString: "2020年第53周", mode: .yearWeek) == Period("2020-W53"))
        #expect(try zh.string(for: PeriodRange("2019-Q1/present")).hasSuffix("至今"))
        #expect(try zh.string(for: DurationSelection("PT1H30M")) == "1小时30分钟")
        #expect(try zh.string(for: DurationSelection("PT0S")) == "0秒钟")
        let en = try PickerFormatter(locale: "en_US")
        #expect(try en.string(for: SelectionRange("2015-03/present")) == "March 2015\u{2009}–\u{2009}Present")
        #expect(try en.string(for: DurationSelection("PT1H30M")) == "1 hour, 30 minutes")
    }

    /// Ranges, weeks and quarters are Gregorian values: a locale whose calendar has months of its
    /// own writes them in the Gregorian calendar, in its language, never with its own months
    /// (the quarter 2019-Q3 is not the lunar 第二季度, the week 2020-W53 not 4657年第49周).
    @Test(
        "Gregorian values in lunar and Hebrew locales", .pinsCLDR42,
        arguments: [
            ("zh_CN@calendar=chinese", "2020年第53周", "2019年第3季度", "2019年8月至2020年3月"),
            ("he_IL@calendar=hebrew", "שבוע 53 בשנת 2020", "רבעון 3 2019", "אוגוסט 2019–מרץ 2020"),
        ])
    func gregorianValuesInOtherCalendars(localeID: String, week: String, quarter: String, range: String) throws {
        let formatter = try PickerFormatter(locale: localeID)
        #expect(try formatter.string(for: Period("2020-W53")) == week)
        #expect(try formatter.string(for: Period("2019-Q3")) == quarter)
        #expect(try formatter.string(for: SelectionRange("2019-08/2020-03")) == range)
        let weeks = try LocalizedPeriodPicker(
            locale: ResolvedLocale(localeID), configuration: PeriodConfiguration(mode: .yearWeek, selection: "2020-W53")
        )
        #expect(weeks.selectedTitles.contains { $0.contains("2020") })
    }

    /// Bad input is refused with the error that names it, never written as something else.
    @Test("refusals")
    func refusals() throws {
        #expect(throws: LocalizationError.unknownLanguage(id: "xx", language: "xx")) {
            try PickerFormatter(locale: "xx")
        }
        let zh = try PickerFormatter(locale: "zh_CN")
        #expect {
            try zh.selection(ofDisplayString: "2019年2月30日", mode: .date)
        } throws: { error in
            guard case .unparsableDisplayString(let text, _, _) = error as? LocalizationError else { return false }
            return text == "2019年2月30日"
        }
    }

    /// A picker's stored value and the formatter agree: the formatter writes the selection as
    /// the picker's own display would, in every calendar.
    @Test(
        "a picker's selection in the formatter", .pinsCLDR42,
        arguments: ["zh_CN", "zh_CN@calendar=chinese", "he-IL-u-ca-hebrew", "ja_JP@calendar=japanese", "en_US"])
    func pickerSelection(localeID: String) throws {
        var configuration = PickerConfiguration(mode: .date)
        configuration.selection = try PickerValues(parsing: "2024-04-23", mode: .date).validSelection
        let picker = try LocalizedPicker(locale: ResolvedLocale(localeID), configuration: configuration)
        let formatter = try PickerFormatter(locale: localeID)
        let stored = try Selection(picker.selectedValue)
        let shown = try formatter.string(for: stored)
        #expect(try formatter.selection(ofDisplayString: shown, mode: .date) == stored)
    }
}
