extension PickerModel {
    /// The state a verb starts from, which its ``PickerChange`` is measured against: a model's
    /// columns follow from its values, selected sentinel and bounds alone.
    package struct Snapshot: Sendable {
        let values: PickerValues
        let selectedSentinel: SentinelRow?
        let bounds: PickerBounds
    }

    /// The current state, before a verb changes it.
    package var snapshot: Snapshot {
        Snapshot(values: values, selectedSentinel: selectedSentinel, bounds: bounds)
    }

    /// Puts back the state `old` was taken of: what a caller gives a model that a verb
    /// left halfway when it threw.
    package mutating func restore(_ old: Snapshot) {
        values = old.values
        selectedSentinel = old.selectedSentinel
        bounds = old.bounds
    }

    /// The change from the state `old` to what the model shows now: the one diff
    /// (``PickerColumnsState/change(from:adjustments:sentences:)``).
    ///
    /// The model's verbs call it by this name, which says what `old` is.
    package func change(since old: Snapshot, adjustments: [PickerAdjustment]) -> PickerChange {
        change(from: old, adjustments: adjustments)
    }

    /// The change from `old`, an earlier state of this model whose bounds may differ (a range's
    /// end after its start moved its minimum), with the labels that follow a moved field.
    package func change(comparingColumnsOf old: PickerModel, adjustments: [PickerAdjustment]) -> PickerChange {
        let earlier = old.snapshot
        return change(since: earlier, adjustments: adjustments).followingLabels(in: self, from: earlier)
    }
}

extension PickerModel: PickerColumnsState {
    /// What a date column lists: its values and whether it can be scrolled.
    ///
    /// The values follow the larger fields, the bounds and, on a 12-hour clock, the half of the
    /// day; a model's sentinel rows and directions never change.
    package struct ColumnRows: Equatable {
        let range: ColumnRange
        let isEnabled: Bool
    }

    /// Where a date column's selection sits: on a sentinel row (the first column), on a value,
    /// or nowhere while the column is disabled.
    package enum ColumnSelection: Equatable {
        case disabled
        case sentinel(String)
        case value(Int)
    }

    /// The columns in display order.
    package var columnCount: Int { order.count }

    /// A model's columns never come or go.
    package func columnCount(at earlier: Snapshot) -> Int { order.count }

    /// The values and enabled state of the column at `column`.
    package func rows(ofColumn column: Int) -> ColumnRows {
        rows(of: order[column], values: values, selectedSentinel: sentinelRows.selected, bounds: bounds)
    }

    /// The values and enabled state the column at `column` had at `earlier`.
    package func rows(ofColumn column: Int, at earlier: Snapshot) -> ColumnRows {
        rows(
            of: order[column], values: earlier.values, selectedSentinel: earlier.selectedSentinel,
            bounds: earlier.bounds)
    }

    /// The sentinel or value the column at `column` shows.
    package func selection(ofColumn column: Int) -> ColumnSelection {
        selection(of: order[column], values: values, selectedSentinel: sentinelRows.selected)
    }

    /// The sentinel or value the column at `column` showed at `earlier`.
    package func selection(ofColumn column: Int, at earlier: Snapshot) -> ColumnSelection {
        selection(of: order[column], values: earlier.values, selectedSentinel: earlier.selectedSentinel)
    }

    /// A column's rows follow only the bounds, its enabled state, the larger fields and, on a
    /// 12-hour clock, the half of the day: one scroll step lists the rows of the columns below
    /// the field it moved, no column twice.
    package func rowsMayDiffer(inColumn column: Int, since earlier: Snapshot) -> Bool {
        let field = order[column]
        if field != firstField && (earlier.selectedSentinel == nil) != (sentinelRows.selected == nil) { return true }
        let valueField = field.valueField
        if usesDayPeriod && valueField == .hour { return true }
        for other in order where other != .dayPeriod && other < valueField && earlier.values[other] != values[other] {
            return true
        }
        return earlier.bounds != bounds
    }

    /// What `field`'s column lists with these values, sentinel and bounds.
    private func rows(
        of field: DateField, values: PickerValues, selectedSentinel: SentinelRow?, bounds: PickerBounds
    ) -> ColumnRows {
        ColumnRows(
            range: range(of: field, given: values, bounds: bounds),
            isEnabled: selectedSentinel == nil || field == firstField)
    }

    /// Where `field`'s column has its selection with these values and sentinel.
    private func selection(
        of field: DateField, values: PickerValues, selectedSentinel: SentinelRow?
    ) -> ColumnSelection {
        let isPrimary = field == firstField
        guard selectedSentinel == nil || isPrimary else { return .disabled }
        if isPrimary, let selectedSentinel { return .sentinel(selectedSentinel.value) }
        return .value(Self.value(of: field, in: values))
    }
}
