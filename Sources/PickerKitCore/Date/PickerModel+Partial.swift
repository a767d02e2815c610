extension PickerModel {
    /// Chooses `row` in the column at `columnIndex` (display order) in place.
    ///
    /// A disabled value (``DisabledValues``) is never kept: the selection moves to the nearest
    /// enabled value, on a tie in the direction of travel (later when the chosen row is later
    /// than the selection was), reported with reason ``PickerAdjustment/Reason/disabled``.
    ///
    /// - Returns: every field the model moved by itself (in field order) and the columns to update.
    /// - Throws: ``PickerError`` for an index out of range or a disabled column; when no
    ///   enabled value is found the model is left as it was.
    @discardableResult
    package mutating func select(row: Int, inColumn columnIndex: Int) throws(PickerError) -> PickerChange {
        let old = snapshot
        let adjustments = try moving { model throws(PickerError) in try model.chooseRow(row, inColumn: columnIndex) }
        return change(since: old, adjustments: adjustments)
    }

    /// Shows today with the fields `partial` gives (as a default such as "August, this year"),
    /// read from the configuration's clock in its time zone, then rounded to the steps,
    /// clamped into the bounds and moved off disabled values, each field moved reported.
    ///
    /// ```swift
    /// try model.select(partial: PartialValues(month: 8))   // today 2026-12-01 -> 2026-08-01
    /// ```
    ///
    /// - Throws: ``PickerError/partialSelectionEmpty``, ``PickerError/fieldNotInMode(_:mode:)``
    ///   or ``PickerError/fieldValueOutOfRange(field:value:)`` for a partial selection the
    ///   picker cannot complete; clock errors as ``selectToday()``.
    @discardableResult
    package mutating func select(partial: PartialValues) throws(PickerError) -> PickerChange {
        let old = snapshot
        let now = try today.today(mode: mode, calendar: calendar)
        let completed = try partial.completed(from: now)
        let adjustments = try moving { model throws(PickerError) in
            let placed = Self.place(completed.values, intervals: model.intervals, bounds: model.bounds)
            model.values = placed.values
            model.selectedSentinel = nil
            return (completed.adjustment.map { [$0] } ?? []) + placed.adjustments
        }
        return change(since: old, adjustments: adjustments)
    }

}
