/// A picker of weeks or quarters for a locale: the year and week (or quarter) columns in the
/// locale's order, labeled from ICU (`2020年`, `53`, `第三季度`), with an optional Present row
/// and newest-first order, as a ``PickerDataSource``.
///
/// The Present row is in the first column, placed as in every picker: first when the rows
/// run newest first, else last.
///
/// ```swift
/// var picker = try LocalizedPeriodPicker(
///     locale: ResolvedLocale("zh_CN"), mode: .yearWeek, minimum: Period("2015-W01"),
///     maximum: Period("2020-W53"), selection: Period("2020-W53"), includesPresent: true, descending: true)
/// picker.title(forRow: 0, inColumn: 0)    // "至今"
/// picker.didSelect(row: 2, inColumn: 0)   // the year 2019: week 53 -> 52, said in `sentences`
/// picker.selectedValue                    // "2019-W52"
/// ```
public struct LocalizedPeriodPicker: Sendable {
    /// The state: the year and the week or quarter.
    package private(set) var picker: PeriodPicker
    /// The labeler of the rows.
    package let labeler: PeriodLabeler
    /// Whether rows are listed newest first.
    public let descending: Bool
    /// The sentinel rows of the first column (the Present row, first when ``descending``, else
    /// last) and the one selected.
    package private(set) var sentinels: SentinelRows
    /// The picker strings of the locale: the adjustment sentences' templates.
    private let strings: PickerStrings
    /// "Select week" or "Select quarter" in the locale.
    public let title: String
    /// Whether the year column comes first in the locale's pattern.
    private let yearFirst: Bool

    /// Makes a picker of weeks or quarters for `locale`.
    ///
    /// - Parameters:
    ///   - locale: the locale whose words and digits label the rows.
    ///   - mode: ``PeriodMode/yearWeek`` or ``PeriodMode/yearQuarter``.
    ///   - minimum: the first period offered; `nil` for the first of 1900.
    ///   - maximum: the last period offered; `nil` for the last of 2100.
    ///   - selection: the first selection, clamped into the bounds.
    ///   - weekRules: how weeks are numbered: ISO unless given (`WeekRules(locale:)` for the
    ///     locale's own).
    ///   - includesPresent: adds a Present row to the first column.
    ///   - descending: lists rows newest first (the Present row then leads).
    ///   - selectsPresent: starts on the Present row (which needs `includesPresent`).
    /// - Throws: ``ParseError`` for bounds or a selection of the other mode or bounds in the
    ///   wrong order, ``LocalizationError`` when the locale's words cannot be read, and
    ///   ``PickerError/unknownSentinel(_:)`` for `selectsPresent` without a Present row.
    public init(
        locale: ResolvedLocale, mode: PeriodMode, minimum: Period? = nil, maximum: Period? = nil,
        selection: Period, weekRules: WeekRules = .iso, includesPresent: Bool = false, descending: Bool = false,
        selectsPresent: Bool = false
    ) throws {
        let periods = try PeriodPicker(
            mode: mode, minimum: minimum, maximum: maximum, selection: selection, rules: weekRules)
        try self.init(
            periods, labeler: PeriodLabeler(locale: locale, weekRules: weekRules), includesPresent: includesPresent,
            descending: descending, selectsPresent: selectsPresent)
    }

    /// The selected week or quarter (the one shown beside the Present row while it is selected).
    public var selection: Period { picker.selection }

    /// Whether the first column has a Present row (first when ``descending``, else last).
    public var includesPresent: Bool { sentinels.row(withValue: SentinelRow.presentValue) != nil }

    /// Whether the Present row is selected (the other column then shows its value, disabled).
    public var isPresentSelected: Bool { sentinels.selected?.value == SentinelRow.presentValue }

    /// Makes the picker; `selectsPresent` starts on the Present row (which needs `includesPresent`).
    package init(
        _ picker: PeriodPicker, labeler: PeriodLabeler, includesPresent: Bool = false, descending: Bool = false,
        selectsPresent: Bool = false
    ) throws {
        let strings = try PickerStrings(locale: labeler.locale)
        let present = SentinelRow(
            value: SentinelRow.presentValue, label: strings[.present], position: descending ? .first : .last)
        sentinels = try SentinelRows(
            includesPresent ? [present] : [], selectedValue: selectsPresent ? SentinelRow.presentValue : nil)
        self.picker = picker
        self.labeler = labeler
        self.descending = descending
        self.strings = strings
        title = strings[picker.mode == .yearWeek ? .selectWeek : .selectQuarter]
        yearFirst = labeler.yearFirst(in: picker.mode)
    }

