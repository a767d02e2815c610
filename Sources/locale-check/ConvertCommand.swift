import PickerKit

/// `locale-check convert`: ISO dates in a calendar, and calendar dates back to ISO.
struct ConvertCommand: Subcommand {
    static let name = "convert"
    static let summary = "Convert ISO dates to a calendar (and YEAR-MONTHCODE-DAY dates to ISO)."
    static let positionals = "[DATE ...]"
    static let options: [OptionSpec] = [
        .option(
            .calendar, "NAME", "One of (ICU's \"gregorian\" also works):\n" + CalendarUsage.wrappedNames,
            required: true),
        .option(.from, "ISO", "First ISO date of a range to print (default: the calendar's first day)."),
        .option(.to, "ISO", "Last ISO date of the range (default: the calendar's last day)."),
        .flag(
            .json,
            """
            One JSON object per line: iso, calendar, era, year, monthCode, day,
            monthsInYear, daysInMonth.
            """),
    ]
    static let discussion = """
        Prints each date in the calendar, computed by PickerKit's own rules (not ICU).
        A DATE is an ISO date (2019-08-20) or a date of the calendar written YEAR-MONTHCODE-DAY
        (5784-M05L-01, 1987-M06L-01), which is converted to ISO. Without DATEs and without
        --from/--to, dates are read from standard input, one per line.
        """
    static let footer = "Exit 0: all dates converted; 1: a date is invalid or outside the calendar's range; 64: usage."

    let kind: CalendarKind
    let range: (from: CalendarDate?, to: CalendarDate?)
    let json: Bool
    let dates: [String]

    init(_ scanner: ArgumentScanner) throws(UsageError) {
        guard let name = try scanner.value(.calendar) else {
            throw scanner.error("--calendar is required")
        }
        guard let kind = CalendarKind(name: name) else {
            throw scanner.error(
                "--calendar: unknown calendar \(OutputEscaping.quoted(name)); supported: \(CalendarKind.supportedNames)"
            )
        }
        self.kind = kind
        let parseISO = { (text: String) -> CalendarDate? in
            (try? Selection(text, mode: .date))?.isoDate
        }
        let from = try scanner.value(.from, expected: "an ISO date such as 2019-08-20", parseISO)
        let to = try scanner.value(.to, expected: "an ISO date such as 2019-08-20", parseISO)
        if let from, let to, to < from {
            throw scanner.error("--from \(from) is after --to \(to)")
        }
        range = (from, to)
        json = scanner.has(.json)
        dates = scanner.positionals
        if !dates.isEmpty && (from != nil || to != nil) {
            throw scanner.error("give DATEs or --from/--to, not both")
        }
    }

    func run() -> Int32 {
        let rules = kind.rules
        let writer = CalendarLineWriter(kind: kind, json: json)
        defer { writer.finish() }
        if range.from != nil || range.to != nil {
            return convertRange(rules: rules, writer: writer)
        }
        var allValid = true
        if dates.isEmpty {
            // The first failed write ends the run: no more lines are read.
            let failure = LineReader(descriptor: 0).forEachLine { line, number, truncated in
                if truncated {
                    StandardStreams.error("Error: line \(number): longer than \(LineReader.maximumLength) bytes")
                    allValid = false
                } else if !convert(line, number: number, rules: rules, writer: writer) {
                    allValid = false
                }
                return !StandardStreams.writeFailed
            }
            if let failure {
                StandardStreams.readFailed(failure)
                return ExitStatus.failure
            }
        } else {
            for (index, text) in dates.enumerated() {
                allValid = convert(text, label: "DATE \(index + 1)", rules: rules, writer: writer) && allValid
                if StandardStreams.writeFailed { break }
            }
        }
        return allValid ? ExitStatus.success : ExitStatus.failure
    }

