import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Fixed "now" for tests: 2019-08-20T23:30:00Z.
private let fixedNow: @Sendable () -> Double = { 1_566_343_800 }

private func values(_ mode: SelectionMode, _ fields: Int...) -> PickerValues {
    var result = PickerValues(mode: mode)
    for (field, value) in zip(mode.fields, fields) { result[field] = value }
    return result
}

private func model(
    _ mode: SelectionMode, select: PickerValues? = nil, min: PickerValues? = nil, max: PickerValues? = nil,
    configure: (inout PickerConfiguration) throws -> Void = { _ in }
) throws -> PickerModel {
    var configuration = PickerConfiguration(mode: mode)
    configuration.selection = select?.validSelection
    configuration.minimum = min?.validSelection
    configuration.maximum = max?.validSelection
    configuration.now = fixedNow
    try configure(&configuration)
    return try PickerModel(configuration)
}

extension PickerModel {
    /// Chooses the row showing `value` in the column of `field`.
    fileprivate func choosing(_ value: Int, in field: DateField) throws -> ModelAfter {
        let index = try #require(order.firstIndex(of: field))
        let row = try #require(column(for: field).rowIndex(of: value), "\(field) \(value) not offered")
        return try copy(choosing: row, inColumn: index)
    }
}

@Suite("Picker model: linking and clamping")
struct PickerModelLinkingTests {
    @Test("days follow the year: 2020-02-29 -> 2021 gives 2021-02-28")
    func leapDayFollowsYear() throws {
        let update = try model(.date, select: values(.date, 2020, 2, 29)).choosing(2021, in: .year)
        #expect(update.model.values == values(.date, 2021, 2, 28))
        #expect(update.adjustments == [PickerAdjustment(field: .day, from: 29, to: 28, reason: .monthLength(days: 28))])
        #expect(update.model.column(for: .day).rowCount == 28)
    }

    @Test(
        "days follow the month at month ends",
        arguments: [
            (SelectionMode.date, [2019, 1, 31], 2, [2019, 2, 28]),
            (.date, [2020, 1, 31], 2, [2020, 2, 29]),
            (.date, [2019, 3, 31], 4, [2019, 4, 30]),
            (.dateTime, [2019, 5, 31, 14, 30, 5], 6, [2019, 6, 30, 14, 30, 5]),
            (.monthDay, [1, 31], 2, [2, 29]),
            (.monthDayHourMinute, [3, 31], 2, [2, 29, 0, 0]),
        ])
    func monthEnds(mode: SelectionMode, start: [Int], month: Int, expected: [Int]) throws {
        var startValues = PickerValues(mode: mode)
        for (field, value) in zip(mode.fields, start) { startValues[field] = value }
        var expectedValues = startValues
        for (field, value) in zip(mode.fields, expected) { expectedValues[field] = value }
        let update = try model(mode, select: startValues).choosing(month, in: .month)
        #expect(update.model.values == expectedValues)
        #expect(update.adjustments.map(\.field) == [.day])
        #expect(update.adjustments.first?.reason == .monthLength(days: expectedValues[.day]))
    }

