import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Choosing rows and restoring the stored value give the same picker in every family.
///
/// The two verbs are ``PickerDataSource/didSelect(row:inColumn:)`` and
/// ``PickerDataSource/select(storedValue:)``; both must report every column they changed.
///
/// Repeat a failing run with `PICKERKIT_SEED=<seed> swift test --filter PickerVerbEquivalence`.
@Suite("choosing rows and restoring the stored value give the same picker in every family")
struct PickerVerbEquivalenceTests {
    /// A family and a configuration of it, made fresh for each side of a comparison.
    enum Family: String, CaseIterable, CustomStringConvertible {
        case gregorianDate, englishDateTime, chineseLunar, hebrew, japaneseEras, persianDateTime, time
        case singleColumn, ranges, weeks, quarters, durations, regions

        var description: String { rawValue }

        /// How many random scrolls each seed makes.
        static let moves = 60
    }

    /// One column as a user sees it: its rows' titles and enabled states, and the selected row.
    struct ColumnLook: Equatable {
        let titles: [String]
        let enabled: [Bool]
        let isEnabled: Bool
        let selectedRow: Int
    }

    static func look(_ picker: some PickerDataSource) -> [ColumnLook] {
        (0..<picker.numberOfColumns).map { column in
            let rows = 0..<picker.numberOfRows(inColumn: column)
            return ColumnLook(
                titles: rows.map { picker.title(forRow: $0, inColumn: column) },
                enabled: rows.map { picker.isEnabled(row: $0, inColumn: column) },
                isEnabled: picker.isEnabled(column: column), selectedRow: picker.selectedRow(inColumn: column))
        }
    }

    /// What `change` failed to list, or `nil` when it told the truth.
    ///
    /// A column is to be reloaded where its titles or enabled states differ, reselected where
    /// its selected row differs; a column count that changed asks for every column (as the
    /// protocol says).
    static func untold(_ change: PickerChange, from before: [ColumnLook], to after: [ColumnLook]) -> String? {
        guard before.count == after.count else { return nil }
        for column in after.indices {
            let old = before[column]
            let new = after[column]
            let rowsChanged = old.titles != new.titles || old.enabled != new.enabled || old.isEnabled != new.isEnabled
            if rowsChanged, !change.reloadedColumns.contains(column) {
                return "column \(column)'s rows changed but it is not reloaded (\(change))"
            }
            if old.selectedRow != new.selectedRow, !change.reselectedColumns.contains(column) {
                return
                    "column \(column) moved \(old.selectedRow) -> \(new.selectedRow) but is not reselected (\(change))"
            }
        }
        return nil
    }

    /// Scrolls one picker at random, restores a fresh one from its stored value, and compares.
    static func compare<Picker: PickerDataSource>(
        _ make: () throws -> Picker, using random: inout SplitMix64
    ) throws -> String? {
        var scrolled = try make()
        for move in 0..<Family.moves {
            let columns = scrolled.numberOfColumns
            let column = Int.random(in: 0..<columns, using: &random)
            let row = Int.random(in: 0..<scrolled.numberOfRows(inColumn: column), using: &random)
            let before = look(scrolled)
            let change = scrolled.didSelect(row: row, inColumn: column)
            if let problem = untold(change, from: before, to: look(scrolled)) {
                return "move \(move), row \(row) of column \(column): \(problem)"
            }
            var restored = try make()
            let fresh = look(restored)
            let stored = scrolled.selectedValue
            let restoring: PickerChange
            do {
                restoring = try restored.select(storedValue: stored)
            } catch {
                return "move \(move): \(stored) cannot be restored: \(error)"
            }
            if restored.selectedValue != stored {
                return "move \(move): \(stored) restored as \(restored.selectedValue)"
            }
            if !restoring.adjustments.isEmpty {
                return "move \(move): restoring \(stored) moved \(restoring.adjustments)"
            }
            // Behind a sentinel row (`present`, `any`) the other columns keep whatever branch
            // they last showed, and the stored value does not say which: the kept branch may
            // even have fewer columns (a province without cities), and the sentinel's own
            // column may list that branch's rows (the weeks of the kept year). So there only
            // the enabled columns (the sentinel's) and their selected rows are compared.
            let restoredLook = look(restored)
            let shown = look(scrolled)
            // An open range keeps, behind the end's Present row, whatever end it last showed.
            let sentinels = [Selection.presentString, SentinelRow.anyValue]
            let enabled = shown.indices.filter { shown[$0].isEnabled }
            let differs =
                sentinels.contains(stored) || stored.hasSuffix("/" + Selection.presentString)
                ? restoredLook.indices.filter({ restoredLook[$0].isEnabled }) != enabled
                    || enabled.contains { restored.selectedTitles[$0] != scrolled.selectedTitles[$0] }
                : restoredLook != shown
            if differs {
                return
                    "move \(move): \(stored) restored shows \(restored.selectedTitles), scrolled \(scrolled.selectedTitles)"
            }
            if let problem = untold(restoring, from: fresh, to: restoredLook) {
                return "move \(move): restoring \(stored): \(problem)"
            }
        }
        return nil
    }

