import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// The one configuration shape and the one set of verbs of every family: the row verb written
/// once on ``PickerDataSource`` refuses what the wheel moves back with a ``PickerError``
/// naming the column, and otherwise does what ``PickerDataSource/didSelect(row:inColumn:)`` does.
@Suite("one configuration shape and one set of verbs for every family")
struct FamilyVerbTests {
    enum Family: String, CaseIterable, CustomStringConvertible {
        case dates, oneColumn, ranges, weeks, quarters, durations, cascades
        var description: String { rawValue }
    }

    /// A picker of `family` with a Present (or Any) row that starts selected when `sentinel`.
    static func picker(_ family: Family, sentinel: Bool = false) throws -> any PickerDataSource {
        let en = try ResolvedLocale("en_US")
        switch family {
        case .dates:
            var configuration = try PickerConfiguration(
                mode: .yearMonth, minimum: "2015-01", maximum: "2020-12", selection: sentinel ? "present" : "2019-08")
            configuration.descendingFields = [.year]
            return try LocalizedPicker(locale: en, configuration: configuration, includesPresent: true)
        case .oneColumn:
            let configuration = try PickerConfiguration(mode: .yearMonth, minimum: "2019-01", maximum: "2019-12")
            return try LocalizedSingleColumnPicker(locale: en, configuration: configuration)
        case .ranges:
            let configuration = try PickerConfiguration(mode: .yearMonth, minimum: "2015-01", maximum: "2020-12")
            return try LocalizedRangePicker(
                locale: en, configuration: configuration, range: SelectionRange("2016-03/2019-08"))
        case .weeks, .quarters:
            let mode: PeriodMode = family == .weeks ? .yearWeek : .yearQuarter
            var configuration = try PeriodConfiguration(
                mode: mode, minimum: mode == .yearWeek ? "2015-W01" : "2015-Q1",
                selection: sentinel ? "present" : mode == .yearWeek ? "2020-W53" : "2020-Q4")
            configuration.descendingFields = [.year]
            return try LocalizedPeriodPicker(locale: en, configuration: configuration, includesPresent: true)
        case .durations:
            var configuration = try DurationConfiguration(
                minimum: "PT15M", maximum: "PT2H30M", selection: sentinel ? "any" : "PT1H45M")
            configuration.minuteStep = 5
            configuration.customRows = [SentinelRow(value: SentinelRow.anyValue, label: "Any", position: .first)]
            return try LocalizedDurationPicker(locale: en, configuration: configuration)
        case .cascades:
            var picker = try CascadePicker(tree: .chinaDivisions(), depth: 2)
                .addingSentinelRows([SentinelRow(value: SentinelRow.anyValue, label: "Any", position: .first)])
            if sentinel { try picker.select(storedValue: SentinelRow.anyValue) }
            return picker
        }
    }

