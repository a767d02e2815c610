import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("week and quarter values of a run-time mode, and ranges of them")
struct PeriodRangeTests {
    @Test(
        "Period infers the mode from the letter and keeps the canonical string",
        arguments: [("2020-W53", PeriodMode.yearWeek), ("0001-W01", .yearWeek), ("2019-Q3", .yearQuarter)])
    func inferred(text: String, mode: PeriodMode) throws {
        let period = try Period(text)
        #expect(period.mode == mode)
        #expect(period.description == text)
        #expect(try Period(text, mode: mode) == period)
    }

    @Test(
        "bad periods are refused with kind and offset",
        arguments: [
            ("2019-W53", nil, ParseError.Kind.weekOutOfRange, 6),
            ("2020-W54", nil, .weekOutOfRange, 6),
            ("2020-W00", nil, .weekOutOfRange, 6),
            ("2019-Q5", nil, .quarterOutOfRange, 6),
            ("2019-X3", nil, .unknownShape, 5),
            ("2019/Q3", nil, .unknownShape, 4),
            ("19-Q3", nil, .unknownShape, 2),
            ("", nil, .empty, 0),
            ("2019-Q3", PeriodMode.yearWeek, .unexpectedCharacter, 5),
            ("2020-W53", PeriodMode.yearQuarter, .unexpectedCharacter, 5),
        ] as [(String, PeriodMode?, ParseError.Kind, Int)])
    func badPeriods(text: String, mode: PeriodMode?, kind: ParseError.Kind, offset: Int) {
        let error = PeriodTests.error { () throws(ParseError) in _ = try Period(text, mode: mode) }
        #expect(error?.kind == kind, "\(text)")
        #expect(error?.offset == offset, "\(text)")
    }

    @Test(
        "ranges of weeks and quarters round-trip",
        arguments: ["2019-W10/2019-W20", "2019-Q1/present", "2020-W53/2020-W53", "2019-Q4/2020-Q1", "2015-W53/present"])
    func ranges(text: String) throws {
        let range = try PeriodRange(text)
        #expect(range.description == text)
        #expect(try PeriodRange(text, mode: range.mode) == range)
        #expect(range.isOpen == text.hasSuffix("/present"))
    }

    @Test(
        "bad ranges are refused with kind, offset and message",
        arguments: [
            (
                "2019-W20/2019-W10", ParseError.Kind.endBeforeStart, 9,
                "the end 2019-W10 is before the start 2019-W20"
            ),
            (
                "2019-Q1/2019-W20", .modeMismatch, 8,
                "the end 2019-W20 is year-week but the start 2019-Q1 is year-quarter; both halves need one mode"
            ),
            ("present/2019-Q1", .presentStart, 0, "a range cannot start at present; present is only an end"),
            (
                "2019-Q1", .missingSolidus, 7,
                "2019-Q1 is a single value; a range needs '/' and an end, such as 2019-Q1/present"
            ),
            ("2019-Q1/2019-Q2/2019-Q3", .extraSolidus, 15, "a second '/' in the end; a range has exactly one"),
            ("2019-W53/present", .weekOutOfRange, 6, "start: week 53 is out of range for 2019 (52 ISO weeks)"),
            ("2019-W01/2019-W54", .weekOutOfRange, 15, "end: week 54 is out of range for 2019 (52 ISO weeks)"),
            ("2019-Q1/2019-Q5", .quarterOutOfRange, 14, "end: quarter 5 is out of range (1...4)"),
            ("", .empty, 0, "empty input; a range looks like 2019-W10/2019-W20 or 2019-Q1/present"),
        ])
    func badRanges(text: String, kind: ParseError.Kind, offset: Int, message: String) {
        let error = PeriodTests.error { () throws(ParseError) in _ = try PeriodRange(text) }
        #expect(error?.kind == kind, "\(text)")
        #expect(error?.offset == offset, "\(text)")
        #expect(error?.message == message, "\(text)")
    }

    @Test("a range made from values is checked like a parsed one")
    func madeRanges() throws {
        #expect(throws: ParseError.self) {
            try PeriodRange(start: Period("2019-Q3"), end: Period("2019-Q1"))
        }
        #expect(throws: ParseError.self) {
            try PeriodRange(start: Period("2019-Q3"), end: Period("2019-W40"))
        }
        #expect(try PeriodRange(start: Period("2019-Q3"), end: nil).description == "2019-Q3/present")
    }

    @Test("seeded round trips: parse(format(x)) == x for weeks, quarters and their ranges")
    func roundTrips() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        func randomPeriod(_ mode: PeriodMode) throws -> Period {
            let year = Int.random(in: 1...9999, using: &random)
            switch mode {
            case .yearWeek:
                return try Period(
                    year: year, week: Int.random(in: 1...ISOWeekRules.weeksInYear(year), using: &random))
            case .yearQuarter:
                return try Period(year: year, quarter: Int.random(in: 1...4, using: &random))
            }
        }
        for _ in 0..<5_000 {
            let mode = PeriodMode.allCases.randomElement(using: &random)!
            let period = try randomPeriod(mode)
            #expect(try Period(period.description) == period, "seed \(seed)")
            #expect(try Period(period.description, mode: period.mode) == period, "seed \(seed)")
            let other = try randomPeriod(mode)
            let end: Period? = Bool.random(using: &random) ? nil : max(period, other)
            let range = try PeriodRange(start: end == nil ? period : min(period, other), end: end)
            #expect(try PeriodRange(range.description) == range, "\(range) seed \(seed)")
            #expect(try PeriodRange(range.description, mode: mode) == range, "\(range) seed \(seed)")
        }
    }
}
