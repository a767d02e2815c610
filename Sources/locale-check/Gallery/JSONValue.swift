/// A JSON value read back from what `labels --json` prints, so that `gallery` draws exactly the
/// rows, labels and selections that command gives.
///
/// Reads RFC 8259 JSON: objects, arrays, strings (escapes and surrogate pairs), numbers, `true`,
/// `false`, `null`. Numbers are kept as `Double`.
enum JSONValue: Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// Why a text is not JSON, with the byte offset where reading stopped.
    struct SyntaxError: Error, Equatable, CustomStringConvertible {
        let offset: Int
        var description: String { "malformed JSON at byte \(offset)" }
    }

    /// Reads `text`, which must hold exactly one value (surrounding whitespace allowed).
    init(parsing text: String) throws(SyntaxError) {
        var reader = Reader(bytes: Array(text.utf8))
        self = try reader.value()
        reader.skipSpace()
        guard reader.index == reader.bytes.count else { throw SyntaxError(offset: reader.index) }
    }

    /// The member `key` of an object, or `nil`.
    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    /// The elements of an array (empty for anything else).
    var elements: [JSONValue] {
        if case .array(let elements) = self { elements } else { [] }
    }

    /// The text of a string, or `nil`.
    var text: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The value of a whole number, or `nil`.
    var integer: Int? {
        if case .number(let number) = self, number == number.rounded(), abs(number) < 1e15 { Int(number) } else { nil }
    }

    /// Whether this is `true`.
    var isTrue: Bool { self == .bool(true) }

    /// A cursor over UTF-8 bytes.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func value() throws(SyntaxError) -> JSONValue {
            skipSpace()
            guard index < bytes.count else { throw SyntaxError(offset: index) }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .null)
            default: return try number()
            }
        }

        private mutating func literal(_ word: String, _ value: JSONValue) throws(SyntaxError) -> JSONValue {
            let word = Array(word.utf8)
            guard index + word.count <= bytes.count, Array(bytes[index..<index + word.count]) == word else {
                throw SyntaxError(offset: index)
            }
            index += word.count
            return value
        }

        private mutating func expect(_ byte: UInt8) throws(SyntaxError) {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { throw SyntaxError(offset: index) }
            index += 1
        }

        /// Whether the next byte (after whitespace) is `byte`; consumes it if so.
        private mutating func take(_ byte: UInt8) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        private mutating func object() throws(SyntaxError) -> JSONValue {
            index += 1
            var members: [String: JSONValue] = [:]
            if take(UInt8(ascii: "}")) { return .object(members) }
            repeat {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw SyntaxError(offset: index) }
                let key = try string()
                try expect(UInt8(ascii: ":"))
                members[key] = try value()
            } while take(UInt8(ascii: ","))
            try expect(UInt8(ascii: "}"))
            return .object(members)
        }

        private mutating func array() throws(SyntaxError) -> JSONValue {
            index += 1
            var elements: [JSONValue] = []
            if take(UInt8(ascii: "]")) { return .array(elements) }
            repeat { elements.append(try value()) } while take(UInt8(ascii: ","))
            try expect(UInt8(ascii: "]"))
            return .array(elements)
        }

        private mutating func number() throws(SyntaxError) -> JSONValue {
            let start = index
            while index < bytes.count, Array("+-0123456789.eE".utf8).contains(bytes[index]) { index += 1 }
            guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                throw SyntaxError(offset: start)
            }
            return .number(number)
        }

        /// Four hex digits after `\u`.
        private mutating func hexQuad() throws(SyntaxError) -> UInt32 {
            guard index + 4 <= bytes.count,
                let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
            else { throw SyntaxError(offset: index) }
            index += 4
            return value
        }

        private mutating func string() throws(SyntaxError) -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            func endRun() {
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                run.removeAll(keepingCapacity: true)
            }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    endRun()
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    endRun()
                    guard index < bytes.count else { throw SyntaxError(offset: index) }
                    let escape = bytes[index]
                    index += 1
                    let simple: [UInt8: Unicode.Scalar] = [
                        UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/",
                        UInt8(ascii: "b"): "\u{8}", UInt8(ascii: "f"): "\u{C}", UInt8(ascii: "n"): "\n",
                        UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
                    ]
                    if let scalar = simple[escape] {
                        scalars.append(scalar)
                        continue
                    }
                    guard escape == UInt8(ascii: "u") else { throw SyntaxError(offset: index - 1) }
                    var code = try hexQuad()
                    if (0xD800...0xDBFF).contains(code), index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try hexQuad()
                        guard (0xDC00...0xDFFF).contains(low) else { throw SyntaxError(offset: index - 4) }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw SyntaxError(offset: index - 4) }
                    scalars.append(scalar)
                case 0..<0x20:
                    throw SyntaxError(offset: index - 1)
                default:
                    run.append(byte)
                }
            }
            throw SyntaxError(offset: index)
        }
    }
}
