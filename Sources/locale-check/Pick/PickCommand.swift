import PickerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `locale-check pick`: any picker family (dates, weeks, quarters, durations, regions,
/// divisions) interactive in the terminal.
struct PickCommand: Subcommand {
    static let name = "pick"
    static let summary = "Pick a date, time, region or division interactively in the terminal."
    static let positionals = ""
    static let options: [OptionSpec] =
        Array(LabelCommandOptions.specs.prefix(2)) + [
            .option(
                .min, "VALUE", "The earliest value, a canonical string of the mode (default 1900-01-01 00:00:00)."),
            .option(.max, "VALUE", "The latest value (default 2100-12-31 23:59:59)."),
            .option(
                .select, "VALUE", "The first selection, or \"present\" with --present (default: today, clamped)."),
            .flag(.present, "Add a Present row (至今, Present, ...) to the largest unit's column (the year's)."),
            .flag(.descending, "List every column from its largest value down (newest year first)."),
            .option(.minuteStep, "N", "Offer only minutes that are multiples of N (N divides 60)."),
            .option(.secondStep, "N", "Offer only seconds that are multiples of N (N divides 60)."),
            timeZoneSpec,
            PickerMode.weekRulesSpec,
        ] + PickerDefaultsOptions.specs + LabelCommandOptions.specs.dropFirst(2) + LabelStyleOptions.pickSpecs
        + DateOptions.singleColumnSpecs + [
            .option(
                .data, "FILE", "With --mode division: a pickerkit-cascade JSON file (default: the bundled data)."),
            .option(
                .depth, "N", "With --mode division: show the first N levels (2: province and city; default: all)."),
            .option(
                .selectName, "NAMES",
                "With --mode region or division: the first selection by names, such as 上海/上海."),
            .flag(
                .any, "With --mode region or division: an Any row (不限, Any) first; --select any selects it."),
        ] + PickerMode.familySpecs(for: "pick")
    /// `--time-zone`, shared with `labels`.
    static let timeZoneSpec = OptionSpec.option(
        .timeZone, "ZONE",
        """
        The IANA time zone in which "today" is read (default UTC); Etc/Unknown and ICU's legacy
        three-letter ids other than UTC and GMT (BST is Asia/Dhaka) are refused.
        """)
    static let discussion = """
        Shows the picker's columns side by side in the locale's order, the selected row highlighted
        between its neighbours, with the title and Cancel/Confirm in the locale's language.
        Keys: Left/Right, h/l or Tab move between columns; Up/Down or k/j scroll; Enter confirms and
        prints the canonical value on stdout; Esc or q cancels. The picker is drawn on stderr, which
        must be the terminal (pick exits 1 otherwise); a window under 20 columns, or with fewer rows
        than the frame has lines, shows "window too small" and ignores keys but Esc, q and Ctrl-C.
        --min, --max and --select also take "today" (in --time-zone): --min the day's start, --max
        its end, --select the current time (on the steps). --select month=8,day=20 (field=value pairs)
        completes the fields it names from today (--today fixes it), clamped into the bounds. Rows
        disabled with --disable… stay, shown ~struck~; the selection moves off them to the nearest
        enabled date (on a tie, the way it was scrolling).
        """
    static let footer = """
        Regions and divisions:
          locale-check pick --mode region --locale L [--select CODE | --select-name NAME] [--allow-fallback]
          locale-check pick --mode division [--data FILE] [--locale L] [--depth N]
                            [--select PATH | --select-name NAMES]
          (either: [--any] [--present], an Any row first and a Present row last; --select any|present)
          --mode region         Every region ICU knows, named and sorted for --locale; prints its code (CN).
          --mode division       China's province / prefecture / county divisions (or the cascade JSON in
                                --data); prints the code path (440000/440300/440305). --locale sets the
                                words around the picker (default zh_CN). --depth 2 shows provinces and
                                cities and prints 310000/310100; --select-name 上海/上海 selects by name.

        Exit 0: confirmed; 1: cancelled, bad locale, value or data, stdin not a terminal, output not
        written; 130: Ctrl-C; 64: usage. Ctrl-Z suspends (the terminal is restored) and fg resumes.
        """ + "\n\n" + PickerMode.familyFooters(for: "pick")

    let request: PickerRequest

    init(_ scanner: ArgumentScanner) throws(UsageError) {
        request = try PickerRequest(scanner)
    }

    /// Builds the family's picker and drives it through its ``PickerDataSource`` face.
    func run() -> Int32 {
        do {
            guard let (picker, words) = try request.makePicker() else { return ExitStatus.failure }
            return Self.interact(with: picker, words: words)
        } catch {
            StandardStreams.error("Error: \(error)")
            return ExitStatus.failure
        }
    }

    /// Runs the terminal picker and turns its outcome into output and an exit status.
    static func interact(with picker: some PickerDataSource, words: PickerWords) -> Int32 {
        StandardStreams.flush()
        // The screen is drawn on standard error: closed (2>&-), a file or /dev/full, the keys
        // would choose rows nobody sees. (When it is closed, only the exit status says so.)
        if isatty(0) == 1 && isatty(2) != 1 {
            StandardStreams.error(
                "Error: standard error is not a terminal; pick draws its screen there (leave 2> on the terminal)")
            return ExitStatus.failure
        }
        guard let terminal = TerminalSession() else {
            StandardStreams.error(
                "Error: standard input is not a terminal; pick is interactive (use 'locale-check labels' to print columns)"
            )
            return ExitStatus.failure
        }
        var session = PickSession(picker: picker, words: words)
        let outcome = session.run(on: terminal)
        TerminalSession.restore()
        switch outcome {
        case .confirmed(let value):
            StandardStreams.out(value)
            return ExitStatus.success
        case .cancelled:
            return ExitStatus.failure
        case .interrupted:
            return 130
        }
    }
}
