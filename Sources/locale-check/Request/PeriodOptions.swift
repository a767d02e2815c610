import PickerKit

/// The options a period command shares: the mode, the locale, the week rules; and the
/// refusal of options for columns a week or quarter picker does not have.
struct PeriodOptions {
    let mode: PeriodMode
    let localeID: String?
    let allowsFallback: Bool
    /// Whether `--week-rules locale` was given.
    let usesLocaleWeekRules: Bool
    /// `--today`: the wall-clock time read as now (for the default selection and `today` in
    /// `--min`, `--max`, `--select`), or `nil` for the clock.
    let todayText: String?

    init(_ scanner: ArgumentScanner, mode: PeriodMode, needsLocale: Bool = true) throws(UsageError) {
        self.mode = mode
        localeID = try scanner.value(.locale)
        if needsLocale && localeID == nil { throw scanner.error("--locale is required") }
        allowsFallback = scanner.has(.allowFallback)
        // Options for columns a period picker lacks would be silently ignored.
        for (option, column) in [
            (OptionName.monthStyle, "month"), (OptionName.hourCycle, "hour"), (OptionName.minuteStep, "minute"),
            (OptionName.secondStep, "second"),
        ] where try scanner.value(option) != nil {
            throw scanner.error("\(option): a \(mode) picker has no \(column) column")
        }
        // Row styles of the date columns (label options) have no meaning for weeks or quarters.
        for flag in [OptionName.zeroPad, OptionName.units, OptionName.relative] where scanner.has(flag) {
            throw scanner.error("\(flag) is for date and time rows; a \(mode) picker has none")
        }
        if scanner.has(.singleColumn) {
            throw scanner.error("--single-column: a \(mode) picker has its year and \(mode.field) columns only")
        }
        if scanner.has(.basic) {
            throw scanner.error(
                "--basic: \(mode) values have no ISO 8601 basic form here (they print as \(mode.example))")
        }
        todayText = try scanner.value(.today)
        if scanner.has(.weekday) {
            throw scanner.error("--weekday needs a mode with a year and a day; \(mode) has no day")
        }
        // Disabled values are a feature of date pickers; a period picker would ignore them.
        for option in PickerDefaultsOptions.disableSpecs.map(\.name) where !scanner.values(option).isEmpty {
            throw scanner.error("\(option): a \(mode) picker takes no disabled values")
        }
        for option in [OptionName.data, OptionName.depth] where try scanner.value(option) != nil {
            throw scanner.error("\(option) goes with --mode division")
        }
        if try scanner.value(.selectName) != nil {
            throw scanner.error("--select-name goes with --mode region or division")
        }
        let rules = try scanner.value(.weekRules, expected: "iso or locale") {
            ["iso", "locale"].contains($0) ? $0 : nil
        }
        if rules != nil && mode != .yearWeek {
            throw scanner.error("--week-rules: a \(mode) picker has no week column")
        }
        usesLocaleWeekRules = rules == "locale"
    }

    /// The formatter of the locale and its week rules (ISO unless `--week-rules locale`), or
    /// the error printed and `nil`.
    func formatter() -> PickerFormatter? {
        do {
            let locale = try ResolvedLocale(localeID ?? "", allowingFallback: allowsFallback)
            return try PickerFormatter(
                locale: locale, weekRules: usesLocaleWeekRules ? WeekRules(locale: locale) : .iso)
        } catch {
            StandardStreams.error("Error: \(error)")
            return nil
        }
    }

    /// The locale, its week rules (ISO unless `--week-rules locale`) and its labeler, or the
    /// error printed and `nil`.
    func labeler() -> PeriodLabeler? {
        do {
            let locale = try ResolvedLocale(localeID ?? "", allowingFallback: allowsFallback)
            let rules = usesLocaleWeekRules ? try WeekRules(locale: locale) : .iso
            return try PeriodLabeler(locale: locale, weekRules: rules)
        } catch {
            StandardStreams.error("Error: \(error)")
            return nil
        }
    }

