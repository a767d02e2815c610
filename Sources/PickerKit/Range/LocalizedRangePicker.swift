import PickerKitCore

/// A picker of a range for a locale: the start's columns, then the end's, each in the locale's
/// order and labeled as a ``LocalizedPicker`` labels them, as one ``PickerDataSource``.
///
/// The end never lists a value before the start; moving the start past the end moves the end
/// up to it, and the change says so (the end's columns reloaded and moved, the sentences in
/// the locale). With `includesPresent` the end's first column has a Present row, so the range
/// can stay open (`2015-03/present`, a job held now).
///
/// ```swift
/// var job = try LocalizedRangePicker(
///     locale: ResolvedLocale("zh_CN"), configuration: PickerConfiguration(mode: .yearMonth),
///     range: SelectionRange("2015-03/present"), includesPresent: true)
/// job.selectedTitles          // ["2015年", "3月", "至今", "3月"]
/// try job.select(storedValue: "2019-08/2020-03")
/// job.selectedValue           // "2019-08/2020-03"
/// ```
///
/// Both halves are in the picker's calendar, as a ``LocalizedPicker``'s rows are: the
/// configuration's ``PickerConfiguration/calendar``, else the locale's (its `calendar`
/// keyword, else its region's: fa_IR Persian, th_TH Buddhist). Its ranges are values of that
/// calendar (`1394-M01[u-ca=persian]/present`, leap months in place in a Chinese or Hebrew
/// year); a Gregorian range it is given is shown as the same days (a year or year-month as
/// the calendar's one holding its first day).
///
/// ```swift
/// let resume = try LocalizedRangePicker(
///     locale: ResolvedLocale("fa_IR"), configuration: PickerConfiguration(mode: .yearMonth),
///     range: SelectionRange("1394-M01[u-ca=persian]/present"), includesPresent: true)
/// let calendar = resume.calendar      // → persian
/// let value = resume.selectedValue    // → "1394-M01[u-ca=persian]/present"
/// ```
public struct LocalizedRangePicker: Sendable {
    /// The two linked models.
    package private(set) var linked: RangePicker
    /// The start, labeled; its model is always `linked.start`.
    package private(set) var start: LocalizedPicker
    /// The end, labeled; its model is always `linked.end`.
    package private(set) var end: LocalizedPicker

    /// Makes a range picker for `locale`.
    ///
    /// - Parameters:
    ///   - locale: the locale whose order, labels and words both halves show.
    ///   - configuration: the mode, bounds, steps, order and directions of both halves; its
    ///     selection (or today) is the start when `range` is `nil`, and the end then equals it.
    ///   - range: the first range, of the configuration's mode; an open one needs `includesPresent`.
    ///   - options: month style, hour cycle, weekday and the other label styles.
    ///   - includesPresent: adds a Present row to the end's first column.
    /// - Throws: ``LocalizationError`` wrapping a label or picker error:
    ///   ``PickerError/unknownSentinel(_:)`` for an open range without a Present row,
    ///   ``PickerError/calendarMismatch(role:expected:actual:)`` for a range of another
    ///   calendar than the picker's (a Gregorian one aside).
    public init(
        locale: ResolvedLocale, configuration: PickerConfiguration, range: SelectionRange? = nil,
        options: LabelOptions = LabelOptions(), includesPresent: Bool = false
    ) throws(LocalizationError) {
        // The calendar is resolved once, by the dressing, as for a date picker.
        let dressing = try LocalizedPicker.Dressing(
            locale: locale, configuration: configuration, options: options, includesPresent: false)
        var ending = dressing.configuration
        if includesPresent { ending.addPresentRow(label: dressing.strings[.present]) }
        do {
            linked = try RangePicker(dressing.configuration, range: range, present: ending.present)
        } catch {
            throw .picker(error)
        }
        start = LocalizedPicker(dressing, model: linked.start)
        end = LocalizedPicker(dressing, model: linked.end)
    }

    /// The selected range, such as `2015-03/present`.
    public var range: SelectionRange { linked.range }

    /// The calendar of both halves' rows (see ``LocalizedPicker/calendar``).
    public var calendar: CalendarKind { start.calendar }

    /// The title for the mode in the locale ("选择月份", "Select month").
    public var title: String { start.title }

    /// Which half the column at `column` belongs to: the start's columns come first.
    public func half(ofColumn column: Int) -> RangeHalf? {
        guard column >= 0 else { return nil }
        if column < start.numberOfColumns { return .start }
        return column < numberOfColumns ? .end : nil
    }

