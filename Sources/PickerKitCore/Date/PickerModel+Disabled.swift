extension PickerModel {
    /// `disabled` checked and put in `calendar` as units of `mode` (``SelectionMode/disabledUnit``).
    static func normalized(
        _ disabled: DisabledValues, mode: SelectionMode, calendar: CalendarKind
    ) throws(PickerError) -> DisabledValues {
        guard !disabled.isEmpty else { return disabled }
        guard let unitMode = mode.disabledUnit else { throw .disabledWithoutYear(mode: mode) }
        if !disabled.weekdays.isEmpty && !unitMode.includes(.day) { throw .disabledWeekdaysWithoutDay(mode: mode) }
        func unit(_ selection: Selection, role: String) throws(PickerError) -> Selection {
            guard let value = PickerValues(selection) else {
                throw .invalidValue(role: role, values: selection.description, mode: unitMode)
            }
            guard value.mode == mode || value.mode == unitMode else {
                throw .modeMismatch(role: role, expected: unitMode, actual: value.mode)
            }
            guard value.isValid else { throw .invalid(role: role, value) }
            guard let converted = value.inCalendar(calendar) else {
                throw .calendarMismatch(role: role, expected: calendar, actual: value.calendar)
            }
            return converted.converted(to: unitMode).validSelection
        }
        var result = disabled
        var units: Set<Selection> = []
        for value in disabled.values { units.insert(try unit(value, role: "disabled value")) }
        result.values = units
        result.before = try disabled.before.map { value throws(PickerError) in try unit(value, role: "disabled before")
        }
        result.after = try disabled.after.map { value throws(PickerError) in try unit(value, role: "disabled after") }
        return result
    }

    /// The disabled unit of `values`: its date part (``SelectionMode/disabledUnit``).
    func unit(of values: PickerValues) -> PickerValues? {
        mode.disabledUnit.map { values.converted(to: $0) }
    }

    /// Whether `values` (of the picker's mode) stand on a disabled unit.
    package func isDisabled(_ values: PickerValues) -> Bool {
        guard !disabled.isEmpty, let unit = unit(of: values) else { return false }
        return disabled.disables(unit)
    }

    /// Whether the selection may stop on `value` in `field`'s column, with the larger fields as
    /// selected now.
    ///
    /// Only the rows of the disabled unit's smallest column (the day column of a date picker,
    /// the month column of a year-month picker) can be disabled; every other row is enabled.
    package func isEnabled(_ value: Int, in field: DateField) -> Bool {
        guard !disabled.isEmpty, let unitMode = mode.disabledUnit, field == unitMode.fields.last else { return true }
        var row = values
        row[field] = value
        return !isDisabled(row)
    }

    /// Whether row `row` of the column at `columnIndex` (display order) is enabled.
    ///
    /// `false` only for a value row that ``isEnabled(_:in:)`` says is disabled. Rows out of
    /// range and sentinel rows read as enabled.
    package func isEnabled(row: Int, inColumn columnIndex: Int) -> Bool {
        guard order.indices.contains(columnIndex) else { return true }
        let column = column(for: order[columnIndex])
        guard case .value(let value) = column.row(at: row) else { return true }
        return isEnabled(value, in: column.field)
    }

    /// Moves the selection off a disabled unit to the nearest enabled one (on a tie, later
    /// when `preferLater`), then the smaller fields into the bounds.
    ///
    /// - Returns: the fields moved (reason ``PickerAdjustment/Reason/disabled`` for the unit's
    ///   fields).
    mutating func avoidDisabled(preferLater: Bool) throws(PickerError) -> [PickerAdjustment] {
        guard selectedSentinel == nil, !disabled.isEmpty, let unit = unit(of: values), disabled.disables(unit) else {
            return []
        }
        let target = try nearestEnabledUnit(to: unit, preferLater: preferLater)
        var adjustments: [PickerAdjustment] = []
        for field in target.mode.fields where values[field] != target[field] {
            adjustments.append(
                PickerAdjustment(field: field, from: values[field], to: target[field], reason: .disabled))
            values[field] = target[field]
        }
        return adjustments + relink(after: target.mode.fields.last!)
    }

    /// The enabled unit nearest to `unit` within the bounds; on a tie the later one when
    /// `preferLater`, else the earlier.
    ///
    /// - Throws: ``PickerError/everyValueDisabled(minimum:maximum:)`` when the bounds hold no
    ///   enabled unit; ``PickerError/noEnabledValue(near:searched:)`` when a caller's rule
    ///   disables every unit within the search limit.
    /// - Complexity: O(*n*) checks, *n* at most `7 × (values.count + 1)` without a rule, at most
    ///   ``DisabledValues/searchLimit`` on each side with one.
    func nearestEnabledUnit(to unit: PickerValues, preferLater: Bool) throws(PickerError) -> PickerValues {
        // Only the set, the weekdays and the rule can disable a unit inside these.
        var lower = self.unit(of: bounds.minimum)!
        var upper = self.unit(of: bounds.maximum)!
        if let before = disabled.before.flatMap(PickerValues.init), before > lower { lower = before }
        if let after = disabled.after.flatMap(PickerValues.init), after < upper { upper = after }
        let everyValue = PickerError.everyValueDisabled(
            minimum: bounds.minimum.validSelection, maximum: bounds.maximum.validSelection)
        guard lower <= upper, disabled.weekdays.count < 7 else { throw everyValue }
        let start = unit < lower ? lower : unit > upper ? upper : unit
        if !disabled.disables(start) { return start }
        let exact = disabled.rule == nil
        let limit =
            exact ? (disabled.weekdays.isEmpty ? 1 : 7) * (disabled.values.count + 1) : max(1, disabled.searchLimit)
        let last = start.mode.fields.last!
        var later: PickerValues? = start
        var earlier: PickerValues? = start
        for _ in 0..<limit {
            later = later.flatMap { $0.incremented(last) }.flatMap { $0 <= upper ? $0 : nil }
            earlier = earlier.flatMap { $0.decremented(last) }.flatMap { $0 >= lower ? $0 : nil }
            guard later != nil || earlier != nil else { throw everyValue }
            for candidate in preferLater ? [later, earlier] : [earlier, later] {
                if let candidate, !disabled.disables(candidate) { return candidate }
            }
        }
        // Without a rule the limit covers every stretch of disabled units (see DisabledValues).
        throw exact ? everyValue : .noEnabledValue(near: start.validSelection, searched: limit)
    }

    /// `later` adjustments after `earlier`: one per field (a field moved twice keeps its first
    /// `from` and the last reason), in field order.
    static func merged(_ earlier: [PickerAdjustment], _ later: [PickerAdjustment]) -> [PickerAdjustment] {
        var result = earlier
        for adjustment in later {
            if let field = adjustment.field, let index = result.firstIndex(where: { $0.field == field }) {
                let first = result[index]
                result[index] = PickerAdjustment(
                    field: field, from: first.from, to: adjustment.to, reason: adjustment.reason)
            } else {
                result.append(adjustment)
            }
        }
        return result.filter { $0.from != $0.to }.sorted { ($0.field?.ordinal ?? 0) < ($1.field?.ordinal ?? 0) }
    }

    /// Runs a move, then moves off a disabled unit in the direction of travel; on an error
    /// the model is left as it was.
    ///
    /// A `body` throws only before it changes the model (every verb checks its input first),
    /// so without disabled values, where nothing can fail afterwards, the move runs in place:
    /// a scroll step copies no model.
    mutating func moving(
        _ body: (inout PickerModel) throws(PickerError) -> [PickerAdjustment]
    ) throws(PickerError) -> [PickerAdjustment] {
        guard !disabled.isEmpty else { return try body(&self) }
        let old = self
        var new = self
        let adjustments = try body(&new)
        guard !disabled.isEmpty, let before = unit(of: old.values), let after = unit(of: new.values) else {
            self = new
            return adjustments
        }
        let avoided = try new.avoidDisabled(preferLater: after >= before)
        self = new
        return Self.merged(adjustments, avoided)
    }
}

extension PickerValues {
    /// The value one unit of `field` earlier, borrowing from larger fields; `nil` before the
    /// calendar's first year.
    func decremented(_ field: DateField) -> PickerValues? {
        var result = self
        var borrowed: [DateField] = []
        var current: DateField? = field
        while let unit = current {
            if result[unit] > result.range(of: unit).lowerBound {
                result[unit] -= 1
                // Larger fields first: a day's last value depends on the month.
                for smaller in borrowed.reversed() { result[smaller] = result.naturalUpper(of: smaller) }
                return result
            }
            borrowed.append(unit)
            current = mode.field(before: unit)
        }
        return nil
    }
}
