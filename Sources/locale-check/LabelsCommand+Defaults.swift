import PickerKit
@_spi(PickerKitTools) import PickerKitCore

extension LabelsCommand {
    /// The date family's options (read only while listing dates).
    var dateOptions: DateOptions {
        guard case .dates(let options) = request.family else { preconditionFailure("not a date picker") }
        return options
    }

    /// The locale, mode and label options of the date picker.
    var shared: LabelCommandOptions { dateOptions.shared }
    /// `--today` and the disabled values.
    var defaults: PickerDefaultsOptions { dateOptions.defaults }
    /// `--select`, `--min` and `--max` as typed.
    var selectText: String? { request.selection }
    var minimumText: String? { request.minimum }
    var maximumText: String? { request.maximum }
    /// `--time-zone`.
    var timeZone: String { request.timeZone }

    /// `--select` unless it is a partial value (`month=8`) or `present`.
    var fullSelectText: String? { request.fullSelection }

    /// Whether `--select present` chooses the Present row (of `--present`).
    var selectsPresent: Bool { request.selectsPresent }

    /// Whether the output reports adjustments and disabled rows: a partial `--select` or a
    /// disabled-value option was given (other runs print what they always printed).
    var reportsDefaults: Bool {
        (selectText != nil && fullSelectText == nil && !selectsPresent) || defaults.disablesValues
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
    func disabledRows(_ picker: LocalizedPicker) -> [Set<Int>] {
        guard defaults.disablesValues else { return [] }
        return picker.model.order.indices.map { column in
            let rows = picker.model.column(for: picker.model.order[column]).rowCount
            return Set((0..<rows).filter { !picker.isEnabled(row: $0, inColumn: column) })
        }
    }
}
