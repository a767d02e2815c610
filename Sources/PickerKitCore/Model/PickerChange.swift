/// What setting a picker's selection changed: the fields the picker moved by itself and the
/// display columns a UI must update; the one change type of every picker family
/// (``PickerDataSource/didSelect(row:inColumn:)``).
///
/// A `UIPickerView` adapter calls `reloadComponent(_:)` for each of ``reloadedColumns`` and
/// `selectRow(_:inComponent:animated:)` for each of ``reselectedColumns``.
public struct PickerChange: Hashable, Sendable {
    /// Every field moved besides the value asked for (clamped into the bounds, rounded to a
    /// step, a day that the month lacks), largest first.
    public let adjustments: [PickerAdjustment]
    /// Display columns whose rows changed (other values, enabled state, or labels).
    public let reloadedColumns: [Int]
    /// Display columns whose selected row changed.
    public let reselectedColumns: [Int]
    /// What the picker moved besides the row chosen, one sentence each.
    ///
    /// In the picker's language where it has one (``LocalizedPicker/spokenAdjustment(_:)``):
    /// what a screen reader announces. Filled in by ``PickerDataSource/didSelect(row:inColumn:)``; empty
    /// from the model's own verbs, whose ``adjustments`` say it as values.
    public package(set) var sentences: [String] = []

    /// Adjustments alone (the columns are filled in by the caller that knows the old model).
    package init(
        adjustments: [PickerAdjustment], reloadedColumns: [Int] = [], reselectedColumns: [Int] = [],
        sentences: [String] = []
    ) {
        self.adjustments = adjustments
        self.reloadedColumns = reloadedColumns
        self.reselectedColumns = reselectedColumns
        self.sentences = sentences
    }

    /// The change from `old` to `new` (the same mode and order).
    package init(
        from old: PickerModel, to new: PickerModel, adjustments: [PickerAdjustment], labelsFollowValues: Bool = false
    ) {
        self.adjustments = adjustments
        var reloaded: [Int] = []
        var reselected: [Int] = []
        for (index, field) in new.order.enumerated() {
            let before = old.column(for: field)
            let after = new.column(for: field)
            var rowsChanged =
                before.range != after.range || before.isEnabled != after.isEnabled
                || before.leadingSentinels != after.leadingSentinels
                || before.trailingSentinels != after.trailingSentinels
            if labelsFollowValues && !rowsChanged && field != .dayPeriod {
                // A label may show context from larger fields (a day's weekday).
                rowsChanged = new.mode.fields.contains { $0 < field && old.values[$0] != new.values[$0] }
            }
            if rowsChanged { reloaded.append(index) }
            if rowsChanged || before.selectedRow != after.selectedRow { reselected.append(index) }
        }
        self.reloadedColumns = reloaded
        self.reselectedColumns = reselected
    }
}
