import PickerKitCore

/// A picker of durations for a locale: hour, minute (and second) columns labeled from ICU's
/// unit formats (`1 hour`, `1小时`), as a ``PickerDataSource``.
///
/// ```swift
/// var picker = try LocalizedDurationPicker(locale: ResolvedLocale("en_US"), selection: DurationSelection("PT1H30M"))
/// picker.title(forRow: 1, inColumn: 0)   // "1 hour"
/// picker.selectedValue                   // "PT1H30M"
/// ```
public struct LocalizedDurationPicker: Sendable {
    /// The state: hours, minutes and seconds.
    package private(set) var picker: DurationPicker
    /// The labeler of the rows.
    package let labeler: DurationLabeler
    /// How rows are labeled: with the unit or as numbers.
    package let style: DurationLabelStyle
    /// The sentinel rows of the hours column (such as `不限` or "No limit") and the one selected.
    package private(set) var sentinels: SentinelRows

    /// Whether rows carry their unit (`1 hour`, `2 часа`); else they are numbers in the locale's
    /// digits, and ``unitTitle`` names the units.
    public var showsUnits: Bool { style == .unit }

    /// Makes a duration picker for `locale`.
    ///
    /// - Parameters:
    ///   - locale: the locale whose words and plural forms label the rows.
    ///   - maximum: the largest duration; `nil` is 23 hours 59 minutes (and 59 seconds with a
    ///     seconds column), UIKit's limit.
    ///   - includesSeconds: whether to show a seconds column.
    ///   - minuteStep: offer only minutes that are multiples of it (a divisor of 60).
    ///   - secondStep: offer only seconds that are multiples of it (a divisor of 60).
    ///   - selection: the first selection (default `PT0S`).
    ///   - showsUnits: rows with their unit (`1 hour`), else numbers alone (`1`).
    ///   - sentinelRows: rows of the hours column that stand for a whole selection, such as
    ///     `SentinelRow(value: "any", label: "不限", position: .first)`; choosing one disables the
    ///     other columns, as in every picker.
    ///   - selectedSentinel: the value of the sentinel row to start on, if any.
    /// - Throws: ``ParseError`` for a step that does not divide 60 or a selection over the
    ///   maximum, off the steps or with seconds not shown; ``LocalizationError`` when ICU's
    ///   unit formats cannot be opened; ``PickerError/unknownSentinel(_:)`` for a
    ///   `selectedSentinel` no row has.
    public init(
        locale: ResolvedLocale, maximum: DurationSelection? = nil, includesSeconds: Bool = true,
        minuteStep: Int = 1, secondStep: Int = 1, selection: DurationSelection = .zero,
        showsUnits: Bool = true, sentinelRows: [SentinelRow] = [], selectedSentinel: String? = nil
    ) throws {
        let durations = try DurationPicker(
            maximum: maximum, includesSeconds: includesSeconds, minuteStep: minuteStep, secondStep: secondStep,
            selection: selection)
        self.init(
            durations, labeler: try DurationLabeler(locale: locale), style: showsUnits ? .unit : .number,
            sentinels: try SentinelRows(sentinelRows, selectedValue: selectedSentinel))
    }

    /// The selected duration.
    public var selection: DurationSelection { picker.selection }

    /// Makes the picker from its state and labeler.
    package init(
        _ picker: DurationPicker, labeler: DurationLabeler, style: DurationLabelStyle = .unit,
        sentinels: SentinelRows = SentinelRows()
    ) {
        self.picker = picker
        self.labeler = labeler
        self.style = style
        self.sentinels = sentinels
    }

    /// What row `row` of the column at `column` holds: a sentinel row (hours column only) or
    /// the value row at an index; `nil` outside the column.
    private func content(row: Int, inColumn column: Int) -> SentinelRows.Row? {
        guard picker.units.indices.contains(column) else { return nil }
        let count = picker.rowCount(in: picker.units[column])
        if column == 0 { return sentinels.content(ofRow: row, valueRows: count) }
        return (0..<count).contains(row) ? .value(row) : nil
    }

    /// The value of a row with its unit, or `nil` for a sentinel row and rows outside.
    private func value(row: Int, inColumn column: Int) -> (value: Int, unit: DurationUnit)? {
        guard case .value(let index) = content(row: row, inColumn: column) else { return nil }
        let unit = picker.units[column]
        return picker.value(atRow: index, in: unit).map { ($0, unit) }
    }

    /// The title line of a duration picker: the units' names (`hours : minutes`).
    public var unitTitle: String { picker.units.map(labeler.header(for:)).joined(separator: " : ") }
}

extension LocalizedDurationPicker: PickerDataSource {
    /// One column per unit.
    public var numberOfColumns: Int { picker.units.count }

    /// The rows of a unit's column, the sentinel rows included.
    public func numberOfRows(inColumn column: Int) -> Int {
        guard picker.units.indices.contains(column) else { return 0 }
        let count = picker.rowCount(in: picker.units[column])
        return column == 0 ? sentinels.rowCount(valueRows: count) : count
    }

