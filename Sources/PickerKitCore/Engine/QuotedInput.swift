/// User input shown between double quotes in an error message, readable whatever it holds.
///
/// Invisible and control characters (spaces other than U+0020 such as U+202F, format marks,
/// controls) become `\u{XX}` (the scalar in hex), and `"` and `\` get a backslash, so the quoted
/// text shows exactly which characters were typed; text longer than ``maximumLength``
/// characters is cut to that many, with `…` and its size after the closing quote
/// (`"aaa…"… (5000 bytes)`), so a 5000-character argument does not flood the terminal.
///
/// ```swift
/// QuotedInput.quoted("2:30\u{202F}PM")   // "\"2:30\\u{202F}PM\""
/// ```
package enum QuotedInput {
    /// How many characters of the input are shown before `…`.
    static let maximumLength = 64

    /// `text` (its first ``maximumLength`` characters, then `…` and its size in bytes if
    /// longer) escaped and between double quotes.
    ///
    /// Only the first ``maximumLength`` characters are looked at, so a 10 MiB value is as quick
    /// to quote as a short one.
    package static func quoted(_ text: String) -> String {
        guard let end = text.index(text.startIndex, offsetBy: maximumLength, limitedBy: text.endIndex),
            end < text.endIndex
        else { return "\"" + escaped(text) + "\"" }
        return "\"" + escaped(String(text[..<end])) + "\"… (\(text.utf8.count) bytes)"
    }

    /// `bytes`, user input that may not be UTF-8, quoted as ``quoted(_:)`` does; each byte of
    /// invalid UTF-8 counts as one character and is shown as `\x{FF}` (not as U+FFFD, which
    /// would hide what was typed).
    ///
    /// Only the first ``maximumLength`` characters are looked at.
    static func quoted(bytes: UnsafeBufferPointer<UInt8>) -> String {
        var result = "\""
        var offset = 0
        var characters = 0
        while offset < bytes.count && characters < maximumLength {
            var iterator = bytes[offset...].makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            if case .valid(let encoded) = parser.parseScalar(from: &iterator) {
                result += escaped(String(Unicode.UTF8.decode(encoded)))
                offset += encoded.count
            } else {
                result += "\\x{" + String(bytes[offset], radix: 16, uppercase: true) + "}"
                offset += 1
            }
            characters += 1
        }
        result += "\""
        return offset < bytes.count ? result + "… (\(bytes.count) bytes)" : result
    }

    /// `text` with invisible and control characters written as `\u{XXXX}`, default-ignorable
    /// code points among them (U+034F, variation selectors, U+3164).
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case " ": result.unicodeScalars.append(scalar)
            default:
                if isInvisible(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate,
            .unassigned:
            true
        default: scalar.properties.isDefaultIgnorableCodePoint
        }
    }
}
