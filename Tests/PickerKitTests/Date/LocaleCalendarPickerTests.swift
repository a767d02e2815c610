import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// The locale decides the calendar: a phone's id with a calendar keyword gives a picker in that
/// calendar, rows and labels of one calendar, and the same answer whichever way a value is set.
///
/// Repeat a failing property run with `PICKERKIT_SEED=<seed> swift test --filter LocaleCalendarPicker`.
@Suite("a locale's calendar keyword decides the picker's calendar")
struct LocaleCalendarPickerTests {
    @Test(
        "a calendar keyword gives a picker in that calendar, stored with its annotation",
        arguments: [
            ("zh_CN@calendar=chinese", CalendarKind.chinese, "2019-08-20[u-ca=chinese]"),
            ("ja_JP@calendar=japanese", .japanese, "2019-08-20[u-ca=japanese]"),
            ("ja-JP-u-ca-japanese", .japanese, "2019-08-20[u-ca=japanese]"),
            ("th_TH@calendar=buddhist", .buddhist, "2019-08-20[u-ca=buddhist]"),
            ("zh_TW@calendar=roc", .roc, "2019-08-20[u-ca=roc]"),
            ("fa-IR-u-ca-persian", .persian, "2019-08-20[u-ca=persian]"),
            ("he_IL@calendar=hebrew", .hebrew, "2019-08-20[u-ca=hebrew]"),
            ("zh_CN", .gregorian, "2019-08-20"),
        ])
    func keywordCalendar(id: String, calendar: CalendarKind, stored: String) throws {
        let configuration = try PickerConfiguration(mode: .date, selection: "2019-08-20")
        let picker = try LocalizedPicker(locale: ResolvedLocale(id), configuration: configuration)
        #expect(picker.model.calendar == calendar)
        #expect(picker.model.selectedValue == stored)
        #expect(picker.labeler.calendar == calendar)
    }

    @Test("zh_CN@calendar=chinese: lunar months and days, not Gregorian rows with lunar labels")
    func chineseRows() throws {
        let configuration = try PickerConfiguration(mode: .date, selection: "2019-08-20")
        let picker = try LocalizedPicker(locale: ResolvedLocale("zh_CN@calendar=chinese"), configuration: configuration)
        let months = try picker.labeledColumn(at: try #require(picker.model.order.firstIndex(of: .month)))
        let days = try picker.labeledColumn(at: try #require(picker.model.order.firstIndex(of: .day)))
        #expect(months.rows.map(\.label).prefix(3) == ["正月", "二月", "三月"])
        #expect(months.rows[months.selectedIndex!].label == "七月")
        #expect(days.rows.count == 29 || days.rows.count == 30)
        #expect(days.rows[days.selectedIndex!].label == "二十")
        #expect(Set(months.rows.map(\.label)).isDisjoint(with: days.rows.map(\.label)))
    }

    @Test("a configuration's calendar overrides the locale's: Gregorian rows get Gregorian labels")
    func gregorianOverride() throws {
        var configuration = try PickerConfiguration(mode: .date, selection: "2019-08-20")
        configuration.calendar = .gregorian
        let picker = try LocalizedPicker(locale: ResolvedLocale("zh_CN@calendar=chinese"), configuration: configuration)
        #expect(picker.model.calendar == .gregorian)
        #expect(picker.labeler.calendar == .gregorian)
        #expect(picker.model.selectedValue == "2019-08-20")
        let months = try picker.labeledColumn(at: try #require(picker.model.order.firstIndex(of: .month)))
        let days = try picker.labeledColumn(at: try #require(picker.model.order.firstIndex(of: .day)))
        #expect(months.rows.map(\.label) == (1...12).map { "\($0)月" })
        #expect(days.rows[days.selectedIndex!].label == "20日")
        let japanese = try LocalizedPicker(
            locale: ResolvedLocale("ja_JP@calendar=japanese"), configuration: configuration)
        let years = try japanese.labeledColumn(at: try #require(japanese.model.order.firstIndex(of: .year)))
        #expect(years.rows[years.selectedIndex!].label == "2019年")
    }

    @Test("selecting a year keeps the month code, as choosing the year row does")
    func yearKeepsMonthCode() throws {
        // Nisan is the 8th month of leap 5784 and the 7th of 5785.
        var hebrew = try PickerModel(PickerConfiguration(mode: .yearMonth, selection: "5784-M07[u-ca=hebrew]"))
        var byRow = hebrew
        try hebrew.select(5785, in: .year)
        #expect(hebrew.selectedValue == "5785-M07[u-ca=hebrew]")
        let yearColumn = try #require(byRow.order.firstIndex(of: .year))
        try byRow.select(row: try #require(byRow.column(for: .year).rowIndex(of: 5785)), inColumn: yearColumn)
        #expect(byRow == hebrew)

        var chinese = try PickerModel(PickerConfiguration(mode: .yearMonth, selection: "1987-M06L[u-ca=chinese]"))
        let change = try chinese.select(1988, in: .year)
        #expect(chinese.selectedValue == "1988-M06[u-ca=chinese]")
        #expect(change.adjustments.map(\.reason) == [.leapMonth(from: MonthCode("M06L")!, to: MonthCode("M06")!)])
    }

    @Test(
        "a Gregorian selection outside a calendar's range moves to its first or last day, reported",
        arguments: [
            ("1850-01-01", PickerAdjustment.Reason.minimum, CalendarDate(year: 1901, month: 2, day: 19)),
            ("2200-06-01", .maximum, CalendarDate(year: 2100, month: 2, day: 8)),
        ])
    func outsideCalendarRange(selection: String, reason: PickerAdjustment.Reason, expected: CalendarDate) throws {
        var configuration = PickerConfiguration(mode: .date)
        configuration.calendar = .chinese
        var model = try PickerModel(configuration)
        let change = try model.select(Selection(selection, mode: .date))
        #expect(change.adjustments.first?.field == .year)
        #expect(change.adjustments.allSatisfy { $0.reason == reason })
        #expect(model.values.calendar == .chinese)
        #expect(model.values.calendarDate == expected)

        configuration.selection = try PickerValues(parsing: selection, mode: .date).validSelection
        let made = try PickerModel(configuration)
        #expect(made.values == model.values)
        #expect(made.initialAdjustments.first?.reason == reason)
    }

    /// Pickers in every calendar: setting a field's value and choosing that value's row give the
    /// same model and the same adjustments.
    @Test("select(_:in:) and choosing the row of the same value agree in every calendar")
    func selectValueEqualsChooseRow() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        var compared = 0
        for _ in 0..<400 {
            var configuration = try CalendarPickerModelPropertyTests.randomConfiguration(using: &random)
            configuration.present = nil
            guard let model = try? PickerModel(configuration) else { continue }
            for _ in 0..<10 {
                let columnIndex = Int.random(in: 0..<model.order.count, using: &random)
                let field = model.order[columnIndex]
                guard field != .dayPeriod else { continue }
                let column = model.column(for: field)
                let row = Int.random(in: 0..<column.rowCount, using: &random)
                guard case .value(let value) = column.row(at: row) else { continue }
                var byRow = model
                var byValue = model
                let rowAdjustments = try byRow.select(row: row, inColumn: columnIndex).adjustments
                let valueChange = try byValue.select(value, in: field)
                #expect(
                    byRow == byValue,
                    "seed \(seed): \(model.calendar) \(model.mode) \(field)=\(value) from \(model.selectedValue)")
                #expect(rowAdjustments == valueChange.adjustments, "seed \(seed)")
                compared += 1
            }
        }
        #expect(compared > 1_000, "seed \(seed)")
    }
}
