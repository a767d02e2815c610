import PickerKitCore

/// A picker of durations for a locale: hour, minute (and second) columns labeled from ICU's
/// unit formats (`1 hour`, `1小时`), as a ``PickerDataSource``; made from a
/// ``DurationConfiguration`` as a date picker is from a ``PickerConfiguration``.
///
/// ```swift
/// let configuration = try DurationConfiguration(selection: "PT1H30M")
/// var picker = try LocalizedDurationPicker(locale: ResolvedLocale("en_US"), configuration: configuration)
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
    /// The columns whose rows run from the largest value down.
    public let descendingFields: Set<DateField>
    /// ``descendingFields`` by unit, one bit per ``DurationUnit/index``: read per row without
    /// hashing.
    private let descendingUnits: UInt8

    /// Whether rows carry their unit (`1 hour`, `2 часа`); else they are numbers in the locale's
    /// digits, and ``unitTitle`` names the units.
    public var showsUnits: Bool { style == .unit }

    /// Makes the picker `configuration` describes, for `locale`.
    ///
    /// - Parameters:
    ///   - locale: the locale whose words and plural forms label the rows.
    ///   - configuration: the bounds, steps, seconds column, selection, sentinel rows and order.
    ///   - showsUnits: rows with their unit (`1 hour`), else numbers alone (`1`).
    ///   - includesPresent: adds a Present row labeled in the locale's language, first when
    ///     the hours run from the largest down, else last.
    /// - Throws: ``LocalizationError``, as every localized picker's init: when ICU's unit
    ///   formats cannot be opened, or ``LocalizationError/picker(_:)`` wrapping the
    ///   configuration's mistake: ``PickerError/minimumAfterMaximum(minimum:maximum:)``,
    ///   ``PickerError/invalidInterval(field:step:)``, ``PickerError/unparsable(role:input:error:)``
    ///   for a bound or selection the picker cannot offer, ``PickerError/unknownSentinel(_:)``.
    public init(
        locale: ResolvedLocale, configuration: DurationConfiguration, showsUnits: Bool = true,
        includesPresent: Bool = false
    ) throws(LocalizationError) {
        var configuration = configuration
        let labeler = try DurationLabeler(locale: locale)
        if includesPresent {
            let strings = try PickerStrings(locale: labeler.locale)
            configuration.present = SentinelRow(
                value: SentinelRow.presentValue, label: strings[.present],
                position: configuration.descendingFields.contains(.hour) ? .first : .last)
        }
        let durations: DurationPicker
        let sentinels: SentinelRows
        do {
            durations = try DurationPicker(configuration)
            sentinels = try configuration.placedSentinelRows()
        } catch {
            throw .picker(error)
        }
        self.init(
            durations, labeler: labeler, style: showsUnits ? .unit : .number, sentinels: sentinels,
            descendingFields: configuration.descendingFields)
    }

    /// The selected duration.
    public var selection: DurationSelection { picker.selection }

    /// Makes the picker from its state and labeler.
    package init(
        _ picker: DurationPicker, labeler: DurationLabeler, style: DurationLabelStyle = .unit,
        sentinels: SentinelRows = SentinelRows(), descendingFields: Set<DateField> = []
    ) {
        self.picker = picker
        self.labeler = labeler
        self.style = style
        self.sentinels = sentinels
        self.descendingFields = descendingFields
        descendingUnits = DurationUnit.allCases.reduce(0) { mask, unit in
            descendingFields.contains(unit.field) ? mask | 1 << unit.index : mask
        }
    }

    /// The index among a column's values of the value row at `index` (reversed in a column
    /// that runs from the largest down); `count` is the column's number of values.
    private func valueIndex(_ index: Int, of unit: DurationUnit, count: Int) -> Int {
        descendingUnits & 1 << unit.index != 0 ? count - 1 - index : index
    }

    /// What row `row` of the column at `column` holds: a sentinel row (hours column only) or
    /// a value row, by its index among the column's values from the smallest; `nil` outside
    /// the column.
    private func content(row: Int, inColumn column: Int) -> DurationRowContent? {
        guard let unit = picker.unit(ofColumn: column) else { return nil }
        let count = picker.rowCount(in: unit)
        var index = row
        if column == 0 {
            switch sentinels.content(ofRow: row, valueRows: count) {
            case .sentinel(let sentinel): return .sentinel(sentinel)
            case .value(let valueRow): index = valueRow
            case nil: return nil
            }
        }
        guard (0..<count).contains(index) else { return nil }
        return .value(index: valueIndex(index, of: unit, count: count), unit: unit)
    }

    /// The value of a row with its unit, or `nil` for a sentinel row and rows outside.
    private func value(row: Int, inColumn column: Int) -> (value: Int, unit: DurationUnit)? {
        guard case .value(let index, let unit) = content(row: row, inColumn: column),
            let value = picker.value(atRow: index, in: unit)
        else { return nil }
        return (value, unit)
    }

    /// A row of a duration picker: a sentinel row, or a value row of a unit's column by its
    /// index among the column's values from the smallest.
    private enum DurationRowContent {
        case sentinel(SentinelRow)
        case value(index: Int, unit: DurationUnit)
    }

    /// The title line of a duration picker: the units' names (`hours : minutes`).
    public var unitTitle: String { picker.units.map(labeler.header(for:)).joined(separator: " : ") }
}

extension LocalizedDurationPicker: PickerDataSource {
    /// One column per unit.
    public var numberOfColumns: Int { picker.columnCount }

