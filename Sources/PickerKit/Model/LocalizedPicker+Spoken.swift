extension LocalizedPicker {
    /// What a screen reader should say for `row` in the column at `columnIndex`: the whole
    /// value the picker would hold with that row chosen, in the locale's long pattern (the day
    /// row "20" of an en_US date picker on 2019-08 reads `Tuesday, August 20, 2019`); a
    /// sentinel row says its label.
    ///
    /// - Throws: ``LocalizedPickerError`` for an index out of range or a phrase ICU cannot make.
    public func spokenLabel(row: Int, inColumn columnIndex: Int) throws(LocalizedPickerError) -> String {
        guard model.order.indices.contains(columnIndex) else {
            throw .picker(.columnOutOfRange(column: columnIndex, columnCount: model.order.count))
        }
        let column = model.column(for: model.order[columnIndex])
        guard let content = column.row(at: row) else {
            throw .picker(.rowOutOfRange(field: column.field, row: row, rowCount: column.rowCount))
        }
        switch content {
        case .sentinel(let sentinel):
            return sentinel.label
        case .value(let number):
            return try spokenPhrase(FieldColumnLabeler.values(column.field, number, in: model.values))
        }
    }

    /// The spoken phrases of every row of the column at `columnIndex`, in row order.
    ///
    /// - Throws: ``LocalizedPickerError`` for an index out of range or a phrase ICU cannot make.
    public func spokenLabels(inColumn columnIndex: Int) throws(LocalizedPickerError) -> [String] {
        guard model.order.indices.contains(columnIndex) else {
            throw .picker(.columnOutOfRange(column: columnIndex, columnCount: model.order.count))
        }
        let count = model.column(for: model.order[columnIndex]).rowCount
        var phrases: [String] = []
        phrases.reserveCapacity(count)
        for row in 0..<count { phrases.append(try spokenLabel(row: row, inColumn: columnIndex)) }
        return phrases
    }

    /// The whole selection as a screen reader should say it, or the selected sentinel's label
    /// (such as the Present word).
    public var spokenSelection: String {
        get throws(LocalizedPickerError) {
            if let sentinel = model.selectedSentinel { return sentinel.label }
            return try spokenPhrase(model.values)
        }
    }

    private func spokenPhrase(_ values: PickerValues) throws(LocalizedPickerError) -> String {
        do {
            return try SpokenLabeler.shared(for: labeler).phrase(for: values)
        } catch {
            throw .labels(error)
        }
    }
}
