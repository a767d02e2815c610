import PickerKitCore

extension LocalizedPicker {
    /// Shows today with the fields `partial` gives (as a default such as "August, this year"),
    /// rounded to the steps, clamped into the bounds and moved off disabled values, each field
    /// moved reported.
    ///
    /// A partial default for a new picker goes in ``PickerConfiguration/partialSelection``.
    ///
    /// - Throws: ``PickerError/partialSelectionEmpty``, ``PickerError/fieldNotInMode(_:mode:)`` or ``PickerError/fieldValueOutOfRange(field:value:)``
    ///   for fields the picker cannot complete; clock errors as ``selectToday()``.
    @discardableResult
    public mutating func select(partial: [DateField: Int]) throws(PickerError) -> PickerChange {
        try select(partial: PartialValues(partial))
    }

    /// Shows today with the fields `partial` gives, in order (see ``select(partial:)-([DateField:Int])``).
    @discardableResult
    package mutating func select(partial: PartialValues) throws(PickerError) -> PickerChange {
        try applying { model throws(PickerError) in try model.select(partial: partial) }
    }

    /// Whether row `row` of the column at `columnIndex` may be stopped on: `false` for a row of
    /// a disabled value (``DisabledValues``) and outside the column; a UI draws it greyed.
    public func isEnabled(row: Int, inColumn columnIndex: Int) -> Bool {
        model.isEnabled(row: row, inColumn: columnIndex)
    }
}
