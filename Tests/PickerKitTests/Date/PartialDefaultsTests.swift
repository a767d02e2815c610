import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Partial defaults: the given fields on today (from the configuration's clock, in its zone),
/// clamped into the bounds with every move reported.
@Suite("partial defaults")
struct PartialDefaultsTests {
    /// A configuration whose clock reads `today` (a date and time) in `zone`.
    static func configuration(
        _ mode: SelectionMode, today: String, zone: String = "UTC", minimum: String? = nil, maximum: String? = nil
    ) throws -> PickerConfiguration {
        var configuration = try PickerConfiguration(mode: mode, minimum: minimum, maximum: maximum)
        let instant = try PickerValues(parsing: today, mode: .dateTime).instant(inTimeZone: zone)
        configuration.now = { instant }
        configuration.timeZone = zone
        return configuration
    }

    @Test(
        "the given fields on today, the day kept in the month, then clamped into the bounds",
        arguments: [
            // mode, today, partial, minimum, maximum, selection, adjustments
            (SelectionMode.date, "2026-12-01 10:00:00", PartialValues(month: 8), nil, nil, "2026-08-01", [String]()),
            (
                .date, "2026-12-31 10:00:00", PartialValues(month: 2), nil, nil, "2026-02-28",
                ["day 31 -> 28: the month has 28 days"]
            ),
            (
                .date, "2024-12-31 10:00:00", PartialValues(month: 2), nil, nil, "2024-02-29",
                ["day 31 -> 29: the month has 29 days"]
            ),
            (.date, "2026-12-01 10:00:00", PartialValues(year: 2019, day: 20), nil, nil, "2019-12-20", []),
            (
                .date, "2026-12-01 10:00:00", PartialValues(month: 8), "2026-09-15", nil, "2026-09-15",
                ["month 8 -> 9: before the minimum", "day 1 -> 15: before the minimum"]
            ),
            (
                .date, "2026-12-01 10:00:00", PartialValues(year: 2040), nil, "2030-06-30", "2030-06-30",
                [
                    "year 2040 -> 2030: after the maximum", "month 12 -> 6: after the maximum",
                    "day 1 -> 30: after the maximum",
                ]
            ),
            (.yearMonth, "2026-12-01 10:00:00", PartialValues(month: 3), nil, nil, "2026-03", []),
            (.dateTime, "2019-08-20 14:30:05", PartialValues(hour: 9), nil, nil, "2019-08-20 09:30:05", []),
            (.hourMinute, "2019-08-20 14:30:05", PartialValues(minute: 0), nil, nil, "14:00", []),
            (
                .monthDay, "2019-03-31 00:00:00", PartialValues(month: 4), nil, nil, "04-30",
                ["day 31 -> 30: the month has 30 days"]
            ),
        ])
    func completes(
        mode: SelectionMode, today: String, partial: PartialValues, minimum: String?, maximum: String?,
        selection: String, adjustments: [String]
    ) throws {
        var configuration = try Self.configuration(mode, today: today, minimum: minimum, maximum: maximum)
        configuration.partialValues = partial
        let model = try PickerModel(configuration)
        #expect(model.selectedValue == selection)
        #expect(model.initialAdjustments.map(\.description) == adjustments)
        // The same through select(partial:) on a picker showing something else.
        var other = try PickerModel(try Self.configuration(mode, today: today, minimum: minimum, maximum: maximum))
        let change = try other.select(partial: partial)
        #expect(other.selectedValue == selection)
        #expect(change.adjustments.map(\.description) == adjustments)
    }

    @Test("today is read in the picker's time zone (the same instant is a different day east and west)")
    func timeZone() throws {
        // 2019-08-20 23:30 in UTC is 08-21 in Shanghai and 08-20 in Los Angeles.
        let instant = try PickerValues(parsing: "2019-08-20 23:30:00", mode: .dateTime).instant(inTimeZone: "UTC")
        for (zone, expected) in [("Asia/Shanghai", "2019-12-21"), ("America/Los_Angeles", "2019-12-20")] {
            var configuration = PickerConfiguration(mode: .date)
            configuration.now = { instant }
            configuration.timeZone = zone
            configuration.partialValues = PartialValues(month: 12)
            #expect(try PickerModel(configuration).selectedValue == expected, "\(zone)")
        }
    }

    @Test("a calendar picker completes from today in its calendar, and selectToday() shows that day too")
    func calendarToday() throws {
        var configuration = try Self.configuration(.date, today: "2019-08-20 10:00:00")
        configuration.calendar = .hebrew
        var model = try PickerModel(configuration)
        // 2019-08-20 is 19 Av (the 11th month of 5779, a leap year).
        #expect(model.values == PickerValues(mode: .date, calendar: .hebrew, year: 5779, month: 12, day: 19))
        try model.select(partial: PartialValues(month: 7))
        #expect(model.values == PickerValues(mode: .date, calendar: .hebrew, year: 5779, month: 7, day: 19))
        try model.selectToday()
        #expect(model.values == PickerValues(mode: .date, calendar: .hebrew, year: 5779, month: 12, day: 19))
    }

    @Test("seed 001's form: a 0 year, month or day keeps today's")
    func zeroKeepsToday() throws {
        #expect(PartialValues(zeroKeepsToday: 0, month: 8, day: 0) == PartialValues(month: 8))
        #expect(
            PartialValues(zeroKeepsToday: 2019, month: 0, day: 20, hour: 0)
                == PartialValues(year: 2019, day: 20, hour: 0))
        #expect(PartialValues(zeroKeepsToday: 0, month: 0, day: 0).isEmpty)
    }

    @Test(
        "a partial default the picker cannot complete is an error",
        arguments: [
            (SelectionMode.date, PartialValues(), PickerError.partialSelectionEmpty),
            (.date, PartialValues(hour: 3), .fieldNotInMode(.hour, mode: "date")),
            (.yearMonth, PartialValues(day: 3), .fieldNotInMode(.day, mode: "year-month")),
            (.date, PartialValues(month: 13), .fieldValueOutOfRange(field: .month, value: 13)),
            (.date, PartialValues(year: 0), .fieldValueOutOfRange(field: .year, value: 0)),
            (.time, PartialValues(hour: 24), .fieldValueOutOfRange(field: .hour, value: 24)),
        ])
    func refused(mode: SelectionMode, partial: PartialValues, error: PickerError) throws {
        var configuration = try Self.configuration(mode, today: "2019-08-20 10:00:00")
        configuration.partialValues = partial
        #expect(throws: error) { try PickerModel(configuration) }
        var model = try PickerModel(try Self.configuration(mode, today: "2019-08-20 10:00:00"))
        let before = model
        #expect(throws: error) { try model.select(partial: partial) }
        #expect(model == before)
    }

    @Test("a selection and a partial selection together are refused")
    func both() throws {
        var configuration = try PickerConfiguration(mode: .date, selection: "2019-08-20")
        configuration.partialValues = PartialValues(month: 8)
        #expect(throws: PickerError.partialSelectionWithSelection) { try PickerModel(configuration) }
    }

    @Test(
        "the field=value form reads in any order, once per field",
        arguments: [
            ("month=8", SelectionMode.date, PartialValues(month: 8)),
            ("day=20,month=08", .date, PartialValues(month: 8, day: 20)),
            ("year=2019", .yearMonth, PartialValues(year: 2019)),
            ("second=5,hour=23", .dateTime, PartialValues(hour: 23, second: 5)),
        ])
    func parses(text: String, mode: SelectionMode, expected: PartialValues) throws {
        let parsed = try PartialValues(parsing: text, mode: mode)
        #expect(parsed == expected)
        #expect(try PartialValues(parsing: parsed.description, mode: mode) == parsed)
    }

    @Test(
        "the field=value form refuses with the offset of the problem",
        arguments: [
            ("", SelectionMode.date, 0, "names no field"),
            ("month", .date, 0, "expected '=' after the field name"),
            ("month=8,", .date, 8, "expected field=value after ','"),
            ("month=8,,day=1", .date, 8, "expected field=value"),
            ("hour=3", .date, 0, "a date picker has no hour column"),
            ("month=8,hour=3", .date, 8, "a date picker has no hour column"),
            ("moth=8", .date, 0, "unknown field \"moth\""),
            ("dayPeriod=1", .time, 0, "unknown field"),
            ("month=8,month=9", .date, 8, "month is given twice"),
            ("month=x", .date, 6, "must be a number"),
            ("month=", .date, 6, "must be a number"),
            ("year=12345", .date, 5, "must be a number of 1 to 4 digits"),
            ("month=13", .date, 6, "month 13 is outside 1...12"),
            ("day=0", .date, 4, "day 0 is outside 1...31"),
            ("month=+8", .date, 6, "must be a number"),
        ])
    func parseErrors(text: String, mode: SelectionMode, offset: Int, message: String) {
        #expect {
            try PartialValues(parsing: text, mode: mode)
        } throws: { error in
            guard let error = error as? ParseError else { return false }
            return error.offset == offset && error.message.contains(message) && error.input == text
        }
    }

    @Test("an instant from a wall clock reads back as that wall clock, DST zones included")
    func instants() throws {
        for zone in ["UTC", "Asia/Shanghai", "America/New_York", "Europe/Berlin", "Australia/Lord_Howe"] {
            for text in ["2019-08-20 14:30:05", "2019-01-01 00:00:00", "2019-11-03 12:00:00", "2000-02-29 23:59:59"] {
                let values = try PickerValues(parsing: text, mode: .dateTime)
                let instant = try values.instant(inTimeZone: zone)
                #expect(try PickerValues.now(mode: .dateTime, at: instant, timeZone: zone) == values, "\(zone) \(text)")
            }
        }
        #expect(throws: PickerError.unknownTimeZone("Mars/Base")) {
            try PickerValues(mode: .date, year: 2019, month: 8, day: 20).instant(inTimeZone: "Mars/Base")
        }
    }

    @Test("a localized picker takes a partial default and select(partial:)")
    func localized() throws {
        var configuration = try Self.configuration(.date, today: "2026-12-01 10:00:00")
        configuration.partialValues = PartialValues(month: 8)
        var picker = try LocalizedPicker(locale: try ResolvedLocale("zh_CN"), configuration: configuration)
        #expect(picker.model.selectedValue == "2026-08-01")
        let change = try picker.select(partial: PartialValues(year: 2019, day: 31))
        #expect(picker.model.selectedValue == "2019-12-31")
        #expect(change.adjustments.isEmpty)
        #expect(!change.reselectedColumns.isEmpty)
    }
}
