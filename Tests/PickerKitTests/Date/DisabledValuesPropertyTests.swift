import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Random pickers with random disabled values, scrolled and set at random: the selection is
/// never on a disabled value and always inside the bounds.
///
/// Repeat a failing run with `PICKERKIT_SEED=<seed> swift test --filter DisabledValuesProperty`.
@Suite("disabled values properties")
struct DisabledValuesPropertyTests {
    static let pickers = 400
    static let movesPerPicker = 25

    static func randomDate(_ mode: SelectionMode, near year: Int, using random: inout SplitMix64) -> PickerValues {
        var values = PickerValues(mode: mode)
        // Years 1...9999 only: a model near year 1 or 9999 must not be asked for year 0 or 10000,
        // which every picker refuses (`fieldValueOutOfRange`) by design.
        values[.year] = min(max(year + Int.random(in: -1...1, using: &random), 1), 9999)
        values[.month] = Int.random(in: 1...12, using: &random)
        values[.day] = Int.random(in: 1...values.naturalUpper(of: .day), using: &random)
        values[.hour] = Int.random(in: 0...23, using: &random)
        values[.minute] = Int.random(in: 0...59, using: &random)
        values[.second] = Int.random(in: 0...59, using: &random)
        return values
    }

    static func randomConfiguration(using random: inout SplitMix64) -> PickerConfiguration {
        let mode = [SelectionMode.year, .yearMonth, .date, .dateHour, .dateTime].randomElement(using: &random)!
        let unit = mode.disabledUnit!
        let year = Int.random(in: 2...9997, using: &random)
        var configuration = PickerConfiguration(mode: mode)
        let first = randomDate(mode, near: year, using: &random)
        let second = randomDate(mode, near: year, using: &random)
        configuration.minimum = min(first, second).validSelection
        configuration.maximum = max(first, second).validSelection
        configuration.selection = randomDate(mode, near: year, using: &random).validSelection
        var disabled = DisabledValues()
        for _ in 0..<Int.random(in: 0...40, using: &random) {
            disabled.values.insert(randomDate(mode, near: year, using: &random).converted(to: unit).validSelection)
        }
        if Int.random(in: 0..<3, using: &random) == 0 {
            disabled.before = randomDate(mode, near: year, using: &random).converted(to: unit).validSelection
        }
        if Int.random(in: 0..<3, using: &random) == 0 {
            disabled.after = randomDate(mode, near: year, using: &random).converted(to: unit).validSelection
        }
        if unit.includes(.day) && Bool.random(using: &random) {
            disabled.weekdays = Set(Weekday.allCases.filter { _ in Int.random(in: 0..<3, using: &random) == 0 })
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
            let modulus = Int.random(in: 2...5, using: &random)
            disabled.rule = DisabledRule("modulus \(modulus)") { $0[$0.mode!.fields.last!]! % modulus == 0 }
        }
        configuration.disabled = disabled
        for field in mode.fields where Bool.random(using: &random) {
            configuration.sortOrders[field] = .descending
        }
        return configuration
    }

    static func violation(in model: PickerModel) -> String? {
        let values = model.values
        if !values.isValid { return "invalid values \(values)" }
        if values < model.bounds.minimum || values > model.bounds.maximum { return "\(values) outside the bounds" }
        if model.isDisabled(values) { return "\(values.displayString) is disabled" }
        let unitField = model.mode.disabledUnit!.fields.last!
        if !model.isEnabled(values[unitField], in: unitField) { return "the selected row reads as disabled" }
        return nil
    }

    /// One random move: a row, a field value, a partial value or a whole selection; the
    /// error, if any.
    static func move(_ model: inout PickerModel, using random: inout SplitMix64) -> PickerError? {
        do {
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                let columnIndex = Int.random(in: 0..<model.order.count, using: &random)
                let column = model.column(for: model.order[columnIndex])
                try model.select(row: Int.random(in: 0..<column.rowCount, using: &random), inColumn: columnIndex)
            case 1:
                let field = model.mode.fields.randomElement(using: &random)!
                let range = model.values.range(of: field)
                try model.select(Int.random(in: range, using: &random), in: field)
            case 2:
                // A partial value: one or two of the mode's fields, the rest from the clock.
                let target = randomDate(model.mode, near: model.values.year, using: &random)
                var partial = PartialValues()
                for field in model.mode.fields where Bool.random(using: &random) || partial.isEmpty {
                    partial.fields.append((field, target[field]))
                }
                try model.select(partial: partial)
            default:
                let target = randomDate(model.mode, near: model.values.year, using: &random)
                guard let selection = try? target.selection else { return nil }
                try model.select(selection)
            }
            return nil
        } catch {
            return error
        }
    }

    @Test("after any scroll or selection the selection is enabled and inside the bounds")
    func randomMoves() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        var moves = 0
        var refusals = 0
        for _ in 0..<Self.pickers {
            let configuration = Self.randomConfiguration(using: &random)
            var model: PickerModel
            switch Result(catching: { () throws(PickerError) in try PickerModel(configuration) }) {
            case .success(let made):
                model = made
            case .failure(let error):
                guard case .everyValueDisabled = error else {
                    Issue.record("seed \(seed): \(error)")
                    return
                }
                // Checked by brute force: every unit between the bounds is disabled.
                var unit = PickerValues(configuration.minimum!)!.converted(to: configuration.mode.disabledUnit!)
                let last = PickerValues(configuration.maximum!)!.converted(to: unit.mode)
                while unit <= last {
                    if !configuration.disabled.disables(unit) {
                        Issue.record("seed \(seed): \(unit) is enabled, yet every value was reported disabled")
                        return
                    }
                    guard let next = unit.incremented(unit.mode.fields.last!) else { break }
                    unit = next
                }
                refusals += 1
                continue
            }
            if let problem = Self.violation(in: model) {
                Issue.record("seed \(seed): initial: \(problem)")
                return
            }
            for _ in 0..<Self.movesPerPicker {
                let before = model
                if let error = Self.move(&model, using: &random) {
                    // Only a rule can stop the search, and the model stays as it was.
                    guard case .noEnabledValue = error, model == before, configuration.disabled.rule != nil else {
                        Issue.record("seed \(seed): \(error); model changed: \(model != before)")
                        return
                    }
                }
                moves += 1
                if let problem = Self.violation(in: model) {
                    Issue.record("seed \(seed): \(problem)")
                    return
                }
            }
        }
        #expect(moves > Self.pickers * Self.movesPerPicker / 2, "seed \(seed), \(refusals) refused")
    }
}