    @Test("months and days follow the bounds in the boundary year and month")
    func boundsNarrowColumns() throws {
        let picker = try model(
            .date, select: values(.date, 2019, 12, 25), min: values(.date, 2019, 3, 20),
            max: values(.date, 2020, 10, 10))
        #expect(picker.column(for: .year).range == ColumnRange(lower: 2019, upper: 2020))
        #expect(picker.column(for: .month).range == ColumnRange(lower: 3, upper: 12))
        let toMax = try picker.choosing(2020, in: .year)
        #expect(toMax.model.values == values(.date, 2020, 10, 10))
        #expect(
            toMax.adjustments == [
                PickerAdjustment(field: .month, from: 12, to: 10, reason: .maximum),
                PickerAdjustment(field: .day, from: 25, to: 10, reason: .maximum),
            ])
        #expect(toMax.model.column(for: .month).range == ColumnRange(lower: 1, upper: 10))
        let toMin = try toMax.model.choosing(2019, in: .year).model.choosing(3, in: .month)
        #expect(toMin.model.values == values(.date, 2019, 3, 20))
        #expect(toMin.adjustments == [PickerAdjustment(field: .day, from: 10, to: 20, reason: .minimum)])
        #expect(toMin.model.column(for: .day).range == ColumnRange(lower: 20, upper: 31))
    }

    @Test("hours and minutes follow the bounds on the boundary day")
    func timeBoundsOnBoundaryDay() throws {
        let mode = SelectionMode.dateHourMinute
        let picker = try model(
            mode, select: values(mode, 2019, 8, 21, 8, 15), min: values(mode, 2019, 8, 20, 9, 30),
            max: values(mode, 2019, 8, 31, 18, 0))
        #expect(picker.column(for: .hour).range == ColumnRange(lower: 0, upper: 23))
        let update = try picker.choosing(20, in: .day)
        #expect(update.model.values == values(mode, 2019, 8, 20, 9, 30))
        #expect(update.adjustments.map(\.reason) == [.minimum, .minimum])
        #expect(update.model.column(for: .hour).range == ColumnRange(lower: 9, upper: 23))
        #expect(update.model.column(for: .minute).range == ColumnRange(lower: 30, upper: 59))
        let later = try update.model.choosing(10, in: .hour)
        #expect(later.model.column(for: .minute).range == ColumnRange(lower: 0, upper: 59))
        let last = try picker.choosing(31, in: .day)
        #expect(last.model.column(for: .hour).range == ColumnRange(lower: 0, upper: 18))
        #expect(last.model.column(for: .minute).range == ColumnRange(lower: 0, upper: 59))
        let evening = try last.model.choosing(18, in: .hour)
        #expect(evening.model.values == values(mode, 2019, 8, 31, 18, 0))
        #expect(evening.adjustments == [PickerAdjustment(field: .minute, from: 15, to: 0, reason: .maximum)])
        #expect(evening.model.column(for: .minute).range == ColumnRange(lower: 0, upper: 0))
    }

    @Test("rows are computed: a picker over 0001-9999 is as small as one over a single year")
    func rowsAreNotStored() throws {
        let wide = try model(
            .date, select: values(.date, 2019, 8, 20), min: values(.date, 1, 1, 1), max: values(.date, 9999, 12, 31))
        let narrow = try model(
            .date, select: values(.date, 2019, 8, 20), min: values(.date, 2019, 1, 1), max: values(.date, 2019, 12, 31))
        #expect(wide.column(for: .year).rowCount == 9999)
        #expect(narrow.column(for: .year).rowCount == 1)
        #expect(MemoryLayout.size(ofValue: wide) == MemoryLayout.size(ofValue: narrow))
        #expect(wide.column(for: .year).row(at: 9998) == .value(9999))
        #expect(wide.column(for: .year).rowIndex(of: 1) == 0)
    }

    @Test("a column listed newest first: a year-month picker from the current month back")
    func descendingColumns() throws {
        let picker = try model(.yearMonth, min: values(.yearMonth, 2015, 1), max: values(.yearMonth, 2019, 8)) {
            $0.sortOrders = [.year: .descending, .month: .descending]
        }
        #expect(picker.values == values(.yearMonth, 2019, 8))
        let years = picker.column(for: .year)
        #expect(years.row(at: 0) == .value(2019))
        #expect(years.row(at: 4) == .value(2015))
        #expect(years.selectedRow == 0)
        let months = picker.column(for: .month)
        #expect(months.rowCount == 8)
        #expect(months.row(at: 0) == .value(8))
        #expect(months.selectedRow == 0)
        let earlier = try picker.choosing(2018, in: .year)
        #expect(earlier.model.column(for: .month).row(at: 0) == .value(12))
        #expect(earlier.model.column(for: .month).selectedRow == 4)
    }
}

@Suite("Picker model: bounds, defaults, intervals, sentinels")
struct PickerModelConfigurationTests {
    @Test("every mode makes a model whose columns follow the mode's fields", arguments: SelectionMode.allCases)
    func everyMode(mode: SelectionMode) throws {
        let picker = try model(mode)
        #expect(picker.columns.map(\.field) == mode.fields)
        #expect(picker.values.isValid)
        #expect(picker.values >= picker.bounds.minimum && picker.values <= picker.bounds.maximum)
        for column in picker.columns {
            let selected = try #require(column.selectedRow)
            #expect(column.row(at: selected) == .value(picker.value(of: column.field)))
        }
    }