    static let china = try! CascadeTree.chinaDivisions()

    /// A picker of `family`, bounded so that every column's rows are cheap to title.
    static func check(_ family: Family, using random: inout SplitMix64) throws -> String? {
        func dates(_ id: String, _ mode: SelectionMode, present: Bool = true) throws -> String? {
            var configuration = PickerConfiguration(mode: mode)
            configuration.now = { 1_566_343_800 }
            if mode.includes(.year) {
                configuration.minimum = try PickerValues(parsing: "2015-03-10 00:00:00", mode: .dateTime)
                    .converted(to: mode).validSelection
                configuration.maximum = try PickerValues(parsing: "2024-10-20 23:59:59", mode: .dateTime)
                    .converted(to: mode).validSelection
                configuration.sortOrders[.year] = .descending
            }
            configuration.intervals = try PickerIntervals(minuteStep: mode.includes(.minute) ? 5 : 1)
            let locale = try ResolvedLocale(id)
            return try compare(
                {
                    try LocalizedPicker(
                        locale: locale, configuration: configuration, includesPresent: present && mode.includes(.year))
                }, using: &random)
        }
        func periods(_ mode: PeriodMode) throws -> String? {
            let labeler = try PeriodLabeler(locale: ResolvedLocale(mode == .yearWeek ? "de_DE" : "zh_CN"))
            let minimum = try Period(mode == .yearWeek ? "2018-W10" : "2017-Q2")
            let maximum = try Period(mode == .yearWeek ? "2021-W20" : "2023-Q3")
            let descending = mode == .yearWeek
            return try compare(
                {
                    try LocalizedPeriodPicker(
                        PeriodPicker(mode: mode, minimum: minimum, maximum: maximum, selection: minimum),
                        labeler: labeler, includesPresent: true, descending: descending)
                }, using: &random)
        }
        switch family {
        case .gregorianDate: return try dates("zh_CN", .date)
        case .englishDateTime: return try dates("en_US", .dateHourMinute)
        case .chineseLunar: return try dates("zh_CN@calendar=chinese", .date)
        case .hebrew: return try dates("he_IL@calendar=hebrew", .yearMonth)
        case .japaneseEras: return try dates("ja-JP-u-ca-japanese", .date)
        case .persianDateTime: return try dates("fa-IR-u-ca-persian", .dateTime)
        case .time: return try dates("ar_EG", .time)
        case .singleColumn:
            var configuration = try PickerConfiguration(mode: .yearMonth, minimum: "2015-01", maximum: "2019-12")
            configuration.sortOrders[.year] = .descending
            let locale = try ResolvedLocale("zh_CN")
            return try compare(
                {
                    try LocalizedSingleColumnPicker(locale: locale, configuration: configuration, includesPresent: true)
                },
                using: &random)
        case .ranges:
            var configuration = try PickerConfiguration(mode: .date, minimum: "2018-11-20", maximum: "2020-03-10")
            configuration.sortOrders[.year] = .descending
            let locale = try ResolvedLocale("en_US")
            return try compare(
                {
                    try LocalizedRangePicker(
                        locale: locale, configuration: configuration, range: SelectionRange("2019-01-31/2019-03-01"),
                        includesPresent: true)
                }, using: &random)
        case .weeks: return try periods(.yearWeek)
        case .quarters: return try periods(.yearQuarter)
        case .durations:
            let labeler = try DurationLabeler(locale: ResolvedLocale("en_US"))
            let maximum = try DurationSelection(hours: 3, minutes: 20, seconds: 30)
            return try compare(
                {
                    LocalizedDurationPicker(
                        try DurationPicker(maximum: maximum, minuteStep: 10, secondStep: 15), labeler: labeler)
                }, using: &random)
        case .regions:
            let any = SentinelRow(value: "any", label: "不限", position: .first)
            return try compare(
                { try CascadePicker(tree: china, depth: 3).addingSentinelRows([any]) }, using: &random)
        }
    }

