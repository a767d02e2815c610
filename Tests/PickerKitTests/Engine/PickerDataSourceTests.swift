import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Every picker family through the one ``PickerDataSource`` protocol, scrolled at random: rows,
/// titles and selected rows stay consistent, a chosen enabled row is shown as chosen, and the
/// selection always round-trips through its family's strict string.
///
/// Repeat a failing run with `PICKERKIT_SEED=<seed> swift test --filter PickerDataSource`.
@Suite("one data source for every picker family")
struct PickerDataSourceTests {
    static let moves = 300

    /// Scrolls `picker` at random; returns the first broken rule, or `nil`.
    static func exercise(
        _ picker: inout some PickerDataSource, using random: inout SplitMix64, roundTrips: (String) -> Bool
    ) -> String? {
        for move in 0..<moves {
            let columns = picker.numberOfColumns
            guard columns > 0 else { return "no columns" }
            for column in 0..<columns {
                let rows = picker.numberOfRows(inColumn: column)
                guard rows > 0 else { return "column \(column) is empty" }
                let selected = picker.selectedRow(inColumn: column)
                guard (0..<rows).contains(selected) else {
                    return "column \(column) selects row \(selected) of \(rows)"
                }
                if picker.title(forRow: selected, inColumn: column).isEmpty { return "empty title in column \(column)" }
                if picker.spokenTitle(forRow: selected, inColumn: column).isEmpty {
                    return "empty spoken title in column \(column)"
                }
            }
            guard roundTrips(picker.selectedValue) else { return "\(picker.selectedValue) does not round-trip" }
            let column = Int.random(in: 0..<columns, using: &random)
            let row = Int.random(in: 0..<picker.numberOfRows(inColumn: column), using: &random)
            let choosable = picker.isEnabled(column: column) && picker.isEnabled(row: row, inColumn: column)
            let change = picker.didSelect(row: row, inColumn: column)
            let after = picker.numberOfColumns
            guard Set(change.reloadedColumns).isSubset(of: change.reselectedColumns),
                change.reselectedColumns.allSatisfy({ (0..<max(after, columns)).contains($0) })
            else { return "move \(move): columns \(change.reloadedColumns) / \(change.reselectedColumns)" }
            if choosable, picker.selectedRow(inColumn: column) != row {
                return
                    "move \(move): row \(row) of column \(column) chosen, row \(picker.selectedRow(inColumn: column)) shown"
            }
            // The wheel rests on the row chosen: where the picker shows another, it moves back.
            if column < after, picker.selectedRow(inColumn: column) != row, !change.reselectedColumns.contains(column) {
                let shown = picker.selectedRow(inColumn: column)
                return "move \(move): row \(row) of column \(column) chosen, row \(shown) shown, not reselected"
            }
        }
        // Indices outside the picker are harmless.
        let before = picker.selectedValue
        _ = picker.didSelect(row: 1_000_000, inColumn: 0)
        _ = picker.didSelect(row: 0, inColumn: 99)
        if picker.selectedValue != before { return "an out-of-range row changed the selection" }
        if picker.numberOfRows(inColumn: 99) != 0 || !picker.title(forRow: -1, inColumn: 0).isEmpty {
            return "out-of-range indices answer rows or titles"
        }
        return nil
    }

