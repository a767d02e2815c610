import PickerKit

/// An input shown on one line with a `^` under the place an error names, escaped like every
/// echoed input and cut to a window around that place.
///
/// The caret is placed by display width, so it stands under the right character after wide
/// (CJK) and multi-byte text and after escapes such as `\u{1B}`.
enum CaretLine {
    /// Characters shown before the caret at most; the whole line shows at most ``width``.
    static let before = 40
    /// Characters of input shown at most.
    static let width = OutputEscaping.quotedLength

    /// The line showing `text` and the line with the caret under the character holding UTF-8
    /// byte `byteOffset` (or just after the end), both without indentation.
    static func lines(_ text: String, byteOffset: Int) -> (text: String, caret: String) {
        let scalars = Array(text.unicodeScalars)
        var caretIndex = scalars.count
        var bytes = 0
        for (index, scalar) in scalars.enumerated() {
            bytes += UTF8.width(scalar)
            if bytes > byteOffset {
                caretIndex = index
                break
            }
        }
        let start = max(0, caretIndex - before)
        let end = min(scalars.count, start + width)
        let head = (start > 0 ? "…" : "") + escaped(scalars[start..<caretIndex])
        let tail = escaped(scalars[caretIndex..<max(caretIndex, end)]) + (end < scalars.count ? "…" : "")
        return (head + tail, String(repeating: " ", count: DisplayWidth.of(head)) + "^")
    }

    private static func escaped(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var text = String(String.UnicodeScalarView(scalars))
        return text.withUTF8 { OutputEscaping.terminalSafe($0) }
    }
}
