extension LocalizedPicker {
    /// Shows today with the fields `partial` gives: see ``PickerModel/select(partial:)``.
    ///
    /// A partial default for a new picker goes in ``PickerConfiguration/partialSelection``.
    @discardableResult
    public mutating func select(partial: PartialValues) throws(LocalizationError) -> PickerChange {
        try apply { model throws(PickerError) in try model.select(partial: partial) }
    }

    /// Whether row `row` of the column at `columnIndex` may be stopped on (see
    /// ``PickerModel/isEnabled(row:inColumn:)``); a UI draws disabled rows greyed.
    public func isEnabled(row: Int, inColumn columnIndex: Int) -> Bool {
        model.isEnabled(row: row, inColumn: columnIndex)
    }
}
