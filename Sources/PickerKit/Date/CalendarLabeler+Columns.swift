@_spi(PickerKitTools) import PickerKitCore

extension CalendarLabeler {
    /// Every column of a Gregorian labeler in the locale's order, with the rows allowed between
    /// `minimum` and `maximum` in the context of `selection` (days follow the selected year and
    /// month), for `locale-check` and the tests (a picker labels its own rows).
    ///
    /// The rows are the ones ``PickerModel`` links (the library's one linking pipeline),
    /// labeled by this labeler; values of another mode are read in the labeler's mode.
    ///
    /// - Throws: ``LocalizationError/invalidValues(_:)`` when a value is out of range,
    ///   ``LocalizationError/picker(_:)`` with ``PickerError/minimumAfterMaximum(minimum:maximum:)``
    ///   when `minimum` is after `maximum`,
    ///   ``LocalizationError/outOfBounds(selection:minimum:maximum:)`` when the selection is outside
    ///   the bounds; ``LocalizationError/ambiguousLabels(locale:field:style:label:values:)`` when two
    ///   rows of a column would look the same; ``LocalizationError/calendarHasOwnRows(calendar:)``
    ///   in another calendar than Gregorian.
    package func labeledColumns(selection: PickerValues, minimum: PickerValues, maximum: PickerValues)
        throws(LocalizationError) -> [LabelColumn]
    {
        let model = try linkedModel(selection: selection, minimum: minimum, maximum: maximum)
        var columns: [LabelColumn] = []
        for field in model.order {
            columns.append(try labeledColumn(model.column(for: field), context: model.values))
        }
        return columns
    }

    /// One column's rows between `minimum` and `maximum` in the context of `selection`.
    func column(_ field: DateField, selection: PickerValues, minimum: PickerValues, maximum: PickerValues)
        throws(LocalizationError) -> LabelColumn
    {
        guard order.contains(field) else { throw .columnNotShown(field: field, mode: mode) }
        let model = try linkedModel(selection: selection, minimum: minimum, maximum: maximum)
        return try labeledColumn(model.column(for: field), context: model.values)
    }

    /// A model of this labeler's mode, order and hour cycle over the bounds, at `selection`.
    private func linkedModel(selection: PickerValues, minimum: PickerValues, maximum: PickerValues)
        throws(LocalizationError) -> PickerModel
    {
        // The model's values are ISO's: another calendar has no ISO date rows.
        guard calendar.isISO || !(mode.includes(.year) || mode.includes(.month) || mode.includes(.day)) else {
            throw .calendarHasOwnRows(calendar: calendar)
        }
        for values in [selection, minimum, maximum] where !values.isValid {
            throw .invalidValues(values.timestamp)
        }
        var configuration = PickerConfiguration(mode: mode)
        let (low, high, selected) = (
            minimum.converted(to: mode), maximum.converted(to: mode), selection.converted(to: mode)
        )
        guard !(high < low) else {
            throw .picker(.minimumAfterMaximum(minimum: minimum.displayString, maximum: maximum.displayString))
        }
        guard !(selected < low), !(high < selected) else {
            throw .outOfBounds(
                selection: selection.validSelection, minimum: minimum.validSelection, maximum: maximum.validSelection)
        }
        func checked(_ values: PickerValues) throws(LocalizationError) -> Selection {
            guard values.isValid else { throw .invalidValues(values.timestamp) }
            return values.validSelection
        }
        configuration.minimum = try checked(low)
        configuration.maximum = try checked(high)
        configuration.selection = try checked(selected)
        configuration.order = order
        configuration.usesDayPeriod = hourCycle?.usesDayPeriod ?? false
        do {
            return try PickerModel(configuration)
        } catch {
            throw .picker(error)
        }
    }

    /// Labels every row of a model column: every picker's columns are labeled here.
    ///
    /// `values` are the picker's values in the labeler's calendar, the rows' context (a day
    /// row shows its weekday in the selected month); sentinel rows keep their own label.
    ///
    /// - Throws: ``LocalizationError/ambiguousLabels(locale:field:style:label:values:)`` when two
    ///   value rows would look the same.
    /// - Complexity: O(rows): every row is labeled (a year column over 0001–9999 has 9999).
    func labeledColumn(_ column: PickerColumn, context values: PickerValues) throws(LocalizationError) -> LabelColumn {
        let field = column.field
        var rows: [LabelRow] = []
        rows.reserveCapacity(column.rowCount)
        var seen: [String: Int] = [:]
        for index in 0..<column.rowCount {
            switch column.row(at: index) {
            case .sentinel(let sentinel):
                rows.append(LabelRow(value: sentinel.value, label: sentinel.label, number: nil))
            case .value(let number):
                let label = try label(field, row: number, in: values)
                let value = value(field, row: number, in: values)
                if let earlier = seen[label] {
                    throw .ambiguousLabels(
                        locale: locale.requested, field: field,
                        style: field == .month ? options.monthStyle.rawValue : "", label: label,
                        values: [self.value(field, row: earlier, in: values), value])
                }
                seen[label] = number
                rows.append(LabelRow(value: value, label: label, number: number))
            case nil:
                break
            }
        }
        return LabelColumn(field: field, rows: rows, selectedIndex: column.selectedRow)
    }

    /// Reads a label of `field`'s column back to its number, in the context of `selection`:
    /// the Gregorian rows and the time rows of every calendar (another calendar's date rows are
    /// read in its display strings, ``value(ofDisplayString:)``).
    ///
    /// Number labels are read through the locale's digits and literals (and must re-render to
    /// the same label); names and ICU-formatted labels are looked up among the column's rows.
    /// The selection is read in the labeler's mode (a month-day picker's February has 29 days).
    ///
    /// - Throws: ``LocalizationError/unknownLabel(field:label:)``.
    package func number(ofLabel label: String, in field: DateField, selection: PickerValues) throws(LocalizationError)
        -> Int
    {
        let selection = selection.converted(to: mode)
        guard let labeler = fieldLabelers[field.ordinal] else { throw .unknownLabel(field: field, label: label) }
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
            if values.isValid || field == .year && PickerValues.years.contains(number),
                (try? labeler.label(values)) == label
            {
                return number
            }
            throw .unknownLabel(field: field, label: label)
        }
        let lastYear =
            field == .year ? min(PickerValues.years.upperBound, selection.year + 200) : PickerValues.years.upperBound
        let minimum = PickerValues(year: field == .year ? max(1, selection.year - 200) : 1)
        let maximum = PickerValues.last(ofYear: lastYear)
        let rows = try column(field, selection: selection, minimum: minimum, maximum: maximum).rows
        guard let row = rows.first(where: { $0.label == label }), let number = row.number else {
            throw .unknownLabel(field: field, label: label)
        }
        return number
    }
}
