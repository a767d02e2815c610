import PickerKitTestSupport
import Testing

@_spi(Benchmarks) @_spi(PickerKitTools) @testable import PickerKit

@Suite("seed label styles: two digits and units from ICU")
struct LabelStyleTests {
    static let styled = LabelOptions(padsNumbers: true, showsUnits: true)

    @Test(
        "hour, minute and second rows with the locale's units (from its patterns, else CLDR's narrow names)",
        .pinsCLDR42,
        arguments: [
            ("zh_CN", "08时", "05分", "09秒"),
            ("zh_TW", "08時", "05分鐘", "09秒"),
            ("ja_JP", "08時", "05分", "09秒"),
            ("ko_KR", "08시", "05분", "09초"),
            ("yue_HK", "08時", "05分鐘", "09秒"),
            ("en_US", "08", "05", "09"),
            ("de_DE", "08 Uhr", "05", "09"),
            ("ru_RU", "08", "05", "09"),
        ])
    func units(localeID: String, hour: String, minute: String, second: String) throws {
        let labeler = try CalendarLabeler(locale: ResolvedLocale(localeID), mode: .dateTime, options: Self.styled)
        let values = PickerValues(mode: .dateTime, year: 2019, month: 8, day: 5, hour: 8, minute: 5, second: 9)
        #expect(try labeler.label(.hour, for: values) == hour)
        #expect(try labeler.label(.minute, for: values) == minute)
        #expect(try labeler.label(.second, for: values) == second)
    }

    @Test(
        "day, hour and numeric month rows get two digits; names and years do not",
        arguments: [
            ("zh_CN", MonthStyle.wide, "2019年", "08月", "05日", "08时"),
            ("ja_JP", .wide, "2019年", "08月", "05日", "08時"),
            ("en_US", .numeric, "2019", "08", "05", "08"),
            ("en_US", .wide, "2019", "August", "05", "08"),
            ("de_DE", .numeric, "2019", "08", "05", "08 Uhr"),
            ("ar_EG", .numeric, "٢٠١٩", "٠٨", "٠٥", "٠٨"),
        ])
    func padding(localeID: String, style: MonthStyle, year: String, month: String, day: String, hour: String) throws {
        let options = LabelOptions(monthStyle: style, padsNumbers: true)
        let labeler = try CalendarLabeler(locale: ResolvedLocale(localeID), mode: .dateHour, options: options)
        let values = PickerValues(mode: .dateHour, year: 2019, month: 8, day: 5, hour: 8)
        #expect(try labeler.label(.year, for: values) == year)
        #expect(try labeler.label(.month, for: values) == month)
        #expect(try labeler.label(.day, for: values) == day)
        #expect(try labeler.label(.hour, for: values) == hour)
    }

    @Test(
        "styled labels equal ICU's own for every hour, minute and second, and read back",
        arguments: ["zh_CN", "zh_Hant_TW", "ja_JP", "ko_KR", "en_US", "de_DE", "ar_EG", "hi_IN"])
    func matchesICU(localeID: String) throws {
        for mode in [SelectionMode.dateTime, .minuteSecond] {
            let labeler = try CalendarLabeler(locale: ResolvedLocale(localeID), mode: mode, options: Self.styled)
            for field in mode.fields where field != .year && field != .month {
                for value in PickerValues().range(of: field) {
                    let values = FieldColumnLabeler.values(field, value, in: PickerValues(mode: mode))
                    let label = try labeler.label(field, for: values)
                    #expect(label == (try labeler.icuLabel(field, for: values)), "\(localeID) \(field) \(value)")
                    #expect(try labeler.number(ofLabel: label, in: field, selection: values) == value)
                }
            }
        }
    }

    @Test("calendar rows: numbers get two digits (Persian, Japanese), names do not (Chinese, Hebrew letters)")
    func calendars() throws {
        let options = LabelOptions(monthStyle: .numeric, padsNumbers: true)
        let persian = try CalendarLabeler(
            locale: ResolvedLocale("fa_IR@calendar=persian"), calendar: .persian, mode: .date, options: options)
        #expect(try persian.dayLabel(5) == "۰۵")
        #expect(try persian.monthLabel(year: 1398, month: 5) == "۰۵")
        let japanese = try CalendarLabeler(
            locale: ResolvedLocale("ja_JP@calendar=japanese"), calendar: .japanese, mode: .date,
            options: LabelOptions(padsNumbers: true))
        #expect(try japanese.dayLabel(1) == "01日")
        let chinese = try CalendarLabeler(
            locale: ResolvedLocale("zh_CN@calendar=chinese"), calendar: .chinese, mode: .date,
            options: LabelOptions(padsNumbers: true))
        #expect(try chinese.dayLabel(1) == "初一")
        let hebrew = try CalendarLabeler(
            locale: ResolvedLocale("he_IL@calendar=hebrew"), calendar: .hebrew, mode: .date,
            options: LabelOptions(padsNumbers: true))
        let plainHebrew = try CalendarLabeler(
            locale: ResolvedLocale("he_IL@calendar=hebrew"), calendar: .hebrew, mode: .date)
        #expect(try hebrew.dayLabel(5) == (try plainHebrew.dayLabel(5)))
    }

    @Test("without the options the labels are unchanged (zh minutes have no unit, days no padding)")
    func defaults() throws {
        let labeler = try CalendarLabeler(locale: ResolvedLocale("zh_CN"), mode: .dateTime)
        let values = PickerValues(mode: .dateTime, year: 2019, month: 8, day: 5, hour: 8, minute: 5, second: 9)
        #expect(try labeler.label(.day, for: values) == "5日")
        #expect(try labeler.label(.hour, for: values) == "8时")
        #expect(try labeler.label(.minute, for: values) == "05")
    }

    @Test("a pattern's unit is the letters joined to the field, never punctuation or a spaced word")
    func unitAfter() {
        #expect(DatePattern("H時mm分ss秒 zzzz").unit(after: .minute) == "分")
        #expect(DatePattern("a h시 m분 s초 zzzz").unit(after: .second) == "초")
        #expect(DatePattern("HH:mm:ss").unit(after: .minute) == nil)
        #expect(DatePattern("HH 'Uhr'").unit(after: .hour) == nil)
        #expect(DatePattern("mm").unit(after: .minute) == nil)
        #expect(DatePattern("mm").appendingUnit("分", after: .minute).description == "mm分")
        #expect(DatePattern("H时").appendingUnit("时", after: .hour).description == "H时")
        #expect(DatePattern("d日").zeroPadded(.day).description == "dd日")
        #expect(DatePattern("LLLL").zeroPadded(.month).description == "LLLL")
    }
}
