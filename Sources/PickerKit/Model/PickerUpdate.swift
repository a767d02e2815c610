/// The result of choosing a row: the new model and what it moved by itself.
public struct PickerUpdate: Hashable, Sendable {
    /// The model after the choice, with dependent columns recomputed.
    public let model: PickerModel
    /// Every field the model moved besides the chosen one, largest first.
    public let adjustments: [PickerAdjustment]
}
