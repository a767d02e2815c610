import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("setting the selection")
struct SelectingTests {
    static func model(
        _ mode: SelectionMode, minimum: String? = nil, maximum: String? = nil, selection: String? = nil,
        present: Bool = false, minuteStep: Int = 1
    ) throws -> PickerModel {
        var configuration = try PickerConfiguration(
            mode: mode, minimum: minimum, maximum: maximum, selection: selection)
        configuration.intervals = try PickerIntervals(minuteStep: minuteStep)
        configuration.now = { 1_566_343_800 }  // 2019-08-20 23:30:00 UTC
        if present { configuration.present = SentinelRow(value: "present", label: "Present", position: .first) }
        return try PickerModel(configuration)
    }

    @Test("select(_:) sets the values and names the columns whose rows and rows selected changed")
    func selectSelection() throws {
        var model = try Self.model(.date, selection: "2020-02-29")
        let change = try model.select(try Selection("2019-08-31", mode: .date))
        #expect(model.selectedValue == "2019-08-31")
        #expect(change.adjustments.isEmpty)
        #expect(change.reloadedColumns == [2])  // February -> August: 29 -> 31 days
        #expect(change.reselectedColumns == [0, 1, 2])
        let same = try model.select(try Selection("2019-08-31", mode: .date))
        #expect(same.reloadedColumns.isEmpty && same.reselectedColumns.isEmpty)
    }

    @Test("values outside the bounds are clamped, off-step values rounded, with reasons")
    func clamped() throws {
        var model = try Self.model(.date, minimum: "2015-01-01", maximum: "2030-12-31", selection: "2020-01-01")
        let change = try model.select(try Selection("2040-05-01", mode: .date))
        #expect(model.selectedValue == "2030-12-31")
        #expect(
            change.adjustments.map(\.description) == [
                "year 2040 -> 2030: after the maximum", "month 5 -> 12: after the maximum",
                "day 1 -> 31: after the maximum",
            ])
        var stepped = try Self.model(.hourMinute, selection: "10:00", minuteStep: 15)
        let rounded = try stepped.select(try Selection("10:08", mode: .hourMinute))
        #expect(stepped.selectedValue == "10:15")
        #expect(rounded.adjustments == [PickerAdjustment(field: .minute, from: 8, to: 15, reason: .interval(step: 15))])
    }

    @Test("a selection of another mode, or Present without a Present row, is an error")
    func wrongMode() throws {
        var model = try Self.model(.date, selection: "2020-02-29")
        #expect(throws: PickerError.modeMismatch(role: "selection", expected: .date, actual: .yearMonth)) {
            try model.select(try Selection("2019-08"))
        }
        #expect(throws: PickerError.unknownSentinel("present")) { try model.select(.present) }
        #expect(model.selectedValue == "2020-02-29")
        var resume = try Self.model(.yearMonth, selection: "2019-08", present: true)
        let change = try resume.select(.present)
        #expect(resume.selectedValue == "present" && resume.selection == .present)
        #expect(change.reloadedColumns == [1])  // the month column is disabled
        try resume.select(try Selection("2018-01", mode: .yearMonth))
        #expect(resume.selectedValue == "2018-01")
    }

    @Test("select(_:in:) moves the smaller fields as choosing the row would")
    func selectValue() throws {
        var model = try Self.model(.date, selection: "2020-02-29")
        let change = try model.select(2021, in: .year)
        #expect(model.selectedValue == "2021-02-28")
        #expect(change.adjustments == [PickerAdjustment(field: .day, from: 29, to: 28, reason: .monthLength(days: 28))])
        let update = try model.copy(selecting: 31, in: .day)
        #expect(update.model.selectedValue == "2021-02-28")
        #expect(update.adjustments == [PickerAdjustment(field: .day, from: 31, to: 28, reason: .monthLength(days: 28))])
        #expect(throws: PickerError.fieldValueOutOfRange(field: .month, value: 13)) { try model.select(13, in: .month) }
        #expect(throws: PickerError.fieldNotInMode(.hour, mode: "date")) { try model.select(1, in: .hour) }
        var bounded = try Self.model(.date, minimum: "2015-03-10", selection: "2016-03-01")
        let low = try bounded.select(2015, in: .year)
        #expect(bounded.selectedValue == "2015-03-10")
        #expect(low.adjustments.map(\.reason) == [.minimum])
    }

    @Test("selectToday() reads the configuration's clock and time zone")
    func today() throws {
        var model = try Self.model(.dateHourMinute, selection: "2000-01-01 00:00")
        let change = try model.selectToday()
        #expect(model.selectedValue == "2019-08-20 23:30")
        #expect(change.adjustments.isEmpty)
        let bounded = try Self.model(.date, maximum: "2018-12-31", selection: "2018-01-01")
        let clamped = try bounded.copySelectingToday()
        #expect(clamped.model.selectedValue == "2018-12-31")
        #expect(clamped.adjustments.map(\.field) == [.year, .month, .day])
    }

    @Test("LocalizedPicker keeps its locale order and lists label columns to reload")
    func localized() throws {
        var configuration = try PickerConfiguration(mode: .date, selection: "2019-08-20")
        configuration.now = { 1_566_343_800 }
        var picker = try LocalizedPicker(
            locale: ResolvedLocale("en_US"), configuration: configuration, options: LabelOptions(showsWeekday: true))
        #expect(picker.model.order == [.month, .day, .year])
        let change = try picker.select(2020, in: .year)
        #expect(picker.model.order == [.month, .day, .year])
        #expect(picker.model.selectedValue == "2020-08-20")
        #expect(change.reloadedColumns == [0, 1])  // labels below the year may follow it (the days' weekdays do)
        #expect(picker.title(forRow: 19, inColumn: 1).contains("Thu"))
        #expect(picker.numberOfColumns == 3 && picker.numberOfRows(inColumn: 1) == 31)
        #expect(picker.title(forRow: 99, inColumn: 7) == "")
        let back = picker.didSelect(row: 99, inColumn: 0)
        #expect(back.reselectedColumns == [0] && picker.model.selectedValue == "2020-08-20")
        let february = picker.didSelect(row: 1, inColumn: 0)
        #expect(picker.model.selectedValue == "2020-02-20" && february.reloadedColumns == [1])
        #expect(throws: PickerError.modeMismatch(role: "selection", expected: .date, actual: .hourMinute)) {
            try picker.select(try Selection("14:30"))
        }
        #expect(throws: PickerError.self) { try picker.select(storedValue: "2020-02-30") }
        // Verbs change the model in place: one that throws leaves the state it found.
        #expect(picker.model.selectedValue == "2020-02-20" && picker.selectedRow(inColumn: 1) == 19)
        try picker.selectToday()
        #expect(picker.model.selectedValue == "2019-08-20")
    }

    @Test("PickerColumn is a collection of its rows")
    func collection() throws {
        let model = try Self.model(
            .yearMonth, minimum: "2018-06", maximum: "2020-03", selection: "2019-08", present: true)
        let years = model.column(for: .year)
        #expect(years.count == 4)
        #expect(Array(years) == [.sentinel(model.sentinels[0]), .value(2018), .value(2019), .value(2020)])
        #expect(years.map { $0 } == (0..<years.rowCount).map { years.row(at: $0)! })
        #expect(years.last == .value(2020))
    }
}