    @Test("today is read in the given time zone and is the default selection")
    func todayInTimeZone() throws {
        let shanghai = try model(.dateTime) { $0.timeZone = "Asia/Shanghai" }
        #expect(shanghai.values == values(.dateTime, 2019, 8, 21, 7, 30, 0))
        let utc = try model(.dateTime)
        #expect(utc.values == values(.dateTime, 2019, 8, 20, 23, 30, 0))
        #expect(throws: PickerError.unknownTimeZone("Mars/Olympus")) {
            try model(.date) { $0.timeZone = "Mars/Olympus" }
        }
    }

    @Test(
        "time zones are checked: ICU would silently use GMT for unknown ids",
        arguments: [
            ("Asia/Shanghai", true), ("America/Los_Angeles", true), ("Asia/Calcutta", true), ("UTC", true),
            ("GMT+8", true), ("GMT+08:00", true), ("GMT-0530", true), ("GMT+99", false),
            ("Mars/Olympus", false), ("", false), ("Asia/Shang hai", false), ("asia/shanghai!", false),
            (String(repeating: "A", count: 200), false),
        ])
    func timeZones(identifier: String, isKnown: Bool) throws {
        let result = Result { try PickerValues.now(mode: .date, at: 0, timeZone: identifier) }
        #expect(((try? result.get()) != nil) == isKnown)
    }

    @Test("the default clock is the real one")
    func defaultClock() throws {
        let picker = try PickerModel(PickerConfiguration(mode: .year))
        #expect(picker.values[.year] >= 2025)
    }

    @Test("today outside the bounds is clamped, with the reason")
    func todayClamped() throws {
        let picker = try model(.date, max: values(.date, 2018, 12, 31))
        #expect(picker.values == values(.date, 2018, 12, 31))
        #expect(
            picker.initialAdjustments == [
                PickerAdjustment(field: .year, from: 2019, to: 2018, reason: .maximum),
                PickerAdjustment(field: .month, from: 8, to: 12, reason: .maximum),
                PickerAdjustment(field: .day, from: 20, to: 31, reason: .maximum),
            ])
    }

    @Test("the default range is 1900-01-01 to 2100-12-31 for modes with a year")
    func defaultRange() throws {
        let picker = try model(.date)
        #expect(picker.bounds.minimum == values(.date, 1900, 1, 1))
        #expect(picker.bounds.maximum == values(.date, 2100, 12, 31))
        let time = try model(.time)
        #expect(time.bounds.minimum == values(.time, 0, 0, 0))
        #expect(time.bounds.maximum == values(.time, 23, 59, 59))
    }

    @Test(
        "bad bounds and selections are errors",
        arguments: [
            (
                values(.date, 2020, 1, 1), values(.date, 2019, 1, 1), nil,
                PickerError.minimumAfterMaximum(minimum: "2020-01-01", maximum: "2019-01-01")
            ),
            (
                nil, values(.yearMonth, 2019, 1), nil,
                .modeMismatch(role: "maximum", expected: .date, actual: .yearMonth)
            ),
            (nil, nil, values(.time, 1, 2, 3), .modeMismatch(role: "selection", expected: .date, actual: .time)),
        ] as [(PickerValues?, PickerValues?, PickerValues?, PickerError)])
    func badBounds(minimum: PickerValues?, maximum: PickerValues?, selection: PickerValues?, error: PickerError) {
        #expect(throws: error) { try model(.date, select: selection, min: minimum, max: maximum) }
    }

    @Test("fields that name no day are refused as bounds, by their fields and mode")
    func invalidBoundFields() {
        #expect(throws: PickerError.invalidValue(role: "minimum", values: "year=2019 month=2 day=29", mode: .date)) {
            try PickerBounds(minimum: values(.date, 2019, 2, 29), maximum: values(.date, 2020, 1, 1))
        }
        #expect(throws: PickerError.invalidValue(role: "maximum", values: "year=2019 month=4 day=31", mode: .date)) {
            try PickerBounds(minimum: values(.date, 2019, 1, 1), maximum: values(.date, 2019, 4, 31))
        }
    }

    @Test("Present is no bound, and as the selection it selects the Present row")
    func presentSelection() throws {
        #expect(throws: PickerError.invalidValue(role: "minimum", values: "present", mode: .date)) {
            try model(.date) { $0.minimum = .present }
        }
        #expect(throws: PickerError.invalidValue(role: "maximum", values: "present", mode: .yearMonth)) {
            try model(.yearMonth) { $0.maximum = .present }
        }
        let resume = try model(.yearMonth) {
            $0.selection = .present
            $0.addPresentRow(label: "至今")
        }
        #expect(resume.selection == .present)
        #expect(throws: PickerError.unknownSentinel(SentinelRow.presentValue)) {
            try model(.yearMonth) { $0.selection = .present }
        }
    }

    @Test("an order that is not the mode's fields and an unknown sentinel are errors")
    func badOrderAndSentinel() {
        #expect(throws: PickerError.invalidOrder([.year, .month], mode: .date)) {
            try model(.date) { $0.order = [.year, .month] }
        }
        #expect(throws: PickerError.invalidOrder([.year, .year, .day], mode: .date)) {
            try model(.date) { $0.order = [.year, .year, .day] }
        }
        #expect(throws: PickerError.unknownSentinel("present")) {
            try model(.date) { $0.selectedSentinel = "present" }
        }
    }

    @Test("minute and second steps must divide 60", arguments: [0, 7, 25, 45, 61, -5])
    func badSteps(step: Int) {
        #expect(throws: PickerError.invalidInterval(field: .minute, step: step)) {
            try PickerIntervals(minuteStep: step)
        }
        #expect(throws: PickerError.invalidInterval(field: .second, step: step)) {
            try PickerIntervals(secondStep: step)
        }
    }

    @Test("steps: columns offer only multiples, bounds align, the default rounds to the nearest step")
    func intervals() throws {
        let picker = try model(.hourMinute, select: values(.hourMinute, 14, 38), min: values(.hourMinute, 9, 7)) {
            $0.intervals = try PickerIntervals(minuteStep: 15)
        }
        #expect(picker.values == values(.hourMinute, 14, 45))
        #expect(
            picker.initialAdjustments == [
                PickerAdjustment(field: .minute, from: 38, to: 45, reason: .interval(step: 15))
            ])
        #expect(picker.column(for: .minute).rowCount == 4)
        #expect(picker.bounds.minimum == values(.hourMinute, 9, 15))
        #expect(picker.bounds.maximum == values(.hourMinute, 23, 45))
        let atMinimum = try picker.choosing(9, in: .hour)
        #expect(atMinimum.model.values == values(.hourMinute, 9, 45))
        #expect(atMinimum.model.column(for: .minute).range == ColumnRange(lower: 15, upper: 45, step: 15))
        let rolled = try model(.dateTime, select: values(.dateTime, 2019, 12, 31, 23, 59, 50)) {
            $0.intervals = try PickerIntervals(minuteStep: 5, secondStep: 30)
        }
        #expect(rolled.values == values(.dateTime, 2020, 1, 1, 0, 0, 0))
    }

    @Test("no value on the steps between the bounds is an error")
    func noValueOnSteps() {
        let minimum = values(.hourMinute, 9, 1)
        let maximum = values(.hourMinute, 9, 4)
        #expect(throws: PickerError.self) {
            try model(.hourMinute, min: minimum, max: maximum) { $0.intervals = try PickerIntervals(minuteStep: 5) }
        }
        do {
            _ = try model(.hourMinute, min: minimum, max: maximum) { $0.intervals = try PickerIntervals(minuteStep: 5) }
        } catch {
            // Only the steps of columns the mode has are named.
            #expect("\(error)" == "no value from 09:01 to 09:04 falls on the 5-minute steps")
        }
    }

    @Test("the Present row disables the other columns until a value row is chosen")
    func presentRow() throws {
        let picker = try model(.yearMonth, min: values(.yearMonth, 2015, 1), max: values(.yearMonth, 2019, 8)) {
            $0.sortOrders = [.year: .descending]
            $0.present = SentinelRow(value: SentinelRow.presentValue, label: "至今", position: .first)
            $0.customRows = [SentinelRow(value: "any", label: "不限", position: .last)]
        }
        let years = picker.column(for: .year)
        #expect(years.rowCount == 7)
        #expect(years.row(at: 0) == .sentinel(SentinelRow(value: "present", label: "至今", position: .first)))
        #expect(years.row(at: 1) == .value(2019))
        #expect(years.row(at: 6) == .sentinel(SentinelRow(value: "any", label: "不限", position: .last)))
        #expect(years.selectedRow == 1)
        let present = try picker.copy(choosing: 0, inColumn: 0).model
        #expect(present.selectedSentinel?.value == "present")
        #expect(present.column(for: .month).isEnabled == false)
        #expect(present.column(for: .month).selectedRow == nil)
        #expect(present.column(for: .year).selectedRow == 0)
        #expect(throws: PickerError.columnDisabled(column: "month", sentinel: "present")) {
            try present.copy(choosing: 0, inColumn: 1)
        }
        let back = try present.copy(choosing: 2, inColumn: 0).model
        #expect(back.selectedSentinel == nil)
        #expect(back.values == values(.yearMonth, 2018, 8))
        #expect(back.column(for: .month).isEnabled)
    }

    @Test("rows and columns out of range are errors")
    func outOfRange() throws {
        let picker = try model(.yearMonth, min: values(.yearMonth, 2019, 1), max: values(.yearMonth, 2019, 12))
        #expect(throws: PickerError.rowOutOfRange(column: "year", row: 1, rowCount: 1)) {
            try picker.copy(choosing: 1, inColumn: 0)
        }
        #expect(throws: PickerError.rowOutOfRange(column: "month", row: -1, rowCount: 12)) {
            try picker.copy(choosing: -1, inColumn: 1)
        }
        #expect(throws: PickerError.columnOutOfRange(column: 2, columnCount: 2)) {
            try picker.copy(choosing: 0, inColumn: 2)
        }
    }

    @Test("columns follow the given display order")
    func displayOrder() throws {
        let picker = try model(.date) { $0.order = [.month, .day, .year] }
        #expect(picker.columns.map(\.field) == [.month, .day, .year])
        let update = try picker.copy(choosing: 1, inColumn: 0)
        #expect(update.model.values[.month] == 2)
    }
}

