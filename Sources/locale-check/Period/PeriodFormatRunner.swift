@_spi(PickerKitTools) import PickerKit

/// `format --mode year-week|year-quarter`: a week or quarter in the locale's own pattern
/// (`week 53 of 2020`, `2019年第3季度`), a range of them with `--range`, or a display
/// string read back with `--parse`.
struct PeriodFormatRunner {
    let options: PeriodOptions
    let value: String
    let parse: Bool
    let range: Bool

    init(_ scanner: ArgumentScanner, mode: PeriodMode) throws(UsageError) {
        if scanner.has(.relative) {
            throw scanner.error("--relative needs a date VALUE (--mode date), without --parse or --range")
        }
        options = try PeriodOptions(scanner, mode: mode)
        guard scanner.positionals.count == 1 else {
            throw scanner.error(
                scanner.positionals.isEmpty ? "missing VALUE" : "expected one VALUE, got \(scanner.positionals.count)")
        }
        value = scanner.positionals[0]
        parse = scanner.has(.parse)
        range = scanner.has(.range)
        if range && parse {
            throw scanner.error("--range cannot be combined with --parse: display ranges are not read back")
        }
    }

    func run() -> Int32 {
        guard let formatter = options.formatter() else { return ExitStatus.failure }
        let mode = options.mode
        do {
            let present = formatter.presentWord
            if range {
                let parsed: PeriodRange
                do {
                    parsed = try PeriodRange(value, mode: mode)
                } catch {
                    StandardStreams.error(
                        "Error: invalid range \(OutputEscaping.quoted(value)): \(error.message) (offset \(error.offset))"
                    )
                    return ExitStatus.failure
                }
                if let week = parsed.end, week.mode == .yearWeek,
                    GregorianRules.dayNumber(of: week.firstDay) + 6
                        > GregorianRules.dayNumber(of: CalendarDate(year: 9999, month: 12, day: 31))
                {
                    let sunday = GregorianRules.date(fromDayNumber: GregorianRules.dayNumber(of: week.firstDay) + 6)
                    StandardStreams.error(
                        "Error: invalid range \(OutputEscaping.quoted(value)): its last week \(week) ends on \(sunday), "
                            + "after 9999-12-31, the last day a range's days are written for")
                    return ExitStatus.failure
                }
                StandardStreams.out(try formatter.string(for: parsed))
            } else if parse, value == present {
                StandardStreams.out(Selection.presentString)
            } else if parse {
                StandardStreams.out(try formatter.period(ofDisplayString: value, mode: mode).description)
            } else if value == Selection.presentString {
                StandardStreams.out(present)
            } else {
                guard let period = options.parse(value, option: nil) else { return ExitStatus.failure }
                StandardStreams.out(try formatter.string(for: period))
            }
            return ExitStatus.success
        } catch {
            StandardStreams.error("Error: \(error)")
            return ExitStatus.failure
        }
    }
}
