extension OutputEscaping {
    /// How many characters of an argument or data value an error message shows.
    static let quotedLength = 64

    /// `text`, user-controlled, as every message shows it: between double quotes, escaped by
    /// ``terminalSafe(_:)`` (no control byte reaches the terminal) and cut after
    /// ``quotedLength`` characters, with `…` and the full size after the closing quote.
    ///
    /// ```swift
    /// OutputEscaping.quoted("\u{1B}]0;x\u{07}")   // "\"\\u{1B}]0;x\\u{7}\""
    /// ```
    static func quoted(_ text: String) -> String {
        let cut = text.unicodeScalars.count > quotedLength
        var shown = cut ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(quotedLength))) : text
        let escaped = shown.withUTF8 { terminalSafe($0) }
        return "\"" + escaped + "\"" + (cut ? "… (\(text.utf8.count) bytes)" : "")
    }

    /// `text` with every character a terminal acts on written as `\u{XX}`.
    ///
    /// Those are C0 controls other than tab and newline, DEL and C1 controls. The last guard on
    /// every line written to standard output and standard error.
    static func terminalLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isTerminalControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isTerminalControl(scalar) {
                result += "\\u{\(hex(scalar.value, digits: 1))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a terminal could act on `scalar` (everything in Cc but tab and newline).
    static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0..<0x20, 0x7F...0x9F: true
        default: false
        }
    }
}
