@_spi(PickerKitTools) import PickerKit
import PickerKitCore

/// What a date or time picker alone reads (its bounds, selection, Present row and order are
/// ``PickerRequest``'s): the locale, mode and label styles, the minute and second steps,
/// `--today` and the disabled values, and `--single-column`.
struct DateOptions: FamilyRequest {
    /// `labels`' help for the options that shape the rows, with one column per field or
    /// `--single-column`: a Present row, newest first, and the minute and second steps.
    static let shapeSpecs: [OptionSpec] = [
        .flag(
            .present, "A Present row (至今, Present): first with --descending, else last; --select present selects it."
        ),
        .flag(.descending, "Newest first (the Present row first)."),
        .option(
            .minuteStep, "N", "Only minutes that are multiples of N (N divides 60; also with --mode duration)."),
        .option(
            .secondStep, "N", "Only seconds that are multiples of N (N divides 60; also with --mode duration)."),
    ]
    /// `--single-column`, declared once for `labels` and `pick`.
    static let singleColumnSpecs: [OptionSpec] = [
        .flag(
            .singleColumn,
            """
            One column whose rows are whole values in the locale's display pattern
            (2019年8月, August 2019), computed on demand.
            """)
    ]

    /// The most rows `labels --single-column` prints with `--json` or `--all-rows`; a longer
    /// list needs narrower bounds.
    static let printedRowLimit = 100_000

    /// The locale, the mode and the label options.
    let shared: LabelCommandOptions
    /// `--minute-step` and `--second-step`.
    let intervals: PickerIntervals
    /// `--today` and the disabled values.
    let defaults: PickerDefaultsOptions
    /// `--single-column`: one column of whole values (`2019年8月`).
    let singleColumn: Bool

    /// Reads the options for `mode` (`date` when `nil`); a step for a field the mode lacks, or
    /// a row style with `--single-column`, is refused.
    init(_ scanner: ArgumentScanner, mode: SelectionMode?) throws(UsageError) {
        // `pick` declares the cascade options too.
        for option in [OptionName.data, OptionName.depth] where try scanner.value(option) != nil {
            throw scanner.error("\(option) goes with --mode division")
        }
        if try scanner.value(.selectName) != nil {
            throw scanner.error("--select-name goes with --mode region or division")
        }
        if scanner.has(.any) {
            throw scanner.error("--any goes with --mode region or division")
        }
        var shared = try LabelCommandOptions(scanner, mode: mode)
        try LabelStyleOptions.read(scanner, mode: shared.mode, into: &shared.options)
        self.shared = shared
        let minuteStep = try Self.step(.minuteStep, scanner) ?? 1
        let secondStep = try Self.step(.secondStep, scanner) ?? 1
        for (option, field) in [(OptionName.minuteStep, DateField.minute), (OptionName.secondStep, .second)]
        where try scanner.value(option) != nil && !shared.mode.fields.contains(field) {
            // The two commands word it differently (both pinned by their tests).
            let lacking = scanner.command == LabelsCommand.name ? "\(field)s" : "\(field) column"
            throw scanner.error("\(option): \(shared.mode.withArticle) picker has no \(lacking)")
        }
        do {
            intervals = try PickerIntervals(minuteStep: minuteStep, secondStep: secondStep)
        } catch {
            throw scanner.error("\(error)")
        }
        defaults = try PickerDefaultsOptions(scanner, mode: shared.mode)
        singleColumn = scanner.has(.singleColumn)
        if singleColumn {
            // Row styles shape column labels; a single column shows the display pattern as ICU has it.
            for flag in [OptionName.zeroPad, OptionName.units, OptionName.relative] where scanner.has(flag) {
                throw scanner.error("\(flag) styles column rows; --single-column rows are display strings")
            }
        }
    }

    /// The value of `--minute-step` or `--second-step` (`option`), or `nil` when not given.
    ///
    /// A step the library refuses (``PickerIntervals``: one that does not divide 60) is a
    /// usage error. Date and duration pickers read their steps here.
    static func step(_ option: OptionName, _ scanner: ArgumentScanner) throws(UsageError) -> Int? {
        try scanner.value(option, expected: "a step that divides 60") { text in
            Int(text).flatMap { try? PickerIntervals(minuteStep: $0) }?.minuteStep
        }
    }

    /// `configuration` with the steps and, with `descending`, every column newest first.
    func applyShape(to configuration: inout PickerConfiguration, descending: Bool) {
        configuration.intervals = intervals
        if descending {
            for field in configuration.mode.fields { configuration.sortOrders[field] = .descending }
        }
    }

