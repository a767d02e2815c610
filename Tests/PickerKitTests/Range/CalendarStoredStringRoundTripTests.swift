import PickerKitTestSupport
import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore

/// Ranges and one-column lists in each of the 14 calendars, made in a locale of the calendar:
/// whatever a user selects (rows chosen at random, a leap month, a range left open at Present)
/// is written as a stored string that parses back and selects the same rows in a fresh picker.
@Suite("ranges and one-column lists round-trip through their stored strings in every calendar")
struct CalendarStoredStringRoundTripTests {
    /// A locale whose people use `calendar`, with the calendar keyword (the region alone gives
    /// Persian in fa_IR, Buddhist in th_TH, but not the lunar or religious calendars).
    static func locale(_ calendar: CalendarKind) throws -> ResolvedLocale {
        let base =
            switch calendar {
            case .gregorian: "en_US"
            case .buddhist: "th_TH"
            case .roc: "zh_TW"
            case .japanese: "ja_JP"
            case .persian: "fa_IR"
            case .islamicCivil, .islamicTbla, .islamicUmalqura: "ar_SA"
            case .hebrew: "he_IL"
            case .indian: "hi_IN"
            case .coptic: "ar_EG"
            case .ethiopic: "am_ET"
            case .chinese: "zh_CN"
            case .dangi: "ko_KR"
            }
        return try ResolvedLocale("\(base)@calendar=\(calendar.icuName)")
    }

    /// Gregorian bounds the pickers convert into the calendar: they hold a Chinese, Korean and
    /// Hebrew leap month (2023; 5784).
    static let spans: [(mode: SelectionMode, minimum: String, maximum: String)] = [
        (.yearMonth, "2022-06", "2025-06"),
        (.date, "2023-01-01", "2024-12-31"),
    ]

    static func configuration(_ span: (mode: SelectionMode, minimum: String, maximum: String)) throws
        -> PickerConfiguration
    {
        try PickerConfiguration(mode: span.mode, minimum: span.minimum, maximum: span.maximum)
    }

    /// The stored strings of the leap months between the span's bounds (none in most calendars).
    static func leapMonths(
        _ calendar: CalendarKind, _ span: (mode: SelectionMode, minimum: String, maximum: String)
    ) throws -> [String] {
        var configuration = try configuration(span)
        configuration.calendar = calendar
        let rows = try SingleColumnPicker(configuration).rows
        var stored: [String] = []
        for index in rows.indices {
            guard let values = rows.values(at: index), values.monthCode.isLeap else { continue }
            // One day of each leap month is enough.
            if span.mode.includes(.day) && values.day != 1 { continue }
            stored.append(try values.canonical)
        }
        return stored
    }