    @Test("rows and the stored value agree, and every change is reported", arguments: Family.allCases)
    func equivalence(family: Family) throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        let problem = try Self.check(family, using: &random)
        #expect(problem == nil, "seed \(seed): \(family): \(problem ?? "")")
    }

    @Test(
        "a string that is not one of the picker's values is refused, positioned, and changes nothing",
        arguments: [
            (Family.gregorianDate, "2019-02-30", ParseError.Kind.dayOutOfRange, 8),
            (.chineseLunar, "1987-M07L-01[u-ca=chinese]", .monthNotInYear, 5),
            (.ranges, "2019-09-01/2019-08-20", .endBeforeStart, 11),
            (.weeks, "2019-W54", .weekOutOfRange, 6),
            (.durations, "PT1H5M", .offStep, 4),
            (.regions, "440000/999999", .unknownCode, 7),
        ])
    func refusals(family: Family, input: String, kind: ParseError.Kind, offset: Int) throws {
        func refuse(_ picker: some PickerDataSource) -> String? {
            var picker = picker
            let before = picker.selectedValue
            do {
                try picker.select(storedValue: input)
                return "\(input) was accepted as \(picker.selectedValue)"
            } catch {
                guard case .unparsable(_, let given, let parse) = error else { return "\(error)" }
                if given != input || parse.kind != kind || parse.offset != offset {
                    return "\(given): \(parse.kind) at \(parse.offset), expected \(kind) at \(offset)"
                }
            }
            return picker.selectedValue == before ? nil : "the selection moved to \(picker.selectedValue)"
        }
        let problem: String?
        switch family {
        case .gregorianDate:
            problem = refuse(try LocalizedPicker(locale: ResolvedLocale("zh_CN"), configuration: .init(mode: .date)))
        case .chineseLunar:
            problem = refuse(
                try LocalizedPicker(locale: ResolvedLocale("zh_CN@calendar=chinese"), configuration: .init(mode: .date))
            )
        case .ranges:
            problem = refuse(
                try LocalizedRangePicker(locale: ResolvedLocale("zh_CN"), configuration: .init(mode: .date)))
        case .weeks:
            problem = refuse(
                try LocalizedPeriodPicker(
                    PeriodPicker(mode: .yearWeek, selection: Period("2020-W53")),
                    labeler: PeriodLabeler(locale: ResolvedLocale("en_US"))))
        case .durations:
            problem = refuse(
                LocalizedDurationPicker(
                    try DurationPicker(minuteStep: 10), labeler: try DurationLabeler(locale: ResolvedLocale("en_US"))))
        default:
            problem = refuse(try CascadePicker(tree: Self.china, depth: 2))
        }
        #expect(problem == nil, "\(family) \(input): \(problem ?? "")")
    }
}
