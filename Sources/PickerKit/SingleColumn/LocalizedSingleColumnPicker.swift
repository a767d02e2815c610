/// A picker of one column of whole values labeled with the
/// locale's display pattern (`2019年8月`, `August 2019`), as a ``PickerDataSource``.
///
/// ```swift
/// var configuration = try PickerConfiguration(mode: .yearMonth, minimum: "2015-01", maximum: "2019-12")
/// configuration.descendingFields = [.year]
/// let picker = try LocalizedSingleColumnPicker(locale: ResolvedLocale("zh_CN"), configuration: configuration)
/// picker.title(forRow: 4, inColumn: 0)   // "2019年8月"
/// ```
///
/// Rows are labeled on demand: a column over 0001–9999 costs nothing per row. They are values
/// of the picker's calendar, decided as for ``LocalizedPicker``: a `zh_CN@calendar=chinese`
/// month list has its leap months in place (`2023闰二月`), a bare `fa_IR` lists Persian months.
public struct LocalizedSingleColumnPicker: Sendable {
    /// The state: values, bounds and the rows, computed from their index.
    package private(set) var picker: SingleColumnPicker
    /// The labeler that writes each row's whole value.
    package let labeler: SingleColumnLabeler
    /// The title for the mode in the locale ("选择月份", "Select month").
    public let title: String
    /// The calendar of the rows and where it came from (keyword, region or configuration);
    /// `nil` for a clock.
    package let calendarChoice: (kind: CalendarKind, source: CalendarSource)?
    /// The picker strings of the locale: the adjustment sentences' templates.
    private let strings: PickerStrings

    /// The selected value: ``Selection/present`` on the Present row, `nil` on a caller's
    /// sentinel row (such as Any).
    public var selection: Selection? { picker.selection }

    /// Makes a one-column picker for `locale`.
    ///
    /// - Parameters:
    ///   - locale: the locale whose display pattern and words the picker shows.
    ///   - configuration: the mode, bounds, selection, steps and rows; its calendar, else the
    ///     locale's (``ResolvedLocale/calendarKind``).
    ///   - options: month style, hour cycle and the other label styles.
    ///   - includesPresent: adds a Present row labeled in the locale's language, first when the
    ///     list runs newest first, else last.
    /// - Throws: ``LocalizationError``: a label or strings error, or a picker error
    ///   (``LocalizationError/picker(_:)``), such as bounds outside the calendar's range.
    public init(
        locale: ResolvedLocale, configuration: PickerConfiguration, options: LabelOptions = LabelOptions(),
        includesPresent: Bool = false
    ) throws(LocalizationError) {
        let strings: PickerStrings
        let choice = locale.pickerCalendar(mode: configuration.mode, configured: configuration.calendar)
        do {
            labeler = try SingleColumnLabeler.shared(
                locale: locale, calendar: choice?.kind, mode: configuration.mode, options: options)
            strings = try PickerStrings(locale: locale)
        } catch {
            throw error
        }
        calendarChoice = choice
        var configuration = configuration
        if let choice { configuration.calendar = choice.kind }
        if includesPresent { configuration.addPresentRow(label: strings[.present]) }
        do {
            picker = try SingleColumnPicker(configuration)
        } catch {
            throw .picker(error)
        }
        title = strings.title(for: configuration.mode)
        self.strings = strings
    }

    /// Selects a stored value, as choosing its row would (rounded to the steps, clamped into the
    /// bounds, moved off disabled values), and says what moved.
    ///
    /// - Throws: ``PickerError/modeMismatch(role:expected:actual:)`` for a value of another mode,
    ///   ``PickerError/noEnabledValue(near:searched:)`` when no enabled row is near it.
    @discardableResult
    public mutating func select(_ selection: Selection) throws(PickerError) -> PickerChange {
        let old = self
        let adjustments = try picker.select(selection)
        return localizedChange(from: old, adjustments: adjustments)
    }

    /// Shows the value a stored string names (a value of the mode, or a sentinel row's value)
    /// on its nearest enabled row, and says what moved.
    ///
    /// - Throws: ``PickerError/unparsable(role:input:error:)`` for a string that is neither.
    @discardableResult
    public mutating func select(storedValue: String) throws(PickerError) -> PickerChange {
        let old = self
        let adjustments = try picker.select(storedValue: storedValue)
        return localizedChange(from: old, adjustments: adjustments)
    }

    /// The change from `old`, its adjustments said in the locale.
    private func localizedChange(
        from old: LocalizedSingleColumnPicker, adjustments: [PickerAdjustment]
    ) -> PickerChange {
        change(
            from: old, adjustments: adjustments,
            sentences: LocalizedPicker.sentences(
                adjustments, model: picker.model, labeler: labeler.labeler, strings: strings))
    }
}

extension LocalizedSingleColumnPicker: PickerDataSource {
    /// One column.
    public var numberOfColumns: Int { 1 }

    /// The rows of the column, sentinel rows included; 0 outside it.
    public func numberOfRows(inColumn column: Int) -> Int { column == 0 ? picker.rows.count : 0 }

    /// The selected row; 0 outside the column.
    public func selectedRow(inColumn column: Int) -> Int { column == 0 ? picker.selectedRow ?? 0 : 0 }

    /// The one column can always be scrolled.
    public func isEnabled(column: Int) -> Bool { column == 0 }

    /// Whether the row is not a disabled value (``PickerConfiguration/disabled``).
    public func isEnabled(row: Int, inColumn column: Int) -> Bool {
        column == 0 && picker.rows.indices.contains(row) && picker.isEnabled(row: row)
    }

    /// The row's whole value in the locale (`2019年8月`), a sentinel's label, or the row's
    /// normalized value if ICU cannot label it; `""` outside the column.
    public func title(forRow row: Int, inColumn column: Int) -> String {
        guard column == 0, picker.rows.indices.contains(row) else { return "" }
        let content = picker.rows[row]
        return (try? labeler.label(for: content)) ?? content.value
    }

    /// The row's title: a row is already the whole value.
    public func spokenTitle(forRow row: Int, inColumn column: Int) -> String {
        title(forRow: row, inColumn: column)
    }

    /// The selection's canonical string, or the sentinel's value (`present`).
    public var selectedValue: String { picker.selectedValue }

    /// Chooses a row; a disabled value moves on to the nearest enabled one (reported), and a
    /// row outside the column changes nothing and moves the wheel back.
    @discardableResult
    public mutating func didSelect(row: Int, inColumn column: Int) -> PickerChange {
        let old = self
        guard column == 0, let adjustments = try? picker.select(row: row) else {
            return .wheelBack(inColumn: column, of: numberOfColumns)
        }
        return localizedChange(from: old, adjustments: adjustments).restingWheel(at: row, inColumn: column, of: self)
    }
}

extension LocalizedSingleColumnPicker: PickerColumnsState {
    /// The one column lists the same rows whatever is selected.
    package func rows(ofColumn column: Int) -> Int { numberOfRows(inColumn: column) }
}
