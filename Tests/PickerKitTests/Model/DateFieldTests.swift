import Testing

@testable import PickerKit
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
    }

    @Test("fields order from the largest unit, then the AM/PM column, then the period fields")
    func order() {
        #expect(
            DateField.allCases.sorted() == [.year, .month, .day, .hour, .minute, .second, .dayPeriod, .week, .quarter])
    }
}
