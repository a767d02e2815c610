import PickerKit

/// `parse --mode duration [--lenient] [--json] [STRING ...]`: checks durations and prints
/// their canonical form, one per STRING or line of standard input.
struct DurationParse {
    let strings: [String]
    let lenient: Bool
    let json: Bool

    func run() -> Int32 {
        ParseCommand.checkEach(strings, check)
    }

    /// Parses one input, prints the outcome, and returns whether it was valid.
    private func check(_ input: UnsafeBufferPointer<UInt8>, number: Int, truncated: Bool) -> Bool {
        let lenient = self.lenient
        let result = Result { () throws(ParseError) in try DurationSelection(utf8: input, lenient: lenient) }
        return ParseOutputLine.write(
            input, number: number, truncated: truncated, json: json, name: "duration",
            result: result.map { duration in
                ParseOutputLine.Success(
                    mode: "duration", canonical: .text(duration.description), seconds: duration.totalSeconds)
            }.mapError { ParseOutputLine.Failure(kind: $0.kind.rawValue, offset: $0.offset, message: $0.message) })
    }
}
