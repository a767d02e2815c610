@_spi(PickerKitTools) import PickerKit

/// Routes `--mode year-week` and `--mode year-quarter` of `labels`, `format`, `parse` and
/// `pick` to the period runners, before the subcommand reads its options as a
/// ``SelectionMode`` command.
///
/// Weeks and quarters are ``PeriodMode``s of the library, beside the selection modes: their
/// pickers (``PeriodPicker``) and labels (``PeriodLabeler``) are their own types, so the
/// commands route them here instead of growing a case in every switch over `SelectionMode`.
enum PeriodModeDispatch {
    /// The week rules option of `labels`, `format` and `pick`.
    static let weekRulesSpec = OptionSpec.option(
        .weekRules, "RULES",
        """
        With --mode year-week: iso (default: weeks from Monday, week 1 holds the first
        Thursday) or locale (the locale's first weekday and minimal days from ICU, en_US
        Sunday and 1); the rows and labels follow them, values stay ISO weeks (2020-W53).
        """)

    /// The run of `command` when its `--mode` is a period mode, else `nil`.
    static func runner(for command: any Subcommand.Type, _ scanner: ArgumentScanner) throws(UsageError)
        -> (() -> Int32)?
    {
        guard let text = try scanner.value(.mode), let mode = PeriodMode(rawValue: text) else {
            if try scanner.value(.weekRules) != nil,
                [LabelsCommand.name, FormatCommand.name, PickCommand.name].contains(command.name)
            {
                throw scanner.error("--week-rules goes with --mode year-week")
            }
            return nil
        }
        switch command.name {
        case LabelsCommand.name: return try PeriodLabelsRunner(scanner, mode: mode).run
        case FormatCommand.name: return try PeriodFormatRunner(scanner, mode: mode).run
        case ParseCommand.name: return try PeriodParseRunner(scanner, mode: mode).run
        case PickCommand.name: return try PeriodPickRunner(scanner, mode: mode).run
        default: return nil
        }
    }

    /// Every mode `--mode` takes in `command`: the date and time modes, weeks and quarters,
    /// durations, and in `pick` the cascades (region, division).
    static func modeNames(in command: String) -> [String] {
        SelectionMode.allCases.map(\.rawValue) + PeriodMode.allCases.map(\.rawValue) + [DurationMode.name]
            + (command == PickCommand.name ? CascadePickRequest.Kind.allCases.map(\.rawValue) : [])
    }

    /// The value of `--mode` as a date or time mode, `nil` when not given; a value that is no
    /// mode of `scanner`'s command is refused naming every mode, with "did you mean" for a typo.
    static func selectionMode(_ scanner: ArgumentScanner) throws(UsageError) -> SelectionMode? {
        let names = modeNames(in: scanner.command)
        return try scanner.value(
            .mode, expected: "a mode (\(names.joined(separator: ", ")))", suggesting: names,
            SelectionMode.init(rawValue:))
    }
}
