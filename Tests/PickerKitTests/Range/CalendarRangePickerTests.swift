import PickerKitTestSupport
import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore

@Suite("range pickers and range formats in the locale's calendar")
struct CalendarRangePickerTests {
    static let persianMonths = [
        "فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور", "مهر", "آبان", "آذر", "دی", "بهمن", "اسفند",
    ]

    @Test(
        "a Persian résumé range: bare fa_IR and the keyword give Persian months and years",
        arguments: ["fa_IR", "fa_IR@calendar=persian", "fa-IR-u-ca-persian"])
    func persian(localeID: String) throws {
        var picker = try LocalizedRangePicker(
            locale: ResolvedLocale(localeID), configuration: PickerConfiguration(mode: .yearMonth),
            range: SelectionRange("1394-M01[u-ca=persian]/present"), includesPresent: true)
        #expect(picker.calendar == .persian)
        #expect(picker.selectedValue == "1394-M01[u-ca=persian]/present")
        #expect(picker.range == (try SelectionRange("1394-M01[u-ca=persian]/present")))
        #expect(picker.selectedTitles == ["۱۳۹۴", "فروردین", "تاکنون", "فروردین"])
        #expect(picker.titles(inColumn: 1) == Self.persianMonths)
        // Closing the range at Mordad 1398 (a stored value of the picker's calendar).
        let change = try picker.select(storedValue: "1394-M01[u-ca=persian]/1398-M05[u-ca=persian]")
        #expect(change.adjustments.isEmpty)
        #expect(picker.selectedTitles == ["۱۳۹۴", "فروردین", "۱۳۹۸", "مرداد"])
        #expect(picker.selectedValue == "1394-M01[u-ca=persian]/1398-M05[u-ca=persian]")
    }

    @Test("a Gregorian range in a Persian picker is shown as the same days")
    func gregorianInPersian() throws {
        let picker = try LocalizedRangePicker(
            locale: ResolvedLocale("fa_IR"), configuration: PickerConfiguration(mode: .date),
            range: SelectionRange("2015-03-21/2015-04-20"))
        #expect(picker.selectedValue == "2015-03-21[u-ca=persian]/2015-04-20[u-ca=persian]")
        #expect(picker.range.start[.year] == 1394 && picker.range.end[.day] == 31)
        #expect(throws: LocalizationError.self) {
            try LocalizedRangePicker(
                locale: ResolvedLocale("fa_IR"), configuration: PickerConfiguration(mode: .date),
                range: SelectionRange("2020-05-01[u-ca=chinese]/2020-06-10[u-ca=chinese]"))
        }
    }

    @Test("a lunar range across a leap month: 闰四月 in place, the end never before the start")
    func chinese() throws {
        var picker = try LocalizedRangePicker(
            locale: ResolvedLocale("zh_CN@calendar=chinese"), configuration: PickerConfiguration(mode: .date),
            range: SelectionRange("2020-05-01[u-ca=chinese]/2020-06-10[u-ca=chinese]"))
        #expect(picker.calendar == .chinese)
        #expect(picker.selectedTitles == ["2020庚子年", "四月", "初九", "2020庚子年", "闰四月", "十九"])
        #expect(picker.selectedValue == "2020-05-01[u-ca=chinese]/2020-06-10[u-ca=chinese]")
        let months = picker.titles(inColumn: 4)
        #expect(Array(months.prefix(6)) == ["四月", "闰四月", "五月", "六月", "七月", "八月"])
        #expect(throws: PickerError.self) {
            try picker.select(storedValue: "2020-06-10[u-ca=chinese]/2020-05-01[u-ca=chinese]")
        }
        // The start moved to 五月 (after the leap month) takes the end along.
        let row = try #require(picker.titles(inColumn: 1).firstIndex(of: "五月"))
        let change = picker.didSelect(row: row, inColumn: 1)
        #expect(picker.range.start.monthCode == MonthCode(number: 5))
        #expect(picker.range.end == picker.range.start)
        #expect(!change.adjustments.isEmpty && change.adjustments.allSatisfy { $0.half == .end })
        #expect(picker.selectedTitles == ["2020庚子年", "五月", "初九", "2020庚子年", "五月", "初九"])
    }

    @Test("a Hebrew range from Adar I to Adar II")
    func hebrew() throws {
        let picker = try LocalizedRangePicker(
            locale: ResolvedLocale("he_IL@calendar=hebrew"), configuration: PickerConfiguration(mode: .yearMonth),
            range: SelectionRange("5784-M05L[u-ca=hebrew]/5784-M06[u-ca=hebrew]"))
        #expect(picker.calendar == .hebrew)
        #expect(picker.selectedTitles == ["אדר א׳", "תשפ״ד", "אדר ב׳", "תשפ״ד"])
        #expect(picker.selectedValue == "5784-M05L[u-ca=hebrew]/5784-M06[u-ca=hebrew]")
    }

    @Test(
        "ranges of calendar values are written in their calendar", .pinsCLDR42,
        arguments: [
            ("fa_IR", "1394-M01[u-ca=persian]/present", "فروردین ۱۳۹۴ تا تاکنون"),
            ("fa_IR", "1394-M01[u-ca=persian]/1398-M05[u-ca=persian]", "فروردین ۱۳۹۴ تا مرداد ۱۳۹۸"),
            ("fa_IR", "2015-03-21[u-ca=persian]/2015-04-20[u-ca=persian]", "۱ تا ۳۱ فروردین ۱۳۹۴"),
            (
                "zh_CN@calendar=chinese", "2020-M04[u-ca=chinese]/2020-M04L[u-ca=chinese]",
                "2020庚子年四月至2020庚子年闰四月"
            ),
            ("zh_CN@calendar=chinese", "2020-M04L[u-ca=chinese]/present", "2020庚子年闰四月至今"),
            ("he_IL@calendar=hebrew", "5784-M05L[u-ca=hebrew]/5784-M06[u-ca=hebrew]", "אדר א׳–אדר ב׳ 5784"),
            ("he_IL@calendar=hebrew", "5784-M05L[u-ca=hebrew]/present", "אדר א׳ 5784 – עד היום"),
            ("th_TH", "2562-M08[u-ca=buddhist]/2563-M03[u-ca=buddhist]", "สิงหาคม 2562 – มีนาคม 2563"),
        ])
    func formats(localeID: String, range: String, expected: String) throws {
        let formatter = try PickerFormatter(locale: localeID)
        #expect(try formatter.string(for: SelectionRange(range)) == expected)
    }

    /// ICU's interval format takes a month and its leap month for one month (四月9至19).
    @Test("a closed lunar range across a leap month names both months")
    func leapMonthDates() throws {
        let formatter = try PickerFormatter(locale: "zh_CN@calendar=chinese")
        let text = try formatter.string(for: SelectionRange("2020-05-01[u-ca=chinese]/2020-06-10[u-ca=chinese]"))
        #expect(text.contains("四月") && text.contains("闰四月十九"))
        // A formatter of one calendar refuses another calendar's range, and Gregorian ranges.
        let persian = try RangeFormatter(
            locale: ResolvedLocale("fa_IR"), mode: .yearMonth, calendar: .persian, options: LabelOptions())
        #expect(
            throws: LocalizationError.picker(.calendarMismatch(role: "range", expected: .persian, actual: .chinese))
        ) {
            try persian.string(for: SelectionRange("2020-M04[u-ca=chinese]/present"))
        }
        #expect(
            throws: LocalizationError.picker(.calendarMismatch(role: "range", expected: .persian, actual: .gregorian))
        ) {
            try persian.string(for: SelectionRange("2019-08/present"))
        }
    }
}
