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
        "he_IL@calendar=hebrew",
    ]
    /// The locales whose calendar has the Gregorian months: a labeler of their own shows time rows.
    static let gregorianFamily = ["ja_JP@calendar=japanese", "th_TH@calendar=buddhist", "zh_TW@calendar=roc"]

    @Test(
        "hour, minute and second rows equal the Gregorian locale's, with and without units",
        arguments: gregorianFamily, [SelectionMode.hourMinute, .time, .minuteSecond])
    func sameAsGregorian(id: String, mode: SelectionMode) throws {
        let locale = try ResolvedLocale(id)
        let gregorian = locale.withCalendar(.gregorian)
        for options in [LabelOptions(), LabelOptions(showsUnits: true)] {
            let labeler = try CalendarLabeler(locale: locale, mode: mode, options: options)
            let reference = try CalendarLabeler(locale: gregorian, mode: mode, options: options)
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

    @Test(
        "a time picker's rows are the Gregorian locale's in every calendar", arguments: locales,
        [SelectionMode.hourMinute, .time, .minuteSecond])
    func pickerRows(id: String, mode: SelectionMode) throws {
        let configuration = PickerConfiguration(mode: mode)
        for options in [LabelOptions(), LabelOptions(showsUnits: true)] {
            let picker = try LocalizedPicker(locale: ResolvedLocale(id), configuration: configuration, options: options)
            let reference = try LocalizedPicker(
                locale: ResolvedLocale(id).withCalendar(.gregorian), configuration: configuration, options: options)
            #expect(picker.order == reference.order)
            for column in picker.order.indices {
                #expect(picker.titles(inColumn: column) == reference.titles(inColumn: column), "\(id) \(mode)")
            }
        }
    }

    @Test("zh chinese hour rows say 时, and the units option adds 分 to minutes")
    func chineseHours() throws {
        let locale = try ResolvedLocale("zh_CN@calendar=chinese")
        let configuration = try PickerConfiguration(mode: .hourMinute, selection: "04:07")
        let plain = try LocalizedPicker(locale: locale, configuration: configuration)
        #expect(plain.selectedTitles == ["4时", "07"])
        let units = try LocalizedPicker(
            locale: locale, configuration: configuration, options: LabelOptions(showsUnits: true))
        #expect(units.selectedTitles == ["4时", "07分"])
    }
}
