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
        let result = Result { () throws(DurationError) in try DurationSelection(utf8: input, lenient: lenient) }
        if json {
            var line: [UInt8] = []
            line.append(contentsOf: #"{"input":"#.utf8)
            OutputEscaping.appendJSONString(input, to: &line)
            if truncated { line.append(contentsOf: #","truncated":true"#.utf8) }
            switch result {
            case .success(let duration):
                line.append(contentsOf: #","ok":true,"mode":"duration","canonical":"#.utf8)
                OutputEscaping.appendJSONString(duration.description, to: &line)
                line.append(contentsOf: #","seconds":\#(duration.totalSeconds)"#.utf8)
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
            case .success(let duration):
                StandardStreams.out(duration.description)
            case .failure(let error):
                let shown = OutputEscaping.terminalSafe(input) + (truncated ? "..." : "")
                StandardStreams.error(
                    "line \(number): invalid duration \"\(shown)\": \(error.message) (offset \(error.offset))")
            }
        }
        if case .success = result { return true }
        return false
    }
}
