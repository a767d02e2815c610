/// What a wheel picker view asks of a picker, whatever its family: columns, rows, row titles,
/// spoken text, and choosing a row.
///
/// Every picker conforms: ``LocalizedPicker`` (dates and times in any calendar),
/// ``LocalizedSingleColumnPicker`` (one column of whole values), ``LocalizedRangePicker`` (a
/// start and an end), ``LocalizedPeriodPicker`` (weeks and quarters), ``LocalizedDurationPicker``
/// and ``CascadePicker`` (regions, divisions, any tree). One `UIPickerView` data source and delegate, or one SwiftUI wheel, written
/// against this protocol serves them all:
///
/// ```swift
/// func show(_ picker: inout some PickerDataSource) {
///     for column in 0..<picker.numberOfColumns {
///         let row = picker.selectedRow(inColumn: column)
///         print(picker.title(forRow: row, inColumn: column))
///     }
///     let change = picker.didSelect(row: 0, inColumn: 0)
///     change.reloadedColumns      // the columns whose rows changed
///     change.sentences            // what else moved, as a screen reader says it
/// }
/// ```
///
/// What a view calls does not throw: an index outside the picker gives an empty title, zero
/// rows, or a change that only moves the wheel back (``PickerChange/reselectedColumns``).
/// What an app calls throws one typed error, ``PickerError``: ``select(row:inColumn:)``
/// (written once, here, for every family) and ``select(storedValue:)``.
public protocol PickerDataSource {
    /// The number of columns (a `UIPickerView`'s components), in display order.
    ///
    /// A cascade's count follows the chosen branch: after ``didSelect(row:inColumn:)``, reload
    /// every column when it changed.
    var numberOfColumns: Int { get }

    /// The number of rows of the column at `column`, sentinel rows (Present, Any) included; 0
    /// for an index outside the columns.
    func numberOfRows(inColumn column: Int) -> Int

    /// The row the column at `column` shows as selected: for a column that a sentinel row
    /// disables (the months behind Present), the row of the value it keeps; 0 outside.
    func selectedRow(inColumn column: Int) -> Int

    /// Whether the column at `column` can be scrolled (not while Present disables it).
    func isEnabled(column: Int) -> Bool

    /// Whether `row` can be chosen; a disabled value keeps its row (struck, not hidden), and
    /// choosing it moves the selection to the nearest enabled value.
    func isEnabled(row: Int, inColumn column: Int) -> Bool

    /// The title of a row in the locale (`2019年`, `August`, `34`, `1 hour`, `广东省`); `""`
    /// outside the picker.
    func title(forRow row: Int, inColumn column: Int) -> String

    /// What a screen reader says for a row: the whole value the picker would hold with it
    /// chosen (`Tuesday, August 20, 2019`), or the row's title where that is the whole value.
    func spokenTitle(forRow row: Int, inColumn column: Int) -> String

    /// The selection as its strict, canonical string: `2019-08-20`, `1987-M06L[u-ca=chinese]`,
    /// `2020-W53`, `PT1H30M`, `440000/440300/440305`, or a sentinel's value such as `present`.
    var selectedValue: String { get }

    /// Chooses a row the user scrolled to: the columns to reload and to move, and a sentence
    /// for everything else the picker moved (a day clamped to a shorter month, week 53 in a
    /// year of 52).
    mutating func didSelect(row: Int, inColumn column: Int) -> PickerChange

    /// Selects the value a stored string names: the inverse of ``selectedValue``, so a picker
    /// restored from what it saved shows the same rows (`2019-08-20`, `2020-W53`, `PT1H30M`,
    /// `440000/440300`, or a sentinel's value such as `present`).
    ///
    /// The value moves as choosing its rows would: into the bounds, onto the steps, off
    /// disabled values, each move reported in ``PickerChange/adjustments`` and said in
    /// ``PickerChange/sentences``. A duration off the picker's steps (`PT1H5M` in 10-minute
    /// steps) is refused instead: a duration has one spelling, and rounding it would change it.
    ///
    /// - Throws: ``PickerError/unparsable(role:input:error:)`` for a string that is not one of
    ///   this picker's values, with the positioned ``ParseError``; the picker is then unchanged.
    @discardableResult
    mutating func select(storedValue: String) throws(PickerError) -> PickerChange

    /// The name of the column at `column` in errors and messages: the field it picks (`year`,
    /// `week`, `minute`), or `column 2` where the family gives none.
    func name(ofColumn column: Int) -> String

    /// Chooses `row` in the column at `column` as the app's code, not a wheel, does: a row
    /// that cannot be chosen is refused instead of wheeled back.
    ///
    /// Every family has the one implementation below: it checks the row, then calls
    /// ``didSelect(row:inColumn:)``, so the row verb and the wheel cannot disagree. A disabled
    /// value's row is not refused: as scrolling to it does, it moves the selection to the
    /// nearest enabled value, reported in ``PickerChange/adjustments``.
    ///
    /// - Throws: ``PickerError/columnOutOfRange(column:columnCount:)``,
    ///   ``PickerError/columnDisabled(column:sentinel:)`` while a sentinel row (Present, Any)
    ///   disables the column, ``PickerError/rowOutOfRange(column:row:rowCount:)``; the picker
    ///   is then unchanged.
    @discardableResult
    mutating func select(row: Int, inColumn column: Int) throws(PickerError) -> PickerChange
}

extension PickerDataSource {
    /// `column 2`: families whose columns pick a field name them.
    public func name(ofColumn column: Int) -> String { "column \(column)" }

    /// Checks the row (see the requirement), then chooses it as ``didSelect(row:inColumn:)`` does.
    @discardableResult
    public mutating func select(row: Int, inColumn column: Int) throws(PickerError) -> PickerChange {
        try checkChoosable(row: row, inColumn: column)
        return didSelect(row: row, inColumn: column)
    }

    /// Throws unless `row` of the column at `column` can be chosen: the column exists and is
    /// enabled, and the row is in it.
    package func checkChoosable(row: Int, inColumn column: Int) throws(PickerError) {
        guard (0..<numberOfColumns).contains(column) else {
            throw .columnOutOfRange(column: column, columnCount: numberOfColumns)
        }
        guard isEnabled(column: column) else {
            throw .columnDisabled(column: name(ofColumn: column), sentinel: selectedValue)
        }
        let count = numberOfRows(inColumn: column)
        guard (0..<count).contains(row) else {
            throw .rowOutOfRange(column: name(ofColumn: column), row: row, rowCount: count)
        }
    }
}

extension PickerDataSource {
    /// The titles of every row of the column at `column`, in order (`["2019年", "2018年", …]`);
    /// empty outside the picker.
    ///
    /// - Complexity: O(rows): every row is titled (a year column over 0001–9999 has 9999).
    public func titles(inColumn column: Int) -> [String] {
        (0..<numberOfRows(inColumn: column)).map { title(forRow: $0, inColumn: column) }
    }

    /// The title of each column's selected row, in display order: what the wheels show
    /// (`["1987丁卯年", "闰六月", "初一"]`, `["广东省", "深圳市"]`).
    public var selectedTitles: [String] {
        (0..<numberOfColumns).map { title(forRow: selectedRow(inColumn: $0), inColumn: $0) }
    }
}
