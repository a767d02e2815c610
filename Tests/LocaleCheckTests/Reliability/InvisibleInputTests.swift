import Foundation
import Testing

/// Whether `text` holds a bidi control or another invisible format character raw.
private func hasRawInvisible(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.properties.generalCategory == .format || $0 == "\u{FFFD}" }
}

@Suite("locale-check: bidi and invisible input is escaped in library messages, long codes are cut")
struct InvisibleInputTests {
    static let selections: [(String, String)] = [
        ("2019-08-20[u-ca=\u{202E}abc]", #"unknown calendar "\u{202E}abc""#),
        ("2019-08-20[\u{202E}u-ca=abc]", #"unknown annotation key "\u{202E}u-ca""#),
        ("2019-08-20[u-ca=\u{2066}x\u{200B}]", #"unknown calendar "\u{2066}x\u{200B}""#),
    ]

    @Test("selection errors escape the annotation key and the calendar name", arguments: selections)
    func selection(input: String, expected: String) throws {
        let output = try LocaleCheckRunner.run(["parse", input])
        #expect(output.status == 1)
        #expect(output.stderr.contains(expected), "\(output.stderr)")
        #expect(!hasRawInvisible(output.stderr), "\(output.stderr.debugDescription)")
    }

    @Test("invalid bytes in an annotated calendar name show as \\x{FF}, not U+FFFD")
    func invalidBytes() throws {
        var input = Data("2019-08-20[u-ca=ab".utf8)
        input.append(0xFF)
        input.append(contentsOf: Array("c]\n".utf8))
        let output = try LocaleCheckRunner.run(["parse"], input: input)
        #expect(output.status == 1)
        #expect(output.stderr.contains(#"unknown calendar "ab\x{FF}c""#), "\(output.stderr)")
        #expect(!output.stderr.contains("\u{FFFD}"))
    }

    static func dataFile(_ json: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-\(UUID()).json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("an invalid cascade code is escaped and cut at 64 characters, quickly, whatever its size")
    func cascadeCode() throws {
        let bidi = try Self.dataFile(#"{"nodes":[{"code":"1\u202ex","name":"A"}]}"#)
        defer { try? FileManager.default.removeItem(atPath: bidi) }
        let output = try LocaleCheckRunner.run(["divisions", "--data", bidi])
        #expect(output.status == 1)
        #expect(output.stderr.contains(#"code "1\u{202E}x" must be"#), "\(output.stderr)")
        #expect(!hasRawInvisible(output.stderr))

        let long = String(repeating: "\u{202E}", count: 40) + String(repeating: "x", count: 4 << 20)
        let big = try Self.dataFile(#"{"nodes":[{"code":""# + long + #"","name":"A"}]}"#)
        defer { try? FileManager.default.removeItem(atPath: big) }
        // Escaping all 4 MB, or a scan quadratic in it, would outlive the guard by hours.
        let cut = try LocaleCheckRunner.run(["divisions", "--data", big], timeLimit: 120)
        #expect(!cut.timedOut)
        #expect(cut.status == 1)
        let shown = String(repeating: "\\u{202E}", count: 40) + String(repeating: "x", count: 24)
        #expect(
            cut.stderr.contains("code \"\(shown)\"… (\(long.utf8.count) bytes) must be"), "\(cut.stderr.prefix(300))")
        #expect(cut.stderr.utf8.count < 1000)
    }
}

@Suite("locale-check parse: a month code no year has names the year's real months")
struct MissingMonthMessageTests {
    static let cases: [(String, String)] = [
        (
            "5784-M13-01[u-ca=hebrew]",
            "month M13 does not exist in hebrew year 5784: the year's 13 months are M01…M05, M05L, M06…M12"
        ),
        (
            "2099-M13-01[u-ca=chinese]",
            "month M13 does not exist in chinese year 2099: the year's 13 months are M01, M02, M02L, M03…M12"
        ),
        ("5785-M13[u-ca=hebrew]", "month M13 does not exist in hebrew year 5785: the year has 12 months"),
    ]

    @Test("the message lists the year's month codes instead of contradicting itself", arguments: cases)
    func message(input: String, expected: String) throws {
        let output = try LocaleCheckRunner.run(["parse", input])
        #expect(output.status == 1)
        #expect(output.stderr.contains(expected), "\(output.stderr)")
        #expect(!output.stderr.contains("the year has 13 months"))
    }
}
