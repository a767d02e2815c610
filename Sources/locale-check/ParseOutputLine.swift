/// One line of `parse` output for one input, the same for dates, ranges, weeks, quarters and
/// durations: a JSON object (`input`, `truncated`, then `"ok":true` and the value's fields, or
/// `"ok":false` and the error's kind, offset and message) or, in text, the canonical value on
/// stdout or `line N: invalid NAME "INPUT": MESSAGE (offset K)` on stderr.
enum ParseOutputLine {
    /// A JSON field value of a success.
    enum Value {
        case string(String)
        case number(Int)
    }

    /// What a parse failure reports.
    struct Failure: Error {
        /// The error kind's raw value, such as `"day-out-of-range"`.
        let kind: String
        /// The byte offset of the problem.
        let offset: Int
        /// The message, naming the problem.
        let message: String
    }

    /// A success: the canonical text and the JSON fields after `"ok":true`, in order.
    typealias Success = (canonical: String, fields: [(name: String, value: Value)])

    /// Prints the line for `input` (line `number`; `truncated` when only its first bytes were
    /// read), naming it `name` in a text error (`date`, `year-week range`, `duration`), and
    /// returns whether it parsed.
    static func write(
        _ input: UnsafeBufferPointer<UInt8>, number: Int, truncated: Bool, json: Bool, name: String,
        result: Result<Success, Failure>
    ) -> Bool {
        if json {
            var line: [UInt8] = []
            line.reserveCapacity(input.count + 128)
            line.append(contentsOf: #"{"input":"#.utf8)
            OutputEscaping.appendJSONString(input, to: &line)
            if truncated { line.append(contentsOf: #","truncated":true"#.utf8) }
            switch result {
            case .success(let success):
                line.append(contentsOf: #","ok":true"#.utf8)
                for field in success.fields {
                    line.append(contentsOf: ",\"\(field.name)\":".utf8)
                    switch field.value {
                    case .string(let text): OutputEscaping.appendJSONString(text, to: &line)
                    case .number(let number): line.append(contentsOf: String(number).utf8)
                    }
                }
            case .failure(let error):
                line.append(contentsOf: #","ok":false,"error":{"kind":"#.utf8)
                OutputEscaping.appendJSONString(error.kind, to: &line)
                line.append(contentsOf: #","offset":\#(error.offset),"message":"#.utf8)
                OutputEscaping.appendJSONString(error.message, to: &line)
                line.append(UInt8(ascii: "}"))
            }
            line.append(contentsOf: "}\n".utf8)
            line.withUnsafeBufferPointer { StandardStreams.output.write(bytes: $0) }
        } else {
            switch result {
            case .success(let success):
                StandardStreams.out(success.canonical)
            case .failure(let error):
                let shown = OutputEscaping.terminalSafe(input) + (truncated ? "..." : "")
                StandardStreams.error(
                    "line \(number): invalid \(name) \"\(shown)\": \(error.message) (offset \(error.offset))")
            }
        }
        if case .success = result { return true }
        return false
    }
}
