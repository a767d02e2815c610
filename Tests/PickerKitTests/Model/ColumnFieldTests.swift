import Testing

@testable import PickerKit

@Suite("Column fields")
struct ColumnFieldTests {
    @Test("each date field has the column of the same name, and the AM/PM column picks the hour")
    func dateFields() {
        for field in DateField.allCases {
            #expect(ColumnField(field).dateField == field)
            #expect(ColumnField(field).rawValue == field.rawValue)
        }
        #expect(ColumnField.dayPeriod.dateField == .hour)
        #expect(ColumnField.allCases.map(\.ordinal) == Array(0..<7))
    }
}
