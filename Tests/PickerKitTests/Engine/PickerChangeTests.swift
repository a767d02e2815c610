import PickerKitTestSupport
import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore

/// ``PickerChange`` compares only the columns a move can have changed; these tests hold it
/// against a comparison of every column, row range, enabled state and selected row.
@Suite("PickerChange: the columns to reload and move, against a full comparison")
struct PickerChangeTests {
    /// Every column of `old` and `new` compared whole (what a change must report).
    static func fullComparison(_ old: PickerModel, _ new: PickerModel) -> (reloaded: [Int], reselected: [Int]) {
        var reloaded: [Int] = []
        var reselected: [Int] = []
        for (index, field) in new.order.enumerated() {
            let before = old.column(for: field)
            let after = new.column(for: field)
            let rowsChanged =
                before.range != after.range || before.isEnabled != after.isEnabled
                || before.leadingSentinels != after.leadingSentinels
                || before.trailingSentinels != after.trailingSentinels
            if rowsChanged { reloaded.append(index) }
            if rowsChanged || before.selectedRow != after.selectedRow { reselected.append(index) }
        }
        return (reloaded, reselected)
    }

    @Test("a change describes itself by its columns, not by how it stores them")
    func description() throws {
        var configuration = try PickerConfiguration(mode: .date, selection: "2019-01-31")
        configuration.now = { 1_566_343_800 }
        var model = try PickerModel(configuration)
        let change = try model.select(2, in: .month)
        #expect(change.reloadedColumns == [2])
        #expect(change.reselectedColumns == [1, 2])
        #expect(
            change.description
                == "adjustments [day 31 -> 28: the month has 28 days], reload [2], reselect [1, 2]")
    }

    @Test("random pickers in every calendar × random verbs: the change names exactly the columns that changed")
    func randomMoves() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        var compared = 0
        for round in 0..<600 {
            let configuration =
                round.isMultiple(of: 2)
                ? try PickerModelPropertyTests.randomConfiguration(using: &random)
                : try CalendarPickerModelPropertyTests.randomConfiguration(using: &random)
            guard var model = try? PickerModel(configuration) else { continue }
            for _ in 0..<8 {
                let old = model
                let change: PickerChange
                let columnIndex = Int.random(in: 0..<model.order.count, using: &random)
                let column = model.column(for: model.order[columnIndex])
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where column.isEnabled:
                    guard
                        let moved = try? model.select(
                            row: Int.random(in: 0..<column.rowCount, using: &random),
                            inColumn: columnIndex)
                    else { continue }
                    change = moved
                case 1 where column.field != .dayPeriod:
                    let value = Int.random(in: column.range.lower...column.range.upper, using: &random)
                    guard let moved = try? model.select(value, in: column.field) else { continue }
                    change = moved
                default:
                    guard let moved = try? model.selectToday() else { continue }
                    change = moved
                }
                let expected = Self.fullComparison(old, model)
                #expect(change.reloadedColumns == expected.reloaded, "seed \(seed): \(old.values) -> \(model.values)")
                #expect(
                    change.reselectedColumns == expected.reselected, "seed \(seed): \(old.values) -> \(model.values)")
                compared += 1
            }
        }
        #expect(compared > 2_000, "seed \(seed)")
    }
}
