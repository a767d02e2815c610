import Foundation
import PickerKit
import PickerKitFoundation
import Testing

/// `JSONEncoder`/`JSONDecoder` round trips of every Codable value type, as a client sees them.
@Suite("Codable round trips")
struct CodableRoundTripTests {
    static func roundTrip<T: Codable & Equatable>(_ value: T, mode: SelectionMode? = nil) throws -> T {
        let data = try JSONEncoder().encode([value])
        let decoder = JSONDecoder()
        if let mode { decoder.userInfo[.pickerSelectionMode] = mode }
        return try decoder.decode([T].self, from: data)[0]
    }

    static func encodedString<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try JSONEncoder().encode([value]), as: UTF8.self)
    }

    @Test("every selection mode, random values, as value types, Selection and PickerValues")
    func selections() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        for _ in 0..<200 {
            for mode in SelectionMode.allCases {
                let values = DateRoundTripTests.randomValues(&random).converted(mode)
                let selection = try values.selection
                #expect(try Self.roundTrip(selection, mode: mode) == selection, "seed \(seed): \(selection)")
                #expect(try Self.roundTrip(values, mode: mode) == values, "seed \(seed): \(values)")
                #expect(try Self.encodedString(selection) == "[\"\(selection)\"]")
                if mode != .minuteSecond {
                    // The shape alone gives the mode back.
                    #expect(try Self.roundTrip(selection) == selection, "seed \(seed): \(selection)")
                }
                // A value decoded in its own mode, as a stored field of a known mode is.
                #expect(try Self.roundTrip(selection, mode: mode) == selection)
            }
        }
        #expect(try Self.roundTrip(Selection.present) == .present)
        #expect(try Self.encodedString(Selection.present) == "[\"present\"]")
    }

    @Test("cascade paths, calendar dates and the raw-value enums")
    func others() throws {
        let path = try CascadePath(parsing: "440000/440300/440305")
        #expect(try Self.roundTrip(path) == path)
        #expect(try Self.encodedString(path) == "[\"440000\\/440300\\/440305\"]")
        let day = CalendarDate(year: 1582, month: 10, day: 14)
        #expect(try Self.roundTrip(day) == day)
        for mode in SelectionMode.allCases { #expect(try Self.roundTrip(mode) == mode) }
        for field in DateField.allCases { #expect(try Self.roundTrip(field) == field) }
        for order in ColumnSortOrder.allCases { #expect(try Self.roundTrip(order) == order) }
        for weekday in Weekday.allCases { #expect(try Self.roundTrip(weekday) == weekday) }
        for cycle in HourCycle.allCases { #expect(try Self.roundTrip(cycle) == cycle) }
        for style in MonthStyle.allCases { #expect(try Self.roundTrip(style) == style) }
        for rule in CascadeCodeRule.allCases { #expect(try Self.roundTrip(rule) == rule) }
        for kind in CalendarKind.allCases { #expect(try Self.roundTrip(kind) == kind) }
        let adarI = try #require(MonthCode("M05L"))
        #expect(try Self.roundTrip(adarI) == adarI)
    }

    @Test("calendar fields encode as RFC 9557 dates, every calendar, random days")
    func calendarFields() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed ^ 0xCA1)
        for kind in CalendarKind.allCases {
            for _ in 0..<50 {
                let days = kind.rules.dayNumbers.clamped(to: 693_960...766_644)  // 1901...2100
                let date = GregorianRules.date(fromDayNumber: Int.random(in: days, using: &random))
                let fields = try kind.fields(of: date)
                #expect(try Self.roundTrip(fields) == fields, "seed \(seed): \(fields)")
                #expect(try Self.encodedString(fields).hasSuffix("[u-ca=\(kind.rawValue)]\"]"))
            }
        }
        let hebrew = try CalendarKind.hebrew.fields(of: CalendarDate(year: 2024, month: 2, day: 10))
        #expect(try Self.encodedString(hebrew) == "[\"2024-02-10[u-ca=hebrew]\"]")
        for (json, offset) in [
            (#"["2024-02-30[u-ca=hebrew]"]"#, 8), (#"["2024-02-10[u-ca=mayan]"]"#, 16), (#"["2024-02-10"]"#, 10),
        ] {
            do {
                _ = try JSONDecoder().decode([CalendarFields].self, from: Data(json.utf8))
                Issue.record("\(json) decoded")
            } catch DecodingError.dataCorrupted(let context) {
                #expect(context.debugDescription.contains("at offset \(offset):"), "\(context.debugDescription)")
            }
        }
        var wrong = hebrew
        wrong.month = 5  // the ordinal month of M05L is 6 in a leap year
        #expect(throws: EncodingError.self) { try JSONEncoder().encode([wrong]) }
    }

    @Test(
        "decoding errors name the input, the offset and the problem",
        arguments: [
            (#"["2019-02-30"]"#, "invalid selection \"2019-02-30\" at offset 8: day 30 is out of range"),
            (#"["2019-13"]"#, "invalid selection \"2019-13\" at offset 5: month 13"),
            (#"["2019-08-20T14:30"]"#, "invalid selection \"2019-08-20T14:30\" at offset"),
        ])
    func decodingErrors(json: String, expected: String) throws {
        do {
            _ = try JSONDecoder().decode([Selection].self, from: Data(json.utf8))
            Issue.record("\(json) decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.hasPrefix(expected), "\(context.debugDescription)")
            #expect(context.underlyingError is ParseError)
        }
    }

    @Test("other decoding and encoding errors")
    func otherErrors() throws {
        do {
            _ = try JSONDecoder().decode([CascadePath].self, from: Data(#"["440000//440305"]"#.utf8))
            Issue.record("empty segment decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.hasPrefix("invalid cascade path \"440000//440305\" at offset 7"))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([PickerValues].self, from: Data(#"["present"]"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([Selection].self, from: Data("[20190820]".utf8))
        }
        // `present` is a picker's row, not a day: refused by name, never a crash.
        do {
            _ = try JSONDecoder().decode([CalendarDate].self, from: Data(#"["present"]"#.utf8))
            Issue.record("present decoded as a day")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "invalid date \"present\" at offset 0: present names no day")
        }
        #expect(throws: EncodingError.self) {
            try JSONEncoder().encode([PickerValues(mode: .date, year: 2019, month: 2, day: 30)])
        }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode([CascadePath(codes: ["a/b"])]) }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode([CalendarDate(year: 2019, month: 2, day: 30)]) }
        // "14:30" in a minute-second decoder is minute 14, second 30; without it, an hour-minute.
        let decoder = JSONDecoder()
        decoder.userInfo[.pickerSelectionMode] = SelectionMode.minuteSecond
        #expect(try decoder.decode([Selection].self, from: Data(#"["14:30"]"#.utf8))[0].mode == .minuteSecond)
        #expect(try JSONDecoder().decode([Selection].self, from: Data(#"["14:30"]"#.utf8))[0].mode == .hourMinute)
    }
}

extension PickerValues {
    /// The same wall-clock fields in `mode`.
    func converted(_ mode: SelectionMode) -> PickerValues {
        PickerValues(
            mode: mode, year: self[.year], month: self[.month], day: self[.day], hour: self[.hour],
            minute: self[.minute], second: self[.second])
    }
}
