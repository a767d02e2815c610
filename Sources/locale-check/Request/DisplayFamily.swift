import PickerKit

/// What `format` asks of one family: VALUE written as the locale's display string (or, with
/// `--parse`, a display string read back), with the library's one formatter.
///
/// The family `--mode` names conforms (``FormatCommand/Dates``, ``PeriodOptions``,
/// ``DurationOptions``); `format` asks it and never tells the families apart.
protocol DisplayFamily {
    /// VALUE of `command` as it prints it, with the formatter that wrote it (`nil` for the
    /// locale-free ISO 8601 basic form), or `nil` after printing why not.
    ///
    /// - Throws: ``FormatCommand/InvalidValue`` for a VALUE that does not parse before the
    ///   locale is read (`Error: invalid range …`), anything else printed as `Error: …`.
    func display(_ command: FormatCommand) throws -> (text: String, formatter: PickerFormatter?)?

    /// `--json`'s members that say which calendar the text is in and why
    /// (``LabelsCommand/calendarJSON(_:)``), or nothing.
    func calendarJSON(_ command: FormatCommand, _ formatter: PickerFormatter) -> String
}

extension DisplayFamily {
    func calendarJSON(_ command: FormatCommand, _ formatter: PickerFormatter) -> String { "" }
}