    private func isYearColumn(_ column: Int) -> Bool { (column == 0) == yearFirst }

    /// The values of the column drawn at `column`.
    private func values(_ column: Int) -> ClosedRange<Int> {
        isYearColumn(column) ? picker.years : picker.numbers
    }

    /// What row `row` of the column at `column` holds: a sentinel row (first column only) or
    /// the value row at an index; `nil` outside the column.
    private func content(row: Int, inColumn column: Int) -> SentinelRows.Row? {
        guard (0..<2).contains(column) else { return nil }
        let count = values(column).count
        if column == 0 { return sentinels.content(ofRow: row, valueRows: count) }
        return (0..<count).contains(row) ? .value(row) : nil
    }

    /// The value of a row, or `nil` for a sentinel row and rows outside the column.
    private func value(row: Int, inColumn column: Int) -> Int? {
        guard case .value(let index) = content(row: row, inColumn: column) else { return nil }
        let range = values(column)
        return descending ? range.upperBound - index : range.lowerBound + index
    }

    /// What a row stands for as text: the year (`2020`), the period the row's number makes in
    /// the selected year (`2020-W53`), or `present`; `nil` outside the columns.
    package func storedValue(row: Int, inColumn column: Int) -> String? {
        switch content(row: row, inColumn: column) {
        case .sentinel(let sentinel): return sentinel.value
        case .value: break
        case nil: return nil
        }
        guard let value = value(row: row, inColumn: column) else { return nil }
        return isYearColumn(column) ? String(value) : picker.period(year: picker.year, number: value).description
    }

    /// The name of the field the column at `column` picks: `year`, `week` or `quarter`.
    package func fieldName(ofColumn column: Int) -> String {
        isYearColumn(column) ? "year" : picker.mode.field.rawValue
    }
}

extension LocalizedPeriodPicker: PickerDataSource {
    /// Two columns: the year and the week (or quarter), in the locale's order.
    public var numberOfColumns: Int { 2 }

    /// The rows of a column, the Present row included.
    public func numberOfRows(inColumn column: Int) -> Int {
        guard (0..<2).contains(column) else { return 0 }
        let count = values(column).count
        return column == 0 ? sentinels.rowCount(valueRows: count) : count
    }

    /// The selected row: the Present row while it is selected, else the value's row.
    public func selectedRow(inColumn column: Int) -> Int {
        guard (0..<2).contains(column) else { return 0 }
        let range = values(column)
        if column == 0, let sentinel = sentinels.selectedRow(valueRows: range.count) { return sentinel }
        let current = isYearColumn(column) ? picker.year : picker.number
        let index = descending ? range.upperBound - current : current - range.lowerBound
        return column == 0 ? sentinels.row(ofValueRow: index) : index
    }

    /// The second column cannot be scrolled while Present is selected.
    public func isEnabled(column: Int) -> Bool {
        (0..<2).contains(column) && sentinels.isEnabled(column: column)
    }

    /// Every row can be chosen.
    public func isEnabled(row: Int, inColumn column: Int) -> Bool { true }

    /// A year (`2020年`), a week (`第53周`) or quarter label, or Present.
    public func title(forRow row: Int, inColumn column: Int) -> String {
        if case .sentinel(let sentinel) = content(row: row, inColumn: column) { return sentinel.label }
        guard let value = value(row: row, inColumn: column) else { return "" }
        if isYearColumn(column) { return (try? labeler.yearLabel(value)) ?? String(value) }
        return (try? labeler.numberLabel(picker.period(year: picker.year, number: value))) ?? String(value)
    }

    /// The whole period the row would select, as a screen reader says it.
    public func spokenTitle(forRow row: Int, inColumn column: Int) -> String {
        guard let value = value(row: row, inColumn: column) else { return title(forRow: row, inColumn: column) }
        var year = picker.year
        var number = picker.number
        if isYearColumn(column) {
            year = value
            number = min(number, picker.periodsIn(value))
        } else {
            number = value
        }
        return (try? labeler.spokenPhrase(for: picker.period(year: year, number: number)))
            ?? title(forRow: row, inColumn: column)
    }

