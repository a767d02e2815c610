import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("PickerValues: selection and canonical string never trap")
struct PickerValuesCanonicalTests {
    @Test(
        "impossible values throw a positioned error naming the field",
        arguments: [
            (PickerValues(mode: .date, year: 2019, month: 2, day: 30), "day 30 is out of range for February 2019", 8),
            (PickerValues(mode: .date, year: 2019, month: 13, day: 1), "month 13 is out of range", 5),
            (PickerValues(mode: .year, year: 0), "year 0000 is out of range", 0),
            (PickerValues(mode: .monthDay, month: 2, day: 30), "day 30 is out of range for February", 3),
            (PickerValues(mode: .hourMinute, hour: 24, minute: 0), "hour 24 is out of range", 0),
            (
                PickerValues(mode: .dateTime, year: 2019, month: 8, day: 20, hour: 9, minute: 5, second: 60),
                "second 60 is out of range", 17
            ),
        ])
    func invalid(values: PickerValues, message: String, offset: Int) {
        #expect(!values.isValid)
        do throws(ParseError) {
            Issue.record("\(values) gave \(try values.canonical)")
        } catch {
            Self.check(error, message: message, offset: offset, mode: values.mode)
        }
        do throws(ParseError) {
            Issue.record("\(values) gave \(try values.selection)")
        } catch {
            Self.check(error, message: message, offset: offset, mode: values.mode)
        }
    }

    static func check(_ error: ParseError, message: String, offset: Int, mode: SelectionMode) {
        #expect(error.message.hasPrefix(message), "\(error.message)")
        #expect(error.offset == offset)
        #expect(error.mode == mode)
    }

    @Test("valid values give their canonical string and selection")
    func valid() throws {
        let values = PickerValues(mode: .date, year: 2020, month: 2, day: 29)
        #expect(try values.canonical == "2020-02-29")
        #expect(try values.selection == Selection("2020-02-29", mode: .date))
        #expect(try PickerValues(mode: .monthDay, month: 2, day: 29).canonical == "02-29")
    }
}
