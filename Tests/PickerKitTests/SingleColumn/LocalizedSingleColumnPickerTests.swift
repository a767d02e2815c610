import PickerKitTestSupport
import Testing

@testable import PickerKit

/// A one-column list as a data source: whole-value titles, choosing rows, Present placed as in
/// every picker, and rows in the picker's calendar (leap months in place).
@Suite("LocalizedSingleColumnPicker")
struct LocalizedSingleColumnPickerTests {
    static func months(descending: Bool, present: Bool = false) throws -> LocalizedSingleColumnPicker {
        var configuration = try PickerConfiguration(
            mode: .yearMonth, minimum: "2015-01", maximum: "2019-12", selection: "2019-08")
        if descending { configuration.sortOrders[.year] = .descending }
        return try LocalizedSingleColumnPicker(
            locale: ResolvedLocale("zh_CN"), configuration: configuration, includesPresent: present)
    }

    @Test("rows are whole values in the locale's display pattern, in the configured order")
    func titles() throws {
        let newestFirst = try Self.months(descending: true)
        #expect(newestFirst.numberOfColumns == 1)
        #expect(newestFirst.numberOfRows(inColumn: 0) == 60)
        #expect(newestFirst.title(forRow: 0, inColumn: 0) == "2019年12月")
        #expect(newestFirst.selectedRow(inColumn: 0) == 4)
        #expect(newestFirst.selectedTitles == ["2019年8月"])
        #expect(newestFirst.title(forRow: 60, inColumn: 0) == "")
        #expect(newestFirst.numberOfRows(inColumn: 1) == 0)
        #expect(newestFirst.title == "选择月份")
        let oldestFirst = try Self.months(descending: false)
        #expect(oldestFirst.title(forRow: 0, inColumn: 0) == "2015年1月")
        #expect(oldestFirst.selectedRow(inColumn: 0) == 55)
    }

    @Test("choosing a row moves the selection; a row outside moves the wheel back")
    func choosing() throws {
        var picker = try Self.months(descending: true)
        let change = picker.didSelect(row: 0, inColumn: 0)
        #expect(picker.selectedValue == "2019-12")
        #expect(change.reselectedColumns == [0])
        #expect(change.adjustments.isEmpty)
        let outside = picker.didSelect(row: 99, inColumn: 0)
        #expect(picker.selectedValue == "2019-12")
        #expect(outside.reselectedColumns == [0])
        let moved = try picker.select(Selection("2030-01"))
        #expect(picker.selectedValue == "2019-12")
        #expect(moved.adjustments.map(\.field) == [.year, .month])  // clamped to the maximum 2019-12
    }

    @Test("Present is last in an ascending list and first in a newest-first one", arguments: [false, true])
    func present(descending: Bool) throws {
        var picker = try Self.months(descending: descending, present: true)
        #expect(picker.numberOfRows(inColumn: 0) == 61)
        let row = descending ? 0 : 60
        #expect(picker.title(forRow: row, inColumn: 0) == "至今")
        picker.didSelect(row: row, inColumn: 0)
        #expect(picker.selectedValue == "present")
        #expect(picker.selectedRow(inColumn: 0) == row)
    }

    @Test("a lunar month list has its leap month in place, and every row's stored string selects it again")
    func lunarMonths() throws {
        let configuration = try PickerConfiguration(
            mode: .yearMonth, minimum: "2023-M01[u-ca=chinese]", maximum: "2023-M12[u-ca=chinese]")
        var picker = try LocalizedSingleColumnPicker(
            locale: ResolvedLocale("zh_CN@calendar=chinese"), configuration: configuration, includesPresent: true)
        #expect(picker.numberOfRows(inColumn: 0) == 14)  // 13 months and Present
        #expect(picker.selectedTitles.count == 1)
        #expect((1...3).map { picker.title(forRow: $0, inColumn: 0) } == ["2023癸卯年二月", "2023癸卯年闰二月", "2023癸卯年三月"])
        picker.didSelect(row: 2, inColumn: 0)
        #expect(picker.selectedValue == "2023-M02L[u-ca=chinese]")
        for row in 0..<13 {
            picker.didSelect(row: row, inColumn: 0)
            let stored = picker.selectedValue
            picker.didSelect(row: 12 - row, inColumn: 0)
            let change = try picker.select(storedValue: stored)
            #expect(change.adjustments.isEmpty, "\(stored)")
            #expect(picker.selectedRow(inColumn: 0) == row, "\(stored)")
        }
    }

    @Test(
        "a bare locale lists its region's calendar; Gregorian is one setting away",
        arguments: [
            ("fa_IR", CalendarKind.persian, "۱۴۰۳ اسفند"), ("th_TH", .buddhist, "มีนาคม 2568"),
            ("ar_SA", .islamicUmalqura, "رمضان ١٤٤٦ هـ"),
        ])
    func regionCalendar(locale: String, calendar: CalendarKind, march2025: String) throws {
        let configuration = try PickerConfiguration(mode: .yearMonth, selection: "2025-03")
        let picker = try LocalizedSingleColumnPicker(locale: ResolvedLocale(locale), configuration: configuration)
        #expect(picker.calendarChoice?.kind == calendar)
        #expect(picker.selectedValue.hasSuffix("[u-ca=\(calendar.icuName)]"))
        #expect(picker.selectedTitles.map(LocaleDataProvider.cldr42) == [march2025])
        var gregorian = configuration
        gregorian.calendar = .gregorian
        let opted = try LocalizedSingleColumnPicker(locale: ResolvedLocale(locale), configuration: gregorian)
        #expect(opted.selectedValue == "2025-03")
        #expect(opted.calendarChoice?.source == .configuration)
    }
}
