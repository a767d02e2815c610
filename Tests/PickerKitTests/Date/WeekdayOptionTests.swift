import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("Label options: the weekday needs a year and a day")
struct WeekdayOptionTests {
    @Test(
        "modes without a year or a day refuse the weekday option",
        arguments: [
            (SelectionMode.monthDay, "month-day has no year"), (.yearMonth, "year-month has no day"),
            (.year, "year has no day"), (.hourMinute, "hour-minute has no year and no day"),
            (.monthDayHourMinute, "month-day-hour-minute has no year"),
        ])
    func refused(mode: SelectionMode, reason: String) throws {
        let locale = try ResolvedLocale("en_US")
        let options = LabelOptions(showsWeekday: true)
        #expect(throws: LocalizationError.weekdayNeedsYearAndDay(mode: mode)) {
            try CalendarLabeler(locale: locale, mode: mode, options: options)
        }
        #expect(throws: LocalizationError.self) {
            try LocalizedPicker(locale: locale, configuration: PickerConfiguration(mode: mode), options: options)
        }
        #expect(LocalizationError.weekdayNeedsYearAndDay(mode: mode).description.hasSuffix(reason))
    }

    @Test("modes with a year and a day show it", arguments: [SelectionMode.date, .dateHourMinute, .dateTime])
    func accepted(mode: SelectionMode) throws {
        let labeler = try CalendarLabeler(
            locale: ResolvedLocale("en_US"), mode: mode, options: LabelOptions(showsWeekday: true))
        #expect(labeler.skeleton.hasPrefix("E"))
    }
}
