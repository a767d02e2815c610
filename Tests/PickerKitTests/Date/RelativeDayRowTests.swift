import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("Today, Yesterday and Tomorrow on day rows")
struct RelativeDayRowTests {
    /// A date picker on `selection` whose clock reads noon of `today` in `timeZone`.
    static func picker(
        _ localeID: String, selection: String, today: CalendarDate, timeZone: String = "UTC",
        mode: SelectionMode = .date
    ) throws -> LocalizedPicker {
        var configuration = try PickerConfiguration(mode: mode, selection: selection)
        let noon = try PickerValues.noon(of: today, timeZone: timeZone)
        configuration.now = { noon }
        configuration.timeZone = timeZone
        return try LocalizedPicker(
            locale: ResolvedLocale(localeID), configuration: configuration,
            options: LabelOptions(namesRelativeDays: true))
    }

    static func dayLabels(_ picker: LocalizedPicker) throws -> [String] {
        try picker.labeledColumn(at: try #require(picker.model.order.firstIndex(of: .day))).rows.map(\.label)
    }

    @Test(
        "the rows of yesterday, today and tomorrow read as ICU's words; other rows keep their labels",
        arguments: [
            ("en_US", "Yesterday", "Today", "Tomorrow", "22"),
            ("zh_CN", "昨天", "今天", "明天", "22日"),
            ("ja_JP", "昨日", "今日", "明日", "22日"),
            ("de_DE", "Gestern", "Heute", "Morgen", "22"),
            ("ko_KR", "어제", "오늘", "내일", "22일"),
        ])
    func words(localeID: String, yesterday: String, today: String, tomorrow: String, after: String) throws {
        let picker = try Self.picker(
            localeID, selection: "2019-08-20", today: CalendarDate(year: 2019, month: 8, day: 20))
        let labels = try Self.dayLabels(picker)
        #expect(Array(labels[18...21]) == [yesterday, today, tomorrow, after])
        let column = try #require(picker.model.order.firstIndex(of: .day))
        #expect(try picker.label(row: 19, inColumn: column) == today)
        // Values and spoken phrases stay the date's.
        #expect(try picker.value(row: 19, inColumn: column) == "20")
        #expect(try picker.spokenLabel(row: 19, inColumn: column) != today)
    }

    @Test("another month shows no word; the month of tomorrow shows it on its first day")
    func acrossMonths() throws {
        let today = CalendarDate(year: 2019, month: 8, day: 31)
        let august = try Self.dayLabels(try Self.picker("en_US", selection: "2019-08-10", today: today))
        #expect(august.suffix(2) == ["Yesterday", "Today"])
        let september = try Self.dayLabels(try Self.picker("en_US", selection: "2019-09-10", today: today))
        #expect(september.first == "Tomorrow")
        #expect(september.filter { Int($0) == nil }.count == 1)
        let july = try Self.dayLabels(try Self.picker("en_US", selection: "2019-07-10", today: today))
        #expect(july.allSatisfy { Int($0) != nil })
    }

    @Test("today is read in the picker's time zone")
    func timeZone() throws {
        // Noon of 2019-08-20 in Kiritimati (UTC+14) is still 2019-08-19 in Pago Pago (UTC-11).
        let noon = try PickerValues.noon(
            of: CalendarDate(year: 2019, month: 8, day: 20), timeZone: "Pacific/Kiritimati")
        var configuration = try PickerConfiguration(mode: .date, selection: "2019-08-20")
        configuration.now = { noon }
        configuration.timeZone = "Pacific/Pago_Pago"
        let picker = try LocalizedPicker(
            locale: ResolvedLocale("en_US"), configuration: configuration,
            options: LabelOptions(namesRelativeDays: true))
        #expect(try picker.today == CalendarDate(year: 2019, month: 8, day: 19))
        #expect(Array(try Self.dayLabels(picker)[17...19]) == ["Yesterday", "Today", "Tomorrow"])
    }

    @Test("a calendar picker names the calendar day that is today (Hebrew)")
    func hebrew() throws {
        // 2024-02-10 is 1 Adar I 5784.
        let picker = try Self.picker(
            "he_IL@calendar=hebrew", selection: "2024-02-10", today: CalendarDate(year: 2024, month: 2, day: 11))
        let names = try RelativeDayNames(locale: ResolvedLocale("he_IL"))
        let labels = try Self.dayLabels(picker)
        #expect(Array(labels[0...2]) == [names.yesterday, names.today, names.tomorrow])
    }

    @Test("modes without a year and a day are refused")
    func refused() throws {
        for mode in [SelectionMode.monthDay, .yearMonth, .hourMinute] {
            let configuration = PickerConfiguration(mode: mode)
            #expect(throws: LocalizationError.self) {
                try LocalizedPicker(
                    locale: ResolvedLocale("en_US"), configuration: configuration,
                    options: LabelOptions(namesRelativeDays: true))
            }
        }
    }
}
