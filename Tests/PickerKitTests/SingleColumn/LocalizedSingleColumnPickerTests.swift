import Testing

@testable import PickerKit

/// A one-column list as a data source: whole-value titles, choosing rows, Present placed as in
/// every picker, and calendars whose rows are their own refused with a way out.
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

    @Test("a calendar with rows of its own is refused, saying what shows them")
    func ownRows() throws {
        let configuration = PickerConfiguration(mode: .yearMonth)
        #expect {
            try LocalizedSingleColumnPicker(
                locale: ResolvedLocale("zh_CN@calendar=chinese"), configuration: configuration)
        } throws: { error in
            guard case .calendarHasOwnRows(.chinese) = error as? LocalizationError else { return false }
            return "\(error)".contains("a LocalizedPicker shows them, or add @calendar=gregorian")
        }
    }
}
