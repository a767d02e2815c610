extension LocalizedPicker {
    /// Shows `selection`, keeping the locale, order, labels and words.
    ///
    /// See ``PickerModel/select(_:)-(Selection)``. Columns whose labels follow the new values
    /// (a day's weekday) are listed in ``PickerChange/reloadedColumns`` too.
    ///
    /// - Throws: ``LocalizationError/picker(_:)`` for a selection of another mode.
    @discardableResult
    public mutating func select(_ selection: Selection) throws(LocalizationError) -> PickerChange {
        try apply { model throws(PickerError) in try model.select(selection) }
    }

    /// Shows `value` in `field`'s column: see ``PickerModel/select(_:in:)-(Int,_)``.
    @discardableResult
    public mutating func select(_ value: Int, in field: DateField) throws(LocalizationError) -> PickerChange {
        try apply { model throws(PickerError) in try model.select(value, in: field) }
    }

    /// Shows today from the configuration's clock: see ``PickerModel/selectToday()``.
    @discardableResult
    public mutating func selectToday() throws(LocalizationError) -> PickerChange {
        try apply { model throws(PickerError) in try model.selectToday() }
    }

    /// Chooses `row` in the column at `columnIndex` (display order) in place: see
    /// ``PickerModel/select(row:inColumn:)``.
    ///
    /// - Returns: every field the model moved by itself and the columns to update (labels
    ///   follow values: a day column whose weekday names changed is reloaded).
    @discardableResult
    public mutating func select(row: Int, inColumn columnIndex: Int) throws(LocalizationError) -> PickerChange {
        try apply { model throws(PickerError) in try model.select(row: row, inColumn: columnIndex) }
    }

    /// Runs `body` on the model and describes the change for this picker's labels.
    mutating func apply(
        _ body: (inout PickerModel) throws(PickerError) -> PickerChange
    ) throws(LocalizationError) -> PickerChange {
        do {
            return try applying(body)
        } catch {
            throw .picker(error)
        }
    }

    /// Runs `body` on a copy of the model, keeps the copy when `body` returns, and describes
    /// the change for this picker's labels.
    mutating func applying(
        _ body: (inout PickerModel) throws(PickerError) -> PickerChange
    ) throws(PickerError) -> PickerChange {
        let old = model.snapshot
        var new = model
        let change = try body(&new)
        model = new
        return change.followingLabels(in: new, from: old)
    }
}
