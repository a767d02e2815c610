import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite("Durations: canonical ISO 8601 strings, strict and lenient parsing, Codable")
struct DurationSelectionTests {
    @Test(
        "canonical strings round-trip and name their units",
        arguments: [
            ("PT1H30M", 1, 30, 0), ("PT45S", 0, 0, 45), ("PT0S", 0, 0, 0), ("PT9999H59M59S", 9999, 59, 59),
            ("PT1H1S", 1, 0, 1), ("PT59M", 0, 59, 0), ("PT24H", 24, 0, 0), ("PT100H5M", 100, 5, 0),
        ])
    func canonical(text: String, hours: Int, minutes: Int, seconds: Int) throws {
        let duration = try DurationSelection(text)
        #expect(duration.hours == hours && duration.minutes == minutes && duration.seconds == seconds)
        #expect(duration.description == text)
        #expect(try DurationSelection(hours: hours, minutes: minutes, seconds: seconds) == duration)
        #expect(try DurationSelection(totalSeconds: duration.totalSeconds) == duration)
    }

    @Test(
        "strict parsing refuses every other spelling, with kind, offset and message",
        arguments: [
            (
                "PT90M", ParseError.Kind.fieldOutOfRange, 2,
                "90 minutes is not below 60; the canonical form carries whole hours: write PT1H30M"
            ),
            (
                "PT60S", .fieldOutOfRange, 2,
                "60 seconds is not below 60; the canonical form carries whole minutes: write PT1M"
            ),
            ("PT0H30M", .zeroComponent, 2, "a zero unit is left out (zero is PT0S): write PT30M"),
            ("PT0M", .zeroComponent, 2, "a zero unit is left out (zero is PT0S): write PT0S"),
            ("PT1H0S", .zeroComponent, 4, "a zero unit is left out (zero is PT0S): write PT1H"),
            ("PT05M", .leadingZero, 2, "a number has no leading zero: write PT5M"),
            ("pt1h", .unexpectedCharacter, 0, #"expected "P", found "p"; designators are upper-case"#),
            ("PT1h", .unexpectedCharacter, 3, #"expected H, M or S, found "h"; designators are upper-case"#),
            (
                "P1D", .dateComponent, 1,
                "years, months, weeks and days are not countdown units (a day is not always 24 hours); write hours after T, such as PT24H"
            ),
            (
                "P1DT2H", .dateComponent, 1,
                "years, months, weeks and days are not countdown units (a day is not always 24 hours); write hours after T, such as PT24H"
            ),
            ("PT1.5H", .fraction, 3, "fractions are not supported; the units are whole"),
            ("-PT1H", .negative, 0, "a duration is never negative"),
            ("PT-1H", .negative, 2, "a duration has no sign and is never negative"),
            ("PT1M2H", .outOfOrder, 5, "H after M; the units go H, M, S, each at most once"),
            ("PT1H2H", .outOfOrder, 5, "H after H; the units go H, M, S, each at most once"),
            ("PT", .tooShort, 2, "the duration ends after T; expected a number and H, M or S"),
            ("P", .tooShort, 1, "the duration ends after P; expected T and a time"),
            ("PT1", .tooShort, 3, "the duration ends after a number; expected H, M or S"),
            ("PT10000H", .hoursOutOfRange, 2, "10000 hours in all is over 9999"),
            ("PT99999999999H", .hoursOutOfRange, 2, "the number is over 9999 hours"),
            ("PT1X", .unexpectedCharacter, 3, #"expected H, M or S, found "X"; a duration looks like PT1H30M"#),
            ("1:30", .unexpectedCharacter, 0, #"expected "P", found "1"; a duration looks like PT1H30M"#),
            (" PT1H", .unexpectedCharacter, 0, #"expected "P", found " "; a duration looks like PT1H30M"#),
            ("PT1H ", .unexpectedCharacter, 4, #"expected a number, found " "; a duration looks like PT1H30M"#),
            ("", .empty, 0, "empty input; expected a duration such as PT1H30M"),
            ("PT1H€", .unexpectedCharacter, 4, "expected a number, found U+20AC; a duration looks like PT1H30M"),
        ])
    func strictErrors(text: String, kind: ParseError.Kind, offset: Int, message: String) {
        let error = Self.error { () throws(ParseError) in _ = try DurationSelection(text) }
        #expect(error?.kind == kind, "\(text)")
        #expect(error?.offset == offset, "\(text)")
        #expect(error?.message == message, "\(text)")
    }

    @Test(
        "lenient parsing normalizes what other software writes",
        arguments: [
            ("PT90M", "PT1H30M"), ("PT3600S", "PT1H"), ("PT0H30M", "PT30M"), ("pt1h30m", "PT1H30M"),
            ("  PT05M\n", "PT5M"), ("PT0H0M0S", "PT0S"), ("PT59M3600S", "PT1H59M"), ("PT9998H120M", "PT10000H"),
        ])
    func lenient(text: String, canonical: String) throws {
        if canonical == "PT10000H" {
            let error = Self.error { () throws(ParseError) in _ = try DurationSelection(normalizing: text) }
            #expect(error?.kind == .hoursOutOfRange)
            #expect(error?.offset == 2)
            return
        }
        #expect(try DurationSelection(normalizing: text).description == canonical)
    }

    @Test(
        "lenient parsing still refuses signs, fractions, days and disorder, positioned in the input",
        arguments: [
            ("  P1D", ParseError.Kind.dateComponent, 3), (" PT1,5M", .fraction, 4), ("PT1S1M", .outOfOrder, 5),
            ("  ", .empty, 2), ("PT", .tooShort, 2),
        ])
    func lenientErrors(text: String, kind: ParseError.Kind, offset: Int) {
        let error = Self.error { () throws(ParseError) in _ = try DurationSelection(normalizing: text) }
        #expect(error?.kind == kind, "\(text)")
        #expect(error?.offset == offset, "\(text)")
    }

    @Test("seeded round trip: parse(canonical(x)) == x, lenient(x) == x, and the offsets of units")
    func roundTrip() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        for _ in 0..<20_000 {
            let total =
                Bool.random(using: &random)
                ? Int.random(in: 0..<(86_400 * 2), using: &random)
                : Int.random(in: 0...(DurationSelection.maximumHours * 3600 + 3599), using: &random)
            let duration = try DurationSelection(totalSeconds: total)
            let text = duration.description
            #expect(try DurationSelection(text) == duration, "\(text) seed \(seed)")
            #expect(try DurationSelection(normalizing: text) == duration, "\(text) seed \(seed)")
            // The same length spelled the long way (every unit, all in seconds) normalizes to it.
            #expect(try DurationSelection(normalizing: "PT\(total)S") == duration, "\(text) seed \(seed)")
            let spelled = "PT\(duration.hours)H\(duration.minutes)M\(duration.seconds)S"
            #expect(try DurationSelection(normalizing: spelled) == duration, "\(spelled) seed \(seed)")
            for unit in DurationUnit.allCases where duration[unit] > 0 {
                let bytes = Array(text.utf8)
                let offset = duration.offset(of: unit)
                let end = bytes[offset...].firstIndex { $0 > 0x39 }!
                #expect(Int(String(decoding: bytes[offset..<end], as: UTF8.self)) == duration[unit], "\(text)")
                #expect(bytes[end] == unit.designator.asciiValue, "\(text)")
            }
        }
    }

    @Test("ordered by length; zero is PT0S")
    func order() throws {
        #expect(try DurationSelection("PT59M59S") < DurationSelection("PT1H"))
        #expect(DurationSelection.zero.description == "PT0S")
        #expect(try DurationSelection(totalSeconds: 5400).description == "PT1H30M")
        #expect(
            Self.error { () throws(ParseError) in _ = try DurationSelection(totalSeconds: -1) }?.kind == .negative)
        #expect(
            Self.error { () throws(ParseError) in _ = try DurationSelection(hours: 1, minutes: 60) }?.kind
                == .fieldOutOfRange)
    }

    @Test("Codable as the canonical string, decoded strictly with the offset in the error")
    func codable() throws {
        let values = try ["PT1H30M", "PT0S", "PT45S"].map { (text) throws(ParseError) in try DurationSelection(text)
        }
        let data = try JSONEncoder().encode(values)
        #expect(String(decoding: data, as: UTF8.self) == #"["PT1H30M","PT0S","PT45S"]"#)
        #expect(try JSONDecoder().decode([DurationSelection].self, from: data) == values)
        do {
            _ = try JSONDecoder().decode([DurationSelection].self, from: Data(#"["PT90M"]"#.utf8))
            Issue.record("PT90M decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(
                context.debugDescription
                    == #"invalid duration "PT90M" at offset 2: 90 minutes is not below 60; the canonical form carries whole hours: write PT1H30M"#
            )
            #expect((context.underlyingError as? ParseError)?.kind == .fieldOutOfRange)
        }
    }

    static func error(_ body: () throws(ParseError) -> Void) -> ParseError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }
}
