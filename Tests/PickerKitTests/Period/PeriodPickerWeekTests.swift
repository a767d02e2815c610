import Testing

@testable import PickerKit
@testable import PickerKitCore

/// The ISO week picker is ``PeriodPicker`` in week mode: week 53 only in the years that have it.
@Suite("ISO week picker: week 53 only in the years that have it")
struct PeriodPickerWeekTests {
    @Test("week 53 moves to 52 in a 52-week year and stays in a 53-week year")
    func linking() throws {
        var picker = try PeriodPicker(mode: .yearWeek, selection: Period("2020-W53"))
        #expect(picker.numbers == 1...53)
        let moved = try picker.select(year: 2021)
        #expect(
            moved == [PickerAdjustment(field: .week, from: 53, to: 52, reason: .weeksInYear(year: 2021, weeks: 52))])
        #expect(moved.map(\.description) == ["week 53 -> 52: 2021 has 52 weeks"])
        #expect(picker.selection.description == "2021-W52")
        #expect(picker.numbers == 1...52)
        #expect(throws: ParseError.self) { try picker.select(number: 53) }
        #expect(try picker.select(year: 2026).isEmpty)
        try picker.select(number: 52)
        #expect(picker.selection.description == "2026-W52")
        #expect(picker.numbers == 1...53)
        try picker.select(number: 53)
        #expect(picker.selection.description == "2026-W53")
        #expect(throws: ParseError.self) { try picker.select(year: 2101) }
        // A selection outside the bounds is clamped into them and reported, as in every picker.
        let bounded = try PeriodPicker(
            mode: .yearWeek, minimum: Period("2000-W01"), maximum: Period("2010-W52"), selection: Period("2020-W01"))
        #expect(bounded.selection.description == "2010-W52")
        #expect(bounded.initialAdjustment?.description == "2010-W52")
    }

    @Test("every year offers exactly its ISO weeks; random moves keep a valid week")
    func property() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        var picker = try PeriodPicker(
            mode: .yearWeek, minimum: Period(weekContaining: CalendarDate(year: 1, month: 1, day: 1)),
            maximum: Period(weekContaining: CalendarDate(year: 9999, month: 12, day: 31)),
            selection: Period("2020-W53"))
        #expect(picker.years == 1...9999)
        for _ in 0..<5_000 {
            if Bool.random(using: &random) {
                try picker.select(year: Int.random(in: 1...9999, using: &random))
            } else {
                try picker.select(number: Int.random(in: picker.numbers, using: &random))
            }
            #expect(picker.numbers.upperBound == WeekRules.iso.weeksInYear(picker.year), "seed \(seed)")
            #expect(try Period(picker.selection.description) == picker.selection, "seed \(seed)")
        }
    }
}
