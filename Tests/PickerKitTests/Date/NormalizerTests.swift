import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("lenient selection normalization")
struct NormalizerTests {
    @Test(
        "loose forms normalize to the canonical string",
        arguments: [
            ("  2019-08-20\t", SelectionMode?.none, "2019-08-20"),
            ("2019/8/5", nil, "2019-08-05"),
            ("2019.08.20", .date, "2019-08-20"),
            ("2019-08-20T14:30:05", nil, "2019-08-20 14:30:05"),
            ("2019-8-20 9:05", nil, "2019-08-20 09:05"),
            ("２０１９－08", nil, "invalid"),
            ("２０１９/０８/２０", nil, "2019-08-20"),
            ("٢٠١٩-٠٨-٢٠", nil, "2019-08-20"),
            ("२०१९-०८-२०", .date, "2019-08-20"),
            ("8/20", nil, "08-20"),
            ("9:05", nil, "09:05"),
            ("9:05", .minuteSecond, "invalid"),
            ("30:05", .minuteSecond, "30:05"),
            ("\u{3000}2019\u{3000}", nil, "2019"),
            (" PRESENT ", .date, "present"),
        ])
    func normalizes(input: String, mode: SelectionMode?, expected: String) {
        let result = Result { () throws(ParseError) in try Selection.normalizing(input, mode: mode).description
        }
        switch result {
        case .success(let canonical): #expect(canonical == expected, "input \(input)")
        case .failure(let error): #expect(expected == "invalid", "input \(input): \(error)")
        }
    }

    @Test(
        "lenient errors point into the original input",
        arguments: [
            (
                "2019/02/29", ParseError.Kind.dayOutOfRange, 8,
                "day 29 is out of range for February 2019 (28 days)"
            ),
            ("  ٢٠١٩-١٣", .monthOutOfRange, 11, "month 13 is out of range (01...12)"),
            ("2019/08-20", .unexpectedCharacter, 7, "expected \"/\" before the day, found \"-\""),
            ("019-08-20", .wrongDigitCount, 0, "the year has 3 digits; expected 4"),
            ("2019-08-20 14:3", .wrongDigitCount, 14, "the minute has 1 digits; expected 2"),
            ("2019-08-20 x", .unexpectedCharacter, 11, "\"x\" is neither a digit nor a separator (- / . : space T)"),
            (
                String(repeating: " ", count: 250) + "2019-08-20", .tooLong, 256,
                "longer than 256 bytes, the most lenient parsing reads"
            ),
            ("   ", .empty, 3, "no value, only white space; a selection looks like 2019-08-20 or 14:30"),
        ])
    func errors(input: String, kind: ParseError.Kind, offset: Int, message: String) {
        do {
            let value = try Selection.normalizing(input)
            Issue.record("\(input) normalized to \(value)")
        } catch {
            #expect(error.kind == kind)
            #expect(error.offset == offset)
            #expect(error.message == message)
        }
    }

    @Test("typed normalizing returns the value type")
    func typed() throws {
        let date = try Selection.normalizing(" 2019/8/5 ", mode: .date)
        #expect(date == (try Selection(year: 2019, month: 8, day: 5)))
        #expect(throws: ParseError.self) { try Selection.normalizing("2019-02-29", mode: .date) }
    }
}
