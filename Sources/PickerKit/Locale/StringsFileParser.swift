/// Reads the subset of the `.strings` format PickerKit ships: `"key" = "value";` entries,
/// `/* ... */` and `// ...` comments, and the escapes `\"`, `\\`, `\n` and `\t`.
///
/// Errors name the line and column (1-based, in bytes) of the first problem.
struct StringsFileParser {
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var lineStart = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses every entry; a repeated key is an error.
    mutating func parse() throws(StringsFileError) -> [String: String] {
        var table: [String: String] = [:]
        while true {
            try skipSpaceAndComments()
            guard position < bytes.count else { return table }
            let keyLine = line
            let key = try quoted()
            try skipSpaceAndComments()
            try expect(UInt8(ascii: "="))
            try skipSpaceAndComments()
            let value = try quoted()
            try skipSpaceAndComments()
            try expect(UInt8(ascii: ";"))
            guard table.updateValue(value, forKey: key) == nil else {
                throw StringsFileError(line: keyLine, column: 1, message: "key \"\(key)\" is repeated")
            }
        }
    }

    private func error(_ message: String) -> StringsFileError {
        StringsFileError(line: line, column: position - lineStart + 1, message: message)
    }

    private mutating func advance() {
        if bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        position += 1
    }

    private mutating func expect(_ byte: UInt8) throws(StringsFileError) {
        guard position < bytes.count, bytes[position] == byte else {
            throw error("expected \"\(Character(Unicode.Scalar(byte)))\"")
        }
        advance()
    }

    private mutating func skipSpaceAndComments() throws(StringsFileError) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                advance()
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                let start = error("unterminated comment")
                advance()
                advance()
                while position + 1 < bytes.count
                    && !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
                {
                    advance()
                }
                guard position + 1 < bytes.count else { throw start }
                advance()
                advance()
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count && bytes[position] != 0x0A { advance() }
            } else {
                return
            }
        }
    }

    private mutating func quoted() throws(StringsFileError) -> String {
        try expect(UInt8(ascii: "\""))
        // The run up to the closing quote, an escape or a line break, found in place: a string
        // without escapes (nearly all) is made from its bytes at once, not appended byte by byte
        // (a process's first picker parses one table: 143,000 instructions for en's 44 strings
        // appended, callgrind).
        let start = position
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
            bytes[end] != 0x0A
        {
            end += 1
        }
        // No line break before `end`: the line and its start are unchanged.
        position = end
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            advance()
            guard let string = String(validating: bytes[start..<end], as: UTF8.self) else {
                throw error("the string before this point is not valid UTF-8")
            }
            return string
        }
        var text = Array(bytes[start..<end])
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                guard let string = String(validating: text, as: UTF8.self) else {
                    throw error("the string before this point is not valid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                guard position + 1 < bytes.count else { throw error("unterminated string") }
                advance()
                switch bytes[position] {
                case UInt8(ascii: "\""): text.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): text.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                default: throw error("unknown escape")
                }
                advance()
            case 0x0A:
                throw error("line break inside a string")
            default:
                text.append(byte)
                advance()
            }
        }
        throw error("unterminated string")
    }
}

/// A problem in a `.strings` file, at a 1-based line and byte column.
struct StringsFileError: Error, Equatable, CustomStringConvertible {
    let line: Int
    let column: Int
    let message: String

    var description: String { "line \(line), column \(column): \(message)" }
}
