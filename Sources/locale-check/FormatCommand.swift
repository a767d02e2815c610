import PickerKit

/// `locale-check format`: a value of any family (date, week, quarter, duration, a range) as the
/// locale's display string, or back with `--parse`; one runner, one formatter.
struct FormatCommand: Subcommand {
    static let name = "format"
    static let summary = "Format a selection for display in a locale, or --parse a display string back."
    static let positionals = "VALUE"
    static let options: [OptionSpec] =
        LabelCommandOptions.specs + [
            .flag(.parse, "Read VALUE as a display string and print the canonical value."),
            .flag(
                .range,
                """
                VALUE is a range (2015-03/present, 2019-08-20/2019-09-01): print it in the
                locale's interval format; without --mode the mode is the start's.
                """),
            .flag(
                .relative,
                """
                A date VALUE that is yesterday, today or tomorrow (in UTC) prints as the
                locale's word from ICU (Today, 今天, Morgen); other dates as usual.
                """),
            .option(
                .today, "DATE",
                """
                With --relative: the words are for DATE (YYYY-MM-DD, or YYYY-MM-DD HH:MM[:SS])
                in UTC instead of the clock's day, as with labels --today.
                """),
            .flag(
                .basic,
                """
                Print VALUE in the ISO 8601 basic form (20190820, 20190820T1430, 201908),
                which lenient parsing reads back; the locale plays no part.
                """),
            PickerMode.weekRulesSpec,
            .flag(
                .json,
                """
                Print JSON: locale, calendar, calendarSource and calendarRegion (date modes: the
                calendar and why it is that one), input (VALUE) and output (what is printed).
                """),
        ]
    static let discussion = """
        Prints VALUE (a canonical selection string such as 2019-08-20) in the locale's own pattern
        for the mode, such as "2019年8月20日" or "August 20, 2019". With --parse, VALUE is such a
        display string and the canonical value is printed; parsing is strict (the whole string, in
        the locale's pattern, no rollover: "February 30, 2019" is refused). VALUE "present" prints
        the locale's Present word ("至今" for zh_CN), and --parse reads that word back as "present".
        With --range, VALUE is a range and prints as ICU's interval format ("2019年8月至2020年3月",
        "August 2019 – March 2020"); an open end is the Present word ("2015年3月至今").
        With a calendar (zh_CN@calendar=chinese, fa-IR-u-ca-persian, any of PickerKit's calendars),
        VALUE is an ISO date in modes with a full date (1987-07-26, printed 1987丁卯年闰六月初一), the
        calendar's year in year mode (5784), YEAR-MONTHCODE in year-month mode (1987-M06L),
        MONTHCODE-DD in month-day mode (M06L-01), each optionally annotated [u-ca=NAME]; --parse
        prints that form with the annotation (1987-07-26[u-ca=chinese]). A --range VALUE in such a
        calendar has two of those halves (fa_IR: 1394-M01/present; 2015-03-21/2015-04-20, ISO
        dates read as the same days) and prints in the calendar's months. Buddhist, Japanese
        and ROC locales read Gregorian ranges, or annotated ones (2562-M08[u-ca=buddhist]/present).
        An id without a calendar keyword takes its region's (fa_IR Persian, th_TH Buddhist);
        --json says which and why.
        """
    static let footer =
        "Exit 0: printed; 1: unknown or malformed locale, or a value that does not parse; 64: usage.\n\n"
        + DurationMode.footer(for: "format")

    /// The values VALUE is one of, with what their formatter needs.
    enum Family {
        /// Dates and times, in the locale's calendar.
        case dates(LabelCommandOptions)
        /// Weeks or quarters (the week rules with them).
        case period(PeriodOptions)
        /// Durations.
        case duration(DurationOptions)
    }

    let family: Family
    let value: String
    let parse: Bool
    let range: Bool
    let relative: Bool
    /// `--today`: the time `--relative` reads its words at, or `nil` for the clock.
    let todayText: String?
    let basic: Bool
    /// `--json`: the output with the locale and the calendar it was written in.
    let json: Bool
    /// Whether `--mode` was given (a range's mode is otherwise the start's).
    let modeGiven: Bool

