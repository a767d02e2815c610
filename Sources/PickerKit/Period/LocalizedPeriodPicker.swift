/// A picker of weeks or quarters for a locale: the year and week (or quarter) columns in the
/// locale's order, labeled from ICU (`2020年`, `53`, `第三季度`), with optional sentinel rows
/// and newest-first columns, as a ``PickerDataSource``; made from a ``PeriodConfiguration``
/// as a date picker is from a ``PickerConfiguration``.
///
/// Sentinel rows (Present, Any) are in the year column, as a date picker's are in its largest
/// unit's column, wherever the locale shows it (second in en_US, first in zh_CN), first or last
/// as each row says (the Present row of `includesPresent` first when the years run newest
/// first, else last).
///
/// ```swift
/// var configuration = try PeriodConfiguration(
///     mode: .yearWeek, minimum: "2015-W01", maximum: "2020-W53", selection: "2020-W53")
/// configuration.descendingFields = [.year]
/// var picker = try LocalizedPeriodPicker(
///     locale: ResolvedLocale("zh_CN"), configuration: configuration, includesPresent: true)
/// picker.title(forRow: 0, inColumn: 0)    // "至今"
/// try picker.select(2019, in: .year)      // week 53 -> 52, said in `sentences`
/// picker.selectedValue                    // "2019-W52"
/// ```
///
/// A configuration's ``PeriodConfiguration/calendar`` makes it a picker of that calendar's
/// quarters: its year column lists the calendar's years, its values are written
/// `1403-Q2[u-ca=persian]`, and ICU labels them in that calendar.
public struct LocalizedPeriodPicker: Sendable {
    /// The state: the year and the week or quarter.
    package private(set) var picker: PeriodPicker
    /// The labeler of the rows.
    package let labeler: PeriodLabeler
    /// The columns whose rows run newest first (``DateField/year``, and the week or quarter).
    public let descendingFields: Set<DateField>
    /// The sentinel rows of the year column (the Present row, first when the years run
    /// newest first, else last; a caller's own) and the one selected.
    package private(set) var sentinels: SentinelRows
    /// The picker strings of the locale: the adjustment sentences' templates.
    private let strings: PickerStrings
    /// "Select week" or "Select quarter" in the locale.
    public let title: String
    /// Whether the year column comes first in the locale's pattern.
    private let yearFirst: Bool

    /// Makes the picker `configuration` describes, for `locale`.
    ///
    /// - Parameters:
    ///   - locale: the locale whose words and digits label the rows.
    ///   - configuration: the mode, bounds, selection, week rules, sentinel rows and order.
    ///   - includesPresent: adds a Present row labeled in the locale's language, first when
    ///     the years run newest first, else last.
    /// - Throws: ``LocalizationError``, as every localized picker's init: when the locale's
    ///   words cannot be read, or ``LocalizationError/picker(_:)`` wrapping the configuration's
    ///   mistake: ``PickerError/minimumAfterMaximum(minimum:maximum:)``,
    ///   ``PickerError/unparsable(role:input:error:)`` for a bound or selection of the other
    ///   mode, ``PickerError/unknownSentinel(_:)`` for a selected sentinel no row has, or the
    ///   clock's errors.
    public init(
        locale: ResolvedLocale, configuration: PeriodConfiguration, includesPresent: Bool = false
    ) throws(LocalizationError) {
        let labeler = try PeriodLabeler(
            locale: locale, weekRules: configuration.weekRules, calendar: configuration.calendar)
        var configuration = configuration
        let strings = try PickerStrings(locale: labeler.locale)
        if includesPresent {
            configuration.present = SentinelRow(
                value: SentinelRow.presentValue, label: strings[.present],
                position: configuration.isDescending(.year) ? .first : .last)
        }
        let clock = WallClock.system
        let periods: PeriodPicker
        let sentinels: SentinelRows
        do {
            periods = try PeriodPicker(configuration) { () throws(PickerError) in
                let values = try clock.civilTime(configuration.now?() ?? clock.now(), configuration.timeZone)
                return CalendarDate(year: values[.year], month: values[.month], day: values[.day])
            }
            sentinels = try configuration.placedSentinelRows()
        } catch {
            throw .picker(error)
        }
        self.init(
            periods, labeler: labeler, strings: strings, sentinels: sentinels,
            descendingFields: configuration.descendingFields)
    }

    /// The selected week or quarter (the one shown beside a sentinel row while one is selected).
    public var selection: Period { picker.selection }

    /// Whether the year column has a Present row.
    public var includesPresent: Bool { sentinels.row(withValue: SentinelRow.presentValue) != nil }

    /// Whether the Present row is selected (the other column then shows its value, disabled).
    public var isPresentSelected: Bool { sentinels.selected?.value == SentinelRow.presentValue }

