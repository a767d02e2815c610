import PickerKit

/// One line of `parse` output for one input, the same for dates, ranges, weeks, quarters and
/// durations: a JSON object (`input`, `truncated`, then `"ok":true` and the value's fields, or
/// `"ok":false` and the error's kind, offset and message) or, in text, the canonical value on
/// stdout or `line N: invalid NAME "INPUT": MESSAGE (offset K)` on stderr.
///
/// A valid line is written straight into standard output's buffer: no array, no `String` and
/// no escaping pass for the usual line, which is printable ASCII (a strict parser accepts
/// nothing else); only a line with other bytes goes through ``OutputEscaping``.
enum ParseOutputLine {
    /// The canonical text of a success.
    enum Canonical {
        /// The input itself: strict parsers accept only the canonical form, so a valid input
        /// is its own canonical text (checked by the fuzzer and the tests).
        case input
        /// Text of its own (lenient parsing).
        case text(String)
    }

    /// A success: its JSON fields after `"ok":true` are `mode`, then `calendar`, `canonical`,
    /// `start`, `end` and `seconds` where present, in that order.
    struct Success {
        var mode: String
        var calendar: String? = nil
        var canonical: Canonical
        var start: String? = nil
        var end: String? = nil
        var seconds: Int? = nil
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

    /// Prints the line for `input` (line `number`; `truncated` when only its first bytes were
    /// read), naming it `name` in a text error (`date`, `year-week range`, `duration`), and
    /// returns whether it parsed.
    @inline(__always)
    static func write(
        _ input: UnsafeBufferPointer<UInt8>, number: Int, truncated: Bool, json: Bool,
        name: @autoclosure () -> String, result: Result<Success, Failure>
    ) -> Bool {
        switch result {
        case .success(let success):
            if json {
                writeJSON(input, truncated: truncated, success)
            } else {
                switch success.canonical {
                case .input: writeTextLine(input)
                case .text(var text): text.withUTF8 { writeTextLine($0) }
                }
            }
            return true
        case .failure(let error):
            writeFailure(input, number: number, truncated: truncated, json: json, name: name(), error)
            return false
        }
    }

    /// Writes the lines of valid inputs of one mode that are their own canonical text (strict
    /// parsing, Gregorian): the constant part of the JSON line is built once, so a line costs
    /// two copies of the input into standard output's buffer.
    struct Echo {
        private let output = StandardStreams.output
        private let json: Bool
        /// The constant part between the inputs: `","ok":true,"mode":"MODE","canonical":"`.
        private let middle: [UInt8]

        init(mode: String, json: Bool) {
            self.json = json
            var middle = Array(#"","ok":true,"mode":"#.utf8)
            OutputEscaping.appendJSONString(mode, to: &middle)
            middle += #","canonical":""#.utf8
            self.middle = middle
        }

        /// Writes the line of `input`, a value a strict parser accepted as its own canonical
        /// text: at most ``SelectionMode/maximumCanonicalLength`` bytes of digits and
        /// separators, so nothing to escape and no need to look at the bytes again.
        @inline(__always)
        func write(canonical input: UnsafeBufferPointer<UInt8>) {
            assert(input.count <= SelectionMode.maximumCanonicalLength && isPlain(input))
            guard let base = input.baseAddress else { return }
            let count = input.count
            if !json {
                let target = output.reserve(count + 1)
                target.update(from: base, count: count)
                target[count] = 0x0A
                output.commit(count + 1)
                return
            }
            // {"input":"INPUT","ok":true,"mode":"MODE","canonical":"INPUT"}\n
            let size = 10 + count + middle.count + count + 3
            var target = output.reserve(size)
            for byte in #"{"input":""#.utf8 {
                target.pointee = byte
                target += 1
            }
            target.update(from: base, count: count)
            target += count
            middle.withUnsafeBufferPointer { target.update(from: $0.baseAddress!, count: $0.count) }
            target += middle.count
            target.update(from: base, count: count)
            target += count
            target[0] = 0x22
            target[1] = 0x7D
            target[2] = 0x0A
            output.commit(size)
        }
    }

