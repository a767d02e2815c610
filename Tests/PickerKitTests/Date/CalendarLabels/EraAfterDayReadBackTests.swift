import PickerKitTestSupport
import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore

/// Issue 40, item 1: a display string whose era follows the day, and the time the era (lt
/// `y MMMM d G HH`, lv `y'. g. 'd. MMMM G, HH` in the japanese and roc calendars), reads back
/// as the day and hour it names: the year is the one the year field wrote, and the digits
/// after the era are the hour's.
@Suite("display strings with the era after the day read back")
struct EraAfterDayReadBackTests {
    /// The ids `locale-check locales` failed (CLDR 42 puts the era after the day in both
    /// calendars of lt and lv).
    static let ids = ["lt", "lt_LT", "lv", "lv_LV"].flatMap { ["\($0)@calendar=japanese", "\($0)@calendar=roc"] }

    /// The modes with a date, the era after it and (but for `.date`) a time after that.
    static let modes: [SelectionMode] = [.date, .dateHour, .dateHourMinute, .dateTime]

    /// Days around era changes (Meiji 45 and Taishō 1, Heisei 31 and Reiwa 1, the last day
    /// before the Republic and its first), at hours that are also era years.
    static let samples = [
        PickerValues(year: 2019, month: 8, day: 20, hour: 14, minute: 30, second: 5),
        PickerValues(year: 2019, month: 4, day: 30, hour: 23, minute: 59, second: 59),
        PickerValues(year: 2019, month: 5, day: 1, hour: 1, minute: 0, second: 0),
        PickerValues(year: 2020, month: 2, day: 29, hour: 2, minute: 2, second: 2),
        PickerValues(year: 1912, month: 7, day: 29, hour: 12, minute: 0, second: 0),
        PickerValues(year: 1912, month: 7, day: 30, hour: 0, minute: 1, second: 0),
        PickerValues(year: 1911, month: 12, day: 31, hour: 10, minute: 8, second: 0),
        PickerValues(year: 1912, month: 1, day: 1, hour: 11, minute: 11, second: 11),
    ]

    @Test("every sample day and hour reads back as itself", arguments: ids, modes)
    func roundTrip(id: String, mode: SelectionMode) throws {
        let labeler = try CalendarLabeler.shared(locale: ResolvedLocale(id), mode: mode)
        for values in Self.samples where labeler.calendar.rules.dayNumbers.contains(dayNumber(values)) {
            let expected = values.converted(to: mode)
            let text = try labeler.displayString(for: expected)
            #expect(try labeler.gregorianValues(ofDisplayString: text) == expected, "\(id) \(mode): \(text)")
        }
    }

    @Test("the formatter's strings read back to the selection written", arguments: ids)
    func formatter(id: String) throws {
        let formatter = try PickerFormatter(locale: id)
        let selection = try Selection(year: 2019, month: 8, day: 20, hour: 14)
        let text = try formatter.string(for: selection)
        let read = try formatter.selection(ofDisplayString: text, mode: .dateHour)
        #expect(read.isoDate == CalendarDate(year: 2019, month: 8, day: 20), "\(text)")
        #expect(read[.hour] == 14, "\(text)")
    }

    @Test(
        "the CLDR 42 strings are the locale's pattern, era after the day", .pinsCLDR42,
        arguments: [
            ("lt@calendar=japanese", "1 rugpjūčio 20 Reiwa 14"),
            ("lt_LT@calendar=roc", "108 rugpjūčio 20 R.O.C. 14"),
            ("lv@calendar=japanese", "1. g. 20. augusts Reiwa, 14"),
            ("lv_LV@calendar=roc", "108. g. 20. augusts Miņgo, 14"),
        ])
    func pinned(id: String, text: String) throws {
        let labeler = try CalendarLabeler.shared(locale: ResolvedLocale(id), mode: .dateHour)
        let values = PickerValues(mode: .dateHour, year: 2019, month: 8, day: 20, hour: 14)
        #expect(try labeler.displayString(for: values) == text)
        #expect(try labeler.gregorianValues(ofDisplayString: text) == values)
    }

    @Test("the era written after the day decides the year of the era year before it", .pinsCLDR42)
    func eraDecides() throws {
        let labeler = try CalendarLabeler.shared(locale: ResolvedLocale("lt@calendar=japanese"), mode: .dateHour)
        // Heisei 1 is 1989, Reiwa 1 2019; Meiji 1 (1868) is before the calendar's first day.
        #expect(
            try labeler.gregorianValues(ofDisplayString: "1 rugpjūčio 20 Heisei 14")
                == PickerValues(mode: .dateHour, year: 1989, month: 8, day: 20, hour: 14))
        #expect(throws: LocalizationError.self) {
            try labeler.gregorianValues(ofDisplayString: "1 rugpjūčio 20 Meiji 14")
        }
    }

    @Test(
        "an era before the year's number still reads back, the year taken from its number",
        arguments: ["az@calendar=buddhist", "az_Latn_AZ@calendar=buddhist"], [SelectionMode.date, .dateHour])
    func eraBeforeYear(id: String, mode: SelectionMode) throws {
        let labeler = try CalendarLabeler.shared(locale: ResolvedLocale(id), mode: mode)
        for values in Self.samples {
            let expected = values.converted(to: mode)
            let text = try labeler.displayString(for: expected)
            #expect(try labeler.gregorianValues(ofDisplayString: text) == expected, "\(id) \(mode): \(text)")
        }
    }

    private func dayNumber(_ values: PickerValues) -> Int {
        GregorianRules.dayNumber(of: CalendarDate(year: values.year, month: values.month, day: values.day))
    }

    /// The ids `locales` failed in the coptic and ethiopic calendars: CLDR 42 has no era name
    /// there for gu and ml, and their placeholder ends in a digit (gu `એરા1 1735`).
    static let digitEraIDs = ["gu", "gu_IN", "ml", "ml_IN"].flatMap {
        ["\($0)@calendar=coptic", "\($0)@calendar=ethiopic"]
    }

    @Test(
        "an era name that ends in a digit is not read as the year",
        arguments: digitEraIDs, [SelectionMode.year, .yearMonth, .date, .dateTime])
    func digitInEraName(id: String, mode: SelectionMode) throws {
        let formatter = try PickerFormatter(locale: id)
        let labeler = try CalendarLabeler.shared(locale: ResolvedLocale(id), mode: mode)
        for iso in [CalendarDate(year: 2019, month: 8, day: 20), CalendarDate(year: 1900, month: 1, day: 31)] {
            let fields = try labeler.calendar.fields(of: iso)
            let text = try labeler.displayString(for: fields, hour: 14, minute: 30, second: 5)
            let read = try formatter.selection(ofDisplayString: text, mode: mode)
            #expect(read[.year] == fields.year, "\(id) \(mode): \(text)")
        }
    }
}
