import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("LocalizedPicker in a calendar")
struct CalendarLocalizedPickerTests {
    @Test("zh_CN chinese year-month: 闰六月 in place, month values are codes, 1988 moves to 六月")
    func chineseYearMonth() throws {
        let configuration = try PickerConfiguration(mode: .yearMonth, selection: "1987-M06L[u-ca=chinese]")
        var picker = try LocalizedPicker(locale: ResolvedLocale("zh_CN"), configuration: configuration)
        #expect(picker.labeler.calendar == .chinese)
        let monthIndex = try #require(picker.model.order.firstIndex(of: .month))
        let months = try picker.labeledColumn(at: monthIndex)
        #expect(months.rows.count == 13)
        #expect(months.rows[6].value == "M06L")
        #expect(months.rows[6].label == "闰六月")
        #expect(months.rows[5].label == "六月")
        #expect(months.selectedIndex == 6)
        let yearIndex = try #require(picker.model.order.firstIndex(of: .year))
        let row = try #require(picker.model.column(for: .year).rowIndex(of: 1988))
        #expect(try picker.value(row: row, inColumn: yearIndex) == "1988")
        let adjustments = try picker.select(row: row, inColumn: yearIndex).adjustments
        #expect(adjustments.first?.reason == .leapMonth(from: MonthCode("M06L")!, to: MonthCode("M06")!))
        #expect(picker.model.selectedValue == "1988-M06[u-ca=chinese]")
        #expect(try picker.labeledColumn(at: monthIndex).rows.count == 12)
    }

    @Test("a locale whose calendar has its own rows (he_IL@calendar=hebrew) makes a Hebrew picker")
    func hebrewLocale() throws {
        let configuration = try PickerConfiguration(mode: .date, selection: "2024-02-10")
        let picker = try LocalizedPicker(locale: ResolvedLocale("he_IL@calendar=hebrew"), configuration: configuration)
        #expect(picker.model.calendar == .hebrew)
        #expect(picker.model.selectedValue == "2024-02-10[u-ca=hebrew]")
        #expect(picker.model.values.monthCode == MonthCode("M05L"))
        let monthIndex = try #require(picker.model.order.firstIndex(of: .month))
        let months = try picker.labeledColumn(at: monthIndex)
        #expect(months.rows.map(\.value).contains("M05L"))
        #expect(months.rows.count == 13)
        // Every label is distinct and non-empty.
        #expect(Set(months.rows.map(\.label)).count == 13)
    }
}
