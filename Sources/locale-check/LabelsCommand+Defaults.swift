import PickerKit
import PickerKitCore

extension LabelsCommand {
    /// The clock and the values a date listing starts from.
    typealias TypedValues = (now: Double?, minimum: String?, maximum: String?, selection: String?)

    /// `--min`, `--max` and `--select` as a date listing reads them, or `nil` after printing why not.
    ///
    /// `--select` is in full (`nil` for a partial or `present` one); "today" is read at `--today`
    /// in `--time-zone`; each value is checked strictly for an error that names the option, then
    /// `--select present` against `--present`. Calendar values (`calendarRows`) are the picker's
    /// to read.
    func typedValues(_ options: DateOptions, calendarRows: Bool = false) -> TypedValues? {
        let mode = options.shared.mode
        let timeZone = request.timeZone
        var values: TypedValues = (nil, request.minimum, request.maximum, request.fullSelection)
        do {
            values.now = try options.defaults.todayInstant(timeZone: timeZone)
            if !calendarRows {
                let now = values.now
                values.minimum = try TodayInput.resolve(
                    values.minimum, .minimum, mode: mode, timeZone: timeZone, now: now)
                values.maximum = try TodayInput.resolve(
                    values.maximum, .maximum, mode: mode, timeZone: timeZone, now: now)
                values.selection = try TodayInput.resolve(
                    values.selection, .selection, mode: mode, timeZone: timeZone, now: now)
            }
        } catch {
            StandardStreams.error("Error: \(error)")
            return nil
        }
        for (option, text) in [("--min", values.minimum), ("--max", values.maximum), ("--select", values.selection)] {
            guard !calendarRows, let text else { continue }
            do {
                _ = try SelectionInput.parse(text, mode)
            } catch {
                StandardStreams.error("Error: \(option): \(error)")
                return nil
            }
        }
        if let refusal = request.presentRefusal {
            StandardStreams.error("Error: \(refusal)")
            return nil
        }
        return values
    }

    /// Whether the output reports adjustments and disabled rows: a partial `--select` or a
    /// disabled-value option was given (other runs print what they always printed).
    func reportsDefaults(_ defaults: PickerDefaultsOptions) -> Bool {
        (request.selection != nil && request.fullSelection == nil && !request.selectsPresent)
            || defaults.disablesValues
    }

    /// The error for a selection the user typed in full that is disabled, or `nil`.
    func disabledRefusal(_ model: PickerModel, selectText: String) -> String? {
        let reasons = model.initialAdjustments.map(\.reason)
        guard reasons.contains(.disabled) else { return nil }
        if reasons.contains(.minimum) || reasons.contains(.maximum) {
            // Outside the bounds as typed: the bounds error says more. Inside them, moving off
            // the disabled day crossed a bound (a date-time near --min): still a disabled value.
            guard model.calendar == .gregorian, let typed = try? PickerValues(parsing: selectText, mode: model.mode),
                typed >= model.bounds.minimum, typed <= model.bounds.maximum
            else { return nil }
        }
        return "Error: selection \(selectText) is disabled (the nearest enabled value is \(model.selectedValue))"
    }

    /// The disabled rows of each column (display order), or none when nothing is disabled.
    func disabledRows(_ picker: LocalizedPicker, _ defaults: PickerDefaultsOptions) -> [Set<Int>] {
        guard defaults.disablesValues else { return [] }
        return picker.model.order.indices.map { column in
            let rows = picker.model.column(for: picker.model.order[column]).rowCount
            return Set((0..<rows).filter { !picker.isEnabled(row: $0, inColumn: column) })
        }
    }
}
