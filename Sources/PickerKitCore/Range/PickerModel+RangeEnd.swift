extension PickerModel {
    /// Makes `minimum` (a valid value of the model's mode, not after the maximum) the
    /// model's minimum and moves the values up to it when they are earlier; a selected
    /// sentinel (Present) stays selected, with the values behind it moved too.
    ///
    /// - Returns: the fields that moved, largest first, with the reason `minimum`.
    /// - Complexity: O(1), no ICU call, no allocation unless a field moves.
    mutating func moveMinimum(to minimum: PickerValues) -> [PickerAdjustment] {
        if minimum != bounds.minimum {
            // Ordered and of one mode: the caller passes a value between the original bounds
            // (checking it again was a third of a range picker's scroll step).
            bounds = PickerBounds(_unchecked: minimum, maximum: bounds.maximum)
        }
        guard values < minimum else { return [] }
        let old = values
        values = minimum
        guard selectedSentinel == nil else { return [] }
        var adjustments: [PickerAdjustment] = []
        for field in mode.fields where old[field] != minimum[field] {
            adjustments.append(PickerAdjustment(field: field, from: old[field], to: minimum[field], reason: .minimum))
        }
        return adjustments
    }
}