    /// Converts one line of standard input: an ISO date straight from its bytes (no `String`
    /// per line), anything else as ``convert(_:label:rules:writer:)`` does.
    @inline(__always)
    private func convert(
        _ line: UnsafeBufferPointer<UInt8>, number: Int, rules: AnyCalendarRules, writer: CalendarLineWriter
    )
        -> Bool
    {
        if let selection = try? Selection(parsing: line, mode: .date), !selection.isPresent {
            let iso = CalendarDate(
                year: selection.storage.year, month: selection.storage.month, day: selection.storage.day)
            let dayNumber = iso.dayNumber
            if rules.dayNumbers.contains(dayNumber) {
                // A line the strict parser took whole is the canonical date itself.
                writer.write(
                    iso: iso, isoText: line.count == 10 ? line : nil, fields: rules.fields(dayNumber: dayNumber),
                    rules: rules)
                return true
            }
        }
        // Invalid UTF-8 is named byte by byte (\x{FF}), never shown as the U+FFFD decoding makes.
        if let invalid = OutputEscaping.invalidUTF8(line) {
            StandardStreams.error("Error: line \(number): \(invalid)")
            return false
        }
        return convert(String(decoding: line, as: UTF8.self), label: "line \(number)", rules: rules, writer: writer)
    }

    /// Prints every day from `--from` to `--to`; a bound outside the calendar's range is an
    /// error, never clipped silently.
    private func convertRange(rules: AnyCalendarRules, writer: CalendarLineWriter) -> Int32 {
        let first = range.from.map(\.dayNumber) ?? rules.dayNumbers.lowerBound
        let last = range.to.map(\.dayNumber) ?? rules.dayNumbers.upperBound
        for (option, dayNumber) in [("--from", first), ("--to", last)] where !rules.dayNumbers.contains(dayNumber) {
            let date = CalendarDate(dayNumber: dayNumber)
            StandardStreams.error("Error: \(option) \(date): \(rangeMessage(rules))")
            return ExitStatus.failure
        }
        guard first <= last else { return ExitStatus.success }
        for dayNumber in first...last {
            // Standard output failed (a closed pipe): stop instead of converting the rest.
            if StandardStreams.output.failure != nil { break }
            writer.write(
                iso: CalendarDate(dayNumber: dayNumber), fields: rules.fields(dayNumber: dayNumber),
                rules: rules)
        }
        return ExitStatus.success
    }

    private func rangeMessage(_ rules: AnyCalendarRules) -> String {
        let first = CalendarDate(dayNumber: rules.dayNumbers.lowerBound)
        let last = CalendarDate(dayNumber: rules.dayNumbers.upperBound)
        return "outside the \(kind.rawValue) calendar's range \(first)…\(last)"
    }

    /// Converts one DATE (ISO or `YEAR-MONTHCODE-DAY`); prints an error and returns `false`
    /// when it is invalid.
    private func convert(_ text: String, label: String, rules: AnyCalendarRules, writer: CalendarLineWriter)
        -> Bool
    {
        do {
            let iso: CalendarDate
            if Self.isCalendarDate(text) {
                iso = try kind.isoDate(parsing: text)
            } else {
                let selection: Selection
                do {
                    selection = try Selection(text, mode: .date)
                } catch {
                    StandardStreams.error(
                        "Error: \(label): \(OutputEscaping.quoted(text)): not an ISO date (\(error)) "
                            + "nor a \(kind.rawValue) date written YEAR-MONTHCODE-DAY")
                    return false
                }
                // `present` is a picker's row, not a day: there is nothing to convert.
                guard let date = selection.isoDate else {
                    StandardStreams.error(
                        "Error: \(label): \(OutputEscaping.quoted(text)) names no day (present is a picker row); "
                            + "give an ISO date or a \(kind.rawValue) date written YEAR-MONTHCODE-DAY")
                    return false
                }
                iso = date
            }
            writer.write(iso: iso, fields: try kind.fields(of: iso), rules: rules)
            return true
        } catch {
            StandardStreams.error(
                "Error: \(label): \(OutputEscaping.quoted(error.input ?? "")) at \(error.offset): \(error.message)")
            return false
        }
    }

    /// Whether `text` is written `YEAR-M…` (a month code after the year) rather than ISO.
    static func isCalendarDate(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let dash = bytes.dropFirst().firstIndex(of: UInt8(ascii: "-")) else { return false }
        return bytes[bytes.index(after: dash)...].first == UInt8(ascii: "M")
    }
}
