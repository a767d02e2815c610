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
enum QuotedInput {
    /// How many characters of the input are shown before `…`.
    static let maximumLength = 64

    /// `text` (its first ``maximumLength`` characters, then `…` and its size in bytes if
    /// longer) escaped and between double quotes.
    ///
    /// Only the first ``maximumLength`` characters are looked at, so a 10 MiB value is as quick
    /// to quote as a short one.
    static func quoted(_ text: String) -> String {
        guard let end = text.index(text.startIndex, offsetBy: maximumLength, limitedBy: text.endIndex),
            end < text.endIndex
        else { return "\"" + escaped(text) + "\"" }
        return "\"" + escaped(String(text[..<end])) + "\"… (\(text.utf8.count) bytes)"
    }

    /// `text` with invisible and control characters written as `\u{XXXX}`.
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
        default: false
        }
    }
}