    @Test(
        "dates and times in any calendar",
        arguments: [
            ("zh_CN", SelectionMode.date), ("en_US", .dateHourMinute), ("zh_CN@calendar=chinese", .yearMonth),
            ("he_IL@calendar=hebrew", .date), ("ja-JP-u-ca-japanese", .date), ("ar_EG", .time),
            ("fa-IR-u-ca-persian", .dateTime),
        ])
    func dates(id: String, mode: SelectionMode) throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        var configuration = PickerConfiguration(mode: mode)
        configuration.now = { 1_566_343_800 }
        if mode.includes(.year) {
            configuration.minimum = try PickerValues(parsing: "2015-03-10 00:00:00", mode: .dateTime).converted(
                to: mode
            ).validSelection
            configuration.maximum = try PickerValues(parsing: "2024-10-20 23:59:59", mode: .dateTime).converted(
                to: mode
            ).validSelection
            configuration.sortOrders[.year] = .descending
        }
        configuration.intervals = try PickerIntervals(minuteStep: mode.includes(.minute) ? 5 : 1)
        var picker = try LocalizedPicker(
            locale: ResolvedLocale(id), configuration: configuration, includesPresent: mode.includes(.year))
        let problem = Self.exercise(&picker, using: &random) { text in
            text == Selection.presentString || (try? Selection(text, mode: mode).description) == text
        }
        #expect(problem == nil, "seed \(seed): \(id) \(mode): \(problem ?? "")")
    }

    @Test("weeks and quarters, newest first with a Present row", arguments: [PeriodMode.yearWeek, .yearQuarter])
    func periods(mode: PeriodMode) throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        let selection = try Period(mode == .yearWeek ? "2020-W53" : "2019-Q3")
        let labeler = try PeriodLabeler(locale: ResolvedLocale("zh_CN"))
        var picker = try LocalizedPeriodPicker(
            PeriodPicker(mode: mode, selection: selection), labeler: labeler, includesPresent: true, descending: true)
        #expect(picker.title(forRow: 0, inColumn: 0) == "至今")
        #expect(picker.title == (mode == .yearWeek ? "选择周" : "选择季度"))
        let problem = Self.exercise(&picker, using: &random) { text in
            text == Selection.presentString || (try? Period(text, mode: mode).description) == text
        }
        #expect(problem == nil, "seed \(seed): \(mode): \(problem ?? "")")
    }

    @Test(
        "weeks and quarters of a calendar, newest first with a Present row",
        arguments: [PeriodMode.yearWeek, .yearQuarter],
        [
            (CalendarKind.persian, "fa_IR"), (.hebrew, "he_IL"), (.chinese, "zh_CN"), (.roc, "zh_TW"),
            (.ethiopic, "am_ET"),
        ])
    func calendarPeriods(mode: PeriodMode, calendar: (kind: CalendarKind, localeID: String)) throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        let locale = try ResolvedLocale(calendar.localeID)
        let day = CalendarDate(year: 2024, month: 6, day: 10)
        let selection =
            mode == .yearWeek
            ? try Period(weekContaining: day, calendar: calendar.kind)
            : try Period(quarterContaining: day, calendar: calendar.kind)
        // Weeks under the locale's own rules: each row stands for one stored week.
        let rules = mode == .yearWeek ? try WeekRules(locale: locale) : .iso
        let labeler = try PeriodLabeler(locale: locale, weekRules: rules, calendar: calendar.kind)
        var picker = try LocalizedPeriodPicker(
            PeriodPicker(mode: mode, selection: selection, rules: rules, calendar: calendar.kind), labeler: labeler,
            includesPresent: true, descending: true)
        let problem = Self.exercise(&picker, using: &random) { text in
            text == Selection.presentString
                || (try? Period(text, mode: mode).description) == text && text.hasSuffix("]")
        }
        #expect(problem == nil, "seed \(seed): \(mode) \(calendar.kind): \(problem ?? "")")
    }

    @Test("durations, with and without sentinel rows", arguments: [false, true])
    func durations(withSentinels: Bool) throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        let labeler = try DurationLabeler(locale: ResolvedLocale("de_DE"))
        let maximum = try DurationSelection(hours: 2, minutes: 30)
        let sentinels = [
            SentinelRow(value: "any", label: "Beliebig", position: .first),
            SentinelRow(value: "custom", label: "Eigene", position: .last),
        ]
        var picker = LocalizedDurationPicker(
            try DurationPicker(maximum: maximum, minuteStep: 5, selection: DurationSelection("PT1H30M")),
            labeler: labeler, sentinels: SentinelRows(withSentinels ? sentinels : []))
        let problem = Self.exercise(&picker, using: &random) { text in
            (withSentinels && ["any", "custom"].contains(text)) || (try? DurationSelection(text).description) == text
        }
        #expect(problem == nil, "seed \(seed): \(problem ?? "")")
    }

    @Test("a clamp is reported through the data source by every family, as one adjustment type")
    func adjustmentsThroughTheDataSource() throws {
        var weeks = try LocalizedPeriodPicker(
            PeriodPicker(mode: .yearWeek, selection: Period("2020-W53")),
            labeler: PeriodLabeler(locale: ResolvedLocale("en_US")), includesPresent: false, descending: false)
        let yearColumn = (0..<2).first { weeks.title(forRow: 0, inColumn: $0).contains("19") }!
        let year2021 = (0..<weeks.numberOfRows(inColumn: yearColumn)).first {
            weeks.title(forRow: $0, inColumn: yearColumn).contains("2021")
        }!
        let weekChange = weeks.didSelect(row: year2021, inColumn: yearColumn)
        #expect(
            weekChange.adjustments == [
                PickerAdjustment(field: .week, from: 53, to: 52, reason: .weeksInYear(year: 2021, weeks: 52))
            ])
        // Said in the locale from the reason's template, not as the debugging description.
        #expect(weekChange.sentences == ["Week changed to 52: 2021 has 52 weeks"])

        var duration = LocalizedDurationPicker(
            try DurationPicker(
                maximum: DurationSelection(hours: 2, minutes: 30), selection: DurationSelection("PT1H45M")),
            labeler: try DurationLabeler(locale: ResolvedLocale("de_DE")))
        let durationChange = duration.didSelect(row: 2, inColumn: 0)
        #expect(durationChange.adjustments == [PickerAdjustment(field: .minute, from: 45, to: 30, reason: .maximum)])
        #expect(duration.selectedValue == "PT2H30M")
        // At the maximum hour the minutes stop at 30 and the seconds at 0: both reload.
        #expect(durationChange.reloadedColumns == [1, 2])
    }

    @Test("cascades: the China divisions, the branch's length following the choice")
    func cascades() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        let tree = try CascadeTree.chinaDivisions()
        let any = SentinelRow(value: "any", label: "不限", position: .first)
        let present = SentinelRow(value: "present", label: "至今", position: .last)
        var picker = try CascadePicker(tree: tree, selection: "440000/440300/440305").addingSentinelRows([any, present])
        #expect(picker.title(forRow: picker.selectedRow(inColumn: 2), inColumn: 2) == "南山区")
        let problem = Self.exercise(&picker, using: &random) { text in
            text == "any" || text == "present"
                || (try? CascadePicker(tree: tree, selection: text).selection.description) == text
        }
        #expect(problem == nil, "seed \(seed): \(problem ?? "")")
    }

    @Test("a region or division picker gets Any and Present rows: the branch stays, disabled, behind them")
    func cascadeSentinels() throws {
        let tree = try CascadeTree.chinaDivisions()
        let any = SentinelRow(value: "any", label: "不限", position: .first)
        let present = SentinelRow(value: "present", label: "至今", position: .last)
        var picker = try CascadePicker(tree: tree, selection: "440000/440300/440305").addingSentinelRows([any, present])
        let provinces = tree.children(of: nil).count
        #expect(picker.numberOfRows(inColumn: 0) == provinces + 2)
        #expect(picker.title(forRow: 0, inColumn: 0) == "不限")
        #expect(picker.title(forRow: provinces + 1, inColumn: 0) == "至今")
        let guangdong = picker.selectedRow(inColumn: 0)
        #expect(picker.title(forRow: guangdong, inColumn: 0) == "广东省")
        let change = picker.didSelect(row: 0, inColumn: 0)
        #expect(picker.selectedValue == "any")
        #expect(!picker.isEnabled(column: 1) && !picker.isEnabled(column: 2))
        #expect(change.reloadedColumns == [1, 2])
        // A disabled column cannot be scrolled; its wheel moves back.
        #expect(picker.didSelect(row: 0, inColumn: 2).reselectedColumns == [2])
        #expect(picker.selectedValue == "any")
        _ = picker.didSelect(row: provinces + 1, inColumn: 0)
        #expect(picker.selectedValue == "present")
        #expect(picker.selectedRow(inColumn: 0) == provinces + 1)
        _ = picker.didSelect(row: guangdong, inColumn: 0)
        #expect(picker.selectedValue == "440000/440300/440305")
        #expect(picker.isEnabled(column: 2))
        #expect(picker.selectingSentinel("present")?.selectedValue == "present")
        #expect(picker.selectingSentinel("none") == nil)
    }

    @Test("a day clamped by a shorter month is said in the locale's words")
    func sentences() throws {
        let configuration = try PickerConfiguration(mode: .date, selection: "2019-01-31")
        var picker = try LocalizedPicker(locale: ResolvedLocale("zh_CN"), configuration: configuration)
        let month = try #require(picker.model.order.firstIndex(of: .month))
        let change = picker.didSelect(row: 1, inColumn: month)
        #expect(picker.selectedValue == "2019-02-28")
        #expect(change.adjustments.map(\.field) == [.day])
        #expect(change.sentences == (try picker.spokenAdjustments(change.adjustments)))
        #expect(change.sentences.first?.contains("28") == true)
    }
}
