/// The rows of a one-column picker, computed on demand: the leading sentinels, every value
/// from the minimum to the maximum on the steps (in the picker's order), the trailing sentinels.
///
/// Nothing is stored per row: a list of every month from 0001-01 to 9999-12 (119,988 rows)
/// or every minute of a year is as small as a list of three.
///
/// ```swift
/// let picker = try SingleColumnPicker(PickerConfiguration(mode: .yearMonth, minimum: "2019-01", maximum: "2019-12"))
/// picker.rows.count     // 12
/// picker.rows[7]        // .value(year=2019 month=8)
/// ```
///
/// - Complexity: `count`, subscripting and ``index(of:)`` are O(1) (a month of a calendar with
///   leap months: O(log years)).
package struct SingleColumnRows: RandomAccessCollection, Hashable, Sendable {
    /// The numbering of the mode's values.
    let layout: SingleColumnLayout
    /// The positions of the minimum and the maximum.
    let lowerPosition: Int
    let upperPosition: Int
    /// The direction of the list.
    package let sortOrder: ColumnSortOrder
    /// The rows before the values (Present first when newest first).
    package let leadingSentinels: [SentinelRow]
    /// The rows after the values (Present last when oldest first).
    package let trailingSentinels: [SentinelRow]

    init(
        layout: SingleColumnLayout, bounds: PickerBounds, sortOrder: ColumnSortOrder, leadingSentinels: [SentinelRow],
        trailingSentinels: [SentinelRow]
    ) {
        self.layout = layout
        lowerPosition = layout.position(of: bounds.minimum)
        upperPosition = layout.position(of: bounds.maximum)
        self.sortOrder = sortOrder
        self.leadingSentinels = leadingSentinels
        self.trailingSentinels = trailingSentinels
    }

    /// The number of value rows (sentinels not counted).
    package var valueCount: Int { upperPosition - lowerPosition + 1 }

    /// The first row's index: 0.
    package var startIndex: Int { 0 }

    /// One past the last row: sentinels and values together.
    package var endIndex: Int { leadingSentinels.count + valueCount + trailingSentinels.count }

    /// The row at `index`.
    ///
    /// - Precondition: `index` is in `indices`.
    package subscript(index: Int) -> SingleColumnRow {
        precondition(indices.contains(index), "row \(index) out of range 0..<\(endIndex)")
        if index < leadingSentinels.count { return .sentinel(leadingSentinels[index]) }
        let offset = index - leadingSentinels.count
        guard offset < valueCount else { return .sentinel(trailingSentinels[offset - valueCount]) }
        return .value(layout.values(at: position(ofOffset: offset)))
    }

    /// The values at `index`, or `nil` for a sentinel row or an index out of range.
    package func values(at index: Int) -> PickerValues? {
        guard indices.contains(index), case .value(let values) = self[index] else { return nil }
        return values
    }

    /// The index of the row showing `values`, or `nil` when the list does not offer them
    /// (another mode or calendar, outside the bounds, off the steps, not a valid value).
    package func index(of values: PickerValues) -> Int? {
        guard values.mode == layout.mode, values.calendar == layout.calendar, values.isValid, layout.isOnSteps(values)
        else { return nil }
        let position = layout.position(of: values)
        guard position >= lowerPosition && position <= upperPosition else { return nil }
        let offset = sortOrder == .ascending ? position - lowerPosition : upperPosition - position
        return leadingSentinels.count + offset
    }

    /// The index of the sentinel row whose value is `value` (such as `present`).
    package func index(ofSentinel value: String) -> Int? {
        if let index = leadingSentinels.firstIndex(where: { $0.value == value }) { return index }
        return trailingSentinels.firstIndex(where: { $0.value == value }).map {
            leadingSentinels.count + valueCount + $0
        }
    }

    /// The position of the value row `offset` rows after the first value row.
    private func position(ofOffset offset: Int) -> Int {
        sortOrder == .ascending ? lowerPosition + offset : upperPosition - offset
    }
}
