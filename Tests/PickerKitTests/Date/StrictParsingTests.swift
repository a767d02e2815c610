import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("strict selection parsing")
struct StrictParsingTests {
    @Test(
        "every mode parses its canonical example and prints it back",
        arguments: SelectionMode.allCases)
    func canonicalExamples(mode: SelectionMode) throws {
        let selection = try Selection(mode.example, mode: mode)
        #expect(selection.mode == mode)
        #expect(selection.description == mode.example)
        #expect(mode.example.utf8.count == mode.canonicalLength)
        for field in DateField.allCases {
            #expect((selection[field] != nil) == mode.fields.contains(field))
        }
    }

    @Test("the value types hold their fields")
    func valueTypes() throws {
        let dateTime = try Selection("0001-01-01 00:00:00", mode: .dateTime)
        #expect(
            DateField.allCases.prefix(6).map { dateTime[$0] } == [1, 1, 1, 0, 0, 0])
        let date = try Selection(year: 2020, month: 2, day: 29)
        #expect(date.description == "2020-02-29")
        #expect(date[.day] == 29)
        #expect(date[.hour] == nil)
        #expect(try Selection("02-29", mode: .monthDay).description == "02-29")
        #expect(try Selection("9999", mode: .year)[.year] == 9999)
        #expect(try Selection("59:59", mode: .minuteSecond)[.second] == 59)
        #expect(try Selection("2019-08-20", mode: .date) < Selection("2019-09-01", mode: .date))
        #expect(try Selection("09:59:59", mode: .time) < Selection("10:00:00", mode: .time))
    }

    @Test(
        "errors carry kind, offset and message",
        arguments: [
            (
                SelectionMode.date, "2019-02-29", ParseError.Kind.dayOutOfRange, 8,
                "day 29 is out of range for February 2019 (28 days)"
            ),
            (.date, "2019-02-30", .dayOutOfRange, 8, "day 30 is out of range for February 2019 (28 days)"),
            (.date, "1900-02-29", .dayOutOfRange, 8, "day 29 is out of range for February 1900 (28 days)"),
            (.date, "2019-04-31", .dayOutOfRange, 8, "day 31 is out of range for April 2019 (30 days)"),
            (.date, "2019-08-00", .dayOutOfRange, 8, "day 00 is out of range for August 2019 (31 days)"),
            (.date, "2019-13-01", .monthOutOfRange, 5, "month 13 is out of range (01...12)"),
            (.date, "0000-01-01", .yearOutOfRange, 0, "year 0000 is out of range (0001...9999)"),
            (.monthDay, "02-30", .dayOutOfRange, 3, "day 30 is out of range for February (29 days)"),
            (.dateTime, "2019-08-20 24:00:00", .hourOutOfRange, 11, "hour 24 is out of range (00...23)"),
            (.dateTime, "2019-08-20 23:60:00", .minuteOutOfRange, 14, "minute 60 is out of range (00...59)"),
            (.time, "23:59:60", .secondOutOfRange, 6, "second 60 is out of range (00...59)"),
            (.date, "2019-8-20", .notADigit, 6, "expected a digit of the month, found \"-\""),
            (.date, "2019/08/20", .unexpectedCharacter, 4, "expected \"-\" after the year, found \"/\""),
            (.dateTime, "2019-08-20T14:30:05", .unexpectedCharacter, 10, "expected \" \" after the day, found \"T\""),
            (.date, "2019-08-2", .tooShort, 9, "ends after 9 bytes; a date has 10, such as 2019-08-20"),
            (
                .date, "2019-08-20 ", .tooLong, 10,
                "unexpected \" \" after the end; a date has 10 bytes, such as 2019-08-20"
            ),
            (.date, "", .empty, 0, "empty input; a date looks like 2019-08-20"),
            (.date, "２０１９-08-20", .notADigit, 0, "expected a digit of the year, found U+FF12"),
            (.year, "20\u{0}9", .notADigit, 2, "expected a digit of the year, found U+0000"),
            // Regression (found by the mutation property): an input ending before a later field's start crashed.
            (.dateTime, "2019", .tooShort, 4, "ends after 4 bytes; a date-time has 19, such as 2019-08-20 14:30:05"),
            (.hourMinute, "14:3", .tooShort, 4, "ends after 4 bytes; an hour-minute has 5, such as 14:30"),
        ])
    func errors(mode: SelectionMode, input: String, kind: ParseError.Kind, offset: Int, message: String) {
        #expect(throws: ParseError(kind: kind, offset: offset, mode: mode, message: message)) {
            try Selection(input, mode: mode)
        }
    }

    @Test("invalid UTF-8 and a huge input are errors, not crashes")
    func hostileBytes() {
        let invalid: [UInt8] = [0x32, 0x30, 0xFF, 0x39, 0x2D, 0x30, 0x38, 0x2D, 0x32, 0x30]
        let error = invalid.withUnsafeBufferPointer { bytes in
            Result { () throws(ParseError) in try Selection(parsing: bytes, mode: .date) }
        }
        #expect(throws: ParseError.self) { try error.get() }
        if case .failure(let failure) = error {
            #expect(failure.offset == 2)
            #expect(failure.message == "expected a digit of the year, found byte 0xFF")
        }
        let huge = String(repeating: "2019-08-20", count: 100_000)
        #expect(
            throws: ParseError(
                kind: .tooLong, offset: 10, mode: .date,
                message: "unexpected \"2\" after the end; a date has 10 bytes, such as 2019-08-20")
        ) {
            try Selection(huge, mode: .date)
        }
    }

    @Test(
        "the mode is inferred from the shape",
        arguments: [
            ("2019", SelectionMode.year), ("2019-08", .yearMonth), ("2019-08-20", .date),
            ("2019-08-20 14", .dateHour), ("2019-08-20 14:30", .dateHourMinute),
            ("2019-08-20 14:30:05", .dateTime), ("08-20", .monthDay), ("08-20 14:30", .monthDayHourMinute),
            ("14:30", .hourMinute), ("30:05", .hourMinute), ("14:30:05", .time), ("2019-13", .yearMonth),
            ("201", .year), ("2019-08-20 14:30:05 and more", .dateTime),
        ])
    func inference(input: String, mode: SelectionMode) {
        #expect(Selection.inferredMode(of: input) == mode)
    }

    @Test("shapes no mode has are errors at the first misfit byte")
    func unknownShapes() throws {
        #expect(Selection.inferredMode(of: "x") == nil)
        #expect(throws: ParseError.self) { try Selection("1/2") }
        do {
            _ = try Selection("08/20")
            Issue.record("08/20 parsed")
        } catch {
            #expect(error.kind == .unknownShape)
            #expect(error.offset == 2)
            #expect(error.mode == nil)
        }
        #expect(try Selection("present") == .present)
        #expect(try Selection("present", mode: .date) == .present)
        #expect(throws: ParseError.self) { try Selection("Present", mode: .date) }
    }
}
