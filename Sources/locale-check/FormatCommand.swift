import PickerKit

/// `locale-check format`: a selection as the locale's display string, or back with `--parse`.
struct FormatCommand: Subcommand {
    static let name = "format"
    static let summary = "Format a selection for display in a locale, or --parse a display string back."
    static let positionals = "VALUE"
    static let options: [OptionSpec] =
        LabelCommandOptions.specs + [.flag("--parse", "Read VALUE as a display string and print the canonical value.")]
    static let discussion = """
        Prints VALUE (a canonical selection string such as 2019-08-20) in the locale's own pattern
        for the mode, such as "2019年8月20日" or "August 20, 2019". With --parse, VALUE is such a
        display string and the canonical value is printed; parsing is strict (the whole string, in
        the locale's pattern, no rollover: "February 30, 2019" is refused). VALUE "present" prints
        the locale's Present word ("至今" for zh_CN), and --parse reads that word back as "present".
        With a calendar (zh_CN@calendar=chinese, fa-IR-u-ca-persian, any of PickerKit's calendars),
        VALUE is an ISO date in modes with a full date (1987-07-26, printed 1987丁卯年闰六月初一), the
        calendar's year in year mode (5784), YEAR-MONTHCODE in year-month mode (1987-M06L),
        MONTHCODE-DD in month-day mode (M06L-01), each optionally annotated [u-ca=NAME]; --parse
        prints that form with the annotation (1987-07-26[u-ca=chinese]).
        """
    static let footer = "Exit 0: printed; 1: unknown or malformed locale, or a value that does not parse; 64: usage."

    let shared: LabelCommandOptions
    let value: String
    let parse: Bool

    init(_ scanner: ArgumentScanner) throws(UsageError) {
        shared = try LabelCommandOptions(scanner)
        guard scanner.positionals.count == 1 else {
            throw scanner.error(
                scanner.positionals.isEmpty ? "missing VALUE" : "expected one VALUE, got \(scanner.positionals.count)")
        }
        value = scanner.positionals[0]
        parse = scanner.has("--parse")
    }

    func run() -> Int32 {
        // A calendar with its own rows (any but Gregorian): calendar values and display strings.
        if let locale = try? shared.resolvedLocale(), locale.calendarKind != .gregorian {
            return runCalendar(locale)
        }
        guard let labeler = shared.labeler() else { return ExitStatus.failure }
        do {
            // The Present row's value and its word in the locale's language ("至今").
            let present = try PickerStrings(locale: labeler.locale)[.present]
            if parse, value == present {
                StandardStreams.out(Selection.presentString)
            } else if parse {
                let values = try labeler.values(ofDisplayString: value)
                StandardStreams.out(SelectionInput.canonical(values, shared.mode))
            } else if value == Selection.presentString {
                StandardStreams.out(present)
            } else {
                let values = try SelectionInput.parse(value, shared.mode)
                StandardStreams.out(try labeler.displayString(for: values))
            }
            return ExitStatus.success
        } catch {
            StandardStreams.error("Error: \(error)")
            return ExitStatus.failure
        }
    }
}