    @Test("a one-column list: chosen rows and leap months select the same row again", arguments: CalendarKind.allCases)
    func singleColumn(calendar: CalendarKind) throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed ^ UInt64(calendar.ordinal))
        let locale = try Self.locale(calendar)
        for span in Self.spans {
            let configuration = try Self.configuration(span)
            var picker = try LocalizedSingleColumnPicker(
                locale: locale, configuration: configuration, includesPresent: true)
            #expect(picker.calendarChoice?.kind == calendar, "\(locale)")
            var stored: [String] = []
            for _ in 0..<8 {
                picker.didSelect(row: Int.random(in: 0..<picker.numberOfRows(inColumn: 0), using: &random), inColumn: 0)
                stored.append(picker.selectedValue)
            }
            let leaps = try Self.leapMonths(calendar, span)
            if [.chinese, .dangi, .hebrew].contains(calendar) {
                #expect(!leaps.isEmpty, "\(calendar) \(span.mode): no leap month between the bounds")
            }
            for leap in leaps {
                let change = try picker.select(storedValue: leap)
                #expect(change.adjustments.isEmpty, "\(leap): \(change.adjustments) (seed \(seed))")
                #expect(picker.selectedValue == leap, "seed \(seed)")
                stored.append(picker.selectedValue)
            }
            try picker.select(storedValue: "present")
            stored.append(picker.selectedValue)
            for value in stored {
                let row = try #require(try Self.row(of: value, in: picker))
                if value != "present" {
                    let parsed = try PickerValues(parsing: value, mode: span.mode)
                    #expect(parsed.calendar == calendar, "\(value)")
                    #expect(try parsed.canonical == value)
                }
                var fresh = try LocalizedSingleColumnPicker(
                    locale: locale, configuration: configuration, includesPresent: true)
                let change = try fresh.select(storedValue: value)
                #expect(change.adjustments.isEmpty, "\(value): \(change.adjustments) (seed \(seed))")
                #expect(fresh.selectedValue == value, "\(calendar) \(span.mode) (seed \(seed))")
                #expect(fresh.selectedRow(inColumn: 0) == row, "\(value) (seed \(seed))")
                #expect(
                    fresh.title(forRow: row, inColumn: 0) == picker.title(forRow: row, inColumn: 0),
                    "\(value) (seed \(seed))")
            }
        }
    }

    /// The row on which `picker` shows `value`, found by selecting it in a copy.
    static func row(of value: String, in picker: LocalizedSingleColumnPicker) throws -> Int? {
        var copy = picker
        try copy.select(storedValue: value)
        return copy.selectedValue == value ? copy.selectedRow(inColumn: 0) : nil
    }

    @Test(
        "a range: chosen rows, a leap month and an open range select the same rows again",
        arguments: CalendarKind.allCases)
    func range(calendar: CalendarKind) throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed ^ UInt64(calendar.ordinal) << 8)
        let locale = try Self.locale(calendar)
        for span in Self.spans {
            let configuration = try Self.configuration(span)
            var picker = try LocalizedRangePicker(locale: locale, configuration: configuration, includesPresent: true)
            #expect(picker.calendar == calendar, "\(locale)")
            var stored: [String] = []
            for _ in 0..<8 {
                let column = Int.random(in: 0..<picker.numberOfColumns, using: &random)
                let rows = picker.numberOfRows(inColumn: column)
                picker.didSelect(row: Int.random(in: 0..<rows, using: &random), inColumn: column)
                stored.append(picker.selectedValue)
            }
            let leaps = try Self.leapMonths(calendar, span)
            for leap in leaps {
                // The leap month as the start of a closed range and of an open one.
                for value in ["\(leap)/\(leap)", "\(leap)/present"] {
                    let change = try picker.select(storedValue: value)
                    #expect(change.adjustments.isEmpty, "\(value): \(change.adjustments) (seed \(seed))")
                    #expect(picker.selectedValue == value, "seed \(seed)")
                    stored.append(picker.selectedValue)
                }
            }
            // The end's Present row, chosen as a user would: in the end's year column, first
            // or last (the columns are in the locale's order).
            let present = try #require(
                (0..<picker.numberOfColumns).filter { picker.half(ofColumn: $0) == .end }.lazy.flatMap { column in
                    (0..<picker.numberOfRows(inColumn: column)).lazy.map { (row: $0, column: column) }
                }.first { place in
                    var copy = picker
                    copy.didSelect(row: place.row, inColumn: place.column)
                    return copy.range.isOpen
                }, "\(locale): no Present row")
            picker.didSelect(row: present.row, inColumn: present.column)
            #expect(picker.range.isOpen, "\(picker.selectedValue)")
            stored.append(picker.selectedValue)
            for value in stored {
                let parsed = try SelectionRange(value, mode: span.mode)
                #expect(parsed.description == value)
                #expect(parsed.calendar == calendar, "\(value)")
                let fresh = try LocalizedRangePicker(
                    locale: locale, configuration: configuration, range: parsed, includesPresent: true)
                var selected = try LocalizedRangePicker(
                    locale: locale, configuration: configuration, includesPresent: true)
                let change = try selected.select(storedValue: value)
                #expect(change.adjustments.isEmpty, "\(value): \(change.adjustments) (seed \(seed))")
                var expected = picker
                try expected.select(storedValue: value)
                // The columns a stored string names: those behind a selected Present row are not.
                let shown = (0..<expected.numberOfColumns).filter(expected.isEnabled(column:))
                for other in [fresh, selected] {
                    #expect(other.selectedValue == value, "\(calendar) \(span.mode) (seed \(seed))")
                    #expect((0..<other.numberOfColumns).filter(other.isEnabled(column:)) == shown, "\(value)")
                    #expect(
                        shown.map { other.title(forRow: other.selectedRow(inColumn: $0), inColumn: $0) }
                            == shown.map { expected.title(forRow: expected.selectedRow(inColumn: $0), inColumn: $0) },
                        "\(value) (seed \(seed))")
                    #expect(
                        shown.map(other.selectedRow(inColumn:)) == shown.map(expected.selectedRow(inColumn:)),
                        "\(value) (seed \(seed))")
                }
            }
        }
    }
}
