import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("Date fields")
struct DateFieldTests {
    @Test("value fields pick themselves; the AM/PM column picks the hour and is in no mode")
    func valueFields() {
        for field in DateField.allCases where field != .dayPeriod {
            #expect(field.valueField == field)
        }
        #expect(DateField.dayPeriod.valueField == .hour)
        #expect(DateField.allCases.map(\.ordinal) == Array(0..<7))
        #expect(DateField.dayPeriod.rawValue == "am-pm")
        for mode in SelectionMode.allCases {
            #expect(!mode.fields.contains(.dayPeriod))
        }
    }

    @Test("fields order from the largest unit, the AM/PM column last")
    func order() {
        #expect(DateField.allCases.sorted() == [.year, .month, .day, .hour, .minute, .second, .dayPeriod])
    }
}
