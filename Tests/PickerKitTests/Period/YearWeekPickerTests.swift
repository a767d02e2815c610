import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("ISO week picker: week 53 only in the years that have it")
struct YearWeekPickerTests {
    @Test("week 53 moves to 52 in a 52-week year and stays in a 53-week year")
    func linking() throws {
        var picker = try YearWeekPicker(selection: YearWeekSelection("2020-W53"))
        #expect(picker.weeks == 1...53)
        let moved = try picker.select(year: 2021)
        #expect(moved?.description == "week 53 -> 52: 2021 has 52 ISO weeks")
        #expect(picker.selection.description == "2021-W52")
        #expect(picker.weeks == 1...52)
        #expect(throws: ParseError.self) { try picker.select(week: 53) }
        #expect(try picker.select(year: 2026) == nil)
        try picker.select(week: 52)
        #expect(picker.selection.description == "2026-W52")
        #expect(picker.weeks == 1...53)
        try picker.select(week: 53)
        #expect(picker.selection.description == "2026-W53")
        #expect(throws: ParseError.self) { try picker.select(year: 2101) }
        #expect(throws: ParseError.self) {
            try YearWeekPicker(years: 2000...2010, selection: YearWeekSelection("2020-W01"))
        }
    }

    @Test("every year offers exactly its ISO weeks; random moves keep a valid week")
    func property() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        var picker = try YearWeekPicker(years: 1...9999, selection: YearWeekSelection("2020-W53"))
        for _ in 0..<5_000 {
            if Bool.random(using: &random) {
                try picker.select(year: Int.random(in: 1...9999, using: &random))
            } else {
                try picker.select(week: Int.random(in: picker.weeks, using: &random))
            }
            #expect(picker.weeks.upperBound == WeekRules.iso.weeksInYear(picker.selection.year), "seed \(seed)")
            #expect(try YearWeekSelection(picker.selection.description) == picker.selection, "seed \(seed)")
        }
    }
}
