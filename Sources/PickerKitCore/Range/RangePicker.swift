/// Two linked pickers for a range: the end's minimum follows the start.
///
/// Both halves share the configuration's mode, bounds, steps, order and directions. The end
/// picker's minimum is the start's value, so the end never lists values before the start;
/// moving the start past the end moves the end up to it, reported as ``PickerAdjustment``s whose ``PickerAdjustment/half`` is
/// ``RangeHalf/end``.
/// With a Present row (``init(_:range:present:)``) the end can be ``Selection/present``.
///
/// ```swift
/// let configuration = PickerConfiguration(mode: .yearMonth)
/// var picker = try RangePicker(configuration, range: try SelectionRange("2019-08/2019-10"))
/// let year = picker.start.column(for: .year)
/// let moved = try picker.select(row: year.rowIndex(of: 2020)!, inColumn: 0, of: .start)
/// picker.range.description  // "2020-08/2020-08"
/// moved                     // [end year 2019 -> 2020: before the minimum, end month 10 -> 8: ...]
/// ```
package struct RangePicker: Hashable, Sendable {
    /// The picker of the start; its minimum is the configuration's.
    package private(set) var start: PickerModel
    /// The picker of the end; its minimum is the start's value.
    package private(set) var end: PickerModel

    /// Makes the two pickers reading "today" from `wallClock` (PickerKit passes the system's).
    package init(
        _ configuration: PickerConfiguration, range: SelectionRange?, present: SentinelRow?, wallClock: WallClock
    ) throws(PickerError) {
        var startConfiguration = configuration
        startConfiguration.present = nil
        startConfiguration.customRows = []
        startConfiguration.selectedSentinel = nil
        var endValue: Selection?
        if let range {
            guard range.mode == configuration.mode else {
                throw .modeMismatch(role: "range", expected: configuration.mode, actual: range.mode)
            }
            // A range's start is a value, never present; its end is one unless the range is open.
            startConfiguration.selection = range.start
            endValue = range.end.isPresent ? nil : range.end
        }
        start = try PickerModel(startConfiguration, wallClock: wallClock)
        var endConfiguration = startConfiguration
        endConfiguration.present = present
        endConfiguration.selection = endValue ?? start.values.validSelection
        if range?.isOpen == true {
            endConfiguration.selectedSentinel = SentinelRow.presentValue
        }
        end = try PickerModel(endConfiguration, wallClock: wallClock)
        // The end's values are at least the start's: clamped, like any selection, into bounds.
        _ = end.moveMinimum(to: start.values)
    }

    /// The picker of `half`.
    package subscript(half: RangeHalf) -> PickerModel {
        half == .start ? start : end
    }

    /// The selected range, such as `2015-03/present`.
    package var range: SelectionRange {
        // Both models keep valid values of one mode, and the end's minimum is the start.
        let first = try! start.values.selection
        let last = end.selectedSentinel == nil ? try! end.values.selection : .present
        return SelectionRange(_unchecked: first, end: last, mode: start.mode)
    }

    /// The selected range's canonical string, such as `"2019-08-20/2019-09-01"`.
    package var selectedValue: String { start.selectedValue + "/" + end.selectedValue }

    /// Chooses `row` in the column at `columnIndex` (display order) of `half`, in place.
    ///
    /// - Returns: every field either picker moved by itself: the chosen half's own links
    ///   (days follow the month), then the end's fields moved up to a later start.
    /// - Throws: ``PickerError`` for an index out of range or a disabled column.
    @discardableResult
    package mutating func select(row: Int, inColumn columnIndex: Int, of half: RangeHalf) throws(PickerError)
        -> [PickerAdjustment]
    {
        switch half {
        case .end:
            return try end.select(row: row, inColumn: columnIndex).adjustments.map { $0.inHalf(.end) }
        case .start:
            let own = try start.select(row: row, inColumn: columnIndex).adjustments
            let followed = end.moveMinimum(to: start.values)
            return own.map { $0.inHalf(.start) } + followed.map { $0.inHalf(.end) }
        }
    }

    /// Shows `range`, as choosing its rows would: the start clamped and stepped into the bounds,
    /// the end moved up to the start when it is earlier, each moved field reported in its half.
    ///
    /// - Throws: ``PickerError/modeMismatch(role:expected:actual:)`` for a range of another mode,
    ///   ``PickerError/unknownSentinel(_:)`` for an open range when the end has no Present row.
    package mutating func select(_ range: SelectionRange) throws(PickerError) -> [PickerAdjustment] {
        guard range.mode == start.mode else {
            throw .modeMismatch(role: "range", expected: start.mode, actual: range.mode)
        }
        if range.isOpen, end.sentinelRows.row(withValue: SentinelRow.presentValue) == nil {
            throw .unknownSentinel(SentinelRow.presentValue)
        }
        var first = start
        var last = end
        let own = try first.select(range.start).adjustments
        _ = last.moveMinimum(to: first.values)
        let ended =
            range.isOpen
            ? try last.select(storedValue: SentinelRow.presentValue).adjustments
            : try last.select(range.end).adjustments
        (start, end) = (first, last)
        return own.map { $0.inHalf(.start) } + ended.map { $0.inHalf(.end) }
    }
}
