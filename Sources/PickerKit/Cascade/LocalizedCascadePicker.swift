import PickerKitCore

/// A cascade picker that says in the locale's language each level it chose by itself, as a
/// ``PickerDataSource``: the rows of a ``CascadePicker`` (node names are the tree's own), with
/// ``PickerChange/sentences`` for its ``PickerAdjustment/Reason/levelFilled`` and
/// ``PickerAdjustment/Reason/levelClamped`` adjustments.
///
/// ```swift
/// var picker = try LocalizedCascadePicker(
///     locale: ResolvedLocale("de_DE"), picker: CascadePicker(tree: CascadeTree.chinaDivisions(), depth: 3))
/// let change = picker.didSelect(row: 18, inColumn: 0)   // 广东省
/// change.sentences   // ["广州市 gewählt: 北京市 liegt nicht in 广东省", "荔湾区 gewählt: 东城区 liegt nicht in 广州市"]
/// ```
public struct LocalizedCascadePicker: Sendable {
    /// The rows and the selection.
    public private(set) var picker: CascadePicker
    /// The locale whose language says the sentences.
    public let locale: ResolvedLocale
    /// The picker strings of the locale: the sentences' templates.
    private let strings: PickerStrings

    /// Makes the picker `configuration` describes, speaking in `locale`'s language.
    ///
    /// - Parameters:
    ///   - locale: the locale whose language says the sentences and labels the Present row.
    ///   - configuration: the tree, depth, selection and sentinel rows.
    ///   - includesPresent: adds a Present row labeled in the locale's language, after the
    ///     first level's rows.
    /// - Throws: ``LocalizationError``, as every localized picker's init: when the locale's
    ///   words cannot be read, or ``LocalizationError/picker(_:)`` wrapping the configuration's
    ///   mistake (a depth the tree lacks, a selection naming no node, an unknown sentinel).
    public init(locale: ResolvedLocale, configuration: CascadeConfiguration, includesPresent: Bool = false)
        throws(LocalizationError)
    {
        let strings = try PickerStrings(locale: locale)
        var configuration = configuration
        if includesPresent {
            configuration.present = SentinelRow(
                value: SentinelRow.presentValue, label: strings[.present], position: .last)
        }
        do {
            picker = try CascadePicker(configuration)
        } catch {
            throw .picker(error)
        }
        self.locale = locale
        self.strings = strings
    }

    /// Makes `picker` speak in `locale`'s language.
    ///
    /// - Throws: ``LocalizationError`` when the locale's picker strings cannot be read.
    public init(locale: ResolvedLocale, picker: CascadePicker) throws(LocalizationError) {
        self.picker = picker
        self.locale = locale
        strings = try PickerStrings(locale: locale)
    }

    /// Shows at most `depth` levels, as ``CascadePicker/limit(toDepth:)`` does; the levels it
    /// fills in are said in ``PickerChange/sentences``.
    ///
    /// - Throws: ``PickerError/cascadeDepth(requested:available:levelNames:)`` when `depth` is
    ///   below 1 or above the tree's depth.
    @discardableResult
    public mutating func limit(toDepth depth: Int) throws(PickerError) -> PickerChange {
        let old = picker
        // Said by the picker after the change: `self` is read once the change is made.
        let change = try picker.limit(toDepth: depth)
        return saying(change, from: old)
    }

    /// Shows the node a name path names (`广东/深圳`), completed below, as
    /// ``CascadePicker/select(names:)`` does; the levels it fills in are said in
    /// ``PickerChange/sentences``.
    ///
    /// - Throws: ``ParseError`` with the byte offset in `names`, as the cascade picker does.
    @discardableResult
    public mutating func select(names: String) throws(ParseError) -> PickerChange {
        let old = picker
        let change = try picker.select(names: names)
        return saying(change, from: old)
    }

    /// Selects the node of `code` at `level`, as ``CascadePicker/select(_:atLevel:)`` does; each
    /// level below that moved is said in ``PickerChange/sentences``.
    ///
    /// - Throws: ``PickerError/columnOutOfRange(column:columnCount:)`` for a level the branch
    ///   does not show, ``PickerError/unparsable(role:input:error:)`` for a code that is not a
    ///   child of the node above; the picker is then unchanged.
    @discardableResult
    public mutating func select(_ code: String, atLevel level: Int) throws(PickerError) -> PickerChange {
        let old = picker
        let change = try picker.select(code, atLevel: level)
        return saying(change, from: old)
    }

    /// `change` with its adjustments said in the locale: the new node, its parent and, for a
    /// clamped level, the node `old` showed (``AdjustmentSpeaker``).
    private func saying(_ change: PickerChange, from old: CascadePicker) -> PickerChange {
        guard !change.adjustments.isEmpty, let speaker = try? AdjustmentSpeaker(strings: strings, locale: locale)
        else { return change }
        var change = change
        change.sentences = speaker.sentences(for: change.adjustments) { adjustment throws(LocalizationError) in
            guard let level = adjustment.level, level > 0, level < picker.numberOfColumns,
                let value = picker.column(at: level).row(at: adjustment.to)
            else {
                throw .sentenceTemplate(
                    template: AdjustmentSentence(adjustment.reason).rawValue, reason: "no such cascade level")
            }
            var parts = ["value": value.name, "parent": picker.column(at: level - 1).selected.name]
            if adjustment.reason == .levelClamped, level < old.numberOfColumns,
                let before = old.column(at: level).row(at: adjustment.from)
            {
                parts["old"] = before.name
            }
            return parts
        }
        return change
    }
}

extension LocalizedCascadePicker: PickerDataSource {
    /// The levels of the selected branch.
    public var numberOfColumns: Int { picker.numberOfColumns }

    /// The rows of a level's column, the sentinel rows included.
    public func numberOfRows(inColumn column: Int) -> Int { picker.numberOfRows(inColumn: column) }

    /// The selected row of a level's column.
    public func selectedRow(inColumn column: Int) -> Int { picker.selectedRow(inColumn: column) }

    /// The first column always; the others unless a sentinel row is selected.
    public func isEnabled(column: Int) -> Bool { picker.isEnabled(column: column) }

    /// Every row of a cascade can be chosen.
    public func isEnabled(row: Int, inColumn column: Int) -> Bool { picker.isEnabled(row: row, inColumn: column) }

    /// The row's name or a sentinel row's label.
    public func title(forRow row: Int, inColumn column: Int) -> String { picker.title(forRow: row, inColumn: column) }

    /// The row's name, as the title shows it.
    public func spokenTitle(forRow row: Int, inColumn column: Int) -> String {
        picker.spokenTitle(forRow: row, inColumn: column)
    }

    /// The selection's canonical path, or the selected sentinel's value.
    public var selectedValue: String { picker.selectedValue }

    /// Chooses a row, as ``CascadePicker/didSelect(row:inColumn:)`` does; each level below
    /// that moved is said in ``PickerChange/sentences``.
    @discardableResult
    public mutating func didSelect(row: Int, inColumn column: Int) -> PickerChange {
        let old = picker
        let change = picker.didSelect(row: row, inColumn: column)
        return saying(change, from: old)
    }

    /// Shows the node a stored path names, as ``CascadePicker/select(storedValue:)`` does; the
    /// levels it fills in are said in ``PickerChange/sentences``.
    ///
    /// - Throws: ``PickerError/unparsable(role:input:error:)`` as the cascade picker does.
    @discardableResult
    public mutating func select(storedValue: String) throws(PickerError) -> PickerChange {
        let old = picker
        let change = try picker.select(storedValue: storedValue)
        return saying(change, from: old)
    }
}
