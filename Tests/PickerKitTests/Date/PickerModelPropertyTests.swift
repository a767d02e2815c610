import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Random pickers scrolled at random: the selection must always stay valid, inside the bounds,
/// on the steps, and round-trip through its canonical string.
///
/// Repeat a failing run with `PICKERKIT_SEED=<seed printed in the failure> swift test --filter PickerModelProperty`.
@Suite("picker model properties")
struct PickerModelPropertyTests {
    /// Random pickers per run, and row choices per picker.
    static let pickers = 2_000
    static let choicesPerPicker = 30

    static func randomValues(_ mode: SelectionMode, years: ClosedRange<Int>, using random: inout SplitMix64)
        -> PickerValues
    {
        var values = PickerValues(mode: mode)
        values[.year] = Int.random(in: years, using: &random)
        values[.month] = Int.random(in: 1...12, using: &random)
        let days = values.naturalUpper(of: .day)
        values[.day] = Bool.random(using: &random) ? days : Int.random(in: 1...days, using: &random)
        values[.hour] = Int.random(in: 0...23, using: &random)
        values[.minute] = Int.random(in: 0...59, using: &random)
        values[.second] = Int.random(in: 0...59, using: &random)
        return values
    }

    static func randomConfiguration(using random: inout SplitMix64) throws -> PickerConfiguration {
        let mode = SelectionMode.allCases.randomElement(using: &random)!
        var configuration = PickerConfiguration(mode: mode)
        // Narrow bounds (within a year or two) exercise the boundary rules most.
        let start = Int.random(in: 1...9998, using: &random)
        let years = Bool.random(using: &random) ? start...start + 1 : 1...9999
        let first = randomValues(mode, years: years, using: &random)
        let second = randomValues(mode, years: years, using: &random)
        if Int.random(in: 0..<4, using: &random) > 0 {
            configuration.minimum = min(first, second).validSelection
            configuration.maximum = max(first, second).validSelection
        }
        configuration.selection = randomValues(mode, years: years, using: &random).validSelection
        let steps = [1, 1, 2, 5, 10, 15, 30]
        configuration.intervals = try PickerIntervals(
            minuteStep: steps.randomElement(using: &random)!, secondStep: steps.randomElement(using: &random)!)
        for field in mode.fields where Bool.random(using: &random) {
            configuration.sortOrders[field] = .descending
        }
        if Bool.random(using: &random) {
            configuration.present = SentinelRow(value: SentinelRow.presentValue, label: "Present", position: .first)
        }
        configuration.usesDayPeriod = Bool.random(using: &random)
        var columns = mode.fields
        if configuration.usesDayPeriod && mode.fields.contains(.hour) { columns.append(.dayPeriod) }
        configuration.order = columns.shuffled(using: &random)
        return configuration
    }

    /// Every invariant of a model state; returns what is broken, or `nil`.
    static func violation(in model: PickerModel) -> String? {
        let values = model.values
        if !values.isValid { return "invalid values \(values)" }
        if values < model.bounds.minimum || values > model.bounds.maximum {
            return
                "\(values.displayString) outside \(model.bounds.minimum.displayString)...\(model.bounds.maximum.displayString)"
        }
        if values[.minute] % model.intervals.minuteStep != 0 || values[.second] % model.intervals.secondStep != 0 {
            return "\(values.displayString) off the steps"
        }
        guard let parsed = try? PickerValues(parsing: values.canonical, mode: model.mode), parsed == values else {
            return "\(values.displayString) does not round-trip"
        }
        for column in model.columns {
            if column.rowCount < 1 { return "empty \(column.field) column" }
            // What a data source reads per scroll step, without building the column, is the column's.
            if model.rowCount(of: column.field) != column.rowCount {
                return "\(column.field): rowCount(of:) \(model.rowCount(of: column.field)), column \(column.rowCount)"
            }
            let shown = column.selectedRow ?? column.rowIndex(of: model.value(of: column.field))
            let computed = model.shownRow(of: column.field)
            if computed != shown {
                let computedRow = computed.map(String.init) ?? "nil"
                return "\(column.field): shownRow(of:) \(computedRow), column \(shown.map(String.init) ?? "nil")"
            }
            if model.selectedSentinel == nil {
                guard let row = column.selectedRow, column.row(at: row) == .value(model.value(of: column.field)) else {
                    return "\(column.field) column does not show \(model.value(of: column.field))"
                }
            }
        }
        return nil
    }

    @Test("random row choices keep a valid selection inside the bounds that round-trips")
    func randomChoices() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        var choices = 0
        for _ in 0..<Self.pickers {
            let configuration = try Self.randomConfiguration(using: &random)
            var model: PickerModel
            do {
                model = try PickerModel(configuration)
            } catch PickerError.noValueOnInterval {
                continue
            }
            if let problem = Self.violation(in: model) {
                Issue.record("seed \(seed): initial state: \(problem)")
                return
            }
            for _ in 0..<Self.choicesPerPicker {
                let columnIndex = Int.random(in: 0..<model.order.count, using: &random)
                let column = model.column(for: model.order[columnIndex])
                guard column.isEnabled else { continue }
                let row = Int.random(in: 0..<column.rowCount, using: &random)
                let chosen = column.row(at: row)
                let adjustments = try model.select(row: row, inColumn: columnIndex).adjustments
                choices += 1
                if case .value(let value) = chosen, model.value(of: column.field) != value {
                    Issue.record("seed \(seed): chose \(column.field) \(value), got \(model.values)")
                    return
                }
                for adjustment in adjustments where model.values[adjustment.field] != adjustment.to {
                    Issue.record("seed \(seed): adjustment \(adjustment) not applied: \(model.values)")
                    return
                }
                if let problem = Self.violation(in: model) {
                    Issue.record("seed \(seed): after choosing row \(row) of \(column.field): \(problem)")
                    return
                }
            }
        }
        #expect(choices > Self.pickers * Self.choicesPerPicker / 2, "seed \(seed)")
    }
}