@Suite("Picker model: 12-hour clocks")
struct PickerModelDayPeriodTests {
    @Test("the AM/PM column switches the half of the day and hours stay within it")
    func dayPeriod() throws {
        let picker = try model(.hourMinute, select: values(.hourMinute, 14, 30)) {
            $0.usesDayPeriod = true
            $0.order = [.dayPeriod, .hour, .minute]
        }
        #expect(picker.column(for: .dayPeriod).range == ColumnRange(lower: 0, upper: 1))
        #expect(picker.column(for: .dayPeriod).selectedRow == 1)
        #expect(picker.column(for: .hour).range == ColumnRange(lower: 12, upper: 23))
        let morning = try picker.copy(choosing: 0, inColumn: 0)
        #expect(morning.model.values == values(.hourMinute, 2, 30))
        #expect(morning.adjustments.isEmpty)
        #expect(morning.model.column(for: .hour).range == ColumnRange(lower: 0, upper: 11))
    }

    @Test(
        "on a 12-hour clock the hour column finds a row by the hour the clock shows, in the selected half",
        arguments: [
            ("14:30", 9, 21), ("14:30", 21, 21), ("14:30", 12, 12), ("14:30", 0, 12),
            ("02:30", 9, 9), ("02:30", 12, 0), ("02:30", 0, 0), ("02:30", 21, nil), ("14:30", 13, 13),
        ] as [(String, Int, Int?)])
    func twelveHourRows(selection: String, asked: Int, expectedHour: Int?) throws {
        let picker = try model(.hourMinute, select: try PickerValues(parsing: selection, mode: .hourMinute)) {
            $0.usesDayPeriod = true
        }
        let hours = picker.column(for: .hour)
        #expect(hours.isTwelveHourClock)
        let row = hours.rowIndex(of: asked)
        #expect(row.flatMap { hours.row(at: $0) } == expectedHour.map { PickerRow.value($0) })
        // A 24-hour picker keeps reading values as 24-hour hours.
        let plain = try model(.hourMinute, select: try PickerValues(parsing: selection, mode: .hourMinute))
        #expect(!plain.column(for: .hour).isTwelveHourClock)
        #expect(plain.column(for: .hour).rowIndex(of: asked) == asked)
    }

