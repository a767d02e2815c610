import PickerKitCore

extension LocalizedPicker: PickerDataSource {
    /// The number of columns (a `UIPickerView`'s components), in display order.
    public var numberOfColumns: Int { model.order.count }

    /// The number of rows of the column at `columnIndex`, sentinel rows included; 0 for an
    /// index outside the columns.
    public func numberOfRows(inColumn columnIndex: Int) -> Int {
        guard model.order.indices.contains(columnIndex) else { return 0 }
        return model.rowCount(of: model.order[columnIndex])
    }

    /// The label of a row, for a data source that cannot throw.
    ///
    /// The locale's label (see ``label(row:inColumn:)``); if ICU cannot make it, the row's
    /// normalized value (`"2019"`, `"08"`); for an index outside the picker, `""`.
    public func title(forRow row: Int, inColumn columnIndex: Int) -> String {
        if let label = try? label(row: row, inColumn: columnIndex) { return label }
        return (try? value(row: row, inColumn: columnIndex)) ?? ""
    }

    /// The row the column at `columnIndex` shows as selected; a column Present disables
    /// shows the row of the value it keeps; 0 outside the columns.
    public func selectedRow(inColumn columnIndex: Int) -> Int {
        guard model.order.indices.contains(columnIndex) else { return 0 }
        return model.shownRow(of: model.order[columnIndex]) ?? 0
    }

    /// Whether the column at `columnIndex` can be scrolled (not while Present is selected,
    /// except the first column, which holds the Present row).
    public func isEnabled(column columnIndex: Int) -> Bool {
        guard model.order.indices.contains(columnIndex) else { return false }
        return model.isEnabled(model.order[columnIndex])
    }

    /// The spoken phrase of a row (see ``spokenLabel(row:inColumn:)``), for a data source that
    /// cannot throw: the row's title if ICU cannot make the phrase.
    public func spokenTitle(forRow row: Int, inColumn columnIndex: Int) -> String {
        (try? spokenLabel(row: row, inColumn: columnIndex)) ?? title(forRow: row, inColumn: columnIndex)
    }

    /// The selection's canonical string (`2019-08-20`, `1987-07-26[u-ca=chinese]`), or the
    /// selected sentinel row's value (`present`).
    public var selectedValue: String { model.selectedValue }

    /// Chooses a row the user scrolled to, for a delegate that cannot throw.
    ///
    /// Returns the columns to reload and to move, and the adjustment sentences in the locale
    /// (``PickerChange/sentences``). A row that cannot be chosen (in a column that Present
    /// disables, or outside the column) changes nothing, and its column is listed in
    /// ``PickerChange/reselectedColumns`` so the wheel moves back to the selected row.
    ///
    /// A disabled value (``DisabledValues``) is never kept: the selection moves to the nearest
    /// enabled value, on a tie in the direction of travel, reported with reason
    /// ``PickerAdjustment/Reason/disabled``. ``select(row:inColumn:)`` is this verb for code: it
    /// refuses what this one wheels back.
    @discardableResult
    public mutating func didSelect(row: Int, inColumn columnIndex: Int) -> PickerChange {
        do {
            return try applying { model throws(PickerError) in try model.select(row: row, inColumn: columnIndex) }
                .restingWheel(at: row, inColumn: columnIndex, of: self)
        } catch {
            return .wheelBack(inColumn: columnIndex, of: numberOfColumns)
        }
    }

    /// The field the column at `columnIndex` picks (`year`, `am-pm`); `column N` outside.
    public func name(ofColumn columnIndex: Int) -> String {
        model.order.indices.contains(columnIndex) ? model.order[columnIndex].rawValue : "column \(columnIndex)"
    }

    /// Shows the value a stored string names, as ``select(_:)-(Selection)`` shows it, with the
    /// adjustment sentences in the locale.
    ///
    /// - Throws: ``PickerError/unparsable(role:input:error:)`` for a string that is not a value
    ///   of this picker's mode and calendar, nor one of its sentinel rows' values; else as
    ///   ``select(_:)-(Selection)``.
    @discardableResult
    public mutating func select(storedValue: String) throws(PickerError) -> PickerChange {
        try applying { model throws(PickerError) in try model.select(storedValue: storedValue) }
    }

    /// The sentences of `adjustments`, for verbs that cannot throw: see
    /// ``sentences(_:model:labeler:strings:)``.
    func sentences(_ adjustments: [PickerAdjustment]) -> [String] {
        Self.sentences(adjustments, model: model, labeler: labeler, strings: strings)
    }

    /// The sentences of `adjustments` of `model` (labeled by `labeler`, in the language of
    /// `strings`), for verbs that cannot throw: each the localized sentence, else
    /// ``AdjustmentSpeaker/fallback(for:)``; none when no speaker can be made.
    package static func sentences(
        _ adjustments: [PickerAdjustment], model: PickerModel, labeler: CalendarLabeler, strings: PickerStrings
    ) -> [String] {
        guard !adjustments.isEmpty,
            let speaker = try? AdjustmentSpeaker(strings: strings, locale: labeler.locale),
            let context = try? DateAdjustmentContext(model: model, labeler: labeler, speaker: speaker)
        else { return [] }
        return speaker.sentences(for: adjustments) { adjustment throws(LocalizationError) in
            guard let field = adjustment.field, model.mode.fields.contains(field) || field == .dayPeriod else {
                throw .sentenceTemplate(
                    template: AdjustmentSentence(adjustment.reason).rawValue, reason: "no such field")
            }
            return try context.parts(of: adjustment, field: field)
        }
    }
}
