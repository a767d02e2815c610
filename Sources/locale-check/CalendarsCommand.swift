import PickerKit

/// `locale-check calendars`: PickerKit's calendars against ICU's, day by day.
struct CalendarsCommand: Subcommand {
    static let name = "calendars"
    static let summary = "Compare PickerKit's calendars (hebrew, persian, …) with ICU, day by day."
    static let positionals = ""
    static let options: [OptionSpec] = [
        .option(
            .calendar, "NAME",
            "A calendar to check (repeatable; default: all), one of:\n" + CalendarUsage.wrappedNames,
            repeatable: true),
        .option(.from, "YEAR", "First ISO year, 1...9999 (default 1900)."),
        .option(.to, "YEAR", "Last ISO year, 1...9999 (default 2100)."),
    ]
    static let discussion = """
        For every day of the ISO years (clipped to each calendar's range) compares era, year,
        month code and day, and the length of every month and year ICU walks through.
        """
    static let footer = """
        Prints mismatches as ranges, then one line per calendar. ICU's buddhist and roc are
        Julian before 1582-10-15, PickerKit's proleptic Gregorian.
        Exit 0: no mismatch; 1: a mismatch, or a requested calendar outside the years; 64: usage.
        """

    let kinds: [CalendarKind]
    let explicit: Bool
    let years: ClosedRange<Int>

    init(_ scanner: ArgumentScanner) throws(UsageError) {
        if let extra = scanner.positionals.first {
            throw scanner.error("unexpected argument \(OutputEscaping.quoted(extra))")
        }
        let names = scanner.values(.calendar)
        var kinds: [CalendarKind] = []
        for name in names {
            guard let kind = CalendarKind(name: name) else {
                throw scanner.error(
                    "--calendar: unknown calendar \(OutputEscaping.quoted(name)); supported: \(CalendarKind.supportedNames)"
                )
            }
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        explicit = !kinds.isEmpty
        self.kinds = kinds.isEmpty ? CalendarKind.allCases : kinds
        let parseYear = { (text: String) -> Int? in
            guard !text.isEmpty, text.utf8.count <= 4, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                let year = Int(text), GregorianRules.years.contains(year)
            else { return nil }
            return year
        }
        let from = try scanner.value(.from, expected: "a year from 1 to 9999", parseYear) ?? 1900
        let to = try scanner.value(.to, expected: "a year from 1 to 9999", parseYear) ?? 2100
        guard from <= to else {
            throw scanner.error("--from \(from) is after --to \(to)")
        }
        years = from...to
    }

    func run() -> Int32 {
        var summaries: [String] = []
        var status = ExitStatus.success
        // A closed standard output ends the run at once (checked every 4,096 days), not after
        // every calendar's days (`calendars | head -1`).
        for kind in kinds {
            if StandardStreams.flushAndCheck() { return ExitStatus.failure }
            do {
                let comparison = try CalendarComparison(kind: kind, isoYears: years)
                let summary = try comparison.run(
                    reporting: { StandardStreams.out($0.description) }, stoppingWhen: StandardStreams.flushAndCheck)
                if StandardStreams.writeFailed { return ExitStatus.failure }
                summaries.append(summary.description)
                if summary.mismatchCount > 0 { status = ExitStatus.failure }
            } catch let error as ParseError {
                summaries.append("\(kind.rawValue): not checked: \(error.message)")
                if explicit { status = ExitStatus.failure }
            } catch {
                StandardStreams.error("Error: ICU: \(error)")
                return ExitStatus.failure
            }
        }
        for line in summaries { StandardStreams.out(line) }
        return status
    }
}
