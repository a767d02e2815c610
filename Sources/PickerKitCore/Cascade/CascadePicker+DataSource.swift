extension CascadePicker: PickerDataSource {
    /// The number of columns: the levels of the selected branch (kept, disabled, behind a
    /// selected sentinel row).
    public var numberOfColumns: Int { selectedNodes.count }

    /// The rows of the column at `column` (the children of the row selected before it, and
    /// the sentinel rows in the first column); 0 outside the columns.
    public func numberOfRows(inColumn column: Int) -> Int {
        guard selectedNodes.indices.contains(column) else { return 0 }
        let values = self.column(at: column).rowCount
        return column == 0 ? sentinelRows.rowCount(valueRows: values) : values
    }

    /// The selected row of the column at `column` (the sentinel's row in the first column
    /// while one is selected); 0 outside the columns.
    public func selectedRow(inColumn column: Int) -> Int {
        guard selectedNodes.indices.contains(column) else { return 0 }
        let valueRow = self.column(at: column).selectedRow
        guard column == 0 else { return valueRow }
        let values = self.column(at: 0).rowCount
        return sentinelRows.selectedRow(valueRows: values) ?? sentinelRows.row(ofValueRow: valueRow)
    }

    /// The first column always; the others unless a sentinel row is selected.
    public func isEnabled(column: Int) -> Bool {
        selectedNodes.indices.contains(column) && sentinelRows.isEnabled(column: column, sentinelColumn: 0)
    }

    /// Every row of a cascade can be chosen.
    public func isEnabled(row: Int, inColumn column: Int) -> Bool { true }

    /// The row's name (`广东省`, `Deutschland`) or a sentinel row's label (`不限`); `""` outside
    /// the picker.
    public func title(forRow row: Int, inColumn column: Int) -> String {
        switch content(row: row, inColumn: column) {
        case .sentinel(let sentinel): sentinel.label
        case .value(let valueRow): self.column(at: column).row(at: valueRow)?.name ?? ""
        case nil: ""
        }
    }

    /// The row's name, as the title shows it.
    public func spokenTitle(forRow row: Int, inColumn column: Int) -> String {
        title(forRow: row, inColumn: column)
    }

    /// The selection's canonical path, such as `440000/440300/440305`, or the selected
    /// sentinel's value (`any`).
    public var selectedValue: String { selectedSentinel?.value ?? selection.description }

    /// Chooses a row; the columns below it are relinked and listed for reload.
    ///
    /// See ``selecting(row:inColumn:)``; when the branch's length changes, so does
    /// ``numberOfColumns``. A sentinel row disables the columns below the first. Each level
    /// below whose node changed is an adjustment: ``PickerAdjustment/Reason/levelClamped``
    /// where the level was shown (its node is not under the new parent),
    /// ``PickerAdjustment/Reason/levelFilled`` where the new branch adds it.
    @discardableResult
    public mutating func didSelect(row: Int, inColumn column: Int) -> PickerChange {
        let old = self
        switch content(row: row, inColumn: column) {
        case nil:
            return .wheelBack(inColumn: column, of: numberOfColumns)
        case .sentinel(let sentinel):
            sentinelRows.select(sentinel)
        case .value(let valueRow):
            guard isEnabled(column: column), let next = selecting(row: valueRow, inColumn: column) else {
                return .wheelBack(inColumn: column, of: numberOfColumns)
            }
            self = next
            return change(from: old, adjustments: relinkedLevels(from: old, below: column))
        }
        return change(from: old, adjustments: [])
    }

    /// Shows the node a stored path names (`440000/440300`), completed below as
    /// ``select(_:)`` completes it, or selects the sentinel row of that value (`any`).
    ///
    /// - Throws: ``PickerError/unparsable(role:input:error:)`` with the ``ParseError`` of
    ///   ``select(_:)`` (an unknown code, a path past a leaf or below the depth).
    @discardableResult
    public mutating func select(storedValue: String) throws(PickerError) -> PickerChange {
        if let picked = selectingSentinel(storedValue) {
            let old = self
            self = picked
            return change(from: old, adjustments: [])
        }
        do {
            return try select(path: storedValue)
        } catch {
            throw .unparsable(role: "selection", input: storedValue, error: error)
        }
    }

    /// The levels below `column` whose node differs from `old`'s, as adjustments: clamped where
    /// `old` showed the level, filled where it did not.
    func relinkedLevels(from old: CascadePicker, below column: Int) -> [PickerAdjustment] {
        var adjustments: [PickerAdjustment] = []
        for level in (column + 1)..<max(column + 1, selectedNodes.count) {
            let row = self.column(at: level).selectedRow
            guard level < old.selectedNodes.count else {
                adjustments.append(PickerAdjustment(level: level, from: -1, to: row, reason: .levelFilled))
                continue
            }
            if old.selectedNodes[level] != selectedNodes[level] {
                adjustments.append(
                    PickerAdjustment(
                        level: level, from: old.column(at: level).selectedRow, to: row, reason: .levelClamped))
            }
        }
        return adjustments
    }

    /// `levels`, which the picker filled in by itself, as adjustments from what `old` showed.
    func filledLevelAdjustments(_ levels: [Int], from old: CascadePicker) -> [PickerAdjustment] {
        levels.map { level in
            let from = level < old.selectedNodes.count ? old.column(at: level).selectedRow : -1
            return PickerAdjustment(
                level: level, from: from, to: column(at: level).selectedRow, reason: .levelFilled)
        }
    }

    /// What row `row` of the column at `column` holds: a sentinel row (first column only) or
    /// the value row of a node; `nil` outside the picker.
    private func content(row: Int, inColumn column: Int) -> SentinelRows.Row? {
        guard selectedNodes.indices.contains(column), row >= 0 else { return nil }
        let values = self.column(at: column).rowCount
        guard column == 0 else { return row < values ? .value(row) : nil }
        return sentinelRows.content(ofRow: row, valueRows: values)
    }
}

extension CascadePicker: PickerColumnsState {
    /// What a level lists: the children of the node selected above it (the roots and the
    /// sentinel rows for the first), and whether it can be scrolled.
    package struct ColumnRows: Equatable {
        let parent: Int?
        let isEnabled: Bool
    }

    /// The parent and enabled state of the level at `column`.
    package func rows(ofColumn column: Int) -> ColumnRows {
        ColumnRows(parent: column > 0 ? selectedNodes[column - 1] : nil, isEnabled: isEnabled(column: column))
    }
}