    /// `text` read strictly as a value of the mode, or `nil` after printing an error naming
    /// `option` (when given, as `labels` names `--min`).
    func parse(_ text: String, option: String?) -> Period? {
        do {
            return try Period(text, mode: mode)
        } catch {
            StandardStreams.error(
                "Error: \(option.map { "\($0): " } ?? "")\(OutputEscaping.quoted(text)) is not a \(mode) value: \(error)"
            )
            return nil
        }
    }

    /// The period of the day `instant` falls on in `timeZone`: today's, for the word `today`
    /// in bound options and the default selection.
    func period(at instant: Double, timeZone: String) throws -> Period {
        let now = try PickerValues.now(mode: .date, at: instant, timeZone: timeZone)
        let date = CalendarDate(year: now.year, month: now.month, day: now.day)
        switch mode {
        case .yearWeek: return Period(weekContaining: date)
        case .yearQuarter: return try Period(quarterContaining: date)
        }
    }

    /// The picker between `--min` and `--max` with `--select` (or today) selected.
    ///
    /// Each of the three is a value or `today`; a selection outside the bounds is refused.
    /// `nil` after printing why.
    func localizedPicker(
        labeler: PeriodLabeler, minimum: String?, maximum: String?, selection: String?, includesPresent: Bool,
        descending: Bool, timeZone: String
    ) -> LocalizedPeriodPicker? {
        let startsAtPresent = selection == Selection.presentString
        guard
            let picker = picker(
                labeler: labeler, minimum: minimum, maximum: maximum, selection: startsAtPresent ? nil : selection,
                timeZone: timeZone)
        else { return nil }
        do {
            return try LocalizedPeriodPicker(
                picker, labeler: labeler, includesPresent: includesPresent, descending: descending,
                selectsPresent: startsAtPresent)
        } catch {
            StandardStreams.error("Error: \(error)")
            return nil
        }
    }

    func picker(
        labeler: PeriodLabeler, minimum: String?, maximum: String?, selection: String?, timeZone: String
    ) -> PeriodPicker? {
        // Now: --today in the time zone, or the clock.
        let now: Double
        do {
            now = try PickerDefaultsOptions.todayInstant(todayText, timeZone: timeZone) ?? WallClock.system.now()
        } catch {
            StandardStreams.error("Error: \(error)")
            return nil
        }
        var bounds: [Period?] = []
        for (option, text) in [("--min", minimum), ("--max", maximum), ("--select", selection)] {
            guard let text else {
                bounds.append(nil)
                continue
            }
            if text == TodayInput.word {
                do {
                    bounds.append(try period(at: now, timeZone: timeZone))
                } catch {
                    StandardStreams.error("Error: \(option) today: \(error)")
                    return nil
                }
                continue
            }
            guard let value = parse(text, option: option) else { return nil }
            bounds.append(value)
        }
        let defaults = PeriodPicker.defaultBounds(mode)
        let low = bounds[0] ?? defaults.minimum
        let high = bounds[1] ?? defaults.maximum
        if high < low {
            StandardStreams.error("Error: --min \(low) is after --max \(high)")
            return nil
        }
        let selected: Period
        if let given = bounds[2] {
            selected = given
        } else {
            // Today, clamped into the bounds, like other modes' default selection.
            guard let today = try? period(at: now, timeZone: timeZone) else {
                StandardStreams.error("Error: --time-zone: \(OutputEscaping.quoted(timeZone)) is not a time zone")
                return nil
            }
            selected = min(max(today, low), high)
        }
        if bounds[2] != nil, selected < low || high < selected {
            let lowName = bounds[0] != nil ? "--min" : "the default minimum"
            let highName = bounds[1] != nil ? "--max" : "the default maximum"
            StandardStreams.error(
                "Error: selection \(selected) is not between \(lowName) \(low) and \(highName) \(high)")
            return nil
        }
        do {
            return try PeriodPicker(
                mode: mode, minimum: low, maximum: high, selection: selected, rules: labeler.weekRules)
        } catch {
            StandardStreams.error("Error: \(error)")
            return nil
        }
    }
}
