/// One column of a picker as it stands: its rows (computed on demand) and the selected one.
///
/// - Complexity: every member is O(1) whatever the number of rows; rows are never stored.
package struct PickerColumn: Hashable, Sendable {
    /// The field the column picks (or the AM/PM column, whose values are 0 and 1).
    package let field: DateField
    /// The values offered, given the larger fields' current values and the bounds.
    package let range: ColumnRange
    /// The order the values are listed in.
    package let sortOrder: ColumnSortOrder
    /// Sentinel rows before the values.
    package let leadingSentinels: [SentinelRow]
    /// Sentinel rows after the values.
    package let trailingSentinels: [SentinelRow]
    /// Whether the column can be used; `false` while a sentinel row is selected elsewhere.
    package let isEnabled: Bool
    /// The selected row, or `nil` when the column is disabled.
    package internal(set) var selectedRow: Int?
    /// Whether this is the hour column of a 12-hour clock (beside an AM/PM column).
    ///
    /// Its values stay 24-hour hours of the half the AM/PM column shows (12...23 in the
    /// afternoon), and ``rowIndex(of:)`` also takes the hour as the clock shows it: 9 finds 21
    /// while PM is selected, 12 finds noon or midnight.
    package var isTwelveHourClock: Bool = false

    /// The number of rows, sentinels included.
    package var rowCount: Int { leadingSentinels.count + range.count + trailingSentinels.count }

    /// What row `index` stands for, or `nil` outside `0..<rowCount`.
    package func row(at index: Int) -> PickerRow? {
        guard index >= 0 && index < rowCount else { return nil }
        if index < leadingSentinels.count { return .sentinel(leadingSentinels[index]) }
        let offset = index - leadingSentinels.count
        if offset < range.count {
            let position = sortOrder == .ascending ? offset : range.count - 1 - offset
            return .value(range.value(at: position))
        }
        return .sentinel(trailingSentinels[offset - range.count])
    }

    /// The row that shows `value`, or `nil` when the column does not offer it.
    ///
    /// On a 12-hour clock's hour column (``isTwelveHourClock``) `value` may also be the hour in
    /// the shown half, 0...12 (9 for 21 in the afternoon; 12 and 0 for the half's first hour).
    package func rowIndex(of value: Int) -> Int? {
        Self.rowIndex(
            of: value, range: range, sortOrder: sortOrder, leadingRows: leadingSentinels.count,
            isTwelveHourClock: isTwelveHourClock)
    }

    /// The row that shows `value` in a column of `range` in `sortOrder` after `leadingRows`
    /// sentinel rows (see ``rowIndex(of:)``), for callers that do not build the column.
    @inline(__always)
    package static func rowIndex(
        of value: Int, range: ColumnRange, sortOrder: ColumnSortOrder, leadingRows: Int, isTwelveHourClock: Bool
    ) -> Int? {
        var value = value
        if isTwelveHourClock, !range.contains(value), (0...12).contains(value) {
            value = value % 12 + 12 * (range.lower / 12)
        }
        guard let offset = range.offset(of: value) else { return nil }
        let position = sortOrder == .ascending ? offset : range.count - 1 - offset
        return leadingRows + position
    }

    /// The row of a sentinel with `value`, or `nil` when the column has none.
    package func rowIndex(ofSentinel value: String) -> Int? {
        if let index = leadingSentinels.firstIndex(where: { $0.value == value }) { return index }
        if let index = trailingSentinels.firstIndex(where: { $0.value == value }) {
            return leadingSentinels.count + range.count + index
        }
        return nil
    }
}
