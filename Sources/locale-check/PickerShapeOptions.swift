import PickerKit

/// The options of `labels` that shape a picker's rows, with one column per field or
/// `--single-column`: a Present row, newest first, and the minute and second steps.
struct PickerShapeOptions {
    /// The options, declared once (help and usage come from them).
    static let specs: [OptionSpec] = [
        .flag(
            .present, "A Present row (至今, Present): first with --descending, else last; --select present selects it."
        ),
        .flag(.descending, "Newest first (the Present row first)."),
        .option(
            .minuteStep, "N", "Only minutes that are multiples of N (N divides 60; also with --mode duration)."),
        .option(
            .secondStep, "N", "Only seconds that are multiples of N (N divides 60; also with --mode duration)."),
    ]

    let includesPresent: Bool
    let descending: Bool
    let intervals: PickerIntervals

    /// The options for a picker of `mode`; a step for a field the mode lacks is refused.
    static func read(_ scanner: ArgumentScanner, mode: SelectionMode) throws(UsageError) -> PickerShapeOptions {
        let step = { (text: String) -> Int? in
            Int(text).flatMap { try? PickerIntervals(minuteStep: $0) }?.minuteStep
        }
        let minuteStep = try scanner.value(.minuteStep, expected: "a step that divides 60", step) ?? 1
        let secondStep = try scanner.value(.secondStep, expected: "a step that divides 60", step) ?? 1
        for (option, field) in [(OptionName.minuteStep, DateField.minute), (OptionName.secondStep, .second)]
        where try scanner.value(option) != nil && !mode.fields.contains(field) {
            throw scanner.error("\(option): \(mode.withArticle) picker has no \(field)s")
        }
        do {
            return PickerShapeOptions(
                includesPresent: scanner.has(.present), descending: scanner.has(.descending),
                intervals: try PickerIntervals(minuteStep: minuteStep, secondStep: secondStep))
        } catch {
            throw scanner.error("\(error)")
        }
    }

    /// `configuration` with the steps and, with `--descending`, every column newest first.
    func apply(to configuration: inout PickerConfiguration) {
        configuration.intervals = intervals
        if descending {
            for field in configuration.mode.fields { configuration.sortOrders[field] = .descending }
        }
    }
}
