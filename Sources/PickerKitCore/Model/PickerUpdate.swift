/// The result of choosing a row or setting the selection: the new model, what it moved by
/// itself, and the display columns to update.
public struct PickerUpdate: Hashable, Sendable {
    /// The model after the choice, with dependent columns recomputed.
    public let model: PickerModel
    /// Every field the model moved besides the chosen one, largest first.
    public let adjustments: [PickerAdjustment]
    /// Display columns whose rows changed: reload them (see ``PickerChange``).
    public let reloadedColumns: [Int]
    /// Display columns whose selected row changed.
    public let reselectedColumns: [Int]

    /// `model` with the change that led to it.
    init(model: PickerModel, change: PickerChange) {
        self.model = model
        self.adjustments = change.adjustments
        self.reloadedColumns = change.reloadedColumns
        self.reselectedColumns = change.reselectedColumns
    }

    /// The update from `old` to `new`.
    init(from old: PickerModel, to new: PickerModel, adjustments: [PickerAdjustment]) {
        let change = PickerChange(from: old, to: new, adjustments: adjustments)
        self.model = new
        self.adjustments = adjustments
        self.reloadedColumns = change.reloadedColumns
        self.reselectedColumns = change.reselectedColumns
    }
}
