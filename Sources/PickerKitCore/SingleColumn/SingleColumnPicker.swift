/// A picker with one column whose rows are whole values (`2019年8月`, `August 2019`,
/// `2019年8月20日 14:30`) instead of one column per field.
///
/// The same configuration as ``PickerModel`` (bounds, steps, Present and other sentinel rows,
/// today's default), and the same rules for a value that is not a row (rounded to the steps,
/// clamped into the bounds, every moved field reported); the list runs in the sort order
/// of the mode's first field (``PickerConfiguration/sortOrders``: descending for newest first).
/// Rows are computed on demand: any range costs no memory per row. `LocalizedSingleColumnPicker`
/// labels them and is the data source.
///
/// ```swift
/// var configuration = try PickerConfiguration(mode: .yearMonth, minimum: "2015-01", maximum: "2019-12")
/// configuration.descendingFields = [.year]
/// var picker = try SingleColumnPicker(configuration)
/// picker.selectedRow                              // 0: 2019-12, newest first
/// try picker.select(row: 4)                        // 2019-08
/// try picker.select(try Selection("2030-01"))     // [year 2030 -> 2019: after the maximum, ...]
/// ```
///
/// In the configuration's calendar (``PickerConfiguration/calendar``): a Chinese month list has
/// its leap months in their place, a Hebrew one Adar I and II in a leap year.
package struct SingleColumnPicker: Hashable, Sendable {
    /// The state every picker shares: bounds, steps, sentinels, the selected values.
    package private(set) var model: PickerModel
    /// The rows.
    package let rows: SingleColumnRows

    /// Makes a picker reading "today" from `wallClock` (PickerKit passes the system's).
    package init(_ configuration: PickerConfiguration, wallClock: WallClock) throws(PickerError) {
        let model = try PickerModel(configuration, wallClock: wallClock)
        self.model = model
        rows = SingleColumnRows(
            layout: SingleColumnLayout(mode: model.mode, calendar: model.calendar, intervals: model.intervals),
            bounds: model.bounds,
            sortOrder: model.sortOrder(of: model.mode.fields[0]),
            leadingSentinels: model.sentinelRows.leading, trailingSentinels: model.sentinelRows.trailing)
    }

    /// The fields picked.
    package var mode: SelectionMode { model.mode }

    /// The selected values (kept while a sentinel is selected).
    package var values: PickerValues { model.values }

    /// The selected value as a string: canonical, or the sentinel's value (`present`).
    package var selectedValue: String { model.selectedValue }

    /// The selection, or `nil` while a caller-given sentinel (not Present) is selected.
    package var selection: Selection? { model.selection }

    /// The index of the selected row.
    package var selectedRow: Int? {
        if let sentinel = model.selectedSentinel { return rows.index(ofSentinel: sentinel.value) }
        return rows.index(of: model.values)
    }

    /// Chooses the row at `row`; a row on a disabled value (``PickerConfiguration/disabled``)
    /// moves on to the nearest enabled value, as ``PickerModel`` does (on a tie, in the
    /// direction of travel).
    ///
    /// - Returns: the fields moved by the picker itself: none for an enabled row, else each
    ///   moved field with reason ``PickerAdjustment/Reason/disabled``.
    /// - Throws: ``PickerError/rowOutOfRange(column:row:rowCount:)`` (naming the mode's first
    ///   field); ``PickerError/everyValueDisabled(minimum:maximum:)`` or
    ///   ``PickerError/noEnabledValue(near:searched:)`` when no enabled value is left (the picker
    ///   is then unchanged).
    @discardableResult
    package mutating func select(row: Int) throws(PickerError) -> [PickerAdjustment] {
        guard rows.indices.contains(row) else {
            throw .rowOutOfRange(column: mode.fields[0].rawValue, row: row, rowCount: rows.count)
        }
        switch rows[row] {
        case .sentinel(let sentinel):
            model.selectedSentinel = sentinel
            return []
        case .value(let values):
            var moved = model
            moved.selectedSentinel = nil
            moved.values = values
            let adjustments = try moved.avoidDisabled(preferLater: values > model.values)
            model = moved
            return adjustments
        }
    }

    /// Whether the row at `row` can be chosen.
    ///
    /// `false` only for a value row on a disabled value (``PickerModel/isDisabled(_:)``); the row
    /// stays in the list, so the wheel does not jump.
    package func isEnabled(row: Int) -> Bool {
        guard rows.indices.contains(row), case .value(let values) = rows[row] else { return true }
        return !model.isDisabled(values)
    }

    /// Shows `selection` on its nearest row: off the steps rounded to the nearest step, outside
    /// the bounds clamped, each moved field reported (as ``PickerModel/select(_:)-(Selection)``).
    @discardableResult
    package mutating func select(_ selection: Selection) throws(PickerError) -> [PickerAdjustment] {
        try model.select(selection).adjustments
    }

    /// Shows `values` (of the picker's mode) on the nearest row, as ``select(_:)-(Selection)`` does,
    /// and off a disabled value onto the nearest enabled one (reason `disabled`).
    ///
    /// - Throws: ``PickerError/modeMismatch(role:expected:actual:)`` for values of another mode;
    ///   ``PickerError/calendarMismatch(role:expected:actual:)`` for values of another calendar;
    ///   ``PickerError/invalidValue(role:values:mode:)`` for values that are not a date or time.
    @discardableResult
    package mutating func select(_ values: PickerValues) throws(PickerError) -> [PickerAdjustment] {
        guard values.mode == mode else { throw .modeMismatch(role: "selection", expected: mode, actual: values.mode) }
        guard values.calendar == model.calendar else {
            throw .calendarMismatch(role: "selection", expected: model.calendar, actual: values.calendar)
        }
        guard values.isValid else {
            throw .invalid(role: "selection", values)
        }
        let placed = PickerModel.place(values, intervals: model.intervals, bounds: model.bounds)
        var moved = model
        moved.values = placed.values
        moved.selectedSentinel = nil
        let avoided = try moved.avoidDisabled(preferLater: placed.values >= model.values)
        model = moved
        return avoided.isEmpty ? placed.adjustments : PickerModel.merged(placed.adjustments, avoided)
    }

    /// Shows the value a stored string names: a sentinel row's value selects that row, a
    /// value of the mode its nearest enabled row (``PickerModel``'s own reading of it).
    ///
    /// - Throws: ``PickerError/unparsable(role:input:error:)`` for a string that is neither;
    ///   ``PickerError/unknownSentinel(_:)`` for `present` without a Present row.
    @discardableResult
    package mutating func select(storedValue: String) throws(PickerError) -> [PickerAdjustment] {
        try model.select(storedValue: storedValue).adjustments
    }

    /// Shows today in the configuration's time zone, on the nearest row (moves reported).
    @discardableResult
    package mutating func selectToday() throws(PickerError) -> [PickerAdjustment] {
        try model.selectToday().adjustments
    }
}