    init(_ scanner: ArgumentScanner) throws(UsageError) {
        let mode = try PickerMode.read(scanner)
        modeGiven = mode != nil
        parse = scanner.has(.parse)
        range = scanner.has(.range)
        relative = scanner.has(.relative)
        todayText = try scanner.value(.today)
        basic = scanner.has(.basic)
        json = scanner.has(.json)
        if json && basic {
            throw scanner.error("--json cannot be combined with --basic: the basic form needs no locale")
        }
        if todayText != nil && !relative {
            throw scanner.error("--today goes with --relative: it is the day the words are read from")
        }
        switch mode {
        case .duration:
            value = try Self.value(scanner)
            family = .duration(try DurationOptions(scanner, requiresLocale: true))
            return
        case .period(let period):
            if relative {
                throw scanner.error("--relative needs a date VALUE (--mode date), without --parse or --range")
            }
            let options = try PeriodOptions(scanner, mode: period)
            value = try Self.value(scanner)
            if range && parse {
                throw scanner.error("--range cannot be combined with --parse: display ranges are not read back")
            }
            family = .period(options)
            return
        case .dates, .cascade, nil: break
        }
        var shared = try LabelCommandOptions(scanner, mode: mode?.selectionMode, localeOptional: basic)
        value = try Self.value(scanner)
        // Without --mode, a canonical VALUE shows its mode (2019-08, 2019-08-20 14:30), as in `parse`.
        if !modeGiven, !parse, !range, let inferred = (try? Selection(value, mode: nil))?.mode {
            shared.mode = inferred
        }
        family = .dates(shared)
        if basic && (parse || range || relative) {
            throw scanner.error("--basic cannot be combined with --parse, --range or --relative")
        }
        // The basic form is digits only: the display options would be silently ignored.
        for option in [OptionName.monthStyle, OptionName.hourCycle] where try scanner.value(option) != nil && basic {
            throw scanner.error("\(option) cannot be combined with --basic: the basic form is digits only (20190820)")
        }
        if basic && scanner.has(.weekday) {
            throw scanner.error("--weekday cannot be combined with --basic: the basic form is digits only (20190820)")
        }
        if relative && (parse || range || shared.mode != .date) {
            throw scanner.error("--relative needs a date VALUE (--mode date), without --parse or --range")
        }
        if range && parse {
            throw scanner.error("--range cannot be combined with --parse: display ranges are not read back")
        }
    }

    /// The one positional argument, VALUE.
    private static func value(_ scanner: ArgumentScanner) throws(UsageError) -> String {
        guard scanner.positionals.count == 1 else {
            throw scanner.error(
                scanner.positionals.isEmpty ? "missing VALUE" : "expected one VALUE, got \(scanner.positionals.count)")
        }
        return scanner.positionals[0]
    }

    /// Writes or reads VALUE with the library's one formatter, made once for the family: in the
    /// locale's calendar a Gregorian value in a Gregorian locale, a calendar value
    /// (``CalendarInput``: `1987-07-26`, `1987-M06L`, `M06L-01`, `5784`, each with an optional
    /// `[u-ca=NAME]`) in any other; weeks in the week rules asked for; durations in ICU's units.
    func run() -> Int32 {
        // VALUE as typed: invalid UTF-8 is named byte by byte, never read as U+FFFD.
        if let raw = RawArguments.bytes(decodingTo: value),
            let invalid = raw.withUnsafeBufferPointer(OutputEscaping.invalidUTF8)
        {
            StandardStreams.error("Error: VALUE \(invalid)")
            return ExitStatus.failure
        }
        if case .dates(let shared) = family, basic { return runBasic(shared) }
        do {
            // Ranges and durations are read before the locale: a malformed one is named first.
            let written: Written
            switch family {
            case .dates(let shared) where range:
                // In a calendar with months of its own the halves are that calendar's values
                // (as `format` reads one value); a locale that does not resolve is named later.
                let calendar = (try? shared.resolvedLocale())?.calendarKind ?? .gregorian
                let mode = modeGiven ? shared.mode : nil
                written = .range(
                    try Self.read { () throws(ParseError) in
                        calendar.hasGregorianMonths
                            ? try SelectionRange(value, mode: mode)
                            : try SelectionRange(value, mode: mode, in: calendar)
                    })
            case .duration:
                written = .duration(try Self.read { () throws(ParseError) in try DurationSelection(value) })
            default: written = .value
            }
            guard let formatter = try formatter() else { return ExitStatus.failure }
            guard let text = try write(written, formatter) else { return ExitStatus.failure }
            StandardStreams.out(json ? jsonObject(text, formatter) : text)
            return ExitStatus.success
        } catch let error as InvalidValue {
            StandardStreams.error(
                "Error: invalid \(range ? "range" : "duration") \(OutputEscaping.quoted(value)): \(error.message)")
        } catch {
            StandardStreams.error("Error: \(error)")
        }
        return ExitStatus.failure
    }

    /// `--json`'s object: the locale, the calendar and why (a date mode's, not a range's:
    /// ranges are Gregorian), VALUE as `input` and what is printed as `output`.
    private func jsonObject(_ output: String, _ formatter: PickerFormatter) -> String {
        var text = LabelsCommand.localeJSON(formatter.locale)
        if case .dates(let shared) = family, !range,
            let calendar = formatter.locale.pickerCalendar(mode: shared.mode, configured: nil)
        {
            text += LabelsCommand.calendarJSON(calendar)
        }
        return text
            + "\"input\":\(OutputEscaping.jsonLiteral(value)),\"output\":\(OutputEscaping.jsonLiteral(output))}"
    }

