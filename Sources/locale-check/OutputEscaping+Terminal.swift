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
        if text.unicodeScalars.contains("\u{FFFD}"), let raw = RawArguments.bytes(decodingTo: text) {
            return raw.withUnsafeBufferPointer { quoted(bytes: $0) }
        }
        var text = text
        return text.withUTF8 { quoted(bytes: $0) }
    }

    /// `"…" at K: byte 0xFF is not UTF-8` for `bytes` that are not UTF-8 (the value quoted,
    /// each invalid byte shown `\x{FF}`, K the offset of the first), `nil` for UTF-8.
    static func invalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let offset = firstInvalidUTF8(bytes) else { return nil }
        return "\(quoted(bytes: bytes)) at \(offset): byte 0x\(hex(UInt32(bytes[offset]), digits: 2)) is not UTF-8"
    }

    /// `bytes`, user-controlled and possibly not UTF-8, quoted as ``quoted(_:)`` does: each
    /// byte of invalid UTF-8 counts as one character and is shown as `\x{FF}`.
    ///
    /// Only the first ``quotedLength`` characters are looked at, so a 10 MiB value costs no
    /// more than a short one.
    static func quoted(bytes: UnsafeBufferPointer<UInt8>) -> String {
        let (text, size) = shown(bytes: bytes)
        return "\"" + text + "\"" + (size.map { "… (\($0) bytes)" } ?? "")
    }

    /// The escaped first ``quotedLength`` characters of `bytes`, and the size in bytes when
    /// that is not all of them.
    static func shown(bytes: UnsafeBufferPointer<UInt8>) -> (text: String, cutFrom: Int?) {
        var end = 0
        var characters = 0
        while end < bytes.count && characters < quotedLength {
            var iterator = bytes[end...].makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            if case .valid(let encoded) = parser.parseScalar(from: &iterator) {
                end += encoded.count
            } else {
                end += 1
            }
            characters += 1
        }
        let escaped = terminalSafe(UnsafeBufferPointer(rebasing: bytes[..<end]))
        return (escaped, end < bytes.count ? bytes.count : nil)
    }

    /// `text`, a name from a data file printed unquoted, cut after ``quotedLength`` characters
    /// with `…` and its size in bytes, like every echoed value; shorter text is unchanged.
    static func cut(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: quotedLength, limitedBy: scalars.endIndex),
            end < scalars.endIndex
        else { return text }
        return String(scalars[..<end]) + "… (\(text.utf8.count) bytes)"
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
