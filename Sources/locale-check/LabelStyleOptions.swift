import PickerKit

/// The row styles `labels` and `pick` take besides the shared label options: two-digit
/// numbers, units, and the words for yesterday, today and tomorrow on day rows.
struct LabelStyleOptions {
    /// `--zero-pad` and `--units`.
    static let styleSpecs: [OptionSpec] = [
        .flag(.zeroPad, "Two-digit day, hour and numeric month rows (08日, 00时, 08), as minute rows are."),
        .flag(
            .units,
            "Hour, minute and second rows with the unit the locale writes after them, from ICU (时 分 秒, 時 分 秒, 시 분 초)."),
    ]
    /// `--relative`.
    static let relativeSpec = OptionSpec.flag(
        .relative,
        "Day rows of yesterday, today and tomorrow (in --time-zone) read as the locale's words (Today, 今天), from ICU.")
    /// `--today` (labels only).
    static let todaySpec = OptionSpec.option(
        .today, "DATE",
        "Take DATE (YYYY-MM-DD, its noon; or YYYY-MM-DD HH:MM[:SS]) as today in --time-zone instead of the clock (for tests)."
    )

    /// The style options of `labels`.
    static let labelsSpecs: [OptionSpec] = styleSpecs + [relativeSpec, todaySpec]
    /// The style options of `pick`.
    static let pickSpecs: [OptionSpec] = styleSpecs + [relativeSpec]

    /// Sets the styles the command line asks for on `options`; `--relative` needs a year and a day.
    static func read(
        _ scanner: ArgumentScanner, mode: SelectionMode, into options: inout LabelOptions
    ) throws(UsageError) {
        options.padsNumbers = scanner.has(.zeroPad)
        options.showsUnits = scanner.has(.units)
        options.namesRelativeDays = scanner.has(.relative)
        // A style with no row to act on would be silently ignored.
        if options.showsUnits, ![DateField.hour, .minute, .second].contains(where: mode.fields.contains) {
            throw scanner.error("--units styles hour, minute and second rows; \(mode.withArticle) picker has none")
        }
        if options.padsNumbers, ![DateField.day, .hour].contains(where: mode.fields.contains),
            !mode.fields.contains(.month) || options.monthStyle != .numeric
        {
            let style = mode.fields.contains(.month) ? " with --month-style \(options.monthStyle)" : ""
            throw scanner.error(
                "--zero-pad pads day, hour and numeric month rows; \(mode.withArticle) picker\(style) has none")
        }
        if options.namesRelativeDays, !mode.fields.contains(.day) || !mode.fields.contains(.year) {
            throw scanner.error(
                "--relative needs a mode with a year and a day; \(mode) has no "
                    + (mode.fields.contains(.year) ? "day" : "year"))
        }
    }

    /// The clock instant of noon on `--today`'s date in `timeZone`, or `nil` without `--today`.
    static func todayInstant(_ text: String?, timeZone: String) throws -> Double? {
        guard let text else { return nil }
        let values: PickerValues
        do {
            values = try SelectionInput.parse(text, .date)
        } catch {
            throw TodayInput.Failure(description: "--today: \(error)")
        }
        return try PickerValues.noon(
            of: CalendarDate(year: values.year, month: values.month, day: values.day), timeZone: timeZone)
    }
}
