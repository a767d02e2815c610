@testable import PickerKitCore

/// A model after one verb, with the fields it moved: the tests compare a model before and after.
typealias ModelAfter = (model: PickerModel, adjustments: [PickerAdjustment])

extension PickerModel {
    /// A copy of the model after choosing `row` in the column at `columnIndex`.
    func copy(choosing row: Int, inColumn columnIndex: Int) throws(PickerError) -> ModelAfter {
        var model = self
        let change = try model.select(row: row, inColumn: columnIndex)
        return (model, change.adjustments)
    }

    /// A copy of the model after selecting `value` in `field`'s column.
    func copy(selecting value: Int, in field: DateField) throws(PickerError) -> ModelAfter {
        var model = self
        let change = try model.select(value, in: field)
        return (model, change.adjustments)
    }

    /// A copy of the model after selecting today.
    func copySelectingToday() throws(PickerError) -> ModelAfter {
        var model = self
        let change = try model.selectToday()
        return (model, change.adjustments)
    }
}
