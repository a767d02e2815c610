import Testing

@testable import locale_check

@Suite("--select caret line")
struct CaretLineTests {
    @Test(
        "the caret stands under the character at the byte offset, after wide, multi-byte and escaped text",
        arguments: [
            ("440000/449900/440305", 7, "440000/449900/440305", "       ^"),
            ("广东/x", 7, "广东/x", "     ^"),
            ("é/é/x", 6, "é/é/x", "    ^"),
            ("a\u{1B}b", 2, "a\\u{1B}b", "       ^"),
            ("ab", 2, "ab", "  ^"),
        ])
    func placed(text: String, offset: Int, line: String, caret: String) {
        let shown = CaretLine.lines(text, byteOffset: offset)
        #expect(shown.text == line)
        #expect(shown.caret == caret)
    }

    @Test("a long input shows a window around the caret")
    func window() {
        let text = String(repeating: "1", count: 10_000) + "/x" + String(repeating: "2", count: 10_000)
        let shown = CaretLine.lines(text, byteOffset: 10_001)
        #expect(shown.text.count <= CaretLine.width + 2)
        #expect(shown.text.hasPrefix("…"))
        #expect(shown.text.hasSuffix("…"))
        let caretColumn = shown.caret.count - 1
        #expect(Array(shown.text)[caretColumn] == "x")
    }
}
