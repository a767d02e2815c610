import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// The selection examples in README.md, so the README cannot drift from the code.
@Suite("README selection examples")
struct ReadmeExampleTests {
    @Test("the library example's claims hold")
    func libraryExample() throws {
        let day = try Selection("2019-08-20", mode: .date)
        #expect(day[.year] == 2019 && day[.month] == 8 && day[.day] == 20)
        #expect(day[.month] == 8)
        #expect(day.description == "2019-08-20")
        #expect(try Selection(year: 2020, month: 2, day: 29).description == "2020-02-29")
        #expect(
            throws: ParseError(
                kind: .dayOutOfRange, offset: 8, mode: .date,
                message: "day 29 is out of range for February 2019 (28 days)")
        ) {
            try Selection("2019-02-29", mode: .date)
        }
        #expect(try Selection.normalizing(" 2019/8/5 ", mode: .date).description == "2019-08-05")
        #expect(try Selection.normalizing("٢٠١٩-٠٨-٢٠ ٩:٠٥").description == "2019-08-20 09:05")
        let picked = try Selection("14:30")
        #expect(picked == (try Selection(hour: 14, minute: 30)))
        #expect(picked.mode == .hourMinute)
        #expect(try Selection("present", mode: .yearMonth) == .present)
        #expect(try Selection.normalizing(" 2019/8/5T9:05 ", mode: .dateHourMinute).description == "2019-08-05 09:05")
        #expect(try Selection.normalizing("٢٠١٩-٠٨-٢٠").description == "2019-08-20")
    }
}