    /// Makes the picker from its state, labeler and rows.
    package init(
        _ picker: PeriodPicker, labeler: PeriodLabeler, strings: PickerStrings, sentinels: SentinelRows,
        descendingFields: Set<DateField>
    ) {
        self.sentinels = sentinels
        self.picker = picker
        self.labeler = labeler
        self.descendingFields = descendingFields
        self.strings = strings
        title = strings[picker.mode == .yearWeek ? .selectWeek : .selectQuarter]
        yearFirst = labeler.yearFirst(in: picker.mode)
    }

    /// Makes the picker from a prepared state and labeler (the CLI and the tests keep labelers
    /// in a cache): a Present row, first when `descending` (every column newest first), and
    /// `selectsPresent` to start on it.
    package init(
        _ picker: PeriodPicker, labeler: PeriodLabeler, includesPresent: Bool = false, descending: Bool = false,
        selectsPresent: Bool = false
    ) throws {
        var configuration = PeriodConfiguration(mode: picker.mode)
        configuration.descendingFields = descending ? [.year, picker.mode.field] : []
        configuration.selectedSentinel = selectsPresent ? SentinelRow.presentValue : nil
        let strings = try PickerStrings(locale: labeler.locale)
        if includesPresent {
            configuration.present = SentinelRow(
                value: SentinelRow.presentValue, label: strings[.present], position: descending ? .first : .last)
        }
        self.init(
            picker, labeler: labeler, strings: strings, sentinels: try configuration.placedSentinelRows(),
            descendingFields: configuration.descendingFields)
    }

    private func isYearColumn(_ column: Int) -> Bool { (column == 0) == yearFirst }

    /// The values of the column drawn at `column`.
    private func values(_ column: Int) -> ClosedRange<Int> {
        isYearColumn(column) ? picker.years : picker.numbers
    }

    /// What row `row` of the column at `column` holds: a sentinel row (year column only) or
    /// the value row at an index; `nil` outside the column.
    private func content(row: Int, inColumn column: Int) -> SentinelRows.Row? {
        guard (0..<2).contains(column) else { return nil }
        let count = values(column).count
        if isYearColumn(column) { return sentinels.content(ofRow: row, valueRows: count) }
        return (0..<count).contains(row) ? .value(row) : nil
    }

    /// Whether the column at `column` runs newest first.
    private func isDescending(_ column: Int) -> Bool {
        descendingFields.contains(isYearColumn(column) ? .year : picker.mode.field)
    }

    /// The value of a row, or `nil` for a sentinel row and rows outside the column.
    private func value(row: Int, inColumn column: Int) -> Int? {
        guard case .value(let index) = content(row: row, inColumn: column) else { return nil }
        let range = values(column)
        return isDescending(column) ? range.upperBound - index : range.lowerBound + index
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

    /// The field the column at `column` picks: `year`, `week` or `quarter`; `column N` outside.
    public func name(ofColumn column: Int) -> String {
        guard (0..<2).contains(column) else { return "column \(column)" }
        return isYearColumn(column) ? "year" : picker.mode.field.rawValue
    }
}

extension LocalizedPeriodPicker: PickerDataSource {
    /// Two columns: the year and the week (or quarter), in the locale's order.
    public var numberOfColumns: Int { 2 }

    /// The rows of a column, the Present row included.
    public func numberOfRows(inColumn column: Int) -> Int {
        guard (0..<2).contains(column) else { return 0 }
        let count = values(column).count
        return isYearColumn(column) ? sentinels.rowCount(valueRows: count) : count
    }

    /// The selected row: the Present row while it is selected, else the value's row.
    public func selectedRow(inColumn column: Int) -> Int {
        guard (0..<2).contains(column) else { return 0 }
        let range = values(column)
        if isYearColumn(column), let sentinel = sentinels.selectedRow(valueRows: range.count) { return sentinel }
        let current = isYearColumn(column) ? picker.year : picker.number
        let index = isDescending(column) ? range.upperBound - current : current - range.lowerBound
        return isYearColumn(column) ? sentinels.row(ofValueRow: index) : index
    }

    /// The week or quarter column cannot be scrolled while Present is selected.
    public func isEnabled(column: Int) -> Bool {
        (0..<2).contains(column) && sentinels.isEnabled(column: column, sentinelColumn: yearFirst ? 0 : 1)
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
            // As choosing the row would: into the rows that year offers (never a quarter of a
            // calendar's edge year before its covered days).
            let rows = picker.numbers(inYear: value)
            number = min(max(number, rows.lowerBound), rows.upperBound)
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
        if isYearColumn(column) { sentinels.deselect() }
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
        guard period.calendar == picker.calendar else {
            throw .unparsable(
                role: "selection", input: period.description, error: period.calendarMismatch(expected: picker.calendar))
        }
        sentinels.deselect()
        let adjustments = picker.select(period)
        return change(from: old, adjustments: adjustments, sentences: sentences(adjustments))
    }

