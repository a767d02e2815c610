import PickerKit

/// `locale-check pick`: an interactive date or time picker in the terminal.
struct PickCommand: Subcommand {
    static let name = "pick"
    static let summary = "Pick a date or time interactively in the terminal, in a locale."
    static let usage = """
        Usage: locale-check pick --locale L [--mode M] [--min VALUE] [--max VALUE] [--select VALUE]
                                 [--present] [--descending] [--minute-step N] [--second-step N]
                                 [--time-zone ZONE] [--month-style S] [--hour-cycle C] [--weekday]
                                 [--allow-fallback]

        Shows the picker's columns side by side in the locale's order, the selected row highlighted
        between its neighbours, with the title and Cancel/Confirm in the locale's language.
        Keys: Left/Right, h/l or Tab move between columns; Up/Down or k/j scroll; Enter confirms and
        prints the canonical value on stdout; Esc or q cancels. The picker is drawn on stderr.

        Options:
        \(LabelCommandOptions.help)
          --min VALUE           The earliest value, a canonical string of the mode (default 1900-01-01 00:00:00).
          --max VALUE           The latest value (default 2100-12-31 23:59:59).
          --select VALUE        The first selection, or "present" with --present (default: today, clamped).
          --present             Add a Present row (至今, Present, ...) to the first column.
          --descending          List every column from its largest value down (newest year first).
          --minute-step N       Offer only minutes that are multiples of N (N divides 60).
          --second-step N       Offer only seconds that are multiples of N (N divides 60).
          --time-zone ZONE      The IANA time zone in which "today" is read (default UTC).
          -h, --help            Show this help.

        Exit 0: confirmed; 1: cancelled, bad locale or value, stdin not a terminal; 130: Ctrl-C; 64: usage.
        """

    let shared: LabelCommandOptions
    let minimum: String?
    let maximum: String?
    let selection: String?
    let includesPresent: Bool
    let descending: Bool
    let minuteStep: Int
    let secondStep: Int
    let timeZone: String

    init(arguments: [String]) throws(UsageError) {
        let scanner = try ArgumentScanner(
            arguments,
            options: LabelCommandOptions.valueOptions.union([
                "--min", "--max", "--select", "--minute-step", "--second-step", "--time-zone",
            ]),
            flags: LabelCommandOptions.flags.union(["--present", "--descending"]), usage: Self.usage)
        if let extra = scanner.positionals.first {
            throw UsageError(message: "unexpected argument \"\(extra)\"", usage: Self.usage)
        }
        shared = try LabelCommandOptions(scanner, usage: Self.usage)
        minimum = try scanner.value("--min")
        maximum = try scanner.value("--max")
        selection = try scanner.value("--select")
        includesPresent = scanner.has("--present")
        descending = scanner.has("--descending")
        // The library's rule decides which steps are valid.
        let step = { (text: String) -> Int? in
            Int(text).flatMap { try? PickerIntervals(minuteStep: $0) }?.minuteStep
        }
        minuteStep = try scanner.value("--minute-step", expected: "a step that divides 60", step) ?? 1
        secondStep = try scanner.value("--second-step", expected: "a step that divides 60", step) ?? 1
        timeZone = try scanner.value("--time-zone") ?? "UTC"
        for (option, field) in [("--minute-step", DateField.minute), ("--second-step", .second)]
        where try scanner.value(option) != nil && !shared.mode.fields.contains(field) {
            throw UsageError(message: "\(option): a \(shared.mode) picker has no \(field) column", usage: Self.usage)
        }
    }

    func run() -> Int32 {
        let picker: LocalizedPicker
        do {
            picker = try makePicker()
        } catch {
            StandardStreams.error("Error: \(error)")
            return ExitStatus.failure
        }
        StandardStreams.flush()
        guard let terminal = TerminalSession() else {
            StandardStreams.error(
                "Error: standard input is not a terminal; pick is interactive (use 'locale-check labels' to print columns)"
            )
            return ExitStatus.failure
        }
        var session = PickSession(picker: picker)
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

    private func makePicker() throws -> LocalizedPicker {
        let locale = try ResolvedLocale(shared.localeID, allowingFallback: shared.allowsFallback)
        var configuration = try PickerConfiguration(
            mode: shared.mode, minimum: minimum, maximum: maximum, selection: selection)
        configuration.intervals = try PickerIntervals(minuteStep: minuteStep, secondStep: secondStep)
        configuration.timeZone = timeZone
        if descending {
            for field in shared.mode.fields { configuration.sortOrders[field] = .descending }
        }
        let picker = try LocalizedPicker(
            locale: locale, configuration: configuration, options: shared.options, includesPresent: includesPresent)
        // The library clamps and rounds a given selection (reporting it); on the command line a
        // value the user typed is taken as it is or refused.
        if let selection, let adjustment = picker.model.initialAdjustments.first {
            let model = picker.model
            switch adjustment.reason {
            case .minimum:
                throw PickInputError("--select \(selection) is before the minimum \(model.bounds.minimum.canonical)")
            case .maximum:
                throw PickInputError("--select \(selection) is after the maximum \(model.bounds.maximum.canonical)")
            case .interval(let step):
                throw PickInputError(
                    "--select \(selection) is not on the \(step)-\(adjustment.field) step (nearest: \(model.values.canonical))"
                )
            case .monthLength: throw PickInputError("--select \(selection): \(adjustment)")
            }
        }
        return picker
    }
}

/// A `pick` input that parses but cannot be used as given.
private struct PickInputError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
