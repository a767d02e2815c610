import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("selection fields")
struct SelectionFieldsTests {
    @Test("the strict parser's days in month agree with GregorianRules on every month of 0001...9999")
    func daysInMonthAgreesWithGregorianRules() {
        var mismatches: [String] = []
        for year in GregorianRules.years {
            for month in 1...12 {
                let fields = SelectionFields(year: year, month: month)
                let expected = GregorianRules.daysInMonth(year: year, month: month)
                if fields.daysInMonth(yearKnown: true) != expected {
                    mismatches.append("\(year)-\(month): \(fields.daysInMonth(yearKnown: true)) != \(expected)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("without a year, February has 29 days and the other months their usual length", arguments: 1...12)
    func daysInMonthWithoutYear(month: Int) {
        let expected = month == 2 ? 29 : GregorianRules.daysInMonth(year: 2019, month: month)
        #expect(SelectionFields(month: month).daysInMonth(yearKnown: false) == expected)
    }

    @Test("fields a mode lacks are dropped when a Selection wraps fields", arguments: SelectionMode.allCases)
    func selectionKeepsOnlyTheModesFields(mode: SelectionMode) throws {
        let full = SelectionFields(year: 2020, month: 2, day: 29, hour: 23, minute: 59, second: 58)
        let value = Selection(fields: full, mode: mode)
        let parsed = try Selection(value.description, mode: mode)
        #expect(Selection(fields: full, mode: mode) == parsed)
        for field in DateField.allCases {
            #expect(value[field] == (mode.includes(field) ? full[field] : nil), "\(mode) \(field)")
        }
    }

    @Test(
        "the fast paths' validity check agrees with firstInvalidField on random fields",
        arguments: SelectionMode.allCases)
    func isValidAgreesWithFirstInvalidField(mode: SelectionMode) {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        // Each field from one below its range to a little above, so about half are invalid.
        func draw(_ bound: UInt64) -> Int { Int(random.next() % bound) - 1 }
        var disagreements: [String] = []
        for _ in 0..<20_000 {
            let year =
                random.next() & 7 == 0 ? draw(10_002) : [0, 1, 1900, 2000, 2019, 2020, 9999, 10_000][draw(8) + 1]
            let fields = SelectionFields(
                year: year, month: draw(15), day: draw(34), hour: draw(26), minute: draw(62), second: draw(62)
            ).keeping(mode)
            if fields.isValid(for: mode) != (fields.firstInvalidField(for: mode) == nil) {
                disagreements.append("\(fields)")
            }
        }
        #expect(disagreements.isEmpty, "seed \(seed): \(mode) \(disagreements.prefix(3))")
    }
}