    @Test(
        "select(row:inColumn:) refuses a column or row out of range, naming it, and leaves the picker",
        arguments: Family.allCases)
    func refused(family: Family) throws {
        var picker = try Self.picker(family)
        let before = picker.selectedValue
        let columns = picker.numberOfColumns
        #expect(throws: PickerError.columnOutOfRange(column: columns, columnCount: columns)) {
            try picker.select(row: 0, inColumn: columns)
        }
        let rows = picker.numberOfRows(inColumn: 0)
        let name = picker.name(ofColumn: 0)
        #expect(throws: PickerError.rowOutOfRange(column: name, row: rows, rowCount: rows)) {
            try picker.select(row: rows, inColumn: 0)
        }
        #expect(throws: PickerError.rowOutOfRange(column: name, row: -1, rowCount: rows)) {
            try picker.select(row: -1, inColumn: 0)
        }
        #expect(picker.selectedValue == before)
    }

    @Test("a column a sentinel row disables is refused with the sentinel's value", arguments: Family.allCases)
    func disabledColumn(family: Family) throws {
        guard family != .oneColumn, family != .ranges else { return }  // no column after the first to disable
        var picker = try Self.picker(family, sentinel: true)
        let sentinel = picker.selectedValue
        #expect(sentinel == "present" || sentinel == "any")
        let disabled = try #require((0..<picker.numberOfColumns).first { !picker.isEnabled(column: $0) })
        #expect(throws: PickerError.columnDisabled(column: picker.name(ofColumn: disabled), sentinel: sentinel)) {
            try picker.select(row: 0, inColumn: disabled)
        }
    }

    @Test("the row verb and the wheel agree on every row of every column", arguments: Family.allCases)
    func rowVerbIsTheWheel(family: Family) throws {
        let start = try Self.picker(family)
        for column in 0..<start.numberOfColumns {
            for row in 0..<min(start.numberOfRows(inColumn: column), 40) {
                var byVerb = start
                var byWheel = start
                let verb = try byVerb.select(row: row, inColumn: column)
                let wheel = byWheel.didSelect(row: row, inColumn: column)
                #expect(verb == wheel, "\(family) row \(row) column \(column)")
                #expect(byVerb.selectedValue == byWheel.selectedValue)
            }
        }
    }

    @Test("every column is named by the field it picks")
    func columnNames() throws {
        #expect(try (0..<2).map(Self.picker(.weeks).name(ofColumn:)) == ["week", "year"])
        #expect(try (0..<2).map(Self.picker(.quarters).name(ofColumn:)) == ["quarter", "year"])
        #expect(try (0..<3).map(Self.picker(.durations).name(ofColumn:)) == ["hour", "minute", "second"])
        #expect(try (0..<2).map(Self.picker(.dates).name(ofColumn:)) == ["month", "year"])
        #expect(try Self.picker(.dates).name(ofColumn: 5) == "column 5")
    }

    /// Sets the shape every family shares, through the protocol: an Any row, selected.
    static func withAny<C: PickerFamilyConfiguration>(_ configuration: inout C) {
        configuration.customRows = [SentinelRow(value: SentinelRow.anyValue, label: "Any", position: .first)]
        configuration.selectedSentinel = SentinelRow.anyValue
    }

    /// Sets the shape every ordered family shares, through the protocol: newest first, with Any.
    static func newestFirst<C: OrderedPickerFamilyConfiguration>(_ configuration: inout C, fields: Set<DateField>) {
        configuration.descendingFields = fields
        withAny(&configuration)
    }

    @Test("one configuration shape: the same code sets up dates, periods, durations and cascades")
    func sharedShape() throws {
        let en = try ResolvedLocale("en_US")
        var dates = try PickerConfiguration(mode: .yearMonth, minimum: "2015-01", maximum: "2019-12")
        Self.newestFirst(&dates, fields: [.year])
        var quarters = try PeriodConfiguration(mode: .yearQuarter, minimum: "2015-Q1", maximum: "2019-Q4")
        Self.newestFirst(&quarters, fields: [.year])
        var durations = try DurationConfiguration(maximum: "PT4H")
        Self.newestFirst(&durations, fields: [.hour])
        var regions = try CascadeConfiguration(tree: CascadeTree.chinaDivisions(), depth: 2, selection: "440000/440300")
        Self.withAny(&regions)
        // The largest unit's first value row, newest first where the family has an order.
        let pickers: [(any PickerDataSource, first: [String])] = [
            (try LocalizedPicker(locale: en, configuration: dates), ["2019"]),
            (try LocalizedPeriodPicker(locale: en, configuration: quarters), ["2019"]),
            (try LocalizedDurationPicker(locale: en, configuration: durations), ["4 hours", "4 hr"]),
            (try LocalizedCascadePicker(locale: en, configuration: regions, includesPresent: true), ["北京市"]),
        ]
        for (picker, first) in pickers {
            #expect(picker.selectedValue == "any")
            let sentinels = try #require(
                (0..<picker.numberOfColumns).first { picker.title(forRow: 0, inColumn: $0) == "Any" })
            let largest = (0..<picker.numberOfColumns).first { picker.name(ofColumn: $0) == "year" } ?? 0
            #expect(sentinels == largest, "the sentinel rows are in the largest unit's column")
            #expect(first.contains(picker.title(forRow: 1, inColumn: largest)))
            #expect(!picker.isEnabled(column: largest == 0 ? 1 : 0), "the other column waits behind Any")
        }
        // A cascade's Present row ends its first column, labeled in the locale's words; the
        // branch the configuration names stays behind the sentinel rows.
        let cascade = try LocalizedCascadePicker(locale: en, configuration: regions, includesPresent: true)
        let rows = cascade.numberOfRows(inColumn: 0)
        #expect(cascade.title(forRow: rows - 1, inColumn: 0) == "Present")
        #expect(cascade.picker.selection.description == "440000/440300")
        #expect(throws: LocalizationError.picker(.unknownSentinel("none"))) {
            var missing = regions
            missing.selectedSentinel = "none"
            _ = try LocalizedCascadePicker(locale: en, configuration: missing)
        }
        #expect {
            try CascadePicker(CascadeConfiguration(tree: CascadeTree.chinaDivisions(), selection: "440000/999999"))
        } throws: { error in
            guard case .unparsable("selection", "440000/999999", let cause) = error as? PickerError else {
                return false
            }
            return cause.kind == .unknownCode && cause.offset == 7
        }
    }

    @Test("minimum after maximum is one error in every family, naming both bounds")
    func minimumAfterMaximum() throws {
        let en = try ResolvedLocale("en_US")
        #expect(throws: LocalizationError.picker(.minimumAfterMaximum(minimum: "2020-01", maximum: "2019-01"))) {
            try LocalizedPicker(
                locale: en, configuration: PickerConfiguration(mode: .yearMonth, minimum: "2020-01", maximum: "2019-01")
            )
        }
        #expect(throws: LocalizationError.picker(.minimumAfterMaximum(minimum: "2020-W10", maximum: "2019-W10"))) {
            try LocalizedPeriodPicker(
                locale: en,
                configuration: PeriodConfiguration(mode: .yearWeek, minimum: "2020-W10", maximum: "2019-W10"))
        }
        #expect(throws: LocalizationError.picker(.minimumAfterMaximum(minimum: "PT3H", maximum: "PT2H"))) {
            try LocalizedDurationPicker(
                locale: en, configuration: DurationConfiguration(minimum: "PT3H", maximum: "PT2H"))
        }
    }
}
