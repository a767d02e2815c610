import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// The ISO 8601 basic form: lenient parsing reads it, ``Selection/basicString`` writes it.
@Suite("ISO 8601 basic form")
struct BasicFormTests {
    @Test(
        "basic-form input normalizes to the canonical string",
        arguments: [
            ("20190820", SelectionMode?.none, "2019-08-20"),
            ("201908201430", nil, "2019-08-20 14:30"),
            ("20190820T1430", nil, "2019-08-20 14:30"),
            ("20190820143005", nil, "2019-08-20 14:30:05"),
            ("20190820T143005", nil, "2019-08-20 14:30:05"),
            ("2019082014", nil, "2019-08-20 14"),
            ("20190820T14", nil, "2019-08-20 14"),
            ("201908", nil, "2019-08"),
            ("201908", .yearMonth, "2019-08"),
            ("2019", nil, "2019"),
            (" 20190820 ", .date, "2019-08-20"),
            ("20190820 143005", nil, "2019-08-20 14:30:05"),
            ("20190820 1430", .dateHourMinute, "2019-08-20 14:30"),
            ("２０１９０８２０", nil, "2019-08-20"),
            ("٢٠١٩٠٨٢٠T١٤٣٠", nil, "2019-08-20 14:30"),
            ("20000229", .date, "2000-02-29"),
            ("0820", .monthDay, "08-20"),
            ("0229", .monthDay, "02-29"),
            ("08201430", .monthDayHourMinute, "08-20 14:30"),
            ("0820T1430", .monthDayHourMinute, "08-20 14:30"),
            ("1430", .hourMinute, "14:30"),
            ("143005", .time, "14:30:05"),
            ("3005", .minuteSecond, "30:05"),
            ("00010101", .date, "0001-01-01"),
            ("99991231T235959", .dateTime, "9999-12-31 23:59:59"),
        ])
    func normalizes(input: String, mode: SelectionMode?, expected: String) throws {
        #expect(try Selection.normalizing(input, mode: mode).description == expected, "input \(input)")
    }

    @Test(
        "basic-form errors name the problem and where it is; nothing rolls over",
        arguments: [
            ("20190230", SelectionMode.date, ParseError.Kind.dayOutOfRange, 6),
            ("20190229", .date, .dayOutOfRange, 6),
            ("201913", .yearMonth, .monthOutOfRange, 4),
            ("201908202430", .dateHourMinute, .hourOutOfRange, 8),
            ("201908201460", .dateHourMinute, .minuteOutOfRange, 10),
            ("0230", .monthDay, .dayOutOfRange, 2),
            ("2019082", .date, .wrongDigitCount, 7),
            ("201908201", .date, .wrongDigitCount, 8),
            ("2019082014301", .dateHourMinute, .wrongDigitCount, 12),
            ("20190820T143", .dateHourMinute, .wrongDigitCount, 12),
            ("2019082T1430", .dateHourMinute, .wrongDigitCount, 7),
            ("20190820T14301", .dateHourMinute, .wrongDigitCount, 13),
            ("143", .hourMinute, .wrongDigitCount, 3),
            ("20190820-1430", .dateHourMinute, .unexpectedCharacter, 8),
            ("20190820T14:30", .dateHourMinute, .tooLong, 11),
            ("20190820T1430", .date, .unexpectedCharacter, 8),
            ("２０１９０８２", .date, .wrongDigitCount, 21),
            // Found by fuzz-lenient: a T with no time after it trapped on an index out of range.
            ("20190820T", .dateHourMinute, .tooShort, 9),
            (String(repeating: "8", count: 74) + "T", .dateTime, .tooShort, 75),
        ])
    func errors(input: String, mode: SelectionMode, kind: ParseError.Kind, offset: Int) {
        do {
            let value = try Selection.normalizing(input, mode: mode)
            Issue.record("\(input) normalized to \(value)")
        } catch {
            #expect(error.kind == kind, "\(input): \(error)")
            #expect(error.offset == offset, "\(input): \(error)")
            #expect(error.offset <= input.utf8.count)
        }
    }