    /// The rows of a unit's column, the sentinel rows included.
    public func numberOfRows(inColumn column: Int) -> Int {
        guard let unit = picker.unit(ofColumn: column) else { return 0 }
        let count = picker.rowCount(in: unit)
        return column == 0 ? sentinels.rowCount(valueRows: count) : count
    }

    /// The selected row of a unit's column: the sentinel's row while one is selected.
    public func selectedRow(inColumn column: Int) -> Int {
        guard let unit = picker.unit(ofColumn: column) else { return 0 }
        let count = picker.rowCount(in: unit)
        let index = valueIndex(picker.selectedRow(in: unit) ?? 0, of: unit, count: count)
        guard column == 0 else { return index }
        if let sentinel = sentinels.selectedRow(valueRows: count) { return sentinel }
        return sentinels.row(ofValueRow: index)
    }

    /// Every column can be scrolled, except the minutes and seconds while a sentinel row is
    /// selected.
    public func isEnabled(column: Int) -> Bool {
        (0..<picker.columnCount).contains(column) && sentinels.isEnabled(column: column, sentinelColumn: 0)
    }

    /// Every row can be chosen.
    public func isEnabled(row: Int, inColumn column: Int) -> Bool { true }

    /// The row's label in the locale (`1 hour`, `30分钟`) or a sentinel row's label; `""`
    /// outside the picker.
    public func title(forRow row: Int, inColumn column: Int) -> String {
        switch content(row: row, inColumn: column) {
        case .sentinel(let sentinel): return sentinel.label
        case .value(let index, let unit):
            guard let value = picker.value(atRow: index, in: unit) else { return "" }
            return (try? labeler.label(value, unit: unit, style: style)) ?? String(value)
        case nil: return ""
        }
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
        guard (0..<picker.columnCount).contains(column) else { return .unchanged }
        let old = self
        if case .sentinel(let sentinel) = content(row: row, inColumn: column) {
            sentinels.select(sentinel)
            return change(from: old, adjustments: [])
        }
        guard isEnabled(column: column), case .value(let index, let unit) = content(row: row, inColumn: column),
            let adjustments = try? picker.select(row: index, in: unit)
        else {
            return .wheelBack(inColumn: column, of: numberOfColumns)
        }
        if column == 0 { sentinels.deselect() }
        return change(from: old, adjustments: adjustments, sentences: sentences(adjustments))
            .restingWheel(at: row, inColumn: column, of: self)
    }

    /// The unit the column at `column` picks: `hour`, `minute` or `second`; `column N` outside.
    public func name(ofColumn column: Int) -> String {
        picker.unit(ofColumn: column)?.rawValue ?? "column \(column)"
    }

    /// Shows `duration` exactly as given, as ``select(storedValue:)`` does.
    ///
    /// - Throws: ``PickerError/unparsable(role:input:error:)`` for a duration the picker does
    ///   not offer (outside the bounds, off a step, seconds without a seconds column).
    @discardableResult
    public mutating func select(_ duration: DurationSelection) throws(PickerError) -> PickerChange {
        try select(storedValue: duration.description)
    }

    /// Shows `value` in `unit`'s column, as choosing its row would: the columns after it move
    /// into the bounds, and a value the column does not offer now moves to the nearest one it
    /// offers (over the maximum down to it, under the minimum up to it, off the step to the
    /// nearest step), reported first and said in the locale.
    ///
    /// ```swift
    /// try picker.select(2, in: .hour)   // PT1H45M, maximum PT2H30M: [minute 45 -> 30: after the maximum]
    /// ```
    ///
    /// - Throws: ``PickerError/fieldNotInMode(_:mode:)`` for seconds without a seconds column,
    ///   ``PickerError/fieldValueOutOfRange(field:value:)`` for a value no duration has
    ///   (minute 60, hour 10000, a negative value).
    @discardableResult
    public mutating func select(_ value: Int, in field: DateField) throws(PickerError) -> PickerChange {
        guard let unit = DurationUnit(field: field), picker.shows(unit) else {
            throw .fieldNotInMode(field, mode: "duration")
        }
        guard (0...(unit == .hour ? 9999 : 59)).contains(value) else {
            throw .fieldValueOutOfRange(field: unit.field, value: value)
        }
        let old = self
        let offered = (0..<picker.rowCount(in: unit)).compactMap { picker.value(atRow: $0, in: unit) }
        var chosen = value
        var adjustments: [PickerAdjustment] = []
        if let first = offered.first, let last = offered.last, !offered.contains(value) {
            let reason: PickerAdjustment.Reason
            if value > last {
                (chosen, reason) = (last, .maximum)
            } else if value < first {
                (chosen, reason) = (first, .minimum)
            } else {
                let step = offered.count > 1 ? offered[1] - offered[0] : 1
                chosen = offered.min { abs($0 - value) < abs($1 - value) } ?? first
                reason = .interval(step: step)
            }
            adjustments.append(PickerAdjustment(field: unit.field, from: value, to: chosen, reason: reason))
        }
        let moved: [PickerAdjustment]
        do {
            moved = try picker.select(chosen, in: unit)
        } catch {
            throw .unparsable(role: "\(unit) \(chosen)", input: picker.selection.description, error: error)
        }
        sentinels.deselect()
        adjustments += moved
        return change(from: old, adjustments: adjustments, sentences: sentences(adjustments))
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
            switch adjustment.reason {
            case .maximum: parts["bound"] = try labeler.displayString(for: picker.maximum)
            case .minimum: parts["bound"] = try labeler.displayString(for: picker.minimum)
            default: break
            }
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
