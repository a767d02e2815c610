extension PickerModel {
    /// The selection a verb starts from, which its ``PickerChange`` is measured against: a
    /// model's columns follow from its values and selected sentinel alone.
    package struct Snapshot: Sendable {
        let values: PickerValues
        let selectedSentinel: SentinelRow?
    }

    /// The current selection, before a verb changes it.
    package var snapshot: Snapshot { Snapshot(values: values, selectedSentinel: selectedSentinel) }

    /// The change from `old`, an earlier state of this model whose bounds may differ (a range's
    /// end after its start moved its minimum): every column compared whole, rows and selection.
    package func change(comparingColumnsOf old: PickerModel, adjustments: [PickerAdjustment]) -> PickerChange {
        var reloaded: UInt64 = 0
        var reselected: UInt64 = 0
        for (index, field) in order.enumerated() {
            var before = old.column(for: field)
            var after = column(for: field)
            let moved = before.selectedRow != after.selectedRow
            (before.selectedRow, after.selectedRow) = (nil, nil)
            if before != after {
                reloaded |= 1 << UInt64(index)
                reselected |= 1 << UInt64(index)
            } else if moved {
                reselected |= 1 << UInt64(index)
            }
        }
        return PickerChange(adjustments: adjustments, reloadedMask: reloaded, reselectedMask: reselected)
            .followingLabels(in: self, from: old.snapshot)
    }

    /// The change from the selection `old` to what the model shows now.
    ///
    /// A column's rows follow only the larger fields (and, on a 12-hour clock, the half of the
    /// day), its bounds and its enabled state; its selected row only its rows, its value and the
    /// selected sentinel. So a column is compared only where one of those moved: one scroll step
    /// computes the ranges of the columns below it, no column twice. Labels that show a larger
    /// field are the localized layer's to add (``PickerChange/followingLabels(in:from:)``).
    package func change(since old: Snapshot, adjustments: [PickerAdjustment]) -> PickerChange {
        var reloaded: UInt64 = 0
        var reselected: UInt64 = 0
        let fields = mode.fields
        let oldSentinel = old.selectedSentinel
        let newSentinel = selectedSentinel
        // The largest field whose value moved: only the columns of smaller fields can have new rows.
        let firstMoved = fields.first { old.values[$0] != values[$0] }
        for (index, field) in order.enumerated() {
            let isPrimary = field == fields[0]
            let oldEnabled = oldSentinel == nil || isPrimary
            let newEnabled = newSentinel == nil || isPrimary
            let valueField = field.valueField
            let largerChanged = firstMoved.map { $0 < valueField } ?? false
            var rangeChanged = false
            if largerChanged || (usesDayPeriod && valueField == .hour) {
                rangeChanged = range(of: field, given: old.values) != range(of: field)
            }
            let rowsChanged = rangeChanged || oldEnabled != newEnabled
            if rowsChanged { reloaded |= 1 << UInt64(index) }
            let selectionMoved: Bool
            if !oldEnabled && !newEnabled {
                selectionMoved = false
            } else if isPrimary && (oldSentinel != nil || newSentinel != nil) {
                selectionMoved = oldSentinel?.value != newSentinel?.value
            } else {
                selectionMoved =
                    rangeChanged || Self.value(of: field, in: old.values) != value(of: field)
            }
            if rowsChanged || selectionMoved { reselected |= 1 << UInt64(index) }
        }
        return PickerChange(adjustments: adjustments, reloadedMask: reloaded, reselectedMask: reselected)
    }
}
