extension ColumnLabeler {
    /// Every column in the locale's order, with the rows allowed between `minimum` and
    /// `maximum` in the context of `selection` (days follow the selected year and month).
    ///
    /// - Throws: ``LabelError/invalidValues(_:)`` when a value is out of range,
    ///   ``LabelError/outOfBounds(selection:minimum:maximum:)`` when the selection is outside the bounds; ``LabelError/ambiguousLabels(locale:field:style:label:values:)``
    ///   when two rows of a column would look the same.
    public func columns(selection: FieldValues, minimum: FieldValues, maximum: FieldValues) throws(LabelError)
        -> [LabelColumn]
    {
        for values in [selection, minimum, maximum] where !values.isValid {
            throw .invalidValues(values)
        }
        let keys = mode.fields
        let selected = keys.map { selection[$0] }
        guard !(selected.lexicographicallyPrecedes(keys.map { minimum[$0] })),
            !(keys.map { maximum[$0] }.lexicographicallyPrecedes(selected))
        else { throw .outOfBounds(selection: selection, minimum: minimum, maximum: maximum) }
        var columns: [LabelColumn] = []
        for field in order {
            columns.append(try column(field, selection: selection, minimum: minimum, maximum: maximum))
        }
        return columns
    }

    /// One column's rows between `minimum` and `maximum` in the context of `selection`.
    public func column(_ field: ColumnField, selection: FieldValues, minimum: FieldValues, maximum: FieldValues)
        throws(LabelError) -> LabelColumn
    {
        let keys = mode.fields
        let dateField: DateField = field == .dayPeriod ? .hour : Self.dateField(field)
        guard let position = keys.firstIndex(of: dateField) else { throw .columnNotShown(field: field, mode: mode) }
        let prefix = keys[..<position].map { selection[$0] }
        let lower = keys[...position].map { minimum[$0] }
        let upper = keys[...position].map { maximum[$0] }
        func allowed(_ low: Int, _ high: Int) -> Bool {
            !(prefix + [high]).lexicographicallyPrecedes(lower) && !upper.lexicographicallyPrecedes(prefix + [low])
        }
        let candidates: [(number: Int, low: Int, high: Int)]
        let cycle = hourCycle ?? .h23
        switch field {
        case .year: candidates = (minimum.year...maximum.year).map { ($0, $0, $0) }
        case .month: candidates = (1...12).map { ($0, $0, $0) }
        case .day:
            let days = GregorianRules.daysInMonth(year: selection.year, month: selection.month)
            candidates = (1...days).map { ($0, $0, $0) }
        case .hour:
            let hours = cycle.usesDayPeriod ? (selection.hour < 12 ? 0...11 : 12...23) : 0...23
            candidates = hours.map { ($0, $0, $0) }
        case .minute, .second: candidates = (0...59).map { ($0, $0, $0) }
        case .dayPeriod: candidates = [(0, 0, 11), (1, 12, 23)]
        }
        var rows: [LabelRow] = []
        var seen: [String: Int] = [:]
        var selectedIndex: Int?
        let selectedNumber = field == .dayPeriod ? (selection.hour < 12 ? 0 : 1) : selection[dateField]
        for candidate in candidates where allowed(candidate.low, candidate.high) {
            let values = FieldColumnLabeler.values(field, candidate.number, in: selection)
            let label = try label(field, for: values)
            if let earlier = seen[label] {
                throw .ambiguousLabels(
                    locale: locale.requested, field: field, style: field == .month ? options.monthStyle.rawValue : "",
                    label: label,
                    values: [LabelValueText.text(earlier, field), LabelValueText.text(candidate.number, field)])
            }
            seen[label] = candidate.number
            if candidate.number == selectedNumber { selectedIndex = rows.count }
            rows.append(
                LabelRow(value: LabelValueText.text(candidate.number, field), label: label, number: candidate.number))
        }
        return LabelColumn(field: field, rows: rows, selectedIndex: selectedIndex)
    }

    /// Reads a label of `field`'s column back to its number, in the context of `selection`.
    ///
    /// Number labels are read through the locale's digits and literals (and must re-render to
    /// the same label); names and ICU-formatted labels are looked up among the column's rows.
    public func number(ofLabel label: String, in field: ColumnField, selection: FieldValues) throws(LabelError) -> Int {
        guard let labeler = columnLabelers[field.ordinal] else { throw .unknownLabel(field: field, label: label) }
        if field != .dayPeriod, let displayed = labeler.parseNumber(label) {
            var number = displayed
            if field == .hour, let cycle = hourCycle {
                switch cycle {
                case .h11: number = displayed + (selection.hour < 12 ? 0 : 12)
                case .h12: number = displayed % 12 + (selection.hour < 12 ? 0 : 12)
                case .h23: number = displayed
                case .h24: number = displayed % 24
                }
            }
            let values = FieldColumnLabeler.values(field, number, in: selection)
            if values.isValid || field == .year && GregorianRules.years.contains(number),
                (try? labeler.label(values)) == label
            {
                return number
            }
            throw .unknownLabel(field: field, label: label)
        }
        let lastYear = field == .year ? min(9999, selection.year + 200) : 9999
        let minimum = FieldValues(year: field == .year ? max(1, selection.year - 200) : 1)
        let maximum = FieldValues(year: lastYear, month: 12, day: 31, hour: 23, minute: 59, second: 59)
        let rows = try column(field, selection: selection, minimum: minimum, maximum: maximum).rows
        guard let row = rows.first(where: { $0.label == label }) else {
            throw .unknownLabel(field: field, label: label)
        }
        return row.number
    }

    static func dateField(_ field: ColumnField) -> DateField {
        switch field {
        case .year: .year
        case .month: .month
        case .day: .day
        case .hour, .dayPeriod: .hour
        case .minute: .minute
        case .second: .second
        }
    }
}
