import PickerKit

/// `parse --mode year-week|year-quarter`: strict week and quarter strings (and ranges of
/// them with `--range`), printed canonical or refused with the offset of the problem.
struct PeriodParseRunner {
    let mode: PeriodMode
    let json: Bool
    let range: Bool
    let strings: [String]

    init(_ scanner: ArgumentScanner, mode: PeriodMode) throws(UsageError) {
        self.mode = mode
        if scanner.has(.lenient) {
            throw scanner.error("--lenient: \(mode) values are parsed strictly only (such as \(mode.example))")
        }
        json = scanner.has(.json)
        range = scanner.has(.range)
        strings = scanner.positionals
    }

    func run() -> Int32 {
        ParseCommand.checkEach(strings, check)
    }

    /// Parses one input, prints the outcome, and returns whether it was valid.
    private func check(_ input: UnsafeBufferPointer<UInt8>, number: Int, truncated: Bool) -> Bool {
        // Both parsers read at most 18 bytes, so a truncated line fails as the whole would.
        let result: Result<(canonical: String, start: String?, end: String?), ParseError>
        if range {
            result = Result { () throws(ParseError) in
                let parsed = try PeriodRange(parsing: input, mode: mode)
                return (
                    parsed.description, parsed.start.description, parsed.end?.description ?? Selection.presentString
                )
            }
        } else if input.elementsEqual(Selection.presentString.utf8) {
            result = .success((Selection.presentString, nil, nil))
        } else {
            result = Result { () throws(ParseError) in
                (try Period(parsing: input, mode: mode).description, nil, nil)
            }
        }
        return ParseOutputLine.write(
            input, number: number, truncated: truncated, json: json, name: range ? "\(mode) range" : mode.rawValue,
            result: result.map { parsed in
                ParseOutputLine.Success(
                    mode: parsed.canonical == Selection.presentString ? parsed.canonical : mode.rawValue,
                    canonical: .text(parsed.canonical), start: parsed.start, end: parsed.end)
            }.mapError { ParseOutputLine.Failure(kind: $0.kind.rawValue, offset: $0.offset, message: $0.message) })
    }
}