    @Test("a wrong length says how many digits the form has, with an example")
    func wrongLengthMessage() {
        #expect(throws: ParseError.self) { try Selection.normalizing("2019082014301", mode: .dateHourMinute) }
        do {
            _ = try Selection.normalizing("2019082014301", mode: .dateHourMinute)
        } catch {
            #expect(
                error.message == "a date-hour-minute in basic form has 12 digits, found 13; such as 201908201430")
        }
        do {
            _ = try Selection.normalizing("20190820T143", mode: .dateHourMinute)
        } catch {
            #expect(
                error.message
                    == "the time of a basic-form value has 4 digits, found 3; such as 20190820T1430")
        }
    }

    @Test(
        "basicString writes the basic form; canonical strings stay extended",
        arguments: [
            ("2019-08-20", "20190820"), ("2019-08-20 14:30", "20190820T1430"), ("2019-08", "201908"),
            ("2019-08-20 14:30:05", "20190820T143005"), ("0001-01-01 00", "00010101T00"), ("08-20", "0820"),
            ("08-20 14:30", "0820T1430"), ("14:30", "1430"), ("2019", "2019"),
        ])
    func writes(canonical: String, basic: String) throws {
        let selection = try Selection(canonical)
        #expect(selection.basicString == basic)
        #expect(selection.description == canonical)
        #expect(Selection.present.basicString == nil)
    }

    /// Cases for the property below.
    static let cases = 20_000

    @Test("normalize(basic(v)) == v for random values of every mode, with and without the T")
    func roundTrip() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        for index in 0..<Self.cases {
            let mode = SelectionMode.allCases[index % SelectionMode.allCases.count]
            let value = Selection(fields: SelectionPropertyTests.randomFields(mode, using: &random), mode: mode)
            guard let basic = value.basicString else {
                Issue.record("seed \(seed): \(value) has no basic form")
                return
            }
            var inputs = [basic]
            if basic.contains("T") { inputs.append(basic.replacingT()) }
            for input in inputs {
                let back = Result { () throws(ParseError) in try Selection.normalizing(input, mode: mode) }
                guard case .success(let parsed) = back, parsed == value else {
                    Issue.record("seed \(seed): \(mode) \(value) wrote \(input), read back as \(back)")
                    return
                }
                // Year-first modes are recognised without a mode too.
                if mode.includes(.year), mode.includes(.month) || mode == .year {
                    let inferred = Result { () throws(ParseError) in try Selection.normalizing(input) }
                    guard case .success(let parsed) = inferred, parsed == value else {
                        Issue.record("seed \(seed): \(input) inferred as \(inferred), not \(value)")
                        return
                    }
                }
            }
            // One digit more or less is an error at the end of the digits, never another value.
            let shorter = String(basic.dropLast())
            if mode != .year, shorter.count > 2 {
                let result = Result { () throws(ParseError) in try Selection.normalizing(shorter, mode: mode) }
                guard case .failure(let error) = result, error.kind == .wrongDigitCount || error.kind == .tooShort
                else {
                    Issue.record("seed \(seed): \(shorter) as \(mode) gave \(result)")
                    return
                }
            }
        }
    }

    @Test("a day past the month's end in basic form is an error, never the next month")
    func neverRollsOver() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        for _ in 0..<2_000 {
            let year = Int.random(in: 1...9999, using: &random)
            let month = Int.random(in: 1...12, using: &random)
            let days = PickerValues(mode: .yearMonth, year: year, month: month).daysInMonth
            let input = padded(year, 4) + padded(month, 2) + padded(days + 1, 2)
            let result = Result { () throws(ParseError) in try Selection.normalizing(input, mode: .date) }
            guard case .failure(let error) = result, error.kind == .dayOutOfRange, error.offset == 6 else {
                Issue.record("seed \(seed): \(input) gave \(result)")
                return
            }
        }
    }
}

extension String {
    /// The string without its `T`.
    fileprivate func replacingT() -> String {
        String(filter { $0 != "T" })
    }
}

/// `value` in decimal with zeros in front to `width` digits.
private func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
