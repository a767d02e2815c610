/// The result of setting a cascade picker's selection: the new picker, the levels it filled
/// in by itself, and the columns a UI must update.
package struct CascadeUpdate: Sendable {
    /// The picker showing the selection.
    package let picker: CascadePicker
    /// Levels the path did not reach, which the picker chose (the kept code, else the first
    /// child): the adjustments.
    package let filledLevels: [Int]
    /// Levels the old picker showed and the new one does not (a shorter branch, or a smaller
    /// depth after ``CascadePicker/limited(toDepth:)``): their columns are gone.
    package let removedLevels: [Int]
    /// The columns a UI must update, as every picker's verbs report them.
    ///
    /// Computed by the one diff (``PickerColumnsState/change(from:adjustments:sentences:)``): rows changed (another parent, a
    /// column added, the enabled state) or the selected row moved. Columns past the new column
    /// count are gone. Its adjustments are the ``filledLevels``
    /// (``PickerAdjustment/Reason/levelFilled``).
    package let change: PickerChange
    /// Columns whose rows changed: reload them.
    package var reloadedColumns: [Int] { change.reloadedColumns }
    /// Columns whose selected row changed.
    package var reselectedColumns: [Int] { change.reselectedColumns }

    init(from old: CascadePicker, to new: CascadePicker, filledLevels: [Int]) {
        picker = new
        self.filledLevels = filledLevels
        removedLevels = Array(min(new.selectedNodes.count, old.selectedNodes.count)..<old.selectedNodes.count)
        change = new.change(from: old, adjustments: new.filledLevelAdjustments(filledLevels, from: old))
    }
}
