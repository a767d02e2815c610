/// What setting a picker's selection changed: the fields the picker moved by itself and the
/// display columns a UI must update; the one change type of every picker family
/// (``PickerDataSource/didSelect(row:inColumn:)``).
///
/// A `UIPickerView` adapter calls `reloadComponent(_:)` for each of ``reloadedColumns`` and
/// `selectRow(_:inComponent:animated:)` for each of ``reselectedColumns``.
public struct PickerChange: Hashable, Sendable, CustomStringConvertible {
    /// Every field moved besides the value asked for (clamped into the bounds, rounded to a
    /// step, a day that the month lacks), largest first.
    public let adjustments: [PickerAdjustment]
    /// Display columns whose rows changed (other values, enabled state, or labels).
    public var reloadedColumns: [Int] { Self.columns(in: reloadedMask) }
    /// Display columns whose selected row changed.
    public var reselectedColumns: [Int] { Self.columns(in: reselectedMask) }
    // reloadedColumns and reselectedColumns as bits (column i is bit i), so a scroll step
    // allocates no array for them; pickers have far fewer than 64 columns (cascades at most
    // CascadeTree.maximumDepthLimit).
    private let reloadedMask: UInt64
    private let reselectedMask: UInt64
    /// What the picker moved besides the row chosen, one sentence each.
    ///
    /// In the picker's language where it has one (``LocalizedPicker/spokenAdjustment(_:)``):
    /// what a screen reader announces, one per adjustment. Filled in by every verb of the
    /// localized pickers (``PickerDataSource/didSelect(row:inColumn:)``,
    /// ``PickerDataSource/select(storedValue:)`` and the families' own); empty from the
    /// locale-free cores (``CascadePicker``), whose ``adjustments`` say it as values.
    public package(set) var sentences: [String] = []

    /// A change of `adjustments` with the columns given as bits (column *i* is bit *i*): for the
    /// one diff (``PickerColumnsState/change(from:adjustments:sentences:)``) and this type's
    /// own factories.
    package init(adjustments: [PickerAdjustment], reloadedMask: UInt64, reselectedMask: UInt64, sentences: [String]) {
        self.adjustments = adjustments
        self.reloadedMask = reloadedMask
        self.reselectedMask = reselectedMask
        self.sentences = sentences
    }

    /// The columns whose bits are set, in order.
    private static func columns(in mask: UInt64) -> [Int] {
        var columns: [Int] = []
        var rest = mask
        while rest != 0 {
            columns.append(rest.trailingZeroBitCount)
            rest &= rest - 1
        }
        return columns
    }

    /// Nothing changed: for a verb that chose no row (an index outside the picker).
    package static let unchanged = PickerChange(adjustments: [], reloadedMask: 0, reselectedMask: 0, sentences: [])

    /// Nothing changed, and the wheel of `column` moves back to its selected row.
    ///
    /// For a row that cannot be chosen (in a disabled column, outside the column); unchanged
    /// when `column` is not one of the picker's `columnCount` columns.
    package static func wheelBack(inColumn column: Int, of columnCount: Int) -> PickerChange {
        guard (0..<columnCount).contains(column) else { return .unchanged }
        return PickerChange(adjustments: [], reloadedMask: 0, reselectedMask: 1 << UInt64(column), sentences: [])
    }

    /// This change with `column` reselected too where `picker`'s selected row there is not
    /// `row`, the row the user's wheel rests on after choosing it: a disabled value the picker
    /// moved off, even back to the row it had, sends the wheel back.
    package func restingWheel(at row: Int, inColumn column: Int, of picker: some PickerDataSource) -> PickerChange {
        guard (0..<min(64, picker.numberOfColumns)).contains(column), picker.selectedRow(inColumn: column) != row
        else { return self }
        return PickerChange(
            adjustments: adjustments, reloadedMask: reloadedMask, reselectedMask: reselectedMask | 1 << UInt64(column),
            sentences: sentences)
    }

    /// This change with the columns of `other`, a picker shown after this one's `offset`
    /// columns (a range's end after its start), and `other`'s adjustments and sentences after
    /// these.
    package func followed(by other: PickerChange, offset: Int) -> PickerChange {
        precondition((0..<64).contains(offset), "offset \(offset) is outside 0..<64")
        return PickerChange(
            adjustments: adjustments + other.adjustments, reloadedMask: reloadedMask | other.reloadedMask << offset,
            reselectedMask: reselectedMask | other.reselectedMask << offset, sentences: sentences + other.sentences)
    }

    /// This change with the columns whose labels show another field that moved reloaded too,
    /// from the selection `old` to what `model` shows now: a day's weekday follows the year and
    /// month; a Japanese year's era follows the month and day, since eras begin mid-year
    /// (平成31年 became 令和元年 on 1 May 2019).
    package func followingLabels(in model: PickerModel, from old: PickerModel.Snapshot) -> PickerChange {
        let fields = model.mode.fields
        var following: UInt64 = 0
        for (index, field) in model.order.enumerated() where field != .dayPeriod {
            if fields.contains(where: { $0 < field && old.values[$0] != model.values[$0] }) {
                following |= 1 << UInt64(index)
            }
        }
        if model.calendar == .japanese, let year = model.order.firstIndex(of: .year),
            old.values[.month] != model.values[.month] || old.values[.day] != model.values[.day]
        {
            following |= 1 << UInt64(year)
        }
        return PickerChange(
            adjustments: adjustments, reloadedMask: reloadedMask | following,
            reselectedMask: reselectedMask | following,
            sentences: sentences)
    }

    /// Such as `adjustments [day 31 -> 28: the month has 28 days], reload [2], reselect [1, 2]`.
    public var description: String {
        "adjustments \(adjustments), reload \(reloadedColumns), reselect \(reselectedColumns)"
            + (sentences.isEmpty ? "" : ", sentences \(sentences)")
    }
}