    /// The picker `pick` shows (one column of whole values with `--single-column`), with its
    /// words, or an error naming the bad locale, value or step.
    func makePicker(_ request: PickerRequest) throws -> (picker: any PickerDataSource, words: PickerWords)? {
        let locale = try ResolvedLocale(shared.localeID, allowingFallback: shared.allowsFallback)
        let configuration = try configuration(
            in: locale, minimum: request.minimum, maximum: request.maximum, selection: request.fullSelection, request,
            now: defaults.todayInstant(timeZone: request.timeZone))
        if singleColumn {
            let picker = try LocalizedSingleColumnPicker(
                locale: locale, configuration: configuration, options: shared.options,
                includesPresent: request.includesPresent)
            try Self.refuseMovedSelection(picker.picker.model, request.selection)
            let title = picker.calendarChoice.map { "\(picker.title)   (\($0.source.sentence(for: $0.kind)))" }
            return (picker, PickerWords(try PickerStrings(locale: locale), title: title ?? picker.title))
        }
        let picker = try LocalizedPicker(
            locale: locale, configuration: configuration, options: shared.options,
            includesPresent: request.includesPresent)
        try Self.refuseMovedSelection(picker.model, request.selection)
        // The title line says which calendar the rows are in and why (`calendar persian (region IR)`).
        let title = picker.calendarChoice.map { "\(picker.title)   (\($0.source.sentence(for: $0.kind)))" }
        return (picker, PickerWords(picker.strings, title: title ?? picker.title))
    }

    /// `labels` refuses `--select present` without `--present` as a bad value, after the
    /// values it checks first (``LabelsCommand/typedValues(_:calendarRows:)``).
    var listsPresentRefusal: Bool { true }

    /// `labels` for dates and times: the date pipeline (the typed values' refusals,
    /// adjustments, eras, one column).
    func list(_ request: PickerRequest, in command: LabelsCommand) -> Int32 {
        command.listDates(self)
    }

    /// Whether `locale` gives `mode` rows of its own calendar (Buddhist, Japanese and ROC
    /// years, Chinese lunar months and days, Hebrew, Persian, …): modes with a date, in any
    /// calendar but Gregorian.
    static func hasCalendarRows(_ locale: ResolvedLocale, mode: SelectionMode) -> Bool {
        (mode.includes(.year) || mode.includes(.month)) && locale.calendarKind != .gregorian
    }

    /// The picker's configuration in `locale`, for `labels` and `pick` alike: the bounds and the
    /// selection (`nil` for a partial or `present` one, which `request` reads), in the locale's
    /// calendar when it has rows of its own (``CalendarInput``), with the Present row selected,
    /// the partial selection, the fixed clock, the disabled values, the steps and the order.
    func configuration(
        in locale: ResolvedLocale, minimum: String?, maximum: String?, selection: String?, _ request: PickerRequest,
        now: Double?
    ) throws -> PickerConfiguration {
        let mode = shared.mode
        let timeZone = request.timeZone
        var configuration: PickerConfiguration
        if Self.hasCalendarRows(locale, mode: mode) {
            configuration = try CalendarInput.configuration(
                mode, locale.calendarKind, minimum: minimum, maximum: maximum, selection: selection,
                timeZone: timeZone, now: now)
        } else {
            // "today" is read in the picker's time zone (at --today when given).
            configuration = try PickerConfiguration(
                mode: mode, minimum: TodayInput.resolve(minimum, .minimum, mode: mode, timeZone: timeZone, now: now),
                maximum: TodayInput.resolve(maximum, .maximum, mode: mode, timeZone: timeZone, now: now),
                selection: TodayInput.resolve(selection, .selection, mode: mode, timeZone: timeZone, now: now))
            configuration.timeZone = timeZone
        }
        if request.selectsPresent { configuration.selectedSentinel = SentinelRow.presentValue }
        configuration.partialValues = try PickerDefaultsOptions.partial(
            request.selection, mode: mode, calendar: configuration.calendar ?? .gregorian)
        try defaults.apply(to: &configuration)
        applyShape(to: &configuration, descending: request.descending)
        return configuration
    }

    /// The library clamps and rounds a given selection (reporting it); on the command line a
    /// value the user typed is taken as it is or refused.
    private static func refuseMovedSelection(_ model: PickerModel, _ selection: String?) throws {
        if let selection, selection != Selection.presentString, let adjustment = model.initialAdjustments.first {
            switch adjustment.reason {
            case .minimum:
                throw PickInputError(
                    "--select \(selection) is before the minimum \(try model.bounds.minimum.canonical)")
            case .maximum:
                throw PickInputError("--select \(selection) is after the maximum \(try model.bounds.maximum.canonical)")
            case .interval where selection == TodayInput.word:
                break  // the current time, moved to the nearest step like the default selection
            case .interval(let step):
                let field = adjustment.field.map { "\($0)" } ?? ""
                throw PickInputError(
                    "--select \(selection) is not on the \(step)-\(field) step (nearest: \(try model.values.canonical))"
                )
            case .disabled:
                throw PickInputError(
                    "--select \(selection) is disabled (the nearest enabled value is \(model.selectedValue))")
            case .monthLength, .leapMonth, .weeksInYear, .levelFilled, .levelClamped:
                throw PickInputError("--select \(selection): \(adjustment)")
            }
        }
    }
}
