import PickerKit

/// The options `labels` and `format` share: locale, mode, month style, hour cycle, weekday.
struct LabelCommandOptions {
    /// The shared options, declared once for every command that takes them.
    static let specs: [OptionSpec] = [
        .option(
            .locale, "L",
            "Locale id, BCP-47 (zh-TW, th-TH-u-ca-buddhist) or ICU (zh_TW, ja_JP@calendar=japanese).",
            required: true),
        .option(.mode, "M", PickerMode.modeHelp(dateNote: " (default date);", conjunction: "and")),
        .option(.monthStyle, "S", "wide, abbreviated, narrow, numeric, numeric-padded (default wide)."),
        .option(.hourCycle, "C", "h11, h12, h23 or h24 (default: the locale's)."),
        .flag(.weekday, "Show the weekday on day rows and in display strings (modes with a year and a day)."),
        .flag(.allowFallback, "Accept an unknown language or region, using and reporting ICU's fallback data."),
    ]

    let localeID: String
    /// Whether `--locale` was given (`format --basic` takes none: the basic form has no locale).
    let localeGiven: Bool
    /// The mode (`format` may replace the default with the mode its VALUE shows).
    var mode: SelectionMode
    var options: LabelOptions
    let allowsFallback: Bool

    /// Reads the options for `mode` (`date` when `nil`); `--locale` is required unless
    /// `localeOptional`.
    init(_ scanner: ArgumentScanner, mode given: SelectionMode?, localeOptional: Bool = false) throws(UsageError) {
        let locale = try scanner.value(.locale)
        guard locale != nil || localeOptional else {
            throw scanner.error("--locale is required")
        }
        localeID = locale ?? ""
        localeGiven = locale != nil
        mode = given ?? .date
        let style =
            try scanner.value(
                .monthStyle,
                expected: "a month style (\(MonthStyle.allCases.map(\.rawValue).joined(separator: ", ")))",
                MonthStyle.init(rawValue:)) ?? .wide
        let cycle = try scanner.value(.hourCycle, expected: "h11, h12, h23 or h24", HourCycle.init(rawValue:))
        let weekday = scanner.has(.weekday)
        // A weekday needs the day and the year that fixes it (08-20 has none).
        if weekday, !mode.fields.contains(.day) || !mode.fields.contains(.year) {
            throw scanner.error(
                "--weekday needs a mode with a year and a day; \(mode) has no "
                    + (mode.fields.contains(.year) ? "day" : "year"))
        }
        // Options for a column the mode does not have would be silently ignored.
        for (option, field) in [(OptionName.hourCycle, DateField.hour), (OptionName.monthStyle, .month)]
        where try scanner.value(option) != nil && !mode.includes(field) {
            throw scanner.error("\(option): \(mode.withArticle) picker has no \(field) column")
        }
        options = LabelOptions(monthStyle: style, hourCycle: cycle, showsWeekday: weekday)
        allowsFallback = scanner.has(.allowFallback)
    }

    /// The resolved locale.
    func resolvedLocale() throws(LocalizationError) -> ResolvedLocale {
        try ResolvedLocale(localeID, allowingFallback: allowsFallback)
    }
}
