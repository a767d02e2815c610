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
        + PickerMode.familyFooters(for: "format")

    /// The family of VALUE (dates and times, weeks or quarters, durations), which writes it.
    let family: any DisplayFamily
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
        (family, value) = try PickerMode.displayFamily(
            mode, scanner,
            Flags(parse: parse, range: range, relative: relative, basic: basic, modeGiven: modeGiven))
    }

    /// The flags the families' options are checked against when `format` reads them.
    struct Flags {
        let parse: Bool
        let range: Bool
        let relative: Bool
        let basic: Bool
        let modeGiven: Bool
    }

    /// The one positional argument, VALUE.
    static func value(_ scanner: ArgumentScanner) throws(UsageError) -> String {
        guard scanner.positionals.count == 1 else {
            throw scanner.error(
                scanner.positionals.isEmpty ? "missing VALUE" : "expected one VALUE, got \(scanner.positionals.count)")
        }
        return scanner.positionals[0]
    }

    /// Writes or reads VALUE with the library's one formatter, as VALUE's family does it
    /// (``DisplayFamily``): in the locale's calendar a Gregorian value in a Gregorian locale, a
    /// calendar value (``CalendarInput``: `1987-07-26`, `1987-M06L`, `M06L-01`, `5784`, each
    /// with an optional `[u-ca=NAME]`) in any other; weeks in the week rules asked for;
    /// durations in ICU's units.
    func run() -> Int32 {
        // VALUE as typed: invalid UTF-8 is named byte by byte, never read as U+FFFD.
        if let raw = RawArguments.bytes(decodingTo: value),
            let invalid = raw.withUnsafeBufferPointer(OutputEscaping.invalidUTF8)
        {
            StandardStreams.error("Error: VALUE \(invalid)")
            return ExitStatus.failure
        }
        do {
            guard let (text, formatter) = try family.display(self) else { return ExitStatus.failure }
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

    /// `--json`'s object: the locale, the calendar and why (the family's, see
    /// ``DisplayFamily/calendarJSON(_:_:)``), VALUE as `input` and what is printed as `output`.
    private func jsonObject(_ output: String, _ formatter: PickerFormatter?) -> String {
        // `--json` is refused with `--basic`, the one output without a formatter.
        guard let formatter else { return output }
        return LabelsCommand.localeJSON(formatter.locale) + family.calendarJSON(self, formatter)
            + "\"input\":\(OutputEscaping.jsonLiteral(value)),\"output\":\(OutputEscaping.jsonLiteral(output))}"
    }

    /// A range or duration VALUE that does not parse, or a week range past 9999-12-31.
    struct InvalidValue: Error {
        let message: String
    }

    /// `parse()`, or its error as an ``InvalidValue`` with its offset.
    static func read<T>(_ parse: () throws(ParseError) -> T) throws(InvalidValue) -> T {
        do {
            return try parse()
        } catch {
            throw InvalidValue(message: "\(error.message) (offset \(error.offset))")
        }
    }
}
