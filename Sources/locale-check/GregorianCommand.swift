import PickerKit
import PickerKitVerification

/// `locale-check gregorian`: compares PickerKit's Gregorian rules with ICU's calendar.
struct GregorianCommand: Subcommand {
    static let name = "gregorian"
    static let summary = "Compare PickerKit's Gregorian rules with ICU, day by day."
    static let positionals = ""
    static let options: [OptionSpec] = [
        .option(.from, "YEAR", "First year to check, 1...9999 (default 1)."),
        .option(.to, "YEAR", "Last year to check, 1...9999 (default 9999)."),
        .option(
            .cutover, "proleptic|icu-default",
            """
            proleptic: ICU's Gregorian change moved to the earliest date (default);
            icu-default: ICU's Julian calendar before 1582-10-15.
            """),
    ]
    static let discussion = "Compares days in month, weekday and day of year for every month and day in the range."
    static let footer = "Prints one line per mismatch, then a summary. Exit 0: no mismatch; 1: mismatches; 64: usage."

    let years: ClosedRange<Int>
    let cutover: CalendarComparison.Cutover

    init(_ scanner: ArgumentScanner) throws(UsageError) {
        if let extra = scanner.positionals.first {
            throw scanner.error("unexpected argument \(OutputEscaping.quoted(extra))")
        }
        let parseYear = { (text: String) -> Int? in
            guard !text.isEmpty, text.utf8.count <= 4, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                let year = Int(text), PickerValues.years.contains(year)
            else { return nil }
            return year
        }
        let from = try scanner.value(.from, expected: "a year from 1 to 9999", parseYear) ?? 1
        let to = try scanner.value(.to, expected: "a year from 1 to 9999", parseYear) ?? 9999
        guard from <= to else {
            throw scanner.error("--from \(from) is after --to \(to)")
        }
        years = from...to
        cutover =
            try scanner.value(
                .cutover, expected: "proleptic or icu-default", CalendarComparison.Cutover.init(rawValue:))
            ?? .proleptic
    }

    func run() -> Int32 {
        do {
            let comparison = try CalendarComparison(
                kind: .gregorian, isoYears: years, matching: .dates, cutover: cutover)
            let summary = try comparison.run { mismatch in
                StandardStreams.out(mismatch.description)
            }
            StandardStreams.out(summary.description)
            return summary.mismatchCount == 0 ? ExitStatus.success : ExitStatus.failure
        } catch let error as ParseError {
            // Not reached: the years are within the Gregorian calendar's range.
            StandardStreams.error("Error: \(error.message)")
            return ExitStatus.failure
        } catch {
            StandardStreams.error("Error: ICU: \(error)")
            return ExitStatus.failure
        }
    }
}
