import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Fixed "now" for tests: 2019-08-20T23:30:00Z.
private let fixedNow: @Sendable () -> Double = { 1_566_343_800 }

/// A picker in `calendar` with a selection written as a (calendar) string.
private func calendarModel(
    _ mode: SelectionMode, _ selection: String, minimum: String? = nil, maximum: String? = nil
) throws -> PickerModel {
    var configuration = try PickerConfiguration(mode: mode, minimum: minimum, maximum: maximum, selection: selection)
    configuration.now = fixedNow
    return try PickerModel(configuration)
}

extension PickerModel {
    /// Chooses the row showing `value` in the column of `field`.
    fileprivate func choosing(_ value: Int, in field: DateField) throws -> ModelAfter {
        let index = try #require(order.firstIndex(of: field))
        let row = try #require(column(for: field).rowIndex(of: value), "\(field) \(value) not offered")
        return try copy(choosing: row, inColumn: index)
    }

    /// The month codes of the month column's rows, in row order.
    fileprivate var monthCodes: [String] {
        let column = column(for: .month)
        return (0..<column.rowCount).compactMap { row -> String? in
            guard case .value(let month) = column.row(at: row) else { return nil }
            var probe = values
            probe[.month] = month
            return probe.monthCode.description
        }
    }
}

@Suite("Picker model in a calendar")
struct CalendarPickerModelTests {
    @Test("1987 闰六月 → year 1988: 六月 (M06) with reason leapMonth")
    func chineseLeapMonthToNextYear() throws {
        let model = try calendarModel(.yearMonth, "1987-M06L[u-ca=chinese]")
        #expect(model.calendar == .chinese)
        #expect(
            model.monthCodes == [
                "M01", "M02", "M03", "M04", "M05", "M06", "M06L", "M07", "M08", "M09", "M10", "M11", "M12",
            ])
        #expect(model.values.month == 7)
        let update = try model.choosing(1988, in: .year)
        #expect(update.model.selectedValue == "1988-M06[u-ca=chinese]")
        #expect(
            update.adjustments == [
                PickerAdjustment(
                    field: .month, from: 7, to: 6, reason: .leapMonth(from: MonthCode("M06L")!, to: MonthCode("M06")!))
            ])
        #expect(update.adjustments.map(\.description) == ["month 7 -> 6: the year has no M06L, so M06"])
        #expect(update.model.monthCodes.count == 12)
    }

    @Test("a full date on 闰六月 keeps its day when the year lacks the leap month")
    func chineseDateLeapMonth() throws {
        // 1987-M06L-29 is 1987-08-23; 1988-M06 has 29 days too.
        let model = try calendarModel(.date, "1987-08-23[u-ca=chinese]")
        #expect(model.values.monthCode == MonthCode("M06L"))
        let update = try model.choosing(1988, in: .year)
        #expect(update.model.values.monthCode == MonthCode("M06"))
        #expect(update.adjustments.first?.reason == .leapMonth(from: MonthCode("M06L")!, to: MonthCode("M06")!))
        let selection = try #require(update.model.selection)
        #expect(selection.calendar == .chinese)
        let iso = try #require(selection.isoDate)
        #expect(try CalendarKind.chinese.fields(of: iso).monthCode == MonthCode("M06"))
    }

    @Test("a month code every year has keeps its code when its ordinal moves (Hebrew Nisan 8th → 7th)")
    func hebrewOrdinalMoves() throws {
        let model = try calendarModel(.yearMonth, "5784-M07[u-ca=hebrew]")
        #expect(model.values.month == 8)
        let update = try model.choosing(5785, in: .year)
        #expect(update.model.selectedValue == "5785-M07[u-ca=hebrew]")
        #expect(update.model.values.month == 7)
        #expect(update.adjustments.isEmpty)
    }

    @Test("Hebrew 13-month years: Adar I and Adar II only in leap years; M05L → M06")
    func hebrewLeapYears() throws {
        let leap = try calendarModel(.yearMonth, "5784-M05L[u-ca=hebrew]")
        #expect(
            leap.monthCodes == [
                "M01", "M02", "M03", "M04", "M05", "M05L", "M06", "M07", "M08", "M09", "M10", "M11", "M12",
            ])
        let update = try leap.choosing(5785, in: .year)
        #expect(
            update.model.monthCodes == [
                "M01", "M02", "M03", "M04", "M05", "M06", "M07", "M08", "M09", "M10", "M11", "M12",
            ])
        #expect(update.model.selectedValue == "5785-M06[u-ca=hebrew]")
        #expect(update.adjustments.first?.reason == .leapMonth(from: MonthCode("M05L")!, to: MonthCode("M06")!))
    }

    @Test("ethiopic month 13 has 6 days in a year before a Julian leap year, else 5")
    func ethiopicPagume() throws {
        // Ethiopic 2011 ends in a 6-day Pagume (2011 % 4 == 3); 2012 has 5.
        let model = try calendarModel(.date, "2019-09-11[u-ca=ethiopic]")
        #expect(model.values.monthCode == MonthCode("M13"))
        #expect(model.values.year == 2011 && model.values.day == 6)
        #expect(model.column(for: .month).range == ColumnRange(lower: 1, upper: 13))
        #expect(model.column(for: .day).range == ColumnRange(lower: 1, upper: 6))
        let update = try model.choosing(2012, in: .year)
        #expect(update.model.column(for: .day).range == ColumnRange(lower: 1, upper: 5))
        #expect(update.adjustments == [PickerAdjustment(field: .day, from: 6, to: 5, reason: .monthLength(days: 5))])
        #expect(update.model.selectedValue == "2020-09-10[u-ca=ethiopic]")
    }

    @Test("persian month 12 of a leap year has 30 days; the next year's 29")
    func persianEsfand() throws {
        let model = try calendarModel(.date, "2025-03-20[u-ca=persian]")
        #expect(model.values.year == 1403 && model.values.month == 12 && model.values.day == 30)
        let update = try model.choosing(1404, in: .year)
        #expect(update.adjustments == [PickerAdjustment(field: .day, from: 30, to: 29, reason: .monthLength(days: 29))])
        #expect(update.model.selectedValue == "2026-03-20[u-ca=persian]")
    }

    @Test("default bounds: the Gregorian defaults intersected with the calendar's range")
    func defaultBounds() throws {
        let chinese = try calendarModel(.date, "1987-07-26[u-ca=chinese]")
        #expect(try chinese.bounds.minimum.canonical == "1901-02-19[u-ca=chinese]")
        #expect(try chinese.bounds.maximum.canonical == "2100-02-08[u-ca=chinese]")
        #expect(chinese.column(for: .year).range == ColumnRange(lower: 1901, upper: 2099))
        let hebrew = try calendarModel(.year, "5784[u-ca=hebrew]")
        // 1900-01-01 is in 5660, 2100-12-31 in 5861.
        #expect(hebrew.column(for: .year).range == ColumnRange(lower: 5660, upper: 5861))
    }

    @Test("ISO bounds become calendar rows; a selection before them is clamped")
    func isoBounds() throws {
        var configuration = try PickerConfiguration(
            mode: .date, minimum: "2019-01-01", maximum: "2019-12-31", selection: "2018-06-01")
        configuration.calendar = .hebrew
        let model = try PickerModel(configuration)
        #expect(try model.bounds.minimum.canonical == "2019-01-01[u-ca=hebrew]")
        #expect(model.column(for: .year).range == ColumnRange(lower: 5779, upper: 5780))
        #expect(model.selectedValue == "2019-01-01[u-ca=hebrew]")
        #expect(model.initialAdjustments.allSatisfy { $0.reason == .minimum })
        #expect(!model.initialAdjustments.isEmpty)
    }

    @Test("today is the ISO day in the zone, shown in the calendar")
    func today() throws {
        var configuration = PickerConfiguration(mode: .date)
        configuration.calendar = .chinese
        configuration.now = fixedNow  // 2019-08-20T23:30Z
        configuration.timeZone = "Asia/Shanghai"  // 2019-08-21 there
        let model = try PickerModel(configuration)
        #expect(model.selectedValue == "2019-08-21[u-ca=chinese]")
        #expect(model.values.monthCode == MonthCode("M07") && model.values.day == 21)
    }

    @Test("month-day: every month some year has, each up to its longest length")
    func monthDay() throws {
        let model = try calendarModel(.monthDay, "M06L-01[u-ca=chinese]")
        #expect(model.monthCodes.contains("M06L"))
        #expect(model.monthCodes.first == "M01" && model.monthCodes.last == "M12")
        let hebrew = try calendarModel(.monthDay, "M05L-30[u-ca=hebrew]")
        #expect(hebrew.monthCodes.count == 13)
        // Row 7 is Adar (M06), 29 days in every year; Adar I (M05L) has 30.
        let update = try hebrew.choosing(7, in: .month)
        #expect(update.model.selectedValue == "M06-29[u-ca=hebrew]")
        #expect(update.adjustments == [PickerAdjustment(field: .day, from: 30, to: 29, reason: .monthLength(days: 29))])
    }

    @Test("descending years list the latest calendar year first")
    func descending() throws {
        var configuration = try PickerConfiguration(mode: .yearMonth, selection: "1987-M06L[u-ca=chinese]")
        configuration.sortOrders[.year] = .descending
        let model = try PickerModel(configuration)
        #expect(model.column(for: .year).row(at: 0) == .value(2099))
    }

    @Test("a Gregorian month-day bound cannot be converted to a calendar")
    func gregorianMonthDayBound() throws {
        var configuration = try PickerConfiguration(mode: .monthDay, minimum: "02-01")
        configuration.calendar = .chinese
        #expect(throws: PickerError.calendarMismatch(role: "minimum", expected: .chinese, actual: .gregorian)) {
            try PickerModel(configuration)
        }
    }

    @Test("bounds and selection in two different calendars are an error")
    func twoCalendars() {
        #expect(throws: PickerError.calendarMismatch(role: "selection", expected: .chinese, actual: .hebrew)) {
            try PickerConfiguration(
                mode: .date, minimum: "2019-01-01[u-ca=chinese]", selection: "2019-02-01[u-ca=hebrew]")
        }
    }
}
