import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("Date fields")
struct DateFieldTests {
    @Test("value fields pick themselves; the AM/PM column picks the hour; it and the period fields are in no mode")
    func valueFields() {
        for field in DateField.allCases where field != .dayPeriod {
            #expect(field.valueField == field)
        }
        #expect(DateField.dayPeriod.valueField == .hour)
        #expect(DateField.allCases.map(\.ordinal) == Array(0..<9))
        #expect(DateField.dayPeriod.rawValue == "am-pm")
        for mode in SelectionMode.allCases {
            #expect(
                !mode.fields.contains(.dayPeriod) && !mode.fields.contains(.week) && !mode.fields.contains(.quarter))
        }
        #expect(PeriodMode.allCases.map(\.field) == [.week, .quarter])
        // A period field asked of a date picker is no field of its values: 0, never a trap.
        let model = try? PickerModel(PickerConfiguration(mode: .date, selection: "2019-08-20"))
        #expect(model?.value(of: .week) == 0 && model?.value(of: .quarter) == 0)
        var values = PickerValues(mode: .date, year: 2019, month: 8, day: 20)
        values[.week] = 5
        #expect(values[.week] == 0 && values == PickerValues(mode: .date, year: 2019, month: 8, day: 20))
    }

    @Test("fields order from the largest unit, then the AM/PM column, then the period fields")
    func order() {
        #expect(
            DateField.allCases.sorted() == [.year, .month, .day, .hour, .minute, .second, .dayPeriod, .week, .quarter])
    }
}
