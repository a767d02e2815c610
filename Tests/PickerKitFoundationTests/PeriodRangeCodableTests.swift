import Foundation
import PickerKit
import Testing

/// `JSONEncoder`/`JSONDecoder` round trips of the Codable types that are not plain selections
/// (weeks, quarters, calendar selections, ranges), their decoding errors, and a check that
/// every type declared `Codable` in the library modules (`PickerKitCore`, `PickerKit`,
/// `PickerKitRegions`) is round-tripped in this target.
@Suite("Codable round trips: periods, calendar selections, ranges")
struct PeriodRangeCodableTests {
    /// A random day of 0001...9999.
    static func randomDay(_ random: inout SplitMix64) -> CalendarDate {
        GregorianRules.date(fromDayNumber: Int.random(in: 0...3_652_058, using: &random))
    }

    /// `value` padded to four digits, `-` first when negative, as canonical strings write years.
    static func padded(_ value: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    @Test("random ISO weeks and quarters")
    func periods() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed ^ 0x9EEC)
        for _ in 0..<2_000 {
            let day = Self.randomDay(&random)
            let week = Period(weekContaining: day)
            #expect(try CodableRoundTripTests.roundTrip(week) == week, "seed \(seed): \(week)")
            #expect(try CodableRoundTripTests.encodedString(week) == "[\"\(week)\"]")
            let quarter = try Period(quarterContaining: day)
            #expect(try CodableRoundTripTests.roundTrip(quarter) == quarter, "seed \(seed): \(quarter)")
            #expect(try CodableRoundTripTests.encodedString(quarter) == "[\"\(quarter)\"]")
        }
    }

    @Test("random durations, their units and label styles")
    func durations() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed ^ 0xD0_2A)
        for _ in 0..<2_000 {
            let duration = try DurationSelection(
                totalSeconds: Int.random(in: 0...(9_999 * 3_600 + 3_599), using: &random))
            #expect(try CodableRoundTripTests.roundTrip(duration) == duration, "seed \(seed): \(duration)")
            #expect(try CodableRoundTripTests.encodedString(duration) == "[\"\(duration)\"]")
        }
        #expect(try CodableRoundTripTests.encodedString(DurationSelection(hours: 1, minutes: 30)) == #"["PT1H30M"]"#)
        for unit in DurationUnit.allCases { #expect(try CodableRoundTripTests.roundTrip(unit) == unit) }
        for style in DurationLabelStyle.allCases { #expect(try CodableRoundTripTests.roundTrip(style) == style) }
        let error = Self.decodingError(DurationSelection.self, #"["PT90M"]"#)
        #expect(error?.hasPrefix("invalid duration \"PT90M\" at offset") == true, "\(error ?? "")")
    }

    @Test("random calendar selections in every non-Gregorian calendar (date, year-month, month-day)")
    func calendarSelections() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed ^ 0xCA15)
        for kind in CalendarKind.allCases where kind != .gregorian {
            for _ in 0..<40 {
                let days = kind.rules.dayNumbers.clamped(to: 693_960...766_644)  // 1901...2100
                let date = GregorianRules.date(fromDayNumber: Int.random(in: days, using: &random))
                let fields = try kind.fields(of: date)
                let day = fields.day < 10 ? "0\(fields.day)" : "\(fields.day)"
                for text in [
                    "\(date)[u-ca=\(kind.rawValue)]",
                    "\(Self.padded(fields.year))-\(fields.monthCode)[u-ca=\(kind.rawValue)]",
                    "\(fields.monthCode)-\(day)[u-ca=\(kind.rawValue)]",
                ] {
                    let selection: Selection
                    do { selection = try Selection(text) } catch {
                        Issue.record("seed \(seed): \(text): \(error)")
                        continue
                    }
                    #expect(selection.description == text, "seed \(seed)")
                    #expect(try CodableRoundTripTests.roundTrip(selection) == selection, "seed \(seed): \(text)")
                    #expect(try CodableRoundTripTests.encodedString(selection) == "[\"\(text)\"]")
                    // Through the Selection enum, the type a picker stores.
                    let wrapped = try Selection(text)
                    #expect(try CodableRoundTripTests.roundTrip(wrapped) == wrapped, "seed \(seed): \(text)")
                }
            }
        }
    }

    @Test("random ranges in every mode, open-ended ones included")
    func ranges() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed ^ 0x2A9E)
        for _ in 0..<300 {
            for mode in SelectionMode.allCases {
                let ends = try [
                    DateRoundTripTests.randomValues(&random).converted(mode).selection,
                    DateRoundTripTests.randomValues(&random).converted(mode).selection,
                ].sorted { $0.description < $1.description }
                let range = try SelectionRange(start: ends[0], end: ends[1])
                let decoded = try CodableRoundTripTests.roundTrip(range, mode: mode)
                #expect(decoded == range, "seed \(seed): \(range)")
                if mode.includes(.year) {
                    let open = try SelectionRange(start: ends[0], end: .present)
                    #expect(try CodableRoundTripTests.roundTrip(open) == open, "seed \(seed): \(open)")
                    #expect(try CodableRoundTripTests.encodedString(open).hasSuffix("\\/present\"]"))
                }
            }
        }
    }

    /// Decodes `json` as `[T]` and returns the `dataCorrupted` description, or records an issue.
    static func decodingError<T: Decodable>(_ type: T.Type, _ json: String) -> String? {
        do {
            _ = try JSONDecoder().decode([T].self, from: Data(json.utf8))
            Issue.record("\(json) decoded as \(T.self)")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.map(\.intValue) == [0], "\(context.codingPath)")
            #expect(context.underlyingError != nil)
            return context.debugDescription
        } catch {
            Issue.record("\(json): \(error)")
        }
        return nil
    }

    @Test("decoding errors carry the input, the offset and the problem")
    func decodingErrors() throws {
        let week = Self.decodingError(Period.self, #"["2019-W53"]"#)
        #expect(
            week?.hasPrefix("invalid period \"2019-W53\" at offset 6: week 53 is out of range") == true, "\(week ?? "")"
        )
        let quarter = Self.decodingError(Period.self, #"["2019-Q5"]"#)
        #expect(quarter?.hasPrefix("invalid period \"2019-Q5\" at offset 6:") == true, "\(quarter ?? "")")
        let chinese = Self.decodingError(Selection.self, #"["1988-M06L-01[u-ca=chinese]"]"#)
        #expect(
            chinese?.hasPrefix("invalid selection \"1988-M06L-01[u-ca=chinese]\" at offset 5:") == true,
            "\(chinese ?? "")")
        let range = Self.decodingError(SelectionRange.self, #"["2019-09/2019-08"]"#)
        #expect(range?.hasPrefix("invalid range \"2019-09/2019-08\" at offset 8:") == true, "\(range ?? "")")
        let path = Self.decodingError(CascadePath.self, #"["440000/"]"#)
        #expect(path?.hasPrefix("invalid cascade path \"440000/\" at offset 7") == true, "\(path ?? "")")
        // A raw-value enum names the bad case (Foundation's own message).
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([SelectionMode].self, from: Data(#"["week"]"#.utf8))
        }
    }

    /// The package root (this file is Tests/PickerKitFoundationTests/<file> in it).
    static let root = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
        .joined(separator: "/")

    @Test("every type declared Codable in the library modules is round-tripped in this target")
    func inventory() throws {
        let tests = Self.root + "/Tests/PickerKitFoundationTests"
        let declaration = /(?:struct|enum|class|extension|protocol)\s+(\w+)[^{\n]*\bCodable\b/
        var names: Set<String> = []
        for module in ["PickerKitCore", "PickerKit", "PickerKitRegions"] {
            let sources = Self.root + "/Sources/" + module
            let files = try FileManager.default.subpathsOfDirectory(atPath: sources).filter { $0.hasSuffix(".swift") }
            for file in files {
                let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
                for match in text.matches(of: declaration) { names.insert(String(match.output.1)) }
            }
        }
        #expect(names.count >= 19, "found only \(names.sorted())")
        let testText = try [
            "CodableRoundTripTests.swift", "PeriodRangeCodableTests.swift",
        ].map { try String(contentsOfFile: tests + "/" + $0, encoding: .utf8) }.joined()
        // SelectionValue's conformers (one per mode) are round-tripped through `selection.value`.
        for name in names.sorted() where name != "SelectionValue" {
            #expect(testText.contains("\(name)"), "\(name) is Codable but no round trip here names it")
        }
    }
}
