import Foundation
import PickerKit
import PickerKitCore
import PickerKitFoundation
import PickerKitTestSupport
import Testing

/// Four ways to set a picker to one value give the same picker in every calendar and mode.
///
/// The ways: a `Date` (the bridge), the stored string, each field's value, each column's row.
///
/// Repeat a failing run with `PICKERKIT_SEED=<seed> swift test --filter SelectionVerbEquivalence`.
@Suite("every verb that sets a value gives the same picker")
struct SelectionVerbEquivalenceTests {
    static let modes: [SelectionMode] = [.year, .yearMonth, .date, .dateHour, .dateHourMinute, .dateTime]

    @Test("a Date, the stored string, field values and rows agree in every calendar")
    func equivalence() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        let utc = try TimeZone(checking: "UTC")
        var compared = 0
        for _ in 0..<400 {
            let calendar = CalendarKind.allCases.randomElement(using: &random)!
            let mode = Self.modes.randomElement(using: &random)!
            var configuration = PickerConfiguration(mode: mode)
            configuration.calendar = calendar
            configuration.now = { 1_566_343_800 }
            configuration.minimum = try PickerValues(parsing: "1950-01-01 00:00:00", mode: .dateTime).converted(
                to: mode
            ).validSelection
            configuration.maximum = try PickerValues(parsing: "2050-12-31 23:59:59", mode: .dateTime).converted(
                to: mode
            ).validSelection
            for field in mode.fields where Bool.random(using: &random) {
                configuration.sortOrders[field] = .descending
            }
            let model = try PickerModel(configuration)
            // An instant well inside the bounds (1960–2040), read in UTC.
            let seconds = Double(Int.random(in: -315_619_200...2_208_988_800, using: &random))
            var byDate = model
            try byDate.select(Selection(Date(timeIntervalSince1970: seconds), mode: mode, in: utc))
            let target = byDate.values
            let context = "seed \(seed): \(calendar.rawValue) \(mode) \(byDate.selectedValue)"

            var byString = model
            try byString.select(Selection(byDate.selectedValue))
            #expect(byString == byDate, "\(context): by string \(byString.selectedValue)")

            var byValue = model
            var byRow = model
            for field in mode.fields {
                try byValue.select(target[field], in: field)
                let columnIndex = try #require(byRow.order.firstIndex(of: field))
                let row = try #require(
                    byRow.column(for: field).rowIndex(of: target[field]), "\(context): no \(field) row")
                try byRow.select(row: row, inColumn: columnIndex)
            }
            #expect(byValue.values == target, "\(context): by value \(byValue.selectedValue)")
            #expect(byRow.values == target, "\(context): by row \(byRow.selectedValue)")
            compared += 1
        }
        #expect(compared == 400, "seed \(seed)")
    }
}
