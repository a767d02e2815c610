import Foundation
import PickerKit
import PickerKitFoundation
import Testing

@Suite("selection Codable and DateComponents")
struct SelectionConversionTests {
    struct Profile: Codable, Equatable {
        var birthday: Selection
        var alarm: Selection
    }

    @Test("values encode as their canonical strings and decode strictly")
    func codable() throws {
        let profile = Profile(
            birthday: try Selection("2019-08-20", mode: .date), alarm: try Selection("07:05", mode: .hourMinute))
        let data = try JSONEncoder().encode(profile)
        #expect(String(decoding: data, as: UTF8.self).contains("\"birthday\":\"2019-08-20\""))
        #expect(try JSONDecoder().decode(Profile.self, from: data) == profile)
        let bad = Data(#"{"birthday":"2019-02-29","alarm":"07:05"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Profile.self, from: bad) }
    }

    @Test("DateComponents round-trip; missing fields are errors")
    func dateComponents() throws {
        let value = try Selection("2019-08-20 14:30:05", mode: .dateTime)
        let components = try #require(value.dateComponents)
        #expect(components.year == 2019 && components.second == 5)
        #expect(components.calendar == nil)
        #expect(try Selection(components, mode: .dateTime) == value)
        #expect(try Selection(components, mode: .yearMonth).description == "2019-08")
        #expect(throws: PickerError.missingField(.day, mode: .date)) {
            try Selection(DateComponents(year: 2019, month: 8), mode: .date)
        }
        do {
            _ = try Selection(DateComponents(year: 2019, month: 2, day: 29), mode: .date)
            Issue.record("February 29, 2019 accepted")
        } catch {
            guard case .invalidFields(let parseError) = error else { throw error }
            #expect(parseError.kind == .dayOutOfRange && parseError.offset == 8)
        }
        #expect(Selection.present.dateComponents == nil)
        #expect(try Selection(DateComponents(hour: 14, minute: 30), mode: .hourMinute).description == "14:30")
    }
}
