/// The state of a date or time picker: columns in display order, their rows, and the selection.
///
/// A value type. Every verb (choose a row, select a stored value, a field value, today) changes
/// it in place and returns one ``PickerChange``: the columns below the chosen one are
/// recomputed (days follow year and month, bounds narrow the boundary year, month, day and
/// hour), and every field the model had to move is listed with the reason.
///
/// ```swift
/// var configuration = PickerConfiguration(mode: .date)
/// configuration.selection = try Selection(year: 2020, month: 2, day: 29)
/// var model = try PickerModel(configuration)
/// let change = try model.select(row: model.columns[0].rowIndex(of: 2021)!, inColumn: 0)
/// model.values                 // year=2021 month=2 day=28
/// change.adjustments           // [day 29 -> 28: the month has 28 days]
/// ```
///
/// Rows are computed, never stored: a picker over 0001–9999 is as small as one over a year.
package struct PickerModel: Hashable, Sendable {
    /// The fields picked.
    package let mode: SelectionMode
    /// The calendar of the date columns (Gregorian for modes without a date field).
    package let calendar: CalendarKind
    /// The bounds, aligned to the minute and second steps.
    package internal(set) var bounds: PickerBounds
    /// Minute and second steps.
    package let intervals: PickerIntervals
    /// The largest field picked: its column holds the sentinel rows and stays enabled.
    package let firstField: DateField
    /// The columns in display order; an AM/PM column (`.dayPeriod`) only with ``usesDayPeriod``.
    package let order: [DateField]
    /// Whether hours are picked as 12-hour values plus an AM/PM column.
    package let usesDayPeriod: Bool
    /// Each field's direction, indexed by the field's position from the year (no hashing on
    /// the per-row path).
    private let sortOrderByField: [ColumnSortOrder]
    /// The sentinel rows of the first (largest-unit) column and the one selected.
    package private(set) var sentinelRows: SentinelRows
    /// The selected field values (kept while a sentinel is selected, to return to).
    package internal(set) var values: PickerValues
    /// What the model moved when it was made (today or the given selection clamped into bounds).
    package internal(set) var initialAdjustments: [PickerAdjustment]
    /// The configuration's clock and time zone, for ``selectToday()``.
    package let today: PickerClock
    /// The values the selection never stops on, as units of ``SelectionMode/disabledUnit`` in
    /// ``calendar`` (empty by default).
    package let disabled: DisabledValues

    /// Makes a model reading "today" from `wallClock` (PickerKit passes the system's).
    package init(_ configuration: PickerConfiguration, wallClock: WallClock) throws(PickerError) {
        let clock = PickerClock(
            now: configuration.now ?? wallClock.now, timeZone: configuration.timeZone, wallClock: wallClock)
        let mode = configuration.mode
        let calendar = configuration.pickerCalendar
        let defaults = PickerBounds.defaultRange(for: mode, calendar: calendar)
        let configuredMinimum = try Self.fields(of: configuration.minimum, role: "minimum", mode: mode)
        let configuredMaximum = try Self.fields(of: configuration.maximum, role: "maximum", mode: mode)
        for (role, value) in [("minimum", configuredMinimum), ("maximum", configuredMaximum)] {
            if let value, value.mode != mode { throw .modeMismatch(role: role, expected: mode, actual: value.mode) }
        }
        let minimum =
            try configuredMinimum.map { value throws(PickerError) in
                try Self.value(value, in: calendar, role: "minimum", end: .start)
            } ?? defaults.minimum
        let maximum =
            try configuredMaximum.map { value throws(PickerError) in
                try Self.value(value, in: calendar, role: "maximum", end: .end)
            } ?? defaults.maximum
        self.mode = mode
        self.calendar = calendar
        let intervals = try PickerIntervals(minuteStep: configuration.minuteStep, secondStep: configuration.secondStep)
        self.intervals = intervals
        self.bounds = try PickerBounds(minimum: minimum, maximum: maximum).aligned(to: intervals)
        let usesDayPeriod = configuration.usesDayPeriod && mode.fields.contains(.hour)
        var expected = mode.fields
        if usesDayPeriod { expected.append(.dayPeriod) }
        let order = configuration.order ?? expected
        guard order.count == expected.count && Set(order) == Set(expected) else {
            throw .invalidOrder(order, mode: mode)
        }
        self.order = order
        firstField = mode.fields[0]
        self.usesDayPeriod = usesDayPeriod
        self.sortOrderByField = DateField.allCases.map { configuration.sortOrders[$0] ?? .ascending }
        sentinelRows = SentinelRows((configuration.present.map { [$0] } ?? []) + configuration.customRows)

        var initial: PickerValues
        // What a Gregorian selection outside the calendar's range moved (to its first or last day).
        var outsideCalendar: [PickerAdjustment] = []
        // A selection of Present is the Present row, as the string "present" is.
        let selectedSentinel =
            configuration.selection?.isPresent == true ? SentinelRow.presentValue : configuration.selectedSentinel
        if let selection = configuration.selection.flatMap(PickerValues.init) {
            guard selection.mode == mode else {
                throw .modeMismatch(role: "selection", expected: mode, actual: selection.mode)
            }
            guard selection.isValid else { throw .invalid(role: "selection", selection) }
            let placed = try Self.placedInCalendar(selection, in: calendar, role: "selection", end: .start)
            initial = placed.values
            outsideCalendar = placed.adjustments
        } else {
            initial = try clock.today(mode: mode, calendar: calendar)
        }
        // A partial selection: today with the given fields (the day kept inside the month).
        var completing: [PickerAdjustment] = []
        if let partial = configuration.partialValues {
            guard configuration.selection == nil && selectedSentinel == nil else {
                throw .partialSelectionWithSelection
            }
            let completed = try partial.completed(from: initial)
            initial = completed.values
            completing = completed.adjustment.map { [$0] } ?? []
        }
        self.today = clock
        self.disabled = try Self.normalized(configuration.disabled, mode: mode, calendar: calendar)
        let placed = Self.place(initial, intervals: intervals, bounds: bounds)
        values = placed.values
        initialAdjustments = completing + placed.adjustments
        if !outsideCalendar.isEmpty { initialAdjustments = Self.merged(outsideCalendar, initialAdjustments) }
        initialAdjustments = Self.merged(initialAdjustments, try avoidDisabled(preferLater: true))
        if let sentinelValue = selectedSentinel, !sentinelRows.select(value: sentinelValue) {
            throw .unknownSentinel(sentinelValue)
        }
    }

    /// The sentinel rows of the first column, those before its values first.
    package var sentinels: [SentinelRow] { sentinelRows.all }

    /// The selected sentinel row, or `nil` when field values are selected.
    package internal(set) var selectedSentinel: SentinelRow? {
        get { sentinelRows.selected }
        set {
            if let newValue { sentinelRows.select(newValue) } else { sentinelRows.deselect() }
        }
    }

    /// The selected value as a string: the canonical form, or the selected sentinel's value
    /// (such as `"present"`).
    package var selectedValue: String {
        // The model's values are valid (the initializer and every move keep them so): written
        // without turning them into a selection checked again.
        selectedSentinel?.value ?? values.validSelection.description
    }

    /// The selection, or `nil` while a caller-given sentinel (such as Any) is selected.
    package var selection: Selection? {
        guard let sentinel = selectedSentinel else { return values.validSelection }
        return sentinel.value == SentinelRow.presentValue ? .present : nil
    }

    /// The columns in display order, with rows for the current selection.
    package var columns: [PickerColumn] {
        order.map(column(for:))
    }

    /// Whether the column of `field` can be scrolled: every column but the sentinel rows' own
    /// is disabled while a sentinel row is selected (``column(for:)``'s `isEnabled`, without
    /// building the column).
    package func isEnabled(_ field: DateField) -> Bool {
        selectedSentinel == nil || field == firstField
    }

    /// The number of rows of `field`'s column, sentinel rows included: ``column(for:)``'s
    /// `rowCount`, without building the column (a data source asks it on every scroll step).
    package func rowCount(of field: DateField) -> Int {
        let count = range(of: field).count
        return field == firstField ? sentinelRows.rowCount(valueRows: count) : count
    }

    /// The row `field`'s column shows as selected, computed without building the column.
    ///
    /// ``column(for:)``'s `selectedRow`, else the row of the value the column keeps while a
    /// sentinel row is selected elsewhere; `nil` when the column does not offer its value.
    package func shownRow(of field: DateField) -> Int? {
        let range = range(of: field)
        let isPrimary = field == firstField
        if isPrimary, let sentinel = selectedSentinel {
            let value = sentinel.value
            if let index = sentinelRows.leading.firstIndex(where: { $0.value == value }) { return index }
            if let index = sentinelRows.trailing.firstIndex(where: { $0.value == value }) {
                return sentinelRows.leading.count + range.count + index
            }
        }
        return PickerColumn.rowIndex(
            of: value(of: field), range: range, sortOrder: sortOrder(of: field.valueField),
            leadingRows: isPrimary ? sentinelRows.leading.count : 0,
            isTwelveHourClock: field == .hour && usesDayPeriod)
    }

    /// The column that picks `field`.
    package func column(for field: DateField) -> PickerColumn {
        let range = range(of: field)
        let isPrimary = field == firstField
        let leading = isPrimary ? sentinelRows.leading : []
        let trailing = isPrimary ? sentinelRows.trailing : []
        let isEnabled = isEnabled(field)
        // The AM/PM column follows the hour column's direction.
        let sortOrder = sortOrder(of: field.valueField)
        var column = PickerColumn(
            field: field, range: range, sortOrder: sortOrder, leadingSentinels: leading, trailingSentinels: trailing,
            isEnabled: isEnabled, selectedRow: nil, isTwelveHourClock: field == .hour && usesDayPeriod)
        if let sentinel = selectedSentinel {
            column.selectedRow = isPrimary ? column.rowIndex(ofSentinel: sentinel.value) : nil
        } else {
            column.selectedRow = column.rowIndex(of: value(of: field))
        }
        return column
    }

    /// The direction `field`'s column lists its values in.
    package func sortOrder(of field: DateField) -> ColumnSortOrder {
        sortOrderByField[field.index]
    }

    /// The value `field`'s column shows for the current values: the half of the day (0 for AM,
    /// 1 for PM) for the AM/PM column, else the field's value.
    package func value(of field: DateField) -> Int { Self.value(of: field, in: values) }

    /// The value `field`'s column shows for `values`.
    static func value(of field: DateField, in values: PickerValues) -> Int {
        field == .dayPeriod ? values[.hour] / 12 : values[field.valueField]
    }

    /// The rows `field`'s column offers now; with an AM/PM column, hours stay within the half.
    func range(of field: DateField) -> ColumnRange { range(of: field, given: values) }

    /// The rows `field`'s column offers when the model shows `values`.
    func range(of field: DateField, given values: PickerValues) -> ColumnRange {
        range(of: field, given: values, bounds: bounds)
    }

    /// The rows `field`'s column offers when the model shows `values` within `bounds`.
    func range(of field: DateField, given values: PickerValues, bounds: PickerBounds) -> ColumnRange {
        switch field {
        case .dayPeriod:
            let hours = allowedRange(of: .hour, given: values, bounds: bounds)
            return ColumnRange(lower: hours.lower / 12, upper: hours.upper / 12)
        case .hour where usesDayPeriod:
            let hours = allowedRange(of: .hour, given: values, bounds: bounds)
            let half = values[.hour] / 12
            return ColumnRange(lower: max(hours.lower, 12 * half), upper: min(hours.upper, 12 * half + 11))
        default:
            return allowedRange(of: field.valueField, given: values, bounds: bounds)
        }
    }

    /// Chooses `row` in the column at `columnIndex` (display order) in place, before moving off
    /// a disabled value (see ``select(row:inColumn:)``).
    mutating func chooseRow(_ row: Int, inColumn columnIndex: Int) throws(PickerError) -> [PickerAdjustment] {
        guard order.indices.contains(columnIndex) else {
            throw .columnOutOfRange(column: columnIndex, columnCount: order.count)
        }
        let column = column(for: order[columnIndex])
        guard column.isEnabled, let chosen = column.row(at: row) else {
            if let sentinel = selectedSentinel, !column.isEnabled {
                throw .columnDisabled(column: column.field.rawValue, sentinel: sentinel.value)
            }
            throw .rowOutOfRange(column: column.field.rawValue, row: row, rowCount: column.rowCount)
        }
        switch chosen {
        case .sentinel(let sentinel):
            selectedSentinel = sentinel
            return []
        case .value(let value) where column.field == .dayPeriod:
            selectedSentinel = nil
            // The same clock hour in the other half of the day, kept inside the bounds.
            values[.hour] = values[.hour] % 12 + 12 * value
            let adjustment = fit(.hour, within: range(of: .hour))
            return (adjustment.map { [$0] } ?? []) + relink(after: .hour)
        case .value(let value):
            selectedSentinel = nil
            let field = column.field.valueField
            let old = values
            values[field] = value
            return relink(after: field, from: old)
        }
    }

    /// Moves every field after `field` into its allowed range, after `field` changed from its
    /// value in `old`: a year change in a calendar keeps the month code (Nisan stays Nisan,
    /// though it is the 8th month of a leap year and the 7th of others), and a leap month the
    /// new year lacks becomes the month of the same number (reason `leapMonth`).
    mutating func relink(after field: DateField, from old: PickerValues) -> [PickerAdjustment] {
        // In a calendar without leap months the code is the month's number: kept as it is.
        guard field == .year, mode.includes(.month), let leap = keepMonthCode(of: old) else {
            return relink(after: field)
        }
        var adjustments = relink(after: field)
        // One adjustment per field: when the bounds move the month again, theirs is the
        // reason, from the month before either move.
        if let index = adjustments.firstIndex(where: { $0.field == .month }) {
            let bounded = adjustments[index]
            adjustments[index] = PickerAdjustment(
                field: .month, from: leap.from, to: bounded.to, reason: bounded.reason)
            return adjustments
        }
        return [leap] + adjustments
    }

    /// After a year change in a calendar: the month of the same code as in `old` (its
    /// ordinal may differ, as Hebrew Nisan is the 7th or 8th month); a leap month the new
    /// year lacks moves to the month of the same number (reason `leapMonth`).
    private mutating func keepMonthCode(of old: PickerValues) -> PickerAdjustment? {
        let rules = calendar.rules
        let code = old.monthCode
        if let month = rules.month(year: values.year, code: code) {
            values[.month] = month
            return nil
        }
        let replacement = code.fallback(in: calendar)
        // Every year has the months M01…M12 of its calendar.
        values[.month] = rules.month(year: values.year, code: replacement) ?? 1
        return PickerAdjustment(
            field: .month, from: old.month, to: values.month, reason: .leapMonth(from: code, to: replacement))
    }

    /// The fields of a configuration's bound, named by `role`; ``Selection/present`` is no bound.
    static func fields(of bound: Selection?, role: String, mode: SelectionMode) throws(PickerError)
        -> PickerValues?
    {
        guard let bound else { return nil }
        guard let values = PickerValues(bound) else {
            throw .invalidValue(role: role, values: bound.description, mode: mode)
        }
        return values
    }

    /// `value` (checked, of the model's mode) in `calendar`.
    static func value(
        _ value: PickerValues, in calendar: CalendarKind, role: String, end: RangeHalf
    ) throws(PickerError) -> PickerValues {
        try placedInCalendar(value, in: calendar, role: role, end: end).values
    }

    /// `value` (checked, of the model's mode) in `calendar`, with every field that moved when
    /// it lies outside the calendar's range: a Gregorian 1850-01-01 in a Chinese picker becomes
    /// the calendar's first day, 1901-02-19 (year 1850 -> 1901, month 1 -> 1: reason `.minimum`).
    static func placedInCalendar(
        _ value: PickerValues, in calendar: CalendarKind, role: String, end: RangeHalf
    ) throws(PickerError) -> (values: PickerValues, adjustments: [PickerAdjustment]) {
        guard let (converted, movedPast) = value.inCalendarMovingIntoRange(calendar, end: end) else {
            throw .calendarMismatch(role: role, expected: calendar, actual: value.calendar)
        }
        guard let movedPast else { return (converted, []) }
        // The first field that differs carries the move; smaller ones follow it.
        let adjustments = value.mode.fields.filter { value[$0] != converted[$0] }.map {
            PickerAdjustment(field: $0, from: value[$0], to: converted[$0], reason: movedPast)
        }
        return (converted, adjustments)
    }

    /// The values `field` may take given the larger fields in `values` and the bounds.
    func allowedRange(of field: DateField, given values: PickerValues) -> ColumnRange {
        allowedRange(of: field, given: values, bounds: bounds)
    }

    /// The values `field` can take within `bounds` when the larger fields are `values`.
    func allowedRange(of field: DateField, given values: PickerValues, bounds: PickerBounds) -> ColumnRange {
        let step = intervals.step(of: field)
        let atMinimum = values.hasSamePrefix(as: bounds.minimum, before: field)
        let atMaximum = values.hasSamePrefix(as: bounds.maximum, before: field)
        let lower = atMinimum ? bounds.minimum[field] : field.smallestValue
        let upper = atMaximum ? bounds.maximum[field] : values.naturalUpper(of: field)
        return ColumnRange(lower: lower, upper: upper, step: step)
    }

    /// Moves every field after `field` into its allowed range, largest first.
    mutating func relink(after field: DateField) -> [PickerAdjustment] {
        var adjustments: [PickerAdjustment] = []
        for smaller in mode.fields where smaller > field {
            if let adjustment = fit(smaller) { adjustments.append(adjustment) }
        }
        return adjustments
    }

    /// Moves `field` into its allowed range (or `range`); returns what moved, if anything.
    mutating func fit(_ field: DateField, within range: ColumnRange? = nil) -> PickerAdjustment? {
        let range = range ?? allowedRange(of: field, given: values)
        let old = values[field]
        guard !range.contains(old) else { return nil }
        let new = range.nearest(to: old)
        values[field] = new
        let reason: PickerAdjustment.Reason
        if old > values.naturalUpper(of: field) && new == values.naturalUpper(of: field) {
            reason = .monthLength(days: new)
        } else if old < range.lower {
            reason = .minimum
        } else if old > range.upper {
            reason = .maximum
        } else {
            reason = .interval(step: range.step)
        }
        return PickerAdjustment(field: field, from: old, to: new, reason: reason)
    }

    /// `values` rounded to the steps and then moved into `bounds`, with every field that changed.
    static func place(
        _ values: PickerValues, intervals: PickerIntervals, bounds: PickerBounds
    ) -> (values: PickerValues, adjustments: [PickerAdjustment]) {
        var adjustments: [PickerAdjustment] = []
        let rounded = values.roundedToNearest(intervals)
        for field in values.mode.fields where rounded[field] != values[field] {
            adjustments.append(
                PickerAdjustment(
                    field: field, from: values[field], to: rounded[field],
                    reason: .interval(step: intervals.step(of: field))))
        }
        let clamped = clamp(rounded, into: bounds)
        return (clamped.values, adjustments + clamped.adjustments)
    }

    /// `values` moved into `bounds`, with the fields that changed.
    private static func clamp(
        _ values: PickerValues, into bounds: PickerBounds
    ) -> (values: PickerValues, adjustments: [PickerAdjustment]) {
        let target: PickerValues
        let reason: PickerAdjustment.Reason
        if values < bounds.minimum {
            (target, reason) = (bounds.minimum, .minimum)
        } else if values > bounds.maximum {
            (target, reason) = (bounds.maximum, .maximum)
        } else {
            return (values, [])
        }
        let adjustments = values.mode.fields.filter { values[$0] != target[$0] }.map {
            PickerAdjustment(field: $0, from: values[$0], to: target[$0], reason: reason)
        }
        return (target, adjustments)
    }
}
