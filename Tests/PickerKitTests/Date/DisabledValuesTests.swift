import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Disabled values: rows stay, the selection moves to the nearest enabled value, on a tie in
/// the direction of travel.
@Suite("disabled values")
struct DisabledValuesTests {
    static func date(_ text: String) -> Selection {
        try! Selection(text, mode: .date)
    }

    static func model(
        _ mode: SelectionMode = .date, selection: String, minimum: String? = nil, maximum: String? = nil,
        disabled: DisabledValues
    ) throws -> PickerModel {
        var configuration = try PickerConfiguration(
            mode: mode, minimum: minimum, maximum: maximum, selection: selection)
        configuration.disabled = disabled
        return try PickerModel(configuration)
    }

    /// 2019-08-20 (Tuesday) and 08-21 disabled.
    static let holidays = DisabledValues(values: [date("2019-08-20"), date("2019-08-21")])

    @Test(
        "choosing a disabled day moves to the nearest enabled one; a tie goes the way the wheel turned",
        arguments: [
            // from, chosen day, expected
            ("2019-08-10", 20, "2019-08-19"),  // 19 is 1 away, 22 is 2: nearest wins whatever the way
            ("2019-08-10", 21, "2019-08-22"),  // 22 is 1 away, 19 is 2
            ("2019-08-30", 20, "2019-08-19"),
            ("2019-08-30", 21, "2019-08-22"),
        ])
    func nearest(from: String, day: Int, expected: String) throws {
        var model = try Self.model(selection: from, disabled: Self.holidays)
        let change = try model.select(day, in: .day)
        #expect(model.selectedValue == expected)
        #expect(change.adjustments.map(\.reason) == [.disabled])
        #expect(change.adjustments.first?.from == day)
    }

    @Test(
        "a tie (one disabled day between two enabled) follows the direction of travel",
        arguments: [("2019-08-10", "2019-08-21"), ("2019-08-30", "2019-08-19")])
    func tie(from: String, expected: String) throws {
        let disabled = DisabledValues(values: [Self.date("2019-08-20")])
        var model = try Self.model(selection: from, disabled: disabled)
        let column = model.order.firstIndex(of: .day)!
        try model.select(row: model.column(for: .day).rowIndex(of: 20)!, inColumn: column)
        #expect(model.selectedValue == expected)
    }

    @Test("choosing a month whose day is disabled moves the day, possibly into the next month")
    func coarserColumn() throws {
        // Every day of September 2019 but the 30th is disabled by the rule.
        var disabled = DisabledValues()
        disabled.rule = DisabledRule("september") { $0[.year] == 2019 && $0[.month] == 9 && $0[.day]! < 30 }
        // From the 5th: September 5th's nearest enabled day is August 31st (5 days back).
        var model = try Self.model(selection: "2019-08-05", disabled: disabled)
        let change = try model.select(9, in: .month)
        #expect(model.selectedValue == "2019-08-31")
        #expect(change.adjustments.map(\.description) == ["month 9 -> 8: disabled", "day 5 -> 31: disabled"])
        // From the 29th: September 30th is 1 day on.
        model = try Self.model(selection: "2019-08-29", disabled: disabled)
        try model.select(9, in: .month)
        #expect(model.selectedValue == "2019-09-30")
        // The month row of September stays enabled; its disabled days are marked.
        #expect(model.isEnabled(9, in: .month))
        #expect(!model.isEnabled(5, in: .day))
        #expect(model.isEnabled(30, in: .day))
        // Rows stay: the day column still offers all 30 days.
        #expect(model.column(for: .day).rowCount == 30)
    }

    @Test("past dates, weekends and holidays together")
    func combined() throws {
        var disabled = Self.holidays
        disabled.before = Self.date("2019-08-15")
        disabled.weekdays = [.saturday, .sunday]
        // The 17th and 18th are a weekend, the 20th and 21st holidays.
        var model = try Self.model(selection: "2019-08-16", disabled: disabled)
        try model.select(17, in: .day)
        #expect(model.selectedValue == "2019-08-16")
        try model.select(18, in: .day)
        #expect(model.selectedValue == "2019-08-19")
        try model.select(21, in: .day)
        #expect(model.selectedValue == "2019-08-22")
        try model.select(10, in: .day)  // past: the first enabled day on or after the 15th
        #expect(model.selectedValue == "2019-08-15")
        try model.select(2018, in: .year)
        #expect(model.selectedValue == "2019-08-15")
        let dayColumn = model.order.firstIndex(of: .day)!
        let enabled = (0..<model.column(for: .day).rowCount).filter { model.isEnabled(row: $0, inColumn: dayColumn) }
        #expect(enabled.map { $0 + 1 } == [15, 16, 19, 22, 23, 26, 27, 28, 29, 30])
    }

    @Test("a disabled initial selection or today moves, with the reason")
    func initial() throws {
        let model = try Self.model(selection: "2019-08-20", disabled: Self.holidays)
        #expect(model.selectedValue == "2019-08-19")
        #expect(model.initialAdjustments.map(\.description) == ["day 20 -> 19: disabled"])
    }

    @Test("date-time pickers disable whole days; the time stays inside the bounds")
    func dateTime() throws {
        let disabled = DisabledValues(values: [Self.date("2019-08-20")])
        var model = try Self.model(
            .dateTime, selection: "2019-08-19 12:00:00", maximum: "2019-08-21 08:00:00", disabled: disabled)
        try model.select(20, in: .day)
        // The 19th and the 21st tie; the wheel went up: the 21st, whose times end at 08:00.
        #expect(model.selectedValue == "2019-08-21 08:00:00")
        #expect(model.isEnabled(14, in: .hour))
    }