    /// The half of a column and the column's index in that half's picker.
    private func locate(_ column: Int) -> (half: RangeHalf, column: Int)? {
        half(ofColumn: column).map { ($0, $0 == .start ? column : column - start.numberOfColumns) }
    }

    /// The labeled picker of `half`.
    private func picker(_ half: RangeHalf) -> LocalizedPicker { half == .start ? start : end }

    /// Runs `body` on the linked models, keeps what it leaves, and says what changed in both
    /// halves' columns, in the locale.
    private mutating func changing(_ body: (inout RangePicker) throws(PickerError) -> [PickerAdjustment])
        throws(PickerError) -> PickerChange
    {
        var next = linked
        let adjustments = try body(&next)
        // Both halves' adjustments, in the order the range made them, go with the start's columns.
        let startChange = next.start.change(comparingColumnsOf: linked.start, adjustments: adjustments)
        let endChange = next.end.change(comparingColumnsOf: linked.end, adjustments: [])
        linked = next
        start.model = next.start
        end.model = next.end
        var change = startChange.followed(by: endChange, offset: start.numberOfColumns)
        change.sentences = adjustments.flatMap { adjustment in
            picker(adjustment.half ?? .start).sentences([adjustment])
        }
        return change
    }
}

extension LocalizedRangePicker: PickerDataSource {
    /// The start's columns, then the end's.
    public var numberOfColumns: Int { start.numberOfColumns + end.numberOfColumns }

    /// The rows of the column at `column`; 0 outside the picker.
    public func numberOfRows(inColumn column: Int) -> Int {
        guard let (half, index) = locate(column) else { return 0 }
        return picker(half).numberOfRows(inColumn: index)
    }

    /// The selected row of the column at `column`; 0 outside the picker.
    public func selectedRow(inColumn column: Int) -> Int {
        guard let (half, index) = locate(column) else { return 0 }
        return picker(half).selectedRow(inColumn: index)
    }

    /// Whether the column can be scrolled: the end's columns after its first are disabled while
    /// Present is selected.
    public func isEnabled(column: Int) -> Bool {
        guard let (half, index) = locate(column) else { return false }
        return picker(half).isEnabled(column: index)
    }

    /// Whether the row can be chosen (not a disabled value).
    public func isEnabled(row: Int, inColumn column: Int) -> Bool {
        guard let (half, index) = locate(column) else { return false }
        return picker(half).isEnabled(row: row, inColumn: index)
    }

    /// The row's title in the locale (`2019年`, `8月`, `至今`); `""` outside the picker.
    public func title(forRow row: Int, inColumn column: Int) -> String {
        guard let (half, index) = locate(column) else { return "" }
        return picker(half).title(forRow: row, inColumn: index)
    }

    /// The row's whole value as a screen reader says it, as its half says it.
    public func spokenTitle(forRow row: Int, inColumn column: Int) -> String {
        guard let (half, index) = locate(column) else { return "" }
        return picker(half).spokenTitle(forRow: row, inColumn: index)
    }

    /// The selected range's canonical string, such as `"2015-03/present"`.
    public var selectedValue: String { linked.selectedValue }

    /// Chooses a row the user scrolled to; the end follows a start moved past it.
    ///
    /// A row that cannot be chosen changes nothing, and its column is listed in
    /// ``PickerChange/reselectedColumns`` so the wheel moves back.
    @discardableResult
    public mutating func didSelect(row: Int, inColumn column: Int) -> PickerChange {
        guard let (half, index) = locate(column) else { return .unchanged }
        do {
            return try changing { range throws(PickerError) in
                try range.select(row: row, inColumn: index, of: half)
            }.restingWheel(at: row, inColumn: column, of: self)
        } catch {
            return .wheelBack(inColumn: column, of: numberOfColumns)
        }
    }

    /// Shows the range a stored string names (`2019-08/2020-03`, `2015-03/present`), as
    /// choosing its rows would, and says what moved.
    ///
    /// - Throws: ``PickerError/unparsable(role:input:error:)`` for a string that is not a range
    ///   of the picker's mode (its ``ParseError`` says what is wrong and where, such as an end
    ///   before the start); ``PickerError/unknownSentinel(_:)`` for an open range without a
    ///   Present row. The picker is then unchanged.
    @discardableResult
    public mutating func select(storedValue: String) throws(PickerError) -> PickerChange {
        let parsed: SelectionRange
        do {
            parsed = try SelectionRange(storedValue, mode: linked.start.mode)
        } catch {
            throw .unparsable(role: "range", input: storedValue, error: error)
        }
        return try changing { range throws(PickerError) in try range.select(parsed) }
    }
}