    /// What VALUE was read as before the formatter was made.
    private enum Written {
        /// A date or time range.
        case range(SelectionRange)
        /// A duration.
        case duration(DurationSelection)
        /// Read with the formatter (the locale's calendar decides how).
        case value
    }

    /// A range or duration VALUE that does not parse, or a week range past 9999-12-31.
    private struct InvalidValue: Error {
        let message: String
    }

    /// `parse()`, or its error as an ``InvalidValue`` with its offset.
    private static func read<T>(_ parse: () throws(ParseError) -> T) throws(InvalidValue) -> T {
        do {
            return try parse()
        } catch {
            throw InvalidValue(message: "\(error.message) (offset \(error.offset))")
        }
    }

    /// The family's formatter: the locale with the label options, or with the week rules.
    private func formatter() throws -> PickerFormatter? {
        switch family {
        case .dates(let shared): return try PickerFormatter(locale: shared.resolvedLocale(), options: shared.options)
        case .period(let options): return options.formatter()
        case .duration(let request):
            return try PickerFormatter(
                locale: ResolvedLocale(request.localeID, allowingFallback: request.allowsFallback))
        }
    }

    /// VALUE written (or with `--parse` read back) by `formatter`, or `nil` after printing why not.
    private func write(_ written: Written, _ formatter: PickerFormatter) throws -> String? {
        switch (family, written) {
        case (_, .range(let range)): return try formatter.string(for: range)
        case (_, .duration(let duration)): return try formatter.string(for: duration)
        case (.period(let options), _): return try writePeriod(options, formatter)
        case (.dates(let shared), _):
            let mode = shared.mode
            try formatter.prepare(mode)
            if parse { return try formatter.selection(ofDisplayString: value, mode: mode).description }
            let kind = formatter.locale.calendarKind
            let selection =
                value == Selection.presentString
                ? Selection.present
                : kind == .gregorian
                    ? try SelectionInput.parse(value, mode).selection
                    : try CalendarInput.selection(value, mode: mode, calendar: kind)
            if relative, let word = try relativeWord(for: selection, locale: formatter.locale) { return word }
            return try formatter.string(for: selection)
        case (.duration, .value): return nil  // durations are read before the formatter
        }
    }

    /// A week or quarter VALUE (a range of them, or a display string with `--parse`).
    private func writePeriod(_ options: PeriodOptions, _ formatter: PickerFormatter) throws -> String? {
        let mode = options.mode
        let present = formatter.presentWord
        if range {
            let parsed = try Self.read { () throws(ParseError) in try PeriodRange(value, mode: mode) }
            if let week = parsed.end, week.mode == .yearWeek,
                GregorianRules.dayNumber(of: week.firstDay) + 6
                    > GregorianRules.dayNumber(of: CalendarDate(year: 9999, month: 12, day: 31))
            {
                let sunday = GregorianRules.date(fromDayNumber: GregorianRules.dayNumber(of: week.firstDay) + 6)
                throw InvalidValue(
                    message: "its last week \(week) ends on \(sunday), after 9999-12-31, the last day a range's days "
                        + "are written for")
            }
            return try formatter.string(for: parsed)
        }
        if parse {
            return value == present
                ? Selection.presentString : try formatter.period(ofDisplayString: value, mode: mode).description
        }
        if value == Selection.presentString { return present }
        guard let period = options.parse(value, option: nil) else { return nil }
        return try formatter.string(for: period)
    }

    /// `--basic`: VALUE, a canonical string of the mode, in the ISO 8601 basic form.
    private func runBasic(_ shared: LabelCommandOptions) -> Int32 {
        do {
            // The locale plays no part in the digits and may be left out, but a bad one given is
            // still an error (and --allow-fallback is read), never silently passed over.
            if shared.localeGiven { _ = try shared.resolvedLocale() }
            let values = try SelectionInput.parse(value, shared.mode)
            guard let basic = try values.selection.basicString else {
                StandardStreams.error(
                    "Error: \(OutputEscaping.quoted(value)) has no basic form (only Gregorian values have one)")
                return ExitStatus.failure
            }
            StandardStreams.out(basic)
            return ExitStatus.success
        } catch {
            StandardStreams.error("Error: \(error)")
            return ExitStatus.failure
        }
    }

    /// The locale's word for the day of `selection` when it is yesterday, today or tomorrow in UTC
    /// (today at `--today` when given).
    private func relativeWord(for selection: Selection, locale: ResolvedLocale) throws -> String? {
        guard let day = selection.isoDate else { return nil }
        let instant = try PickerDefaultsOptions.todayInstant(todayText, timeZone: "UTC") ?? WallClock.system.now()
        let now = try PickerValues.now(mode: .date, at: instant, timeZone: "UTC")
        let names = try RelativeDayNames(locale: locale)
        return names.name(for: day, today: CalendarDate(year: now.year, month: now.month, day: now.day))
    }
}
