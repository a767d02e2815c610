/// User input shown between double quotes in an error message, readable whatever it holds.
///
/// Invisible and control characters (spaces other than U+0020 such as U+202F, format marks,
/// controls) become `\u{XXXX}`, and `"` and `\` get a backslash, so the quoted text shows
/// exactly which characters were typed; text longer than ``maximumLength`` characters is cut
/// to that many, followed by `…`, so a 5000-character argument does not flood the terminal.
///
/// ```swift
/// QuotedInput.quoted("2:30\u{202F}PM")   // "\"2:30\\u{202F}PM\""
/// ```
enum QuotedInput {
    /// How many characters of the input are shown before `…`.
    static let maximumLength = 64

    /// `text` (its first ``maximumLength`` characters and `…` if longer) escaped and between
    /// double quotes.
    static func quoted(_ text: String) -> String {
        guard text.count > maximumLength else { return "\"" + escaped(text) + "\"" }
        return "\"" + escaped(String(text.prefix(maximumLength))) + "…\""
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
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) + "}"
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

extension String {
    /// The string with `0` in front up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
