extension PickerModel {
    /// The selection a verb starts from, which its ``PickerChange`` is measured against: a
    /// model's columns follow from its values, selected sentinel and bounds alone.
    package struct Snapshot: Sendable {
        let values: PickerValues
        let selectedSentinel: SentinelRow?
    }

    /// The current selection, before a verb changes it.
    package var snapshot: Snapshot { Snapshot(values: values, selectedSentinel: selectedSentinel) }

    /// The change from the selection `old` to what the model shows now.
    ///
    /// The one diff (``PickerChange/init(from:to:adjustments:sentences:)``), with `old`'s values
    /// and sentinel on this model. Labels that show a larger field are the localized layer's to
    /// add (``PickerChange/followingLabels(in:from:)``).
    package func change(since old: Snapshot, adjustments: [PickerAdjustment]) -> PickerChange {
        var before = self
        before.values = old.values
        before.selectedSentinel = old.selectedSentinel
        return change(from: before, adjustments: adjustments)
    }

    /// The change from `old`, an earlier state of this model whose bounds may differ (a range's
    /// end after its start moved its minimum), with the labels that follow a moved field.
    package func change(comparingColumnsOf old: PickerModel, adjustments: [PickerAdjustment]) -> PickerChange {
        change(from: old, adjustments: adjustments).followingLabels(in: self, from: old.snapshot)
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

    /// The values and enabled state of the column at `column`.
    package func rows(ofColumn column: Int) -> ColumnRows {
        let field = order[column]
        return ColumnRows(range: range(of: field), isEnabled: isEnabled(field))
    }

    /// The sentinel or value the column at `column` shows.
    package func selection(ofColumn column: Int) -> ColumnSelection {
        let field = order[column]
        guard isEnabled(field) else { return .disabled }
        if field == mode.fields[0], let selectedSentinel { return .sentinel(selectedSentinel.value) }
        return .value(value(of: field))
    }

    /// A column's rows follow only the bounds, its enabled state, the larger fields and, on a
    /// 12-hour clock, the half of the day: one scroll step lists the rows of the columns below
    /// the field it moved, no column twice.
    package func rowsMayDiffer(inColumn column: Int, from old: PickerModel) -> Bool {
        let field = order[column]
        if old.bounds != bounds || old.isEnabled(field) != isEnabled(field) { return true }
        let valueField = field.valueField
        if usesDayPeriod && valueField == .hour { return true }
        return mode.fields.contains { $0 < valueField && old.values[$0] != values[$0] }
    }

    /// Whether `field`'s column can be scrolled: the first column always, the others unless a
    /// sentinel row is selected.
    private func isEnabled(_ field: DateField) -> Bool {
        selectedSentinel == nil || field == mode.fields[0]
    }
}
