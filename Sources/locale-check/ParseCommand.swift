import PickerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `locale-check parse`: checks selection, week, quarter and duration strings and prints their
/// canonical form, one runner whatever the family.
struct ParseCommand: Subcommand {
    static let name = "parse"
    static let summary = "Check selection strings (2019-08-20, 14:30 ...) and print their canonical form."
    static let positionals = "[STRING ...]"
    static let options: [OptionSpec] = [
        .option(
            .mode, "MODE",
            PickerMode.modeHelp(
                dateNote: ",", conjunction: "or",
                then: "Without it the mode is inferred from the shape (14:30 is hour-minute).")),
        .flag(
            .lenient,
            """
            Accept white space around the value, T before the time, 1-digit month,
            day and hour, / or . between date fields, other scripts' digits, and the
            ISO 8601 basic form (20190820, 201908201430, 20190820T1430, 201908).
            """),
        .flag(.json, "Print one JSON object per input on stdout, errors included."),
        .flag(
            .range,
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
        """ + "\n\n" + PickerMode.familyFooters(for: "parse")

    /// The family of values read: selections of a date or time mode (inferred when `nil`),
    /// weeks or quarters, or durations.
    let family: PickerMode?
    /// The date or time mode, when the family is one.
    let mode: SelectionMode?
    let lenient: Bool
    let json: Bool
    let range: Bool
    let strings: [String]

    init(_ scanner: ArgumentScanner) throws(UsageError) {
        family = try PickerMode.read(scanner)
        mode = family?.selectionMode
        lenient = scanner.has(.lenient)
        json = scanner.has(.json)
        range = scanner.has(.range)
        if lenient, let refusal = family?.values?.lenientRefusal {
            throw scanner.error(refusal)
        }
        if range && lenient {
            throw scanner.error("--range cannot be combined with --lenient: ranges are parsed strictly")
        }
        strings = scanner.positionals
    }

    func run() -> Int32 {
        if let values = family?.values {
            return Self.checkEach(strings) { check($0, values, number: $1, truncated: $2) }
        }
        guard !lenient, !range, let mode else { return Self.checkEach(strings, check) }
        // A given mode, strict: each line first goes through the mode's own parser (a generic
        // specialised per mode: the mode's checks are constants in the loop); only what it
        // refuses takes the general path, which also reads `present` and calendar annotations
        // and words the errors.
        switch mode {
        case .year: return checkEachStrict(StrictMode.Year.self)
        case .yearMonth: return checkEachStrict(StrictMode.YearMonth.self)
        case .date: return checkEachStrict(StrictMode.Date.self)
        case .dateHour: return checkEachStrict(StrictMode.DateHour.self)
        case .dateHourMinute: return checkEachStrict(StrictMode.DateHourMinute.self)
        case .dateTime: return checkEachStrict(StrictMode.DateTime.self)
        case .monthDay: return checkEachStrict(StrictMode.MonthDay.self)
        case .monthDayHourMinute: return checkEachStrict(StrictMode.MonthDayHourMinute.self)
        case .hourMinute: return checkEachStrict(StrictMode.HourMinute.self)
        case .time: return checkEachStrict(StrictMode.Time.self)
        case .minuteSecond: return checkEachStrict(StrictMode.MinuteSecond.self)
        }
    }

    /// ``checkEach(_:_:)`` with the strict parser of `Mode`'s mode tried first on every input
    /// (``SelectionMode/canonicalFields(_:)``, inlined with the mode a constant).
    ///
    /// Specialised per mode; a line the fast path accepts is its own canonical text (strict
    /// parsing, Gregorian, printable ASCII), so it is copied to the output as it is.
    private func checkEachStrict<Mode: StrictMode.Constant>(_: Mode.Type) -> Int32 {
        let echo = ParseOutputLine.Echo(mode: Mode.mode.rawValue, json: json)
        return Self.checkEach(strings) { input, number, truncated in
            if !truncated, Mode.mode.canonicalFields(input) != nil {
                echo.write(canonical: input)
                return true
            }
            return check(input, number: number, truncated: truncated)
        }
    }

    /// Runs `check` on each STRING, or on each line of standard input when there are none,
    /// with its number (from 1) and whether it was cut at ``LineReader/maximumLength`` (the
    /// same cap for arguments as for lines); exit 0 when every check passed, else 1.
    ///
    /// The first failed write (a closed pipe, a full disk) ends the run: no more input is read
    /// and the exit status and message are ``StandardStreams/finish(_:)``'s.
    @inline(__always)
    static func checkEach(
        _ strings: [String], _ check: (UnsafeBufferPointer<UInt8>, _ number: Int, _ truncated: Bool) -> Bool
    ) -> Int32 {
        var allValid = true
        if strings.isEmpty {
            // The streams are globals: read once here, not once per line.
            let output = StandardStreams.output
            let errorOutput = StandardStreams.errorOutput
            let failure = LineReader(descriptor: 0).forEachLine { line, number, truncated in
                if !check(line, number, truncated) { allValid = false }
                return output.failure == nil && errorOutput.failure == nil
            }
            if let failure {
                StandardStreams.readFailed(failure)
                return ExitStatus.failure
            }
        } else {
            for (index, bytes) in rawBytes(of: strings).enumerated() {
                let truncated = bytes.count > LineReader.maximumLength
                allValid =
                    bytes.prefix(LineReader.maximumLength).withUnsafeBufferPointer {
                        check($0, index + 1, truncated)
                    } && allValid
                if StandardStreams.writeFailed { break }
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
        // Without --mode, a week, a quarter or a duration is read by its shape (2020-W53,
        // 2019-Q3, PT1H30M) like the modes of dates and times.
        if family == nil, let values = PickerMode.inferred(fromShapeOf: input)?.values, !range || values.readsRanges {
            return check(input, values, number: number, truncated: truncated)
        }
        if range { return checkRange(input, number: number, truncated: truncated) }
        // Both parsers reject over-long input after a fixed number of bytes (20 strict, 256
        // lenient), so a line truncated to its first 1024 bytes fails exactly as the whole would.
        let mode = self.mode
        if lenient {
            let result = Result { () throws(ParseError) in
                try Selection.normalizing(utf8: input, mode: mode)
            }
            return write(input, number: number, truncated: truncated, result) { .text($0.description) }
        }
        // Strict parsing accepts only the canonical form: a valid Gregorian input is its own
        // canonical text.
        let result = Result { () throws(ParseError) in try Selection(parsing: input, mode: mode) }
        return write(input, number: number, truncated: truncated, result) { selection in
            // An annotated value is not (1987-M06L-01[u-ca=chinese] is 1987-07-26[…],
            // 2019-08-20[u-ca=gregory] is 2019-08-20).
            Self.isAnnotated(input) ? .text(selection.description) : .input
        }
    }

    @inline(__always)
    private func write(
        _ input: UnsafeBufferPointer<UInt8>, number: Int, truncated: Bool,
        _ result: Result<Selection, ParseError>, canonical: (Selection) -> ParseOutputLine.Canonical
    ) -> Bool {
        ParseOutputLine.write(
            input, number: number, truncated: truncated, json: json,
            name: {
                if mode == nil, case .failure(let error) = result, let named = error.mode { return named.rawValue }
                return mode?.rawValue ?? "selection"
            }(),
            result: result.map { selection in
                Self.success(selection, canonical: canonical(selection))
            }.mapError { error in
                // A solidus is a range's in strict input: say that ranges are read with --range.
                let hint =
                    !lenient && input.contains(UInt8(ascii: "/")) ? " (a range START/END is read with --range)" : ""
                return ParseOutputLine.Failure(
                    kind: error.kind.rawValue, offset: error.offset, message: error.message + hint)
            })
    }

    /// Whether `input` holds a calendar annotation (`[`), whose canonical form may differ.
    private static func isAnnotated(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
        input.contains(UInt8(ascii: "["))
    }

    /// The JSON fields of a parsed selection.
    private static func success(_ selection: Selection, canonical: ParseOutputLine.Canonical) -> ParseOutputLine.Success
    {
        guard let mode = selection.mode else {
            return ParseOutputLine.Success(mode: Selection.presentString, canonical: canonical)
        }
        return ParseOutputLine.Success(
            mode: mode.rawValue, calendar: selection.calendar != .gregorian ? selection.calendar.rawValue : nil,
            canonical: canonical)
    }

    /// Parses one input as a range, prints the outcome, and returns whether it was valid.
    private func checkRange(_ input: UnsafeBufferPointer<UInt8>, number: Int, truncated: Bool) -> Bool {
        // The range parser looks at no more than 40 bytes, so truncation changes nothing.
        let mode = self.mode
        let result = Result { () throws(ParseError) in try SelectionRange(parsing: input, mode: mode) }
        return ParseOutputLine.write(
            input, number: number, truncated: truncated, json: json,
            name: {
                if case .failure(let error) = result, let named = mode ?? error.mode {
                    return "\(named.rawValue) range"
                }
                return "range"
            }(),
            result: result.map { parsed in
                ParseOutputLine.Success(
                    mode: parsed.mode.rawValue, canonical: Self.isAnnotated(input) ? .text(parsed.description) : .input,
                    start: json ? parsed.start.description : nil, end: json ? parsed.end.description : nil)
            }.mapError { ParseOutputLine.Failure(kind: $0.kind.rawValue, offset: $0.offset, message: $0.message) })
    }

    /// Parses one input as a value of `values`' family (a week, a quarter, a duration, or a
    /// range of them), prints the outcome, and returns whether it was valid.
    private func check(
        _ input: UnsafeBufferPointer<UInt8>, _ values: any ValueFamily, number: Int, truncated: Bool
    ) -> Bool {
        // The name is written only with an error.
        ParseOutputLine.write(
            input, number: number, truncated: truncated, json: json, name: values.name(range: range),
            result: values.parse(input, lenient: lenient, range: range))
    }
}

/// Each selection mode as a type, for ``ParseCommand``'s strict loop.
///
/// Generic code over one is specialised per mode by the compiler, with the mode a constant in
/// it. A mode passed as a value was not: the loop's function took it as an argument and called
/// the parser out of line, with the checks of every mode.
enum StrictMode {
    /// A mode as a type.
    protocol Constant {
        static var mode: SelectionMode { get }
    }

    enum Year: Constant { static var mode: SelectionMode { .year } }
    enum YearMonth: Constant { static var mode: SelectionMode { .yearMonth } }
    enum Date: Constant { static var mode: SelectionMode { .date } }
    enum DateHour: Constant { static var mode: SelectionMode { .dateHour } }
    enum DateHourMinute: Constant { static var mode: SelectionMode { .dateHourMinute } }
    enum DateTime: Constant { static var mode: SelectionMode { .dateTime } }
    enum MonthDay: Constant { static var mode: SelectionMode { .monthDay } }
    enum MonthDayHourMinute: Constant { static var mode: SelectionMode { .monthDayHourMinute } }
    enum HourMinute: Constant { static var mode: SelectionMode { .hourMinute } }
    enum Time: Constant { static var mode: SelectionMode { .time } }
    enum MinuteSecond: Constant { static var mode: SelectionMode { .minuteSecond } }
}
