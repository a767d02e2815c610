import PickerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `locale-check parse`: checks selection strings and prints their canonical form.
struct ParseCommand: Subcommand {
    static let name = "parse"
    static let summary = "Check selection strings (2019-08-20, 14:30 ...) and print their canonical form."
    static let positionals = "[STRING ...]"
    static let options: [OptionSpec] = [
        .option(
            "--mode", "MODE",
            """
            year, year-month, date, date-hour, date-hour-minute, date-time, month-day,
            month-day-hour-minute, hour-minute, time, minute-second, year-week
            (2020-W53), year-quarter (2019-Q3) or duration (PT1H30M). Without it the mode is inferred
            from the shape (14:30 is hour-minute).
            """),
        .flag(
            "--lenient",
            """
            Accept white space around the value, T before the time, 1-digit month,
            day and hour, / or . between date fields, other scripts' digits, and the
            ISO 8601 basic form (20190820, 201908201430, 20190820T1430, 201908).
            """),
        .flag("--json", "Print one JSON object per input on stdout, errors included."),
        .flag(
            "--range",
            """
            Each input is a range, start/end with end not before start, end possibly
            present (2015-03/present); strict only.
            """),
    ]
    static let discussion = "Parses each STRING, or each line of standard input when there is none, as a selection."
    static let footer = """
        A value may end in a calendar annotation: 1987-07-26[u-ca=chinese] (ISO date),
        5784[u-ca=hebrew] (year), 1987-M06L[u-ca=chinese] (year-month), M06L-01[u-ca=chinese]
        (month-day); date modes also read 1987-M06L-01[u-ca=chinese]. Calendars:
        \(CalendarUsage.wrappedNames)

        Valid input prints its canonical form; invalid input prints
        line N: invalid MODE "INPUT": MESSAGE (offset K) on stderr (N counts STRINGs or lines).
        Lines and STRINGs over \(LineReader.maximumLength) bytes are errors. `present` is valid in every mode.
        Exit 0: all valid; 1: any invalid or output not written; 64: usage.
        """ + "\n\n" + DurationMode.footer(for: "parse")

    let mode: SelectionMode?
    let lenient: Bool
    let json: Bool
    let range: Bool
    let strings: [String]

    init(_ scanner: ArgumentScanner) throws(UsageError) {
        mode = try PeriodModeDispatch.selectionMode(scanner)
        lenient = scanner.has("--lenient")
        json = scanner.has("--json")
        range = scanner.has("--range")
        if range && lenient {
            throw scanner.error("--range cannot be combined with --lenient: ranges are parsed strictly")
        }
        strings = scanner.positionals
    }

    func run() -> Int32 {
        Self.checkEach(strings, check)
    }

    /// Runs `check` on each STRING, or on each line of standard input when there are none,
    /// with its number (from 1) and whether it was cut at ``LineReader/maximumLength`` (the
    /// same cap for arguments as for lines); exit 0 when every check passed, else 1.
    static func checkEach(
        _ strings: [String], _ check: (UnsafeBufferPointer<UInt8>, _ number: Int, _ truncated: Bool) -> Bool
    ) -> Int32 {
        var allValid = true
        if strings.isEmpty {
            let failure = LineReader(descriptor: 0).forEachLine { line, number, truncated in
                allValid = check(line, number, truncated) && allValid
            }
            if let failure {
                StandardStreams.error("Error: reading standard input failed (errno \(failure))")
                return ExitStatus.failure
            }
        } else {
            for (index, bytes) in rawBytes(of: strings).enumerated() {
                let truncated = bytes.count > LineReader.maximumLength
                allValid =
                    bytes.prefix(LineReader.maximumLength).withUnsafeBufferPointer {
                        check($0, index + 1, truncated)
                    } && allValid
            }
        }
        return allValid ? ExitStatus.success : ExitStatus.failure
    }

    /// The bytes the user typed for each STRING, as given to the process.
    ///
    /// `CommandLine.arguments` replaces invalid UTF-8 with U+FFFD; the raw `argv` entries keep
    /// it, so errors can name the real byte. Each STRING is matched, in order, with the first
    /// later `argv` entry that decodes to it.
    static func rawBytes(of strings: [String]) -> [[UInt8]] {
        let raw = (0..<Int(CommandLine.argc)).map { index -> [UInt8] in
            guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
            return Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
        }
        var cursor = 0
        return strings.map { string in
            while cursor < raw.count {
                defer { cursor += 1 }
                if String(decoding: raw[cursor], as: UTF8.self) == string { return raw[cursor] }
            }
            return Array(string.utf8)
        }
    }

    /// Parses one input, prints the outcome, and returns whether it was valid.
    private func check(_ input: UnsafeBufferPointer<UInt8>, number: Int, truncated: Bool) -> Bool {
        if range { return checkRange(input, number: number, truncated: truncated) }
        let result: Result<Selection, SelectionParseError>
        // Both parsers reject over-long input after a fixed number of bytes (20 strict, 256
        // lenient), so a line truncated to its first 1024 bytes fails exactly as the whole would.
        if lenient {
            result = Result { () throws(SelectionParseError) in try Selection.normalizing(utf8: input, mode: mode) }
        } else {
            result = Result { () throws(SelectionParseError) in try Selection(parsing: input, mode: mode) }
        }
        var name = mode?.rawValue ?? "selection"
        if mode == nil, case .failure(let error) = result, let named = error.mode { name = named.rawValue }
        return ParseOutputLine.write(
            input, number: number, truncated: truncated, json: json, name: name,
            result: result.map { selection in
                var fields: [(name: String, value: ParseOutputLine.Value)] = [
                    ("mode", .string(selection.mode?.rawValue ?? Selection.presentString))
                ]
                if selection.calendar != .gregorian {
                    fields.append(("calendar", .string(selection.calendar.rawValue)))
                }
                fields.append(("canonical", .string(selection.description)))
                return (selection.description, fields)
            }.mapError { ParseOutputLine.Failure(kind: $0.kind.rawValue, offset: $0.offset, message: $0.message) })
    }

    /// Parses one input as a range, prints the outcome, and returns whether it was valid.
    private func checkRange(_ input: UnsafeBufferPointer<UInt8>, number: Int, truncated: Bool) -> Bool {
        // The range parser looks at no more than 40 bytes, so truncation changes nothing.
        let result = Result { () throws(SelectionRangeParseError) in try SelectionRange(parsing: input, mode: mode) }
        var name = "range"
        if case .failure(let error) = result, let named = mode ?? error.mode { name = "\(named.rawValue) range" }
        return ParseOutputLine.write(
            input, number: number, truncated: truncated, json: json, name: name,
            result: result.map { parsed in
                (
                    parsed.description,
                    [
                        ("mode", .string(parsed.mode.rawValue)), ("canonical", .string(parsed.description)),
                        ("start", .string(parsed.start.description)), ("end", .string(parsed.end.description)),
                    ]
                )
            }.mapError { ParseOutputLine.Failure(kind: $0.kind.rawValue, offset: $0.offset, message: $0.message) })
    }
}
