@_spi(PickerKitTools) import PickerKit

/// The option `labels --single-column`: one column of whole values instead of one per field.
struct SingleColumnOptions {
    /// The options, declared once (help and usage come from them).
    static let specs: [OptionSpec] = [
        .flag(
            .singleColumn,
            """
            One column whose rows are whole values in the locale's display pattern
            (2019年8月, August 2019), computed on demand.
            """)
    ]

    /// The most rows `--json` and `--all-rows` print; a longer list needs narrower bounds.
    static let printedRowLimit = 100_000

    /// The Present row, order and steps (read for every `labels` listing).
    let shape: PickerShapeOptions

    /// Why `locale` cannot list `mode` in one column, or `nil` when it can: Buddhist, Japanese
    /// and ROC label Gregorian rows; the other calendars have rows of their own, which one
    /// column of Gregorian values cannot show.
    static func refusal(_ locale: ResolvedLocale, mode: SelectionMode) -> String? {
        guard let calendar = SingleColumnLabeler.calendarWithOwnRows(locale, mode: mode) else { return nil }
        return "--single-column lists Gregorian values; \(locale.requested) uses the \(calendar.rawValue) calendar "
            + "(add @calendar=gregorian)"
    }

    /// The options, or `nil` without `--single-column`.
    static func read(
        _ scanner: ArgumentScanner, shape: PickerShapeOptions
    ) throws(UsageError) -> SingleColumnOptions? {
        guard scanner.has(.singleColumn) else { return nil }
        // Row styles shape column labels; a single column shows the display pattern as ICU has it.
        for flag in [OptionName.zeroPad, OptionName.units, OptionName.relative] where scanner.has(flag) {
            throw scanner.error("\(flag) styles column rows; --single-column rows are display strings")
        }
        return SingleColumnOptions(shape: shape)
    }
}
