import Testing

@testable import locale_check

/// Long error messages are cut before control bytes are escaped, so no escape is cut in half.
@Suite("error lines: cut, then escaped")
struct ErrorLineTests {
    @Test("a cut never splits an escape, wherever the control byte falls", arguments: [1, 2, 5, 8])
    func cutKeepsEscapesWhole(offset: Int) {
        let limit = StandardStreams.maximumErrorLength
        let text = String(repeating: "a", count: limit - offset) + "\u{1B}" + String(repeating: "b", count: 50)
        let line = StandardStreams.errorLine(text)
        #expect(line.contains("\\u{1B}"))
        #expect(!line.unicodeScalars.contains("\u{1B}"))
        #expect(line.hasSuffix("… (\(text.unicodeScalars.count - limit) more characters)"))
    }

    @Test("a short message is only escaped")
    func short() {
        #expect(StandardStreams.errorLine("Error: \u{7}x") == "Error: \\u{7}x")
    }
}