    /// `2020-W53`, `2019-Q3`, or `present`.
    public var selectedValue: String {
        sentinels.selected?.value ?? picker.selection.description
    }

    /// Chooses a row: a year that lacks the selected week moves it (week 53 -> 52, reported in
    /// ``PickerChange/adjustments`` and said in ``PickerChange/sentences``); the Present row
    /// disables the other column.
    @discardableResult
    public mutating func didSelect(row: Int, inColumn column: Int) -> PickerChange {
        let old = self
        if case .sentinel(let sentinel) = content(row: row, inColumn: column) {
            sentinels.select(sentinel)
            return change(from: old, adjustments: []).restingWheel(at: row, inColumn: column, of: self)
        }
        guard let value = value(row: row, inColumn: column), isEnabled(column: column) else {
            return .wheelBack(inColumn: column, of: numberOfColumns)
        }
        if column == 0 { sentinels.deselect() }
        var adjustments: [PickerAdjustment] = []
        if isYearColumn(column) {
            adjustments = (try? picker.select(year: value)) ?? []
        } else {
            try? picker.select(number: value)
        }
        return change(from: old, adjustments: adjustments, sentences: sentences(adjustments))
            .restingWheel(at: row, inColumn: column, of: self)
    }

    /// Shows the period a stored string names (`2020-W53`, `2019-Q3`), clamped into the bounds
    /// (each moved field reported), or the Present row for `present`.
    ///
    /// - Throws: ``PickerError/unparsable(role:input:error:)`` for a string that is not a
    ///   period of the picker's mode; ``PickerError/unknownSentinel(_:)`` for `present`
    ///   without a Present row.
    @discardableResult
    public mutating func select(storedValue: String) throws(PickerError) -> PickerChange {
        let old = self
        if sentinels.select(value: storedValue) { return change(from: old, adjustments: []) }
        if storedValue == Selection.presentString { throw .unknownSentinel(SentinelRow.presentValue) }
        let period: Period
        do {
            period = try Period(storedValue, mode: picker.mode)
        } catch {
            throw .unparsable(role: "selection", input: storedValue, error: error)
        }
        sentinels.deselect()
        let adjustments = picker.select(period)
        return change(from: old, adjustments: adjustments, sentences: sentences(adjustments))
    }

    /// The sentences of `adjustments` in the locale (``AdjustmentSpeaker``): the new week,
    /// quarter or year as its row shows it, the bound or the year said in full.
    private func sentences(_ adjustments: [PickerAdjustment]) -> [String] {
        guard !adjustments.isEmpty, let speaker = try? AdjustmentSpeaker(strings: strings, locale: labeler.locale)
        else { return [] }
        let labeler =
            speaker.speaksPickerLanguage
            ? self.labeler : (try? PeriodLabeler(locale: speaker.locale, weekRules: labeler.weekRules)) ?? self.labeler
        return speaker.sentences(for: adjustments) { adjustment throws(LocalizationError) in
            var parts: [String: String] = [:]
            parts["value"] =
                adjustment.field == .year
                ? try labeler.yearLabel(adjustment.to)
                : try labeler.numberLabel(picker.period(year: picker.year, number: adjustment.to))
            switch adjustment.reason {
            case .minimum: parts["bound"] = try labeler.spokenPhrase(for: picker.minimum)
            case .maximum: parts["bound"] = try labeler.spokenPhrase(for: picker.maximum)
            case .weeksInYear(let year, _): parts["year"] = try labeler.yearLabel(year)
            default: break
            }
            return parts
        }
    }
}

extension LocalizedPeriodPicker: PickerColumnsState {
    /// What a column lists: its row count and enabled state, and for the week or quarter
    /// column the year its rows belong to (each row's title names its dates).
    package struct ColumnRows: Equatable {
        let count: Int
        let isEnabled: Bool
        let year: Int?
    }

    /// The rows, enabled state and, for the week or quarter column, the year of `column`.
    package func rows(ofColumn column: Int) -> ColumnRows {
        ColumnRows(
            count: numberOfRows(inColumn: column), isEnabled: isEnabled(column: column),
            year: isYearColumn(column) ? nil : picker.year)
    }
}
