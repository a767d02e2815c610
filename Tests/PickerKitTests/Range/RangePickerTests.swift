import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("range picker: the end's minimum follows the start")
struct RangePickerTests {
    @Test("the end lists no value before the start")
    func endMinimum() throws {
        let picker = try RangePicker(
            PickerConfiguration(mode: .date), range: try SelectionRange("2019-08-20/2019-09-01"))
        #expect(picker.range.description == "2019-08-20/2019-09-01")
        #expect(picker.end.bounds.minimum == picker.start.values)
        #expect(picker.end.column(for: .year).range.lower == 2019)
        #expect(picker.end.column(for: .month).range.lower == 8)
        // In August 2019 the end's days start at the 20th.
        var inAugust = picker
        let endMonth = inAugust.end.column(for: .month)
        let moved = try inAugust.select(
            row: endMonth.rowIndex(of: 8)!, inColumn: inAugust.end.order.firstIndex(of: .month)!, of: .end)
        #expect(moved.map(\.description) == ["end day 1 -> 20: before the minimum"])
        #expect(inAugust.end.column(for: .day).range.lower == 20)
        #expect(inAugust.range.description == "2019-08-20/2019-08-20")
    }

    @Test("moving the start past the end moves the end, reported as the end's adjustments")
    func startPastEnd() throws {
        var picker = try RangePicker(
            PickerConfiguration(mode: .yearMonth), range: try SelectionRange("2019-08/2019-10"))
        let year = picker.start.column(for: .year)
        let moved = try picker.select(row: year.rowIndex(of: 2020)!, inColumn: 0, of: .start)
        #expect(picker.range.description == "2020-08/2020-08")
        #expect(
            moved == [
                PickerAdjustment(field: .year, from: 2019, to: 2020, reason: .minimum, half: .end),
                PickerAdjustment(field: .month, from: 10, to: 8, reason: .minimum, half: .end),
            ])
        #expect(
            moved.map(\.description) == [
                "end year 2019 -> 2020: before the minimum", "end month 10 -> 8: before the minimum",
            ])
        // Moving the start back lowers the end's minimum without moving the end.
        let back = try picker.select(row: picker.start.column(for: .year).rowIndex(of: 2018)!, inColumn: 0, of: .start)
        #expect(back.isEmpty)
        #expect(picker.range.description == "2018-08/2020-08")
        #expect(picker.end.column(for: .year).range.lower == 2018)
    }

    @Test("the start's own links come first, then the end's")
    func ownLinksFirst() throws {
        var picker = try RangePicker(
            PickerConfiguration(mode: .date), range: try SelectionRange("2020-01-31/2020-02-10"))
        let month = picker.start.column(for: .month)
        let moved = try picker.select(row: month.rowIndex(of: 2)!, inColumn: 1, of: .start)
        #expect(picker.range.description == "2020-02-29/2020-02-29")
        #expect(
            moved.map(\.description) == [
                "start day 31 -> 29: the month has 29 days", "end day 10 -> 29: before the minimum",
            ])
    }

    @Test("an open end keeps Present while the start moves")
    func openEnd() throws {
        let present = SentinelRow(value: SentinelRow.presentValue, label: "Present", position: .last)
        var picker = try RangePicker(
            PickerConfiguration(mode: .yearMonth), range: try SelectionRange("2015-03/present"), present: present)
        #expect(picker.range.description == "2015-03/present")
        #expect(picker.selectedValue == "2015-03/present")
        let year = picker.start.column(for: .year)
        _ = try picker.select(row: year.rowIndex(of: 2030)!, inColumn: 0, of: .start)
        #expect(picker.range.description == "2030-03/present")
        // Choosing a value row in the end leaves Present, never before the start.
        let endYear = picker.end.column(for: .year)
        #expect(endYear.range.lower == 2030)
        _ = try picker.select(row: endYear.rowIndex(of: 2031)!, inColumn: 0, of: .end)
        #expect(picker.range.description == "2030-03/2031-03")
        #expect(throws: PickerError.self) {
            try RangePicker(PickerConfiguration(mode: .yearMonth), range: try SelectionRange("2015-03/present"))
        }
    }

    @Test("bounds and mode are checked")
    func checks() throws {
        let configuration = try PickerConfiguration(mode: .yearMonth, minimum: "2016-01", maximum: "2020-12")
        let clamped = try RangePicker(configuration, range: try SelectionRange("2015-03/2022-01"))
        #expect(clamped.range.description == "2016-01/2020-12")
        #expect(throws: PickerError.self) { try RangePicker(configuration, range: try SelectionRange("2019/2020")) }
    }

    @Test("random steps keep start <= end and the end within its minimum")
    func property() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        var picker = try RangePicker(
            PickerConfiguration(mode: .dateHourMinute), range: try SelectionRange("2019-08-20 09:00/2019-08-20 17:30"))
        for _ in 0..<2_000 {
            let half = RangeHalf.allCases.randomElement(using: &random)!
            let model = picker[half]
            let columnIndex = Int.random(in: 0..<model.order.count, using: &random)
            let column = model.column(for: model.order[columnIndex])
            let row = Int.random(in: 0..<column.rowCount, using: &random)
            _ = try picker.select(row: row, inColumn: columnIndex, of: half)
            #expect(picker.start.values <= picker.end.values, "seed \(seed)")
            #expect(picker.end.bounds.minimum == picker.start.values, "seed \(seed)")
            #expect(try SelectionRange(picker.range.description) == picker.range, "seed \(seed)")
        }
    }
}
