import Testing

@testable import PickerKit
@testable import PickerKitCore

/// A duration picker's sentinel rows behave as every family's: placed in the hours column by
/// their position, choosing one disables the other columns and selects its value, and a stored
/// value restores either a sentinel row or a duration.
@Suite("Duration pickers: sentinel rows in the hours column")
struct DurationSentinelRowsTests {
    static let any = SentinelRow(value: "any", label: "不限", position: .first)
    static let custom = SentinelRow(value: "custom", label: "自定义", position: .last)

    static func picker(selectedSentinel: String? = nil) throws -> LocalizedDurationPicker {
        var configuration = try DurationConfiguration(maximum: "PT2H30M", selection: "PT1H30M")
        configuration.includesSeconds = false
        configuration.minuteStep = 15
        configuration.customRows = [any, custom]
        configuration.selectedSentinel = selectedSentinel
        return try LocalizedDurationPicker(locale: ResolvedLocale("zh_CN"), configuration: configuration)
    }

    @Test("the rows lead and trail the hours, labeled as given; the other columns have none")
    func rows() throws {
        let picker = try Self.picker()
        #expect(picker.numberOfRows(inColumn: 0) == 5)
        #expect(picker.titles(inColumn: 0) == ["不限", "0小时", "1小时", "2小时", "自定义"])
        #expect(picker.numberOfRows(inColumn: 1) == 4)
        #expect(picker.selectedRow(inColumn: 0) == 2)
        #expect(picker.selectedValue == "PT1H30M")
        #expect(picker.isEnabled(column: 1))
    }

    @Test("choosing a sentinel row selects its value and disables the minutes until an hour is chosen")
    func choosing() throws {
        var picker = try Self.picker()
        let chosen = picker.didSelect(row: 4, inColumn: 0)
        #expect(picker.selectedValue == "custom")
        #expect(picker.selectedRow(inColumn: 0) == 4)
        #expect(!picker.isEnabled(column: 1))
        #expect(chosen.reloadedColumns == [1] && chosen.reselectedColumns == [0, 1])
        // A minute row cannot be chosen now: the wheel goes back, the selection stays.
        let refused = picker.didSelect(row: 0, inColumn: 1)
        #expect(refused.reselectedColumns == [1] && picker.selectedValue == "custom")
        // An hour row leaves the sentinel; the duration kept beside it returns with the new hour.
        picker.didSelect(row: 1, inColumn: 0)
        #expect(picker.selectedValue == "PT30M")
        #expect(picker.isEnabled(column: 1))
    }

    @Test("a stored value restores a sentinel row or a duration", arguments: ["any", "custom", "PT2H15M"])
    func storedValue(_ value: String) throws {
        var picker = try Self.picker(selectedSentinel: "any")
        #expect(picker.selectedValue == "any" && picker.selectedRow(inColumn: 0) == 0)
        try picker.select(storedValue: value)
        #expect(picker.selectedValue == value)
        var restored = try Self.picker()
        try restored.select(storedValue: picker.selectedValue)
        #expect(restored.selectedValue == value)
    }

    @Test("a sentinel value no row has is refused, at the start and when restoring")
    func unknown() throws {
        #expect(throws: LocalizationError.picker(.unknownSentinel("present"))) {
            try Self.picker(selectedSentinel: "present")
        }
        var picker = try Self.picker()
        #expect(throws: PickerError.self) { try picker.select(storedValue: "present") }
        #expect(picker.selectedValue == "PT1H30M")
    }
}
