import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite("Calendar selection strings")
struct CalendarSelectionTests {
    /// Canonical annotated strings of every mode with date fields: parse, inferred mode, write back.
    @Test(arguments: [
        ("1987-07-26[u-ca=chinese]", SelectionMode.date),
        ("2019-08-20 14[u-ca=hebrew]", .dateHour),
        ("2019-08-20 14:30[u-ca=hebrew]", .dateHourMinute),
        ("2019-08-20 14:30:05[u-ca=japanese]", .dateTime),
        ("5784[u-ca=hebrew]", .year),
        ("1987[u-ca=chinese]", .year),
        ("1398[u-ca=persian]", .year),
        ("13760[u-ca=hebrew]", .year),
        ("-0283[u-ca=coptic]", .year),
        ("1987-M06L[u-ca=chinese]", .yearMonth),
        ("5784-M05L[u-ca=hebrew]", .yearMonth),
        ("1402-M12[u-ca=persian]", .yearMonth),
        ("2011-M13[u-ca=ethiopic]", .yearMonth),
        ("M06L-01[u-ca=chinese]", .monthDay),
        ("M08-15[u-ca=chinese]", .monthDay),
        ("M08-15 20:00[u-ca=chinese]", .monthDayHourMinute),
    ])
    func roundTrip(text: String, mode: SelectionMode) throws {
        let inferred = try Selection(text)
        #expect(inferred.mode == mode)
        #expect(inferred.description == text)
        let given = try Selection(text, mode: mode)
        #expect(given == inferred)
        let values = try #require(PickerValues(given))
        #expect(try values.canonical == text)
        #expect(values.calendar != .gregorian)
    }

    @Test("date modes also read the calendar's own date and write the ISO date")
    func nativeDate() throws {
        #expect(try Selection("1987-M06L-01[u-ca=chinese]").description == "1987-07-26[u-ca=chinese]")
        #expect(try Selection("5784-M05L-01 09:30[u-ca=hebrew]").description == "2024-02-10 09:30[u-ca=hebrew]")
        let value = try Selection("1987-07-26[u-ca=chinese]")
        #expect(value[.year] == 1987 && value.monthCode == MonthCode("M06L") && value[.day] == 1)
        #expect(value.isoDate == CalendarDate(year: 1987, month: 7, day: 26))
    }

    @Test("gregory is accepted and written without an annotation; [!u-ca=…] is accepted")
    func gregoryAndCritical() throws {
        #expect(try Selection("2019-08-20[u-ca=gregory]") == Selection("2019-08-20"))
        #expect(try Selection("2019-08[u-ca=gregorian]").description == "2019-08")
        #expect(try Selection("1987-07-26[!u-ca=chinese]").description == "1987-07-26[u-ca=chinese]")
    }

    /// Bad input: kind and UTF-8 offset, never a fallback.
    @Test(arguments: [
        ("1987-07-26[u-ca=chinese", ParseError.Kind.badAnnotation, 23, "missing \"]\""),
        ("1987-07-26[]", .badAnnotation, 11, "empty annotation"),
        ("1987-07-26[foo=bar]", .badAnnotation, 11, "unknown annotation key \"foo\""),
        ("1987-07-26[u-ca=chinese][u-ca=chinese]", .badAnnotation, 24, "after the annotation"),
        ("1987-07-26[u-ca=mayan]", .unknownCalendar, 16, "supported: gregory, buddhist"),
        ("1988-M06L-01[u-ca=chinese]", .monthNotInYear, 5, "the year has no leap month M06L"),
        ("1987-M06L-30[u-ca=chinese]", .dayOutOfRange, 10, "which has 29 days"),
        ("5783-M05L-01[u-ca=hebrew]", .monthNotInYear, 5, "not a leap year"),
        ("5783-M05L[u-ca=hebrew]", .monthNotInYear, 5, "not a leap year"),
        ("1402-M13[u-ca=persian]", .monthNotInYear, 5, "the year has 12 months"),
        ("M13-01[u-ca=persian]", .monthNotInYear, 0, "does not exist in the persian calendar"),
        ("M06L-31[u-ca=chinese]", .dayOutOfRange, 5, "at most 30 days"),
        ("1900-01-01[u-ca=chinese]", .outsideCalendar, 0, "1901-02-19…2100-02-08"),
        ("1900[u-ca=chinese]", .outsideCalendar, 0, "years 1901...2099"),
        ("2019-02-29[u-ca=hebrew]", .dayOutOfRange, 8, "February 2019"),
        ("987[u-ca=chinese]", .tooShort, 3, "at least 4 digits"),
        ("01987[u-ca=chinese]", .unexpectedCharacter, 0, "no leading zero"),
        ("1987-M6[u-ca=chinese]", .monthOutOfRange, 5, "month code"),
        ("14:30[u-ca=chinese]", .badAnnotation, 5, "no date fields"),
        ("[u-ca=chinese]", .badAnnotation, 0, "expected a value"),
    ])
    func badInput(text: String, kind: ParseError.Kind, offset: Int, message: String) {
        do {
            let parsed = try Selection(text)
            Issue.record("\(text) parsed as \(parsed)")
        } catch {
            #expect(error.kind == kind, "\(text): \(error)")
            #expect(error.offset == offset, "\(text): \(error)")
            #expect(error.message.contains(message), "\(text): \(error)")
            #expect((0...text.utf8.count).contains(error.offset))
        }
    }

    @Test("a given mode that does not match is an error, never another mode; no annotation is Gregorian")
    func modeMismatch() throws {
        #expect(throws: ParseError.self) { try Selection("1987-M06L[u-ca=chinese]", mode: .date) }
        #expect(throws: ParseError.self) { try Selection("5784[u-ca=hebrew]", mode: .yearMonth) }
        #expect(try Selection("2019-08-20").calendar == .gregorian)
        #expect(try Selection("2019-08-20[u-ca=gregory]") == Selection("2019-08-20"))
    }

    @Test("Codable as the canonical string")
    func codable() throws {
        let value = try Selection("M06L-01[u-ca=chinese]")
        let data = try JSONEncoder().encode([value])
        #expect(String(decoding: data, as: UTF8.self) == #"["M06L-01[u-ca=chinese]"]"#)
        #expect(try JSONDecoder().decode([Selection].self, from: data) == [value])
        let calendar = try Selection("1987-07-26[u-ca=chinese]")
        #expect(try JSONDecoder().decode(Selection.self, from: JSONEncoder().encode(calendar)) == calendar)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Selection.self, from: Data(#""1988-M06L-01[u-ca=chinese]""#.utf8))
        }
    }

    @Test("every day of the chinese table round-trips through its string (seeded sample elsewhere)")
    func chineseDays() throws {
        let rules = CalendarKind.chinese.rules
        for day in stride(from: rules.dayNumbers.lowerBound, through: rules.dayNumbers.upperBound, by: 1) {
            let fields = rules.fields(dayNumber: day)
            let text =
                "\(fields.year)-\(fields.monthCode)-\(fields.day < 10 ? "0" : "")\(fields.day)[u-ca=chinese]"
            let parsed = try Selection(text)
            guard parsed.isoDate == GregorianRules.date(fromDayNumber: day),
                try Selection(parsed.description) == parsed
            else {
                Issue.record("\(text) -> \(parsed)")
                return
            }
        }
    }
}
