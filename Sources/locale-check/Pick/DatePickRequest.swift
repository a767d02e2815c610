import PickerKit
@_spi(PickerKitTools) import PickerKitCore

/// What `pick` needs for a date or time picker, read from the command line.
struct DatePickRequest {
    let shared: LabelCommandOptions
    let minimum: String?
    let maximum: String?
    let selection: String?
    let includesPresent: Bool
    let descending: Bool
    let minuteStep: Int
    let secondStep: Int
    let timeZone: String
    /// `--today` and the disabled values.
    let defaults: PickerDefaultsOptions
    /// `--single-column`: one column of whole values (`2019年8月`).
    let singleColumn: Bool

    init(_ scanner: ArgumentScanner) throws(UsageError) {
        for option in [OptionName.data, OptionName.depth] where try scanner.value(option) != nil {
            throw scanner.error("\(option) goes with --mode division")
        }
        if try scanner.value(.selectName) != nil {
            throw scanner.error("--select-name goes with --mode region or division")
        }
        if scanner.has(.any) {
            throw scanner.error("--any goes with --mode region or division")
        }
        var shared = try LabelCommandOptions(scanner)
        try LabelStyleOptions.read(scanner, mode: shared.mode, into: &shared.options)
        self.shared = shared
        minimum = try scanner.value(.min)
        maximum = try scanner.value(.max)
        selection = try scanner.value(.select)
        includesPresent = scanner.has(.present)
        if selection == Selection.presentString && !includesPresent {
            throw scanner.error("--select present needs --present")
        }
        descending = scanner.has(.descending)
        // The library's rule decides which steps are valid.
        let step = { (text: String) -> Int? in
            Int(text).flatMap { try? PickerIntervals(minuteStep: $0) }?.minuteStep
        }
        minuteStep = try scanner.value(.minuteStep, expected: "a step that divides 60", step) ?? 1
        secondStep = try scanner.value(.secondStep, expected: "a step that divides 60", step) ?? 1
        timeZone = try scanner.timeZone()
        defaults = try PickerDefaultsOptions(scanner, mode: shared.mode)
        singleColumn = scanner.has(.singleColumn)
        if singleColumn {
            for flag in [OptionName.zeroPad, OptionName.units, OptionName.relative] where scanner.has(flag) {
                throw scanner.error("\(flag) styles column rows; --single-column rows are display strings")
            }
        }
        for (option, field) in [(OptionName.minuteStep, DateField.minute), (OptionName.secondStep, .second)]
        where try scanner.value(option) != nil && !shared.mode.fields.contains(field) {
            throw scanner.error("\(option): \(shared.mode.withArticle) picker has no \(field) column")
        }
    }

    /// The picker (one column of whole values with `--single-column`), with its words, or an
    /// error naming the bad locale, value or step.
    func makePicker() throws -> (picker: any PickerDataSource, words: PickerWords) {
        let locale = try ResolvedLocale(shared.localeID, allowingFallback: shared.allowsFallback)
        if singleColumn, let refusal = SingleColumnOptions.refusal(locale, mode: shared.mode) {
            throw PickInputError(refusal)
        }
        let configuration = try makeConfiguration(locale)
        if singleColumn {
            let picker = try LocalizedSingleColumnPicker(
                locale: locale, configuration: configuration, options: shared.options, includesPresent: includesPresent)
            try refuseMovedSelection(picker.picker.model)
            return (picker, PickerWords(try PickerStrings(locale: locale), title: picker.title))
        }
        let picker = try LocalizedPicker(
            locale: locale, configuration: configuration, options: shared.options, includesPresent: includesPresent)
        try refuseMovedSelection(picker.model)
        return (picker, PickerWords(picker.strings, title: picker.title))
    }

    /// The picker's configuration in `locale` from the options.
    private func makeConfiguration(_ locale: ResolvedLocale) throws -> PickerConfiguration {
        // "today" is read in the picker's time zone (at --today when given).
        let now = try defaults.todayInstant(timeZone: timeZone)
        let partial = try PickerDefaultsOptions.partial(selection, mode: shared.mode, calendar: locale.calendarKind)
        let selection = partial == nil ? selection : nil
        let mode = shared.mode
        var configuration: PickerConfiguration
        let kind = locale.calendarKind
        if (mode.includes(.year) || mode.includes(.month)) && kind != .gregorian {
            // A calendar with its own rows, as `labels` draws it (Buddhist, Japanese and ROC
            // years, Chinese lunar months and days, Hebrew, Persian, …): values in the calendar.
            let selectsPresent = selection == Selection.presentString
            configuration = try CalendarInput.configuration(
                mode, kind, minimum: minimum, maximum: maximum, selection: selectsPresent ? nil : selection,
                timeZone: timeZone, now: now)
            if selectsPresent { configuration.selectedSentinel = SentinelRow.presentValue }
        } else {
            configuration = try PickerConfiguration(
                mode: mode, minimum: TodayInput.resolve(minimum, .minimum, mode: mode, timeZone: timeZone, now: now),
                maximum: TodayInput.resolve(maximum, .maximum, mode: mode, timeZone: timeZone, now: now),
                selection: TodayInput.resolve(selection, .selection, mode: mode, timeZone: timeZone, now: now))
        }
        configuration.partialValues = partial
        configuration.timeZone = timeZone
        try defaults.apply(to: &configuration)
        configuration.intervals = try PickerIntervals(minuteStep: minuteStep, secondStep: secondStep)
        configuration.timeZone = timeZone
        if descending {
            for field in shared.mode.fields { configuration.sortOrders[field] = .descending }
        }
        return configuration
    }

    /// The library clamps and rounds a given selection (reporting it); on the command line a
    /// value the user typed is taken as it is or refused.
    private func refuseMovedSelection(_ model: PickerModel) throws {
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
                throw PickInputError(
                    "--select \(selection) is not on the \(step)-\(adjustment.field) step (nearest: \(try model.values.canonical))"
                )
            case .disabled:
                throw PickInputError(
                    "--select \(selection) is disabled (the nearest enabled value is \(model.selectedValue))")
            case .monthLength, .leapMonth, .weeksInYear: throw PickInputError("--select \(selection): \(adjustment)")
            }
        }
    }
}
