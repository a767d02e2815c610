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

    /// Adjustments alone (the columns are filled in by the caller that knows the old model).
    package init(
        adjustments: [PickerAdjustment], reloadedColumns: [Int] = [], reselectedColumns: [Int] = [],
        sentences: [String] = []
    ) {
        self.init(
            adjustments: adjustments, reloadedMask: Self.mask(of: reloadedColumns),
            reselectedMask: Self.mask(of: reselectedColumns), sentences: sentences)
    }

    private init(adjustments: [PickerAdjustment], reloadedMask: UInt64, reselectedMask: UInt64, sentences: [String]) {
        self.adjustments = adjustments
        self.reloadedMask = reloadedMask
        self.reselectedMask = reselectedMask
        self.sentences = sentences
    }

    /// The bits of `columns`.
    private static func mask(of columns: [Int]) -> UInt64 {
        columns.reduce(0) { mask, column in
            precondition((0..<64).contains(column), "column \(column) is outside 0..<64")
            return mask | 1 << UInt64(column)
        }
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

    /// The change from `old` to `new`, two states of one model (the same mode, order and bounds).
    package init(from old: PickerModel, to new: PickerModel, adjustments: [PickerAdjustment]) {
        self = new.change(since: old.snapshot, adjustments: adjustments)
    }

    /// A change of `adjustments` with the columns given as bits (column *i* is bit *i*).
    package init(adjustments: [PickerAdjustment], reloadedMask: UInt64, reselectedMask: UInt64) {
        self.init(adjustments: adjustments, reloadedMask: reloadedMask, reselectedMask: reselectedMask, sentences: [])
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
