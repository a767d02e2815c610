import Foundation
import PickerKit
import PickerKitFoundation
import Testing

@Suite("selection Codable and DateComponents")
struct SelectionConversionTests {
    struct Profile: Codable, Equatable {
        var birthday: DateSelection
        var alarm: HourMinuteSelection
    }

    @Test("values encode as their canonical strings and decode strictly")
    func codable() throws {
        let profile = Profile(birthday: try DateSelection("2019-08-20"), alarm: try HourMinuteSelection("07:05"))
        let data = try JSONEncoder().encode(profile)
        #expect(String(decoding: data, as: UTF8.self).contains("\"birthday\":\"2019-08-20\""))
        #expect(try JSONDecoder().decode(Profile.self, from: data) == profile)
        let bad = Data(#"{"birthday":"2019-02-29","alarm":"07:05"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Profile.self, from: bad) }
    }

    @Test("DateComponents round-trip; missing fields are errors")
    func dateComponents() throws {
        let value = try DateTimeSelection("2019-08-20 14:30:05")
        let components = value.dateComponents
        #expect(components.year == 2019 && components.second == 5)
        #expect(components.calendar == nil)
        #expect(try DateTimeSelection(components) == value)
        #expect(try YearMonthSelection(components).description == "2019-08")
        #expect(throws: PickerFoundationError.missingField(.day, mode: .date)) {
            try DateSelection(DateComponents(year: 2019, month: 8))
        }
        do {
            _ = try DateSelection(DateComponents(year: 2019, month: 2, day: 29))
            Issue.record("February 29, 2019 accepted")
        } catch {
            guard case .invalidFields(let parseError) = error else { throw error }
            #expect(parseError.kind == .dayOutOfRange && parseError.offset == 8)
        }
        #expect(Selection.present.dateComponents == nil)
        #expect(try Selection(DateComponents(hour: 14, minute: 30), mode: .hourMinute).description == "14:30")
    }
}
