import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite("selection ranges: canonical strings, strict parsing, Codable")
struct SelectionRangeTests {
    @Test(
        "canonical ranges parse, infer their mode and print back",
        arguments: [
            ("2015-03/present", SelectionMode.yearMonth, true),
            ("2019-08-20/2019-09-01", .date, false),
            ("2019-08-20 09:00/2019-08-20 17:30", .dateHourMinute, false),
            ("2019/2019", .year, false),
            ("12-01/12-31", .monthDay, false),
            ("09:00:00/17:30:00", .time, false),
            ("0001-01-01 00:00:00/9999-12-31 23:59:59", .dateTime, false),
            ("14:30/present", .hourMinute, true),
        ])
    func roundTrip(text: String, mode: SelectionMode, isOpen: Bool) throws {
        let range = try SelectionRange(text)
        #expect(range.mode == mode)
        #expect(range.isOpen == isOpen)
        #expect(range.description == text)
        #expect(try SelectionRange(text, mode: mode) == range)
        #expect(range.start.mode == mode)
    }

    @Test(
        "bad ranges are refused with kind and position",
        arguments: [
            ("", ParseError.Kind.empty, 0),
            ("2019-09-01/2019-08-20", .endBeforeStart, 11),
            ("2019-08-20 17:30/2019-08-20 09:00", .endBeforeStart, 17),
            ("present/2019-08", .presentStart, 0),
            ("present", .presentStart, 0),
            ("present/present", .presentStart, 0),
            ("2019-08/2019-08-20", .modeMismatch, 8),
            ("2019-08-20/2019-09", .modeMismatch, 11),
            ("2019-08", .missingSolidus, 7),
            ("2019-08/", .invalidEnd, 8),
            ("/2019-08", .invalidStart, 0),
            ("2019-08//2019-09", .extraSolidus, 8),
            ("2019-08/2019-09/present", .extraSolidus, 15),
            ("2019-02-29/2019-03-01", .invalidStart, 8),
            ("2019-02-01/2019-02-30", .invalidEnd, 19),
            ("2019-08/2019-13", .invalidEnd, 13),
            ("2019-08/Present", .invalidEnd, 8),
            ("2019-08 2019-09", .invalidStart, 7),
        ])
    func errors(text: String, kind: ParseError.Kind, offset: Int) {
        let error = Self.error(text)
        #expect(error?.kind == kind, "\(text): \(String(describing: error))")
        #expect(error?.offset == offset, "\(text): \(String(describing: error))")
        #expect(error.map { (0...text.utf8.count).contains($0.offset) && !$0.message.isEmpty } == true)
    }

    /// The error of parsing `text` strictly, or `nil` when it parses.
    static func error(_ text: String, mode: SelectionMode? = nil) -> ParseError? {
        do {
            _ = try SelectionRange(text, mode: mode)
            return nil
        } catch {
            return error
        }
    }

    @Test("messages name the halves")
    func messages() {
        #expect(
            Self.error("2019-09-01/2019-08-20")?.description
                == "the end 2019-08-20 is before the start 2019-09-01 (offset 11)")
        #expect(
            Self.error("2019-08/2019-08-20")?.message
                == "the end 2019-08-20 is date but the start 2019-08 is year-month; both halves need one mode")
        let half = Self.error("2019-02-01/2019-02-30")
        #expect(half?.message == "end: day 30 is out of range for February 2019 (28 days)")
        #expect(half?.halfError?.kind == .dayOutOfRange)
        #expect(half?.halfError?.offset == 8)
        let glued = Self.error("2019-08-20x", mode: .date)
        #expect(glued?.kind == .missingSolidus)
        #expect(glued?.offset == 10)
        #expect(
            Self.error("2019-08")?.message
                == "2019-08 is a single value; a range needs '/' and an end, such as 2019-08/present")
    }

    @Test("a given mode is required of both halves")
    func givenMode() {
        #expect(throws: ParseError.self) { try SelectionRange("2019-08/2019-09", mode: .date) }
        #expect((try? SelectionRange("30:05/45:00", mode: .minuteSecond))?.mode == .minuteSecond)
    }

    @Test("the memberwise initializer checks like the parser")
    func memberwise() throws {
        let start = try Selection("2019-08-20")
        #expect(try SelectionRange(start: start, end: .present).description == "2019-08-20/present")
        #expect(try SelectionRange(start: start, end: start).description == "2019-08-20/2019-08-20")
        #expect(throws: ParseError.self) { try SelectionRange(start: .present, end: start) }
        #expect(throws: ParseError.self) {
            try SelectionRange(start: start, end: try Selection("2019-08"))
        }
        let chinese = try Selection("1987-07-26[u-ca=chinese]")
        #expect(try SelectionRange(start: chinese, end: .present).description == "1987-07-26[u-ca=chinese]/present")
        do {
            _ = try SelectionRange(start: chinese, end: try Selection("1987-08-26"))
            Issue.record("a range of two calendars was made")
        } catch {
            #expect(error.kind == .calendarMismatch)
            #expect(error.offset == 35)
        }
        let earlier = try Selection("2019-08-19")
        do {
            _ = try SelectionRange(start: start, end: earlier)
            Issue.record("a reversed range was made")
        } catch {
            #expect(error.kind == .endBeforeStart)
            #expect(error.offset == 11)
        }
    }

    @Test("Codable as the canonical string, strict on decoding")
    func codable() throws {
        let range = try SelectionRange("2015-03/present")
        let data = try JSONEncoder().encode([range])
        #expect(String(decoding: data, as: UTF8.self) == #"["2015-03\/present"]"#)
        #expect(try JSONDecoder().decode([SelectionRange].self, from: data) == [range])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([SelectionRange].self, from: Data(#"["2019-09/2019-08"]"#.utf8))
        }
    }

    @Test("random valid ranges round-trip; swapped halves are refused at the end")
    func property() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        for _ in 0..<5_000 {
            let mode = SelectionMode.allCases.randomElement(using: &random)!
            let first = Selection(fields: randomFields(mode, using: &random), mode: mode)
            let second = Selection(fields: randomFields(mode, using: &random), mode: mode)
            let firstText = first.description
            let secondText = second.description
            let (low, high) = firstText <= secondText ? (firstText, secondText) : (secondText, firstText)
            let text = low + "/" + high
            let range = try SelectionRange(text, mode: mode)
            #expect(range.description == text, "seed \(seed)")
            if low != high {
                do {
                    _ = try SelectionRange(high + "/" + low, mode: mode)
                    Issue.record("\(high)/\(low) parsed (seed \(seed))")
                } catch {
                    #expect(error.kind == .endBeforeStart && error.offset == high.utf8.count + 1, "seed \(seed)")
                }
            }
        }
    }

    /// A random valid value of `mode` (canonical strings of one mode sort chronologically).
    func randomFields(_ mode: SelectionMode, using random: inout SplitMix64) -> SelectionFields {
        var fields = SelectionFields(
            year: Int.random(in: 1...9999, using: &random), month: Int.random(in: 1...12, using: &random))
        fields.day = Int.random(in: 1...fields.daysInMonth(yearKnown: mode.includes(.year)), using: &random)
        fields.hour = Int.random(in: 0...23, using: &random)
        fields.minute = Int.random(in: 0...59, using: &random)
        fields.second = Int.random(in: 0...59, using: &random)
        return fields
    }
}