    @Test("year-month pickers disable months; year pickers years")
    func coarserUnits() throws {
        var months = DisabledValues(values: [try Selection("2019-08", mode: .yearMonth)])
        var model = try Self.model(.yearMonth, selection: "2019-06", disabled: months)
        try model.select(8, in: .month)
        #expect(model.selectedValue == "2019-09")
        #expect(!model.isEnabled(8, in: .month))
        #expect(model.isEnabled(2019, in: .year))
        months.after = try Selection("2019-08", mode: .yearMonth)
        model = try Self.model(.yearMonth, selection: "2019-06", disabled: months)
        try model.select(12, in: .month)
        #expect(model.selectedValue == "2019-07")
        let years = DisabledValues(values: [try Selection("2020", mode: .year)])
        model = try Self.model(.year, selection: "2020", disabled: years)
        #expect(model.selectedValue == "2021")
    }

    @Test("a Hebrew picker disables its own days (Gregorian dates converted)")
    func calendar() throws {
        var configuration = PickerConfiguration(mode: .date)
        configuration.calendar = .hebrew
        configuration.selection = try PickerValues(parsing: "2019-08-20", mode: .date).inCalendar(.hebrew)?
            .validSelection
        configuration.disabled = DisabledValues(values: [Self.date("2019-08-20")])
        let model = try PickerModel(configuration)
        // 2019-08-20 is 19 Av 5779; the 18th and the 20th tie, and a first selection prefers later.
        #expect(model.values.year == 5779 && model.values.day == 20)
        #expect(model.initialAdjustments.map(\.reason) == [.disabled])
        #expect(!model.isEnabled(19, in: .day))
    }

    @Test(
        "every value between the bounds disabled is an error, found without walking 0001-9999",
        arguments: [
            DisabledValues(values: [date("2019-08-20"), date("2019-08-21")]),
            DisabledValues(before: date("2019-08-22")),
            DisabledValues(after: date("2019-08-19")),
            DisabledValues(weekdays: [.tuesday, .wednesday]),
            DisabledValues(before: date("2019-08-21"), after: date("2019-08-20")),
        ])
    func everyValue(disabled: DisabledValues) throws {
        #expect(
            throws: PickerError.everyValueDisabled(minimum: Self.date("2019-08-20"), maximum: Self.date("2019-08-21"))
        ) {
            try Self.model(selection: "2019-08-20", minimum: "2019-08-20", maximum: "2019-08-21", disabled: disabled)
        }
        // Seven weekdays over the whole default range: refused at once.
        #expect(throws: PickerError.self) {
            try Self.model(selection: "2019-08-20", disabled: DisabledValues(weekdays: Set(Weekday.allCases)))
        }
    }

    @Test("a rule that disables more than the search limit around the selection is reported, not walked")
    func ruleLimit() throws {
        var disabled = DisabledValues()
        disabled.disable(named: "all") { _ in true }
        disabled.searchLimit = 100
        #expect(throws: PickerError.noEnabledValue(near: Self.date("2019-08-20"), searched: 100)) {
            try Self.model(selection: "2019-08-20", minimum: "0001-01-01", maximum: "9999-12-31", disabled: disabled)
        }
        // Within small bounds the whole range is searched: every value disabled.
        #expect(
            throws: PickerError.everyValueDisabled(minimum: Self.date("2019-08-01"), maximum: Self.date("2019-08-31"))
        ) {
            try Self.model(selection: "2019-08-20", minimum: "2019-08-01", maximum: "2019-08-31", disabled: disabled)
        }
        // A later move that finds nothing leaves the model as it was.
        disabled.rule = DisabledRule("2020 on") { $0[.year]! >= 2020 }
        var model = try Self.model(selection: "2019-08-20", maximum: "2100-12-31", disabled: disabled)
        let before = model
        #expect(throws: PickerError.self) { try model.select(2090, in: .year) }
        #expect(model == before)
    }

    @Test(
        "disabled values the picker cannot take are refused",
        arguments: [
            (
                SelectionMode.monthDay, DisabledValues(before: date("2019-08-20")),
                PickerError.disabledWithoutYear(mode: .monthDay)
            ),
            (.time, DisabledValues(weekdays: [.sunday]), .disabledWithoutYear(mode: .time)),
            (.yearMonth, DisabledValues(weekdays: [.sunday]), .disabledWeekdaysWithoutDay(mode: .yearMonth)),
            (
                .year, DisabledValues(values: [date("2019-08-20")]),
                .modeMismatch(role: "disabled value", expected: .year, actual: .date)
            ),
        ])
    func refused(mode: SelectionMode, disabled: DisabledValues, error: PickerError) throws {
        var configuration = PickerConfiguration(mode: mode)
        configuration.disabled = disabled
        #expect(throws: error) { try PickerModel(configuration) }
    }

    @Test("a localized picker reports disabled rows and moves off them")
    func localized() throws {
        var configuration = try PickerConfiguration(mode: .date, selection: "2019-08-10")
        configuration.disabled = Self.holidays
        var picker = try LocalizedPicker(locale: try ResolvedLocale("en_US"), configuration: configuration)
        let day = picker.model.order.firstIndex(of: .day)!
        #expect(!picker.isEnabled(row: 19, inColumn: day))
        #expect(picker.isEnabled(row: 18, inColumn: day))
        let change = try picker.select(row: 20, inColumn: day)
        #expect(picker.model.selectedValue == "2019-08-22")
        #expect(change.adjustments.map(\.description) == ["day 21 -> 22: disabled"])
    }
}
