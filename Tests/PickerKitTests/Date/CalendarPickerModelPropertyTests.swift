import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Random pickers in random calendars scrolled at random: the selection must stay valid in its
/// calendar, inside the bounds, and round-trip through its annotated string.
///
/// Repeat a failing run with `PICKERKIT_SEED=<seed printed in the failure> swift test --filter CalendarPickerModelProperty`.
@Suite("calendar picker model properties")
struct CalendarPickerModelPropertyTests {
    static let pickers = 600
    static let choicesPerPicker = 30
    static let dateModes: [SelectionMode] = SelectionMode.allCases.filter { $0.includes(.year) || $0.includes(.month) }

    /// A Gregorian date-time inside `years`, as a bound or selection for any mode with a year.
    static func randomISO(_ mode: SelectionMode, years: ClosedRange<Int>, using random: inout SplitMix64)
        -> PickerValues
    {
        let year = Int.random(in: years, using: &random)
        let month = Int.random(in: 1...12, using: &random)
        let day = Int.random(in: 1...GregorianRules.daysInMonth(year: year, month: month), using: &random)
        return PickerValues(
            mode: mode, year: year, month: month, day: day, hour: Int.random(in: 0...23, using: &random),
            minute: Int.random(in: 0...59, using: &random), second: Int.random(in: 0...59, using: &random))
    }

    static func randomConfiguration(using random: inout SplitMix64) throws -> PickerConfiguration {
        let mode = dateModes.randomElement(using: &random)!
        let calendar = CalendarKind.allCases.filter { $0 != .gregorian }.randomElement(using: &random)!
        var configuration = PickerConfiguration(mode: mode)
        configuration.calendar = calendar
        configuration.now = { 1_566_343_800 }
        if mode.includes(.year) {
            let start = Int.random(in: 1870...2120, using: &random)
            let years = Bool.random(using: &random) ? start...start + 1 : 1...9999
            let first = randomISO(mode, years: years, using: &random)
            let second = randomISO(mode, years: years, using: &random)
            if Int.random(in: 0..<4, using: &random) > 0 {
                configuration.minimum = min(first, second).validSelection
                configuration.maximum = max(first, second).validSelection
            }
            if Bool.random(using: &random) {
                configuration.selection = randomISO(mode, years: years, using: &random).validSelection
            }
        }
        let steps = [1, 1, 5, 15, 30]
        configuration.intervals = try PickerIntervals(
            minuteStep: steps.randomElement(using: &random)!, secondStep: steps.randomElement(using: &random)!)
        for field in mode.fields where Bool.random(using: &random) {
            configuration.sortOrders[field] = .descending
        }
        if Bool.random(using: &random) {
            configuration.present = SentinelRow(value: SentinelRow.presentValue, label: "Present", position: .first)
        }
        return configuration
    }

    static func violation(in model: PickerModel) -> String? {
        let values = model.values
        if values.calendar != model.calendar { return "values in \(values.calendar), picker in \(model.calendar)" }
        if !values.isValid { return "invalid values \(values)" }
        if values < model.bounds.minimum || values > model.bounds.maximum {
            return
                "\(values.displayString) outside \(model.bounds.minimum.displayString)...\(model.bounds.maximum.displayString)"
        }
        guard let text = try? values.canonical, let parsed = try? PickerValues(parsing: text, mode: model.mode),
            parsed == values
        else {
            return "\(values.displayString) does not round-trip"
        }
        guard let selection = try? Selection(text), selection.calendar == model.calendar, selection.description == text
        else {
            return "\(text) does not parse back as a \(model.calendar.rawValue) selection"
        }
        for column in model.columns {
            if column.rowCount < 1 { return "empty \(column.field) column" }
            if model.selectedSentinel == nil {
                guard let row = column.selectedRow, column.row(at: row) == .value(model.value(of: column.field)) else {
                    return "\(column.field) column does not show \(model.value(of: column.field))"
                }
            }
        }
        return nil
    }

    @Test("random calendar pickers × random row choices: valid, inside the bounds, round-trip")
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
                Issue.record(
                    "seed \(seed): \(model.calendar.rawValue) \(configuration.mode): initial: \(problem)")
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
                    Issue.record(
                        "seed \(seed): \(model.calendar.rawValue): after row \(row) of \(column.field): \(problem)")
                    return
                }
            }
        }
        #expect(choices > Self.pickers * Self.choicesPerPicker / 2, "seed \(seed)")
    }
}
