import Testing

@testable import PickerKit
@testable import PickerKitCore

/// Rules that once had a Gregorian branch and now hold alike in every calendar, by the
/// calendar's rules: a month past the calendar's month count is refused at once, a value moved
/// between a mode with a year and one without keeps its month's code and holds its day to the
/// month (a month or day the calendar lacks keeps its number), and any calendar's wall time has
/// an instant.
@Suite("one rule in every calendar")
struct UniformCalendarRuleTests {
    /// A date picker in `calendar` showing `selection` (the calendar's own fields).
    static func model(_ calendar: CalendarKind, _ selection: PickerValues) throws -> PickerModel {
        var configuration = PickerConfiguration(mode: selection.mode)
        configuration.calendar = calendar
        configuration.selection = selection.validSelection
        configuration.now = { 1_566_302_400 }  // 2019-08-20 12:00:00 UTC
        return try PickerModel(configuration)
    }

    @Test(
        "select(_:in: .month) refuses a month past the calendar's month count at once, and takes the last one",
        arguments: [
            // (calendar, a date of a year with the most months, the most months any year has)
            (CalendarKind.gregorian, PickerValues(mode: .date, year: 2019, month: 8, day: 20), 12),
            (.buddhist, PickerValues(mode: .date, calendar: .buddhist, year: 2562, month: 8, day: 20), 12),
            (.persian, PickerValues(mode: .date, calendar: .persian, year: 1398, month: 5, day: 29), 12),
            (.islamicCivil, PickerValues(mode: .date, calendar: .islamicCivil, year: 1440, month: 12, day: 19), 12),
            (.hebrew, PickerValues(mode: .date, calendar: .hebrew, year: 5784, month: 6, day: 1), 13),
            (.coptic, PickerValues(mode: .date, calendar: .coptic, year: 1735, month: 12, day: 14), 13),
            (.chinese, PickerValues(mode: .date, calendar: .chinese, year: 2023, month: 3, day: 1), 13),
        ])
    func selectedMonth(calendar: CalendarKind, selection: PickerValues, months: Int) throws {
        var model = try Self.model(calendar, selection)
        #expect(model.values.monthsInYear == months, "the sample year has the calendar's most months")
        let before = model
        #expect(throws: PickerError.fieldValueOutOfRange(field: .month, value: months + 1)) {
            try model.select(months + 1, in: .month)
        }
        #expect(model == before)
        try model.select(months, in: .month)
        #expect(model.values.month == months)
    }

    @Test(
        "a partial selection's month is checked against the calendar's month count when it is read",
        arguments: [
            (CalendarKind.gregorian, SelectionMode.date, 12), (.persian, .date, 12), (.indian, .date, 12),
            (.islamicUmalqura, .yearMonth, 12), (.hebrew, .date, 13), (.coptic, .date, 13), (.ethiopic, .monthDay, 13),
            (.chinese, .yearMonth, 13),
        ])
    func parsedMonth(calendar: CalendarKind, mode: SelectionMode, months: Int) throws {
        let last = try PartialValues(parsing: "month=\(months)", mode: mode, calendar: calendar)
        #expect(last == PartialValues(month: months))
        #expect {
            try PartialValues(parsing: "month=\(months + 1)", mode: mode, calendar: calendar)
        } throws: { error in
            guard let error = error as? ParseError else { return false }
            return error.kind == .fieldOutOfRange && error.offset == 6
                && error.message == "month \(months + 1) is outside 1...\(months)"
        }
    }

    @Test(
        "a partial selection past the calendar's month count is refused before it is completed",
        arguments: [
            (CalendarKind.gregorian, PickerValues(mode: .date, year: 2019, month: 8, day: 20), 13),
            (.persian, PickerValues(mode: .date, calendar: .persian, year: 1398, month: 5, day: 29), 13),
            (.hebrew, PickerValues(mode: .date, calendar: .hebrew, year: 5784, month: 6, day: 1), 14),
            (.coptic, PickerValues(mode: .date, calendar: .coptic, year: 1735, month: 12, day: 14), 14),
        ])
    func completedMonth(calendar: CalendarKind, selection: PickerValues, month: Int) throws {
        var model = try Self.model(calendar, selection)
        let before = model
        #expect(throws: PickerError.fieldValueOutOfRange(field: .month, value: month)) {
            try model.select(partial: PartialValues(month: month))
        }
        #expect(model == before)
    }

    @Test(
        "converted(to:) keeps the month's code and holds the day to the target month, in every calendar",
        arguments: [
            (
                PickerValues(mode: .date, year: 2019, month: 8, day: 31),
                PickerValues(mode: .monthDay, month: 8, day: 31)
            ),
            // A day that exists in some year of its month is a valid month-day.
            (
                PickerValues(mode: .date, year: 2019, month: 2, day: 29),
                PickerValues(mode: .monthDay, month: 2, day: 29)
            ),
            (
                PickerValues(mode: .monthDay, month: 2, day: 29),
                PickerValues(mode: .date, year: 2000, month: 2, day: 29)
            ),
            (
                PickerValues(mode: .date, calendar: .buddhist, year: 2562, month: 6, day: 30),
                PickerValues(mode: .monthDay, calendar: .buddhist, month: 6, day: 30)
            ),
            (
                PickerValues(mode: .date, calendar: .persian, year: 1398, month: 7, day: 30),
                PickerValues(mode: .monthDay, calendar: .persian, month: 7, day: 30)
            ),
            // Dhu al-Hijjah has 30 days only in leap years; 2000 AH is common: the day is held.
            (
                PickerValues(mode: .monthDay, calendar: .islamicCivil, month: 12, day: 30),
                PickerValues(mode: .date, calendar: .islamicCivil, year: 2000, month: 12, day: 29)
            ),
            (
                PickerValues(mode: .monthDay, calendar: .islamicTbla, month: 12, day: 30),
                PickerValues(mode: .date, calendar: .islamicTbla, year: 2000, month: 12, day: 29)
            ),
            // Coptic M13 has 6 days in a leap year (1735 is one), 5 otherwise.
            (
                PickerValues(mode: .date, calendar: .coptic, year: 1735, month: 13, day: 6),
                PickerValues(mode: .monthDay, calendar: .coptic, month: 13, day: 6)
            ),
            // Hebrew 5784 is a leap year: its 6th month is Adar I (M05L), the 6th of the month list.
            (
                PickerValues(mode: .date, calendar: .hebrew, year: 5784, month: 6, day: 30),
                PickerValues(mode: .monthDay, calendar: .hebrew, month: 6, day: 30)
            ),
            // Hebrew 5783 has 12 months: its 6th is Adar (M06), the 7th of the month list.
            (
                PickerValues(mode: .date, calendar: .hebrew, year: 5783, month: 6, day: 29),
                PickerValues(mode: .monthDay, calendar: .hebrew, month: 7, day: 29)
            ),
        ])
    func converted(values: PickerValues, expected: PickerValues) {
        #expect(values.converted(to: expected.mode) == expected)
        #expect(values.converted(to: expected.mode).isValid)
    }

    @Test(
        "every month-day of a calendar converts to a valid date of the year 2000, its day held to the month",
        arguments: [CalendarKind.gregorian, .buddhist, .persian, .islamicCivil, .indian, .coptic, .chinese])
    func monthDaysInYear(calendar: CalendarKind) {
        let rules = calendar.rules
        for position in 1...rules.yearlessMonthCount {
            let largest = rules.largestDays(inYearlessMonth: position)
            let monthDay = PickerValues(mode: .monthDay, calendar: calendar, month: position, day: largest)
            let date = monthDay.converted(to: .date)
            #expect(date.isValid, "\(monthDay) gave \(date)")
            #expect(date.day == min(largest, date.daysInMonth), "\(monthDay) gave \(date)")
        }
    }

    @Test(
        "converted(to:) keeps the numbers of a month or day the calendar lacks, so the values stay invalid",
        arguments: [
            PickerValues(mode: .date, year: 2019, month: 13, day: 1),
            PickerValues(mode: .date, year: 2019, month: 4, day: 31),
            PickerValues(mode: .date, calendar: .buddhist, year: 2562, month: 6, day: 31),
            PickerValues(mode: .date, calendar: .persian, year: 1398, month: 13, day: 1),
            PickerValues(mode: .date, calendar: .persian, year: 1398, month: 7, day: 31),
            PickerValues(mode: .date, calendar: .indian, year: 1941, month: 8, day: 31),
            PickerValues(mode: .date, calendar: .coptic, year: 1735, month: 13, day: 7),
            PickerValues(mode: .date, calendar: .coptic, year: 1735, month: 14, day: 1),
            PickerValues(mode: .monthDay, month: 13, day: 1),
            PickerValues(mode: .monthDay, month: 4, day: 31),
            PickerValues(mode: .monthDay, calendar: .hebrew, month: 14, day: 1),
        ])
    func convertedMissingMonthOrDay(values: PickerValues) {
        let target: SelectionMode = values.mode.includes(.year) ? .monthDay : .date
        let converted = values.converted(to: target)
        #expect(converted.month == values.month)
        #expect(converted.day == values.day)
        #expect(!converted.isValid)
    }

    @Test(
        "instant(inTimeZone:) reads any calendar's wall time through the calendar's day",
        arguments: [
            CalendarKind.gregorian, .buddhist, .japanese, .roc, .persian, .islamicCivil, .islamicUmalqura, .hebrew,
            .indian, .coptic, .ethiopic, .chinese, .dangi,
        ])
    func instant(calendar: CalendarKind) throws {
        // 2019-08-20 12:00 in Shanghai is 04:00Z (1,566,273,600 s); in New York 16:00Z.
        let fields = try calendar.fields(of: CalendarDate(year: 2019, month: 8, day: 20))
        let noon = PickerValues(
            mode: .dateTime, calendar: calendar, year: fields.year, month: fields.month, day: fields.day, hour: 12)
        #expect(try noon.instant(inTimeZone: "Asia/Shanghai") == 1_566_273_600)
        #expect(try noon.instant(inTimeZone: "America/New_York") == 1_566_316_800)
        let day = PickerValues(mode: .date, calendar: calendar, year: fields.year, month: fields.month, day: fields.day)
        #expect(try day.instant(inTimeZone: "UTC") == 1_566_259_200)
    }

    @Test(
        "instant(inTimeZone:) refuses values that are no day of their calendar",
        arguments: [
            PickerValues(mode: .date, year: 2019, month: 2, day: 29),
            PickerValues(mode: .date, calendar: .persian, year: 1398, month: 12, day: 30),
            PickerValues(mode: .date, calendar: .hebrew, year: 5783, month: 13, day: 1),
            PickerValues(mode: .date, calendar: .chinese, year: 2019, month: 13, day: 1),
        ])
    func instantRefused(values: PickerValues) {
        #expect(throws: PickerError.invalidValue(role: "today", values: values.description, mode: .date)) {
            try values.instant(inTimeZone: "UTC")
        }
    }
}