    /// Shows `period`, as a "restore" button would: clamped into the bounds, each moved field
    /// reported and said in the locale.
    ///
    /// - Throws: ``PickerError/unparsable(role:input:error:)`` with a ``ParseError`` of kind
    ///   `modeMismatch` for a period of the other mode;
    ///   `calendarMismatch` for one of another calendar.
    @discardableResult
    public mutating func select(_ period: Period) throws(PickerError) -> PickerChange {
        guard period.mode == picker.mode else {
            throw .unparsable(
                role: "selection", input: period.description,
                error: ParseError(
                    kind: .modeMismatch, offset: 5, message: "\(period) is a \(period.mode) value, not \(picker.mode)"))
        }
        guard period.calendar == picker.calendar else {
            throw .unparsable(
                role: "selection", input: period.description, error: period.calendarMismatch(expected: picker.calendar))
        }
        let old = self
        sentinels.deselect()
        let adjustments = picker.select(period)
        return change(from: old, adjustments: adjustments, sentences: sentences(adjustments))
    }

    /// Shows `value` in `field`'s column (``DateField/year``, and ``DateField/week`` or
    /// ``DateField/quarter``), as choosing its row would: a year that lacks the selected week
    /// moves it (week 53 -> 52), and a value the column does not offer now (outside the
    /// bounds, a week the year lacks) moves to the nearest one it offers, reported first.
    ///
    /// ```swift
    /// try picker.select(2019, in: .year)   // 2020-W53 -> 2019-W52, [week 53 -> 52: 2019 has 52 weeks]
    /// ```
    ///
    /// - Throws: ``PickerError/fieldNotInMode(_:mode:)`` for a field the picker has no column
    ///   for, ``PickerError/fieldValueOutOfRange(field:value:)`` for a value no year has (year 0,
    ///   week 54, quarter 5).
    @discardableResult
    public mutating func select(_ value: Int, in field: DateField) throws(PickerError) -> PickerChange {
        guard field == .year || field == picker.mode.field else {
            throw .fieldNotInMode(field, mode: picker.mode.rawValue)
        }
        let possible = field == .year ? PickerValues.years : field == .week ? 1...53 : 1...4
        guard possible.contains(value) else { throw .fieldValueOutOfRange(field: field, value: value) }
        let old = self
        sentinels.deselect()
        var adjustments: [PickerAdjustment] = []
        if field == .year {
            let years = picker.years
            let year = min(max(value, years.lowerBound), years.upperBound)
            if year != value {
                adjustments.append(
                    PickerAdjustment(
                        field: .year, from: value, to: year, reason: value < years.lowerBound ? .minimum : .maximum))
            }
            adjustments += (try? picker.select(year: year)) ?? []
        } else {
            let rows = picker.numbers
            let number = min(max(value, rows.lowerBound), rows.upperBound)
            if number != value {
                let reason: PickerAdjustment.Reason
                if value < rows.lowerBound {
                    reason = .minimum
                } else if rows.upperBound == picker.periodsIn(picker.year) && picker.mode == .yearWeek {
                    reason = .weeksInYear(year: picker.year, weeks: rows.upperBound)
                } else {
                    reason = .maximum
                }
                adjustments.append(PickerAdjustment(field: field, from: value, to: number, reason: reason))
            }
            try? picker.select(number: number)
        }
        return change(from: old, adjustments: adjustments, sentences: sentences(adjustments))
    }

    /// Shows the week (under the picker's ``WeekRules``) or the quarter that holds `day`,
    /// clamped into the bounds (each moved field reported).
    ///
    /// A `Date` in a time zone goes through PickerKitFoundation's `select(_:in:)`.
    ///
    /// - Throws: ``PickerError/unparsable(role:input:error:)`` for a day whose period leaves
    ///   the years 0001...9999.
    @discardableResult
    public mutating func select(periodContaining day: CalendarDate) throws(PickerError) -> PickerChange {
        let period: Period
        do {
            period = try PeriodPicker.period(
                containing: day, mode: picker.mode, rules: picker.rules, calendar: picker.calendar)
        } catch {
            throw .unparsable(role: "day", input: day.description, error: error)
        }
        return try select(period)
    }

    /// The sentences of `adjustments` in the locale (``AdjustmentSpeaker``): the new week,
    /// quarter or year as its row shows it, the bound or the year said in full.
    private func sentences(_ adjustments: [PickerAdjustment]) -> [String] {
        guard !adjustments.isEmpty, let speaker = try? AdjustmentSpeaker(strings: strings, locale: labeler.locale)
        else { return [] }
        let labeler =
            speaker.speaksPickerLanguage
            ? self.labeler
            : (try? PeriodLabeler(locale: speaker.locale, weekRules: labeler.weekRules, calendar: labeler.calendar))
                ?? self.labeler
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
