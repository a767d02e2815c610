/// The sentinel rows of a picker's largest unit's column (Present, Any, a caller's own) and
/// the one selected: the one shape every family keeps them in.
///
/// The column is the one of the largest unit wherever the locale draws it: a date picker's
/// first field, a week or quarter picker's year, a cascade's top level. The rows placed
/// ``SentinelRow/Position/first`` come before that column's value rows, the others after them;
/// while one is selected, the other columns are disabled and keep their values to return to.
package struct SentinelRows: Hashable, Sendable {
    /// The rows before the value rows, in the order given.
    package let leading: [SentinelRow]
    /// The rows after the value rows, in the order given.
    package let trailing: [SentinelRow]
    /// The selected row, or `nil` while a value is selected.
    package private(set) var selected: SentinelRow?

    /// What a row of the sentinel column holds.
    package enum Row: Equatable {
        /// A sentinel row.
        case sentinel(SentinelRow)
        /// The value row at this index among the value rows.
        case value(Int)
    }

    /// Rows placed as their positions say, none selected.
    package init(_ rows: [SentinelRow] = []) {
        leading = rows.filter { $0.position == .first }
        trailing = rows.filter { $0.position == .last }
    }

    /// Rows placed as their positions say, with the row of `selectedValue` selected.
    ///
    /// - Throws: ``PickerError/unknownSentinel(_:)`` when no row has `selectedValue`.
    package init(_ rows: [SentinelRow], selectedValue: String?) throws(PickerError) {
        self.init(rows)
        if let selectedValue {
            guard let row = rows.first(where: { $0.value == selectedValue }) else {
                throw .unknownSentinel(selectedValue)
            }
            selected = row
        }
    }

    /// Every row, leading ones first.
    package var all: [SentinelRow] { leading + trailing }

    /// The row whose value is `value`, if any.
    package func row(withValue value: String) -> SentinelRow? {
        leading.first { $0.value == value } ?? trailing.first { $0.value == value }
    }

    /// The rows of the sentinel column with `valueRows` value rows.
    package func rowCount(valueRows: Int) -> Int { leading.count + valueRows + trailing.count }

    /// What row `row` of the sentinel column holds, with `valueRows` value rows; `nil` outside it.
    package func content(ofRow row: Int, valueRows: Int) -> Row? {
        guard row >= 0 else { return nil }
        if row < leading.count { return .sentinel(leading[row]) }
        if row < leading.count + valueRows { return .value(row - leading.count) }
        let index = row - leading.count - valueRows
        return index < trailing.count ? .sentinel(trailing[index]) : nil
    }

    /// The sentinel column's row of the value row at `index`.
    package func row(ofValueRow index: Int) -> Int { leading.count + index }

    /// The sentinel column's row of the selected sentinel, with `valueRows` value rows; `nil`
    /// while a value is selected.
    package func selectedRow(valueRows: Int) -> Int? {
        guard let selected else { return nil }
        if let index = leading.firstIndex(of: selected) { return index }
        return trailing.firstIndex(of: selected).map { leading.count + valueRows + $0 }
    }

    /// Whether the column at `column` can be scrolled: the column holding the sentinel rows
    /// (`sentinelColumn`) always, the others while no sentinel row is selected.
    package func isEnabled(column: Int, sentinelColumn: Int) -> Bool { column == sentinelColumn || selected == nil }

    /// Selects `row`, one of these rows.
    package mutating func select(_ row: SentinelRow) {
        precondition(leading.contains(row) || trailing.contains(row), "\(row.value) is not one of the sentinel rows")
        selected = row
    }

    /// Selects the row whose value is `value`; `false` (nothing selected) when none has it.
    package mutating func select(value: String) -> Bool {
        guard let row = row(withValue: value) else { return false }
        selected = row
        return true
    }

    /// Leaves the selected sentinel row: a value is selected again.
    package mutating func deselect() { selected = nil }
}