    /// Writes `text` and a newline to standard output, escaped as ``StandardStreams/out(_:)``
    /// escapes lines when it holds anything but printable ASCII.
    private static func writeTextLine(_ text: UnsafeBufferPointer<UInt8>) {
        guard isPlain(text), text.count < 4096 else {
            StandardStreams.out(String(decoding: text, as: UTF8.self))
            return
        }
        let output = StandardStreams.output
        let target = output.reserve(text.count + 1)
        if let base = text.baseAddress { target.update(from: base, count: text.count) }
        target[text.count] = 0x0A
        output.commit(text.count + 1)
    }

    /// Whether every byte is printable ASCII other than `"` and `\` (nothing to escape in a
    /// terminal line or a JSON string).
    @inline(__always)
    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte < 0x20 || byte > 0x7E || byte == 0x22 || byte == 0x5C {
            return false
        }
        return true
    }

    private static func writeJSON(_ input: UnsafeBufferPointer<UInt8>, truncated: Bool, _ success: Success) {
        var line = JSONLine()
        line.raw(static: #"{"input":"#)
        line.string(input)
        if truncated { line.raw(static: #","truncated":true"#) }
        line.raw(static: #","ok":true,"mode":"#)
        line.string(success.mode)
        if let calendar = success.calendar {
            line.raw(static: #","calendar":"#)
            line.string(calendar)
        }
        line.raw(static: #","canonical":"#)
        switch success.canonical {
        case .input: line.string(input)
        case .text(let text): line.string(text)
        }
        if let start = success.start {
            line.raw(static: #","start":"#)
            line.string(start)
        }
        if let end = success.end {
            line.raw(static: #","end":"#)
            line.string(end)
        }
        if let seconds = success.seconds {
            line.raw(static: #","seconds":"#)
            line.raw(String(seconds))
        }
        line.raw(static: "}\n")
    }

    private static func writeFailure(
        _ input: UnsafeBufferPointer<UInt8>, number: Int, truncated: Bool, json: Bool, name: String, _ error: Failure
    ) {
        if json {
            var line: [UInt8] = []
            line.reserveCapacity(input.count + 128)
            line.append(contentsOf: #"{"input":"#.utf8)
            OutputEscaping.appendJSONString(input, to: &line)
            if truncated { line.append(contentsOf: #","truncated":true"#.utf8) }
            line.append(contentsOf: #","ok":false,"error":{"kind":"#.utf8)
            OutputEscaping.appendJSONString(error.kind, to: &line)
            line.append(contentsOf: #","offset":\#(error.offset),"message":"#.utf8)
            OutputEscaping.appendJSONString(error.message, to: &line)
            line.append(contentsOf: "}}\n".utf8)
            line.withUnsafeBufferPointer { StandardStreams.output.write(bytes: $0) }
        } else {
            let shown = OutputEscaping.terminalSafe(input) + (truncated ? "..." : "")
            StandardStreams.error(
                "line \(number): invalid \(name) \"\(shown)\": \(error.message) (offset \(error.offset))")
        }
    }

    /// Appends the pieces of one JSON line to standard output's buffer.
    private struct JSONLine {
        let output = StandardStreams.output

        /// Appends `text`, which needs no escaping.
        @inline(__always)
        mutating func raw(static text: StaticString) {
            write(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }

        mutating func raw(_ text: String) {
            var text = text
            text.withUTF8 { write($0) }
        }

        /// Appends `bytes` as a JSON string literal, as ``OutputEscaping/appendJSONString(_:to:)``
        /// writes it.
        @inline(__always)
        mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard ParseOutputLine.isPlain(bytes), bytes.count < 4000 else {
                var escaped: [UInt8] = []
                OutputEscaping.appendJSONString(bytes, to: &escaped)
                escaped.withUnsafeBufferPointer { write($0) }
                return
            }
            let target = output.reserve(bytes.count + 2)
            target[0] = 0x22
            if let base = bytes.baseAddress { (target + 1).update(from: base, count: bytes.count) }
            target[bytes.count + 1] = 0x22
            output.commit(bytes.count + 2)
        }

        mutating func string(_ text: String) {
            var text = text
            text.withUTF8 { string($0) }
        }

        @inline(__always)
        private func write(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard bytes.count < 4096 else {
                output.write(bytes: bytes)
                return
            }
            let target = output.reserve(bytes.count)
            if let base = bytes.baseAddress { target.update(from: base, count: bytes.count) }
            output.commit(bytes.count)
        }
    }
}