    @Test("bounds limit the halves and clamp the hour when switching")
    func dayPeriodBounds() throws {
        let picker = try model(
            .hourMinute, select: values(.hourMinute, 9, 0), min: values(.hourMinute, 8, 0),
            max: values(.hourMinute, 13, 45)
        ) {
            $0.usesDayPeriod = true
        }
        #expect(picker.order == [.hour, .minute, .dayPeriod])
        #expect(picker.column(for: .hour).range == ColumnRange(lower: 8, upper: 11))
        let afternoon = try picker.choosing(1, in: .dayPeriod)
        #expect(afternoon.model.values == values(.hourMinute, 13, 0))
        #expect(afternoon.adjustments == [PickerAdjustment(field: .hour, from: 21, to: 13, reason: .maximum)])
        #expect(afternoon.model.column(for: .hour).range == ColumnRange(lower: 12, upper: 13))
    }

    @Test("the AM/PM column follows the hour column's direction")
    func dayPeriodDescending() throws {
        let picker = try model(.hourMinute, select: values(.hourMinute, 14, 30)) {
            $0.usesDayPeriod = true
            $0.sortOrders = [.hour: .descending]
        }
        #expect(picker.column(for: .dayPeriod).sortOrder == .descending)
        #expect(picker.column(for: .dayPeriod).row(at: 0) == .value(1))
    }

    @Test("an order with an AM/PM column needs a 12-hour picker")
    func dayPeriodOrder() {
        #expect(throws: PickerError.invalidOrder([.dayPeriod, .hour, .minute], mode: .hourMinute)) {
            try model(.hourMinute) { $0.order = [.dayPeriod, .hour, .minute] }
        }
    }
}
