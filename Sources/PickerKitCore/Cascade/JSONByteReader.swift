/// A strict pull reader over the bytes of a JSON document (RFC 8259), with positioned errors.
///
/// The caller asks for the value it expects next (an object member, a string, an array
/// element); the reader never builds a tree, so memory stays the size of the input plus the
/// values kept. Each byte is looked at a constant number of times: linear time.
///
/// It reads the bytes in place: make and use it inside `withUnsafeBufferPointer` of the
/// document (every read is checked against `bytes.count` first).
struct JSONByteReader {
    /// The first byte of each kind of value.
    enum ValueKind: String {
        case object, array, string, number
        case literal = "true, false or null"
    }

    let bytes: UnsafeBufferPointer<UInt8>
    /// ``CascadeNodeTable/byteClasses``, held here so the string scan reads it directly.
    private let classes = CascadeNodeTable.byteClasses
    /// The offset of the next unread byte.
    private(set) var offset = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// An error at `offset`, with line and column.
    func error(_ kind: CascadeDataError.Kind, at offset: Int, nodePath: String? = nil, _ message: String)
        -> CascadeDataError
    {
        CascadeDataError(
            kind: kind, position: .locate(offset, in: bytes), nodePath: nodePath, message: message)
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    /// The kind of the next value (after white space), or an error naming what was found.
    @inline(__always)
    mutating func peekValueKind() throws(CascadeDataError) -> ValueKind {
        skipWhitespace()
        guard offset < bytes.count else {
            throw error(.unexpectedEnd, at: offset, "the file ends where a value belongs")
        }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), 0x30...0x39: return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): return .literal
        default: throw unexpected("a value")
        }
    }

    private func unexpected(_ expected: String) -> CascadeDataError {
        guard offset < bytes.count else {
            return error(.unexpectedEnd, at: offset, "the file ends where \(expected) belongs")
        }
        let byte = bytes[offset]
        let shown =
            (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
        return error(.unexpectedCharacter, at: offset, "expected \(expected), found \(shown)")
    }

    /// Consumes `byte` after white space, or throws naming `expected`.
    @inline(__always)
    mutating func expect(_ byte: UInt8, _ expected: String) throws(CascadeDataError) {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == byte else { throw unexpected(expected) }
        offset += 1
    }

    /// Starts an object: consumes `{`.
    mutating func beginObject() throws(CascadeDataError) {
        try expect(UInt8(ascii: "{"), "'{'")
    }

    /// The next member's key and its offset, consuming the `:`; `nil` at the closing `}`.
    ///
    /// `first` says whether this is the first member (no comma before it).
    mutating func nextKey(first: Bool) throws(CascadeDataError) -> (key: String, offset: Int)? {
        guard let keyOffset = try nextMember(first: first) else { return nil }
        return (try readKey(), keyOffset)
    }

    /// Starts the next member, consuming the comma before it unless `first`: returns the
    /// offset of its key (the opening quote, not yet read), or `nil` after consuming `}`.
    ///
    /// Read the key next with ``readKey()`` or ``readKey(ifEqualTo:)``.
    @inline(__always)
    mutating func nextMember(first: Bool) throws(CascadeDataError) -> Int? {
        skipWhitespace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return nil
        }
        if !first { try expect(UInt8(ascii: ","), "',' or '}'") }
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
            throw unexpected(first ? "a key or '}'" : "a key")
        }
        return offset
    }

    /// Reads a member's key and consumes the `:` after it.
    mutating func readKey() throws(CascadeDataError) -> String {
        let key = try readString()
        try expect(UInt8(ascii: ":"), "':'")
        return key
    }

    /// Reads the key and its `:` when the key is `literal` written without escapes, making
    /// no `String`; returns `false` and reads nothing otherwise.
    ///
    /// `literal` is ASCII without quotes or backslashes, so its bytes between quotes are
    /// exactly that key (a key written with escapes, such as `"\u0063ode"`, is left to
    /// ``readKey()``).
    @inline(__always)
    mutating func readKey(ifEqualTo literal: StaticString) throws(CascadeDataError) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count + 2 <= bytes.count, bytes[offset + count + 1] == UInt8(ascii: "\"") else {
            return false
        }
        for index in 0..<count where bytes[offset + 1 + index] != literal.utf8Start[index] { return false }
        offset += count + 2
        try expect(UInt8(ascii: ":"), "':'")
        return true
    }

    /// Starts an array: consumes `[`.
    mutating func beginArray() throws(CascadeDataError) {
        try expect(UInt8(ascii: "["), "'['")
    }

    /// Whether another element follows (consuming its comma), or `false` after consuming `]`.
    @inline(__always)
    mutating func hasNextElement(first: Bool) throws(CascadeDataError) -> Bool {
        skipWhitespace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return false
        }
        if !first { try expect(UInt8(ascii: ","), "',' or ']'") }
        return true
    }

    /// Reads a string value, checking escapes, surrogates, control characters and UTF-8.
    mutating func readString() throws(CascadeDataError) -> String {
        try expect(UInt8(ascii: "\""), "a string")
        if let (end, _) = plainString() {
            let text = UnsafeBufferPointer(rebasing: bytes[offset..<end])
            offset = end + 1
            return String(decoding: text, as: UTF8.self)
        }
        return try readEscapedString()
    }

    /// Reads a string value like ``readString()`` without making a `String`, and returns
    /// where its UTF-8 is, its length and the ``CascadeNodeTable/byteClasses`` of its bytes
    /// together.
    ///
    /// A string without escapes is its own bytes in the document: `start` is their offset. A
    /// string with escapes is decoded and appended to `decoded`: `start` is `bytes.count` plus
    /// its offset there.
    mutating func readStringBytes(decodingInto decoded: inout [UInt8]) throws(CascadeDataError) -> (
        start: Int, count: Int, classes: UInt8
    ) {
        try expect(UInt8(ascii: "\""), "a string")
        if let (end, classes) = plainString() {
            let start = offset
            offset = end + 1
            return (start, end - start, classes)
        }
        let start = decoded.count
        decoded.append(contentsOf: try readEscapedString().utf8)
        let classes = decoded.withUnsafeBufferPointer {
            CascadeNodeTable.classes(of: UnsafeBufferPointer(rebasing: $0[start...]))
        }
        return (bytes.count + start, decoded.count - start, classes)
    }

    /// The end of a plain string, one whose bytes are the string itself.
    ///
    /// The offset of the closing quote of the string whose first byte is at ``offset``, and
    /// the classes of its bytes, when no escape or control byte comes before the quote and the
    /// bytes are valid UTF-8. `nil` otherwise (nothing is consumed).
    ///
    /// One table lookup per byte (``CascadeNodeTable/byteClasses``) finds the end and what the
    /// checks of codes and names need. The UTF-8 is checked here: the standard library's
    /// validating initializer is generic and costs more than the scan.
    @inline(__always)
    private func plainString() -> (end: Int, classes: UInt8)? {
        var end = offset
        var found: UInt8 = 0
        classes.withUnsafeBufferPointer { classes in
            while end < bytes.count {
                let bits = classes[Int(bytes[end])]
                if bits & CascadeNodeTable.ByteClass.stop != 0 { break }
                found |= bits
                end += 1
            }
        }
        guard end < bytes.count && bytes[end] == UInt8(ascii: "\"") else { return nil }
        guard
            found & CascadeNodeTable.ByteClass.nonASCII == 0
                || Self.isValidUTF8(UnsafeBufferPointer(rebasing: bytes[offset..<end]))
        else { return nil }
        return (end, found)
    }

    /// Reads the rest of a string (its opening quote consumed) that has escapes, control
    /// bytes or invalid UTF-8, throwing at the first problem.
    private mutating func readEscapedString() throws(CascadeDataError) -> String {
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        while true {
            guard offset < bytes.count else { throw error(.unexpectedEnd, at: offset, "the file ends inside a string") }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                try appendValidated(runStart..<offset, to: &scalars)
                offset += 1
                if byte == UInt8(ascii: "\"") { return String(scalars) }
                scalars.append(try readEscape())
                runStart = offset
            } else if byte < 0x20 {
                throw error(
                    .controlCharacter, at: offset,
                    "control character U+\(hex4(UInt32(byte))) inside a string (escape it as \\u\(hex4(UInt32(byte))))")
            } else {
                offset += 1
            }
        }
    }

    /// Whether `bytes` are well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates,
    /// nothing above U+10FFFF), the rule ``appendValidated(_:to:)`` enforces with positions.
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // Most of the BMP (CJK among it): a lead E1–EC or EE–EF takes any two continuations.
            if (0xE1...0xEF).contains(lead) && lead != 0xED && index + 2 < count
                && bytes[index + 1] & 0xC0 == 0x80 && bytes[index + 2] & 0xC0 == 0x80
            {
                index += 3
                continue
            }
            // The allowed range of the second byte, and the number of bytes, for each lead.
            let (length, low, high): (Int, UInt8, UInt8)
            switch lead {
            case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
            case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
            case 0xED: (length, low, high) = (3, 0x80, 0x9F)
            case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
            case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
            case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
            default: return false
            }
            guard index + length <= count, (low...high).contains(bytes[index + 1]) else { return false }
            for continuation in (index + 2)..<(index + length) where bytes[continuation] & 0xC0 != 0x80 {
                return false
            }
            index += length
        }
        return true
    }

    /// Appends the UTF-8 bytes in `range`, throwing at the first invalid sequence.
    private func appendValidated(_ range: Range<Int>, to scalars: inout String.UnicodeScalarView)
        throws(CascadeDataError)
    {
        var position = range.lowerBound
        if bytes[range].allSatisfy({ $0 < 0x80 }) {
            for byte in bytes[range] { scalars.append(Unicode.Scalar(byte)) }
            return
        }
        var iterator = bytes[range].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                scalars.append(Unicode.UTF8.decode(encoded))
                position += encoded.count
            case .emptyInput:
                return
            case .error:
                throw error(.invalidUTF8, at: position, "invalid UTF-8 byte 0x\(String(bytes[position], radix: 16))")
            }
        }
    }

    /// Reads the escape after a backslash (already consumed).
    private mutating func readEscape() throws(CascadeDataError) -> Unicode.Scalar {
        let escapeOffset = offset - 1
        guard offset < bytes.count else { throw error(.unexpectedEnd, at: offset, "the file ends inside an escape") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try readHex4(escapeOffset)
            if (0xDC00...0xDFFF).contains(high) {
                throw error(.invalidEscape, at: escapeOffset, "lone low surrogate \\u\(hex4(high))")
            }
            guard (0xD800...0xDBFF).contains(high) else { return Unicode.Scalar(high)! }
            guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
            else {
                throw error(.invalidEscape, at: escapeOffset, "high surrogate \\u\(hex4(high)) without a low surrogate")
            }
            let lowOffset = offset
            offset += 2
            let low = try readHex4(lowOffset)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error(
                    .invalidEscape, at: lowOffset, "\\u\(hex4(low)) is not a low surrogate after \\u\(hex4(high))")
            }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
        default:
            throw error(
                .invalidEscape, at: escapeOffset,
                "unknown escape; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
    }

    private mutating func readHex4(_ escapeOffset: Int) throws(CascadeDataError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count else {
                throw error(.unexpectedEnd, at: offset, "the file ends inside an escape")
            }
            let byte = bytes[offset]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw error(.invalidEscape, at: escapeOffset, "\\u needs 4 hexadecimal digits")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Reads a number that must be an integer in `range` (JSON grammar checked first).
    mutating func readInteger(in range: ClosedRange<Int>) throws(CascadeDataError) -> Int {
        skipWhitespace()
        let start = offset
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let digitsStart = offset
        while offset < bytes.count, (0x30...0x39).contains(bytes[offset]) { offset += 1 }
        let digitCount = offset - digitsStart
        guard digitCount > 0 else { throw error(.invalidNumber, at: start, "a number needs digits") }
        if digitCount > 1 && bytes[digitsStart] == 0x30 {
            throw error(.invalidNumber, at: start, "a number cannot have leading zeros")
        }
        if offset < bytes.count,
            bytes[offset] == UInt8(ascii: ".") || bytes[offset] == UInt8(ascii: "e")
                || bytes[offset] == UInt8(ascii: "E")
        {
            throw error(.invalidNumber, at: start, "expected an integer")
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard digitCount <= 18, let value = Int(text), range.contains(value) else {
            throw error(
                .invalidNumber, at: start,
                "\(QuotedInput.quoted(text)) is out of range \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }

    /// Checks that only white space follows the document.
    mutating func expectEnd() throws(CascadeDataError) {
        skipWhitespace()
        if offset < bytes.count {
            throw error(.trailingContent, at: offset, "unexpected content after the end of the document")
        }
    }
}