    /// The selected row of a unit's column: the sentinel's row while one is selected.
    public func selectedRow(inColumn column: Int) -> Int {
        guard picker.units.indices.contains(column) else { return 0 }
        let unit = picker.units[column]
        guard column == 0 else { return picker.selectedRow(in: unit) ?? 0 }
        if let sentinel = sentinels.selectedRow(valueRows: picker.rowCount(in: unit)) { return sentinel }
        return sentinels.row(ofValueRow: picker.selectedRow(in: unit) ?? 0)
    }

    /// Every column can be scrolled, except the minutes and seconds while a sentinel row is
    /// selected.
    public func isEnabled(column: Int) -> Bool {
        picker.units.indices.contains(column) && sentinels.isEnabled(column: column)
    }

    /// Every row can be chosen.
    public func isEnabled(row: Int, inColumn column: Int) -> Bool { true }

    /// The row's label in the locale (`1 hour`, `30分钟`) or a sentinel row's label; `""`
    /// outside the picker.
    public func title(forRow row: Int, inColumn column: Int) -> String {
        if case .sentinel(let sentinel) = content(row: row, inColumn: column) { return sentinel.label }
        guard let (value, unit) = value(row: row, inColumn: column) else { return "" }
        return (try? labeler.label(value, unit: unit, style: style)) ?? String(value)
    }

    /// The row's value with its unit (`1 hour`), whatever the label style, or a sentinel row's
    /// label.
    public func spokenTitle(forRow row: Int, inColumn column: Int) -> String {
        if case .sentinel(let sentinel) = content(row: row, inColumn: column) { return sentinel.label }
        guard let (value, unit) = value(row: row, inColumn: column) else { return "" }
        return (try? labeler.label(value, unit: unit, style: .unit)) ?? String(value)
    }

    /// The duration's canonical string, such as `PT1H30M`, or the selected sentinel row's value.
    public var selectedValue: String { sentinels.selected?.value ?? picker.selection.description }

    /// Chooses a row, relinking the columns it moves.
    ///
    /// Columns clamped to the maximum by it are reloaded, reported in
    /// ``PickerChange/adjustments`` and said in ``PickerChange/sentences``. A sentinel row
    /// disables the other columns until a value row of the hours is chosen again.
    @discardableResult
    public mutating func didSelect(row: Int, inColumn column: Int) -> PickerChange {
        guard picker.units.indices.contains(column) else { return .unchanged }
        let old = self
        if case .sentinel(let sentinel) = content(row: row, inColumn: column) {
            sentinels.select(sentinel)
            return change(from: old, adjustments: [])
        }
        guard isEnabled(column: column), case .value(let index) = content(row: row, inColumn: column),
            let adjustments = try? picker.select(row: index, in: picker.units[column])
        else {
            return .wheelBack(inColumn: column, of: numberOfColumns)
        }
        if column == 0 { sentinels.deselect() }
        return change(from: old, adjustments: adjustments, sentences: sentences(adjustments))
            .restingWheel(at: row, inColumn: column, of: self)
    }

    /// The sentences of `adjustments` in the locale (``AdjustmentSpeaker``): the new value
    /// as its row shows it (`30 minutes`, `30分钟`, or `30`) and the maximum said in full.
    private func sentences(_ adjustments: [PickerAdjustment]) -> [String] {
        guard !adjustments.isEmpty, let strings = try? PickerStrings(locale: labeler.locale),
            let speaker = try? AdjustmentSpeaker(strings: strings, locale: labeler.locale)
        else { return [] }
        let labeler =
            speaker.speaksPickerLanguage ? self.labeler : (try? DurationLabeler(locale: speaker.locale)) ?? self.labeler
        return speaker.sentences(for: adjustments) { adjustment throws(LocalizationError) in
            guard let unit = DurationUnit.allCases.first(where: { $0.field == adjustment.field }) else {
                throw .sentenceTemplate(
                    template: AdjustmentSentence(adjustment.reason).rawValue, reason: "not a duration's field")
            }
            var parts = ["value": try labeler.label(adjustment.to, unit: unit, style: style)]
            if adjustment.reason == .maximum { parts["bound"] = try labeler.displayString(for: picker.maximum) }
            return parts
        }
    }

    /// Shows the duration a stored string names (`PT1H30M`), exactly as given, or selects the
    /// sentinel row of that value.
    ///
    /// - Throws: ``PickerError/unparsable(role:input:error:)`` for a string that is not a
    ///   duration, or one the picker does not offer (over the maximum, off a step, seconds
    ///   without a seconds column), positioned in the string's canonical form.
    @discardableResult
    public mutating func select(storedValue: String) throws(PickerError) -> PickerChange {
        let old = self
        if sentinels.select(value: storedValue) { return change(from: old, adjustments: []) }
        do {
            try picker.select(try DurationSelection(storedValue))
        } catch {
            throw .unparsable(role: "selection", input: storedValue, error: error)
        }
        sentinels.deselect()
        return change(from: old, adjustments: [])
    }
}

extension LocalizedDurationPicker: PickerColumnsState {
    /// What a unit's column lists: its values up to the maximum, in steps (its row count says
    /// which), and whether it can be scrolled.
    package struct ColumnRows: Equatable {
        let count: Int
        let isEnabled: Bool
    }

    /// The row count and enabled state of `column`.
    package func rows(ofColumn column: Int) -> ColumnRows {
        ColumnRows(count: numberOfRows(inColumn: column), isEnabled: isEnabled(column: column))
    }
}
