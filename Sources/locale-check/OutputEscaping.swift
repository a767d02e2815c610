/// Escaping of untrusted input bytes for the two places `locale-check` prints them.
enum OutputEscaping {
    /// Appends `bytes` as a JSON string literal (with quotes) to `output`; always valid JSON.
    ///
    /// `"` and `\` are escaped, control characters (C0 U+0000...U+001F, DEL U+007F, C1
    /// U+0080...U+009F), U+2028/U+2029, format characters (bidi controls such as U+202E,
    /// invisible ones such as U+200B, tag characters) and noncharacters become `\u00XX`,
    /// `\u202E` (a surrogate pair above U+FFFF); each byte of invalid UTF-8 becomes the escape
    /// `\uFFFD`. The result holds no byte a terminal acts on or reorders.
    static func appendJSONString(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 {
                switch byte {
                case 0x22: output.append(contentsOf: #"\""#.utf8)
                case 0x5C: output.append(contentsOf: #"\\"#.utf8)
                case 0..<0x20, 0x7F: output.append(contentsOf: "\\u\(hex(UInt32(byte), digits: 4))".utf8)
                default: output.append(byte)
                }
                offset += 1
                continue
            }
            var iterator = bytes[offset...].makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            if case .valid(let encoded) = parser.parseScalar(from: &iterator) {
                let scalar = Unicode.UTF8.decode(encoded)
                if isJSONEscaped(scalar) {
                    for unit in scalar.utf16 { output.append(contentsOf: "\\u\(hex(UInt32(unit), digits: 4))".utf8) }
                } else {
                    output.append(contentsOf: encoded)
                }
                offset += encoded.count
            } else {
                output.append(contentsOf: #"\uFFFD"#.utf8)  // one invalid byte, visibly replaced
                offset += 1
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Whether JSON output writes the non-ASCII `scalar` as a `\u` escape: C1 controls, the
    /// line and paragraph separators, format characters (Cf: bidi controls, invisible
    /// characters, tag characters) and noncharacters.
    static func isJSONEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x80...0x9F, 0x2028, 0x2029: return true
        default:
            let properties = scalar.properties
            return properties.generalCategory == .format || properties.isNoncharacterCodePoint
        }
    }

    /// Appends `string` as a JSON string literal.
    static func appendJSONString(_ string: String, to output: inout [UInt8]) {
        var string = string
        string.withUTF8 { appendJSONString($0, to: &output) }
    }

    /// `bytes` made safe for a terminal line, to print between double quotes.
    ///
    /// Printable characters stay as they are; `"` and `\` get a backslash; control, format,
    /// separator, private-use and unassigned characters become `\u{XX}` (their scalar value in
    /// hex); each byte of invalid UTF-8 becomes `\x{FF}`.
    static func terminalSafe(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var text = ""
        var offset = 0
        forEachScalar(bytes) { scalar in
            guard let scalar else {
                text += "\\x{\(hex(UInt32(bytes[offset]), digits: 2))}"
                offset += 1
                return
            }
            offset += UTF8.width(scalar)
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
                    text += "\\u{\(hex(scalar.value, digits: 1))}"
                default:
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text
    }

    /// Calls `body` with each scalar of `bytes`, or with `nil` once per invalid byte.
    ///
    /// Invalid UTF-8 is reported byte by byte, so callers can count offsets.
    private static func forEachScalar(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Unicode.Scalar?) -> Void) {
        var offset = 0
        while offset < bytes.count {
            var iterator = bytes[offset...].makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                body(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error:
                body(nil)
                offset += 1
            case .emptyInput:
                return
            }
        }
    }

    /// The offset of the first byte of `bytes` that is not part of valid UTF-8, or `nil`.
    static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var offset = 0
        var invalid: Int?
        forEachScalar(bytes) { scalar in
            guard invalid == nil else { return }
            if let scalar { offset += UTF8.width(scalar) } else { invalid = offset }
        }
        return invalid
    }

    /// `value` in upper-case hexadecimal, zero-padded to `digits`.
    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
