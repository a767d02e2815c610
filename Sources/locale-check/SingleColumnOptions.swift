import PickerKit

/// The options of `labels --single-column`: one column of whole values instead of one per field.
struct SingleColumnOptions {
    /// The options, declared once (help and usage come from them).
    static let specs: [OptionSpec] = [
        .flag(
            "--single-column",
            """
            One column whose rows are whole values in the locale's display pattern
            (2019年8月, August 2019), computed on demand.
            """),
        .flag("--present", "With --single-column: a Present row (至今, Present) before or after the values."),
        .flag("--descending", "With --single-column: newest first (the Present row first)."),
        .option(
            "--minute-step", "N",
            "With --single-column or --mode duration: only minutes that are multiples of N (N divides 60)."),
        .option(
            "--second-step", "N",
            "With --single-column or --mode duration: only seconds that are multiples of N (N divides 60)."),
    ]

    /// The most rows `--json` and `--all-rows` print; a longer list needs narrower bounds.
    static let printedRowLimit = 100_000

    let includesPresent: Bool
    let descending: Bool
    let intervals: PickerIntervals

    /// The options, or `nil` without `--single-column` (then none of the others may be given).
    static func read(_ scanner: ArgumentScanner, mode: SelectionMode) throws(UsageError) -> SingleColumnOptions? {
        guard scanner.has("--single-column") else {
            for spec in specs.dropFirst() {
                let given = spec.valueName != nil ? try scanner.value(spec.name) != nil : scanner.has(spec.name)
                if given {
                    let step = spec.name == "--minute-step" || spec.name == "--second-step"
                    throw scanner.error("\(spec.name) goes with --single-column\(step ? " or --mode duration" : "")")
                }
            }
            return nil
        }
        // Row styles shape column labels; a single column shows the display pattern as ICU has it.
        for flag in ["--zero-pad", "--units", "--relative"] where scanner.has(flag) {
            throw scanner.error("\(flag) styles column rows; --single-column rows are display strings")
        }
        let step = { (text: String) -> Int? in
            Int(text).flatMap { try? PickerIntervals(minuteStep: $0) }?.minuteStep
        }
        let minuteStep = try scanner.value("--minute-step", expected: "a step that divides 60", step) ?? 1
        let secondStep = try scanner.value("--second-step", expected: "a step that divides 60", step) ?? 1
        for (option, field) in [("--minute-step", DateField.minute), ("--second-step", .second)]
        where try scanner.value(option) != nil && !mode.fields.contains(field) {
            throw scanner.error("\(option): \(mode.withArticle) picker has no \(field)s")
        }
        do {
            return SingleColumnOptions(
                includesPresent: scanner.has("--present"), descending: scanner.has("--descending"),
                intervals: try PickerIntervals(minuteStep: minuteStep, secondStep: secondStep))
        } catch {
            throw scanner.error("\(error)")
        }
    }
}
