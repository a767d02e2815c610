import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Time-only pickers read the locale's Gregorian data whatever its calendar keyword: hours,
/// minutes and seconds are the same in every calendar, and ICU 72's Chinese-calendar data for
/// zh has no `H` of its own (root's `HH`: no 时, and nothing for `--units` to add).
@Suite("Time-only pickers in a locale with a calendar")
struct TimeOnlyCalendarTests {
    static let locales = [
        "zh_CN@calendar=chinese", "ja_JP@calendar=japanese", "th_TH@calendar=buddhist", "zh_TW@calendar=roc",
    ]

    @Test(
        "hour, minute and second rows equal the Gregorian locale's, with and without units",
        arguments: locales, [SelectionMode.hourMinute, .time, .minuteSecond])
    func sameAsGregorian(id: String, mode: SelectionMode) throws {
        let locale = try ResolvedLocale(id)
        let gregorian = locale.withCalendar(.gregorian)
        for options in [LabelOptions(), LabelOptions(showsUnits: true)] {
            let labeler = try ColumnLabeler(locale: locale, mode: mode, options: options)
            let reference = try ColumnLabeler(locale: gregorian, mode: mode, options: options)
            #expect(labeler.order == reference.order)
            #expect(labeler.displayPattern == reference.displayPattern)
            for hour in [0, 9, 14] {
                let values = PickerValues(year: 2019, month: 8, day: 20, hour: hour, minute: 5, second: 7)
                for field in labeler.order {
                    #expect(
                        try labeler.label(field, for: values) == reference.label(field, for: values), "\(id) \(field)")
                }
                #expect(try labeler.displayString(for: values) == reference.displayString(for: values))

            }
        }
    }

    @Test("a time-only picker says its selection as the Gregorian locale does", arguments: locales)
    func spokenAsGregorian(id: String) throws {
        let configuration = try PickerConfiguration(mode: .time, selection: "14:05:07")
        let picker = try LocalizedPicker(locale: ResolvedLocale(id), configuration: configuration)
        let reference = try LocalizedPicker(
            locale: ResolvedLocale(id).withCalendar(.gregorian), configuration: configuration)
        #expect(picker.calendar == .gregorian)
        #expect(try picker.spokenSelection == reference.spokenSelection)
        #expect(try picker.spokenLabels(inColumn: 0) == reference.spokenLabels(inColumn: 0))
    }

    @Test("zh chinese hour rows say 时, and the units option adds 分 to minutes")
    func chineseHours() throws {
        let locale = try ResolvedLocale("zh_CN@calendar=chinese")
        let values = PickerValues(year: 2019, month: 8, day: 20, hour: 4, minute: 7)
        let plain = try ColumnLabeler(locale: locale, mode: .hourMinute)
        #expect(try plain.label(.hour, for: values) == "4时")
        let units = try ColumnLabeler(locale: locale, mode: .hourMinute, options: LabelOptions(showsUnits: true))
        #expect(try units.label(.minute, for: values) == "07分")
        // A mode with dates keeps the calendar's own data (its time columns aside).
        let withDate = try ColumnLabeler(locale: locale, mode: .yearMonth)
        #expect(withDate.dataLocaleID == locale.icuIdentifier)
    }
}
