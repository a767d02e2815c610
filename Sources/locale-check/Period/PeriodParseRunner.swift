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
        if scanner.has("--lenient") {
            throw scanner.error("--lenient: \(mode) values are parsed strictly only (such as \(mode.example))")
        }
        json = scanner.has("--json")
        range = scanner.has("--range")
        strings = scanner.positionals
    }

    func run() -> Int32 {
        ParseCommand.checkEach(strings, check)
    }

    /// Parses one input, prints the outcome, and returns whether it was valid.
    private func check(_ input: UnsafeBufferPointer<UInt8>, number: Int, truncated: Bool) -> Bool {
        // Both parsers read at most 18 bytes, so a truncated line fails as the whole would.
        let result: Result<(canonical: String, start: String?, end: String?), PeriodParseError>
        if range {
            result = Result { () throws(PeriodParseError) in
                let parsed = try PeriodRange(parsing: input, mode: mode)
                return (
                    parsed.description, parsed.start.description, parsed.end?.description ?? Selection.presentString
                )
            }
        } else if input.elementsEqual(Selection.presentString.utf8) {
            result = .success((Selection.presentString, nil, nil))
        } else {
            result = Result { () throws(PeriodParseError) in
                (try Period(parsing: input, mode: mode).description, nil, nil)
            }
        }
        let modeName = range ? "\(mode) range" : mode.rawValue
        if json {
            var line: [UInt8] = []
            line.append(contentsOf: #"{"input":"#.utf8)
            OutputEscaping.appendJSONString(input, to: &line)
            if truncated { line.append(contentsOf: #","truncated":true"#.utf8) }
            switch result {
            case .success(let parsed):
                line.append(contentsOf: #","ok":true,"mode":"#.utf8)
                OutputEscaping.appendJSONString(
                    parsed.canonical == Selection.presentString ? parsed.canonical : mode.rawValue, to: &line)
                line.append(contentsOf: #","canonical":"#.utf8)
                OutputEscaping.appendJSONString(parsed.canonical, to: &line)
                if let start = parsed.start, let end = parsed.end {
                    line.append(contentsOf: #","start":"#.utf8)
                    OutputEscaping.appendJSONString(start, to: &line)
                    line.append(contentsOf: #","end":"#.utf8)
                    OutputEscaping.appendJSONString(end, to: &line)
                }
            case .failure(let error):
                line.append(contentsOf: #","ok":false,"error":{"kind":"#.utf8)
                OutputEscaping.appendJSONString(error.kind.rawValue, to: &line)
                line.append(contentsOf: #","offset":\#(error.offset),"message":"#.utf8)
                OutputEscaping.appendJSONString(error.message, to: &line)
                line.append(UInt8(ascii: "}"))
            }
            line.append(contentsOf: "}\n".utf8)
            line.withUnsafeBufferPointer { StandardStreams.output.write(bytes: $0) }
        } else {
            switch result {
            case .success(let parsed):
                StandardStreams.out(parsed.canonical)
            case .failure(let error):
                let shown = OutputEscaping.terminalSafe(input) + (truncated ? "..." : "")
                StandardStreams.error(
                    "line \(number): invalid \(modeName) \"\(shown)\": \(error.message) (offset \(error.offset))")
            }
        }
        if case .success = result { return true }
        return false
    }
}
