import Foundation
import Testing

/// Issue 40, item 3: bytes are shown as the documentation says.
///
/// Invalid UTF-8 reaches the terminal as `\x{FF}` in every subcommand (never U+FFFD), and `--json` escapes what a
/// terminal would reorder or hide (`\u202E`), writing an invalid byte as the escape `\uFFFD`.
@Suite("locale-check shows invalid bytes as \\x{FF} and escapes bidi controls in JSON")
struct ByteDisplayTests {
    @Test("convert names an invalid byte of a line of standard input")
    func convertLine() throws {
        var input = Data("20".utf8)
        input.append(0xFF)
        input.append(contentsOf: Array("19-08-20\n2019-08-20\n".utf8))
        let output = try LocaleCheckRunner.run(["convert", "--calendar", "hebrew"], input: input)
        #expect(output.status == 1)
        #expect(output.stderr == "Error: line 1: \"20\\x{FF}19-08-20\" at 2: byte 0xFF is not UTF-8\n")
        #expect(output.stdout.hasPrefix("2019-08-20"), "the next line is still converted: \(output.stdout)")
        #expect(!output.stdout.contains("\u{FFFD}"))
    }

    @Test(
        "format names an invalid byte of VALUE, with --parse or without",
        arguments: [
            (["format", "--locale", "en_US", "--parse", "Aug\\0377 20, 2019"], #""Aug\x{FF} 20, 2019" at 3"#),
            (["format", "--locale", "en_US", "20\\037719-08-20"], #""20\x{FF}19-08-20" at 2"#),
        ])
    func formatValue(arguments: [String], quoted: String) throws {
        let output = try EchoedValueTests.runRaw(arguments)
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == "Error: VALUE \(quoted): byte 0xFF is not UTF-8\n")
    }

    @Test("--json escapes bidi controls, invisible and tag characters; an invalid byte is \\uFFFD")
    func jsonEscapes() throws {
        let locales = try LocaleCheckRunner.run(["locales", "--json", "\u{202E}en"])
        #expect(locales.status == 1)
        #expect(locales.stdout.hasPrefix(#"{"locales":[{"locale":"\u202Een","passed":false"#), "\(locales.stdout)")
        var input = Data("2019\u{202E}-08-20\n\u{200B}\u{E0041}\u{FFFE}\n20".utf8)
        input.append(0xFF)
        input.append(contentsOf: Array("19\n".utf8))
        let parse = try LocaleCheckRunner.run(["parse", "--json"], input: input)
        #expect(parse.status == 1)
        let inputs = try parse.stdout.split(separator: "\n").map { line in
            #expect(!line.unicodeScalars.contains { $0.value > 0x7F }, "raw non-ASCII in \(line)")
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["input"] as? String
        }
        #expect(inputs == ["2019\u{202E}-08-20", "\u{200B}\u{E0041}\u{FFFE}", "20\u{FFFD}19"])
        #expect(parse.stdout.contains(#""input":"2019\u202E-08-20""#))
        #expect(parse.stdout.contains(#""input":"\u200B\uDB40\uDC41\uFFFE""#))
        #expect(parse.stdout.contains(#""input":"20\uFFFD19""#))
    }

    @Test("locales names an invalid byte of an id and its offset, and --json writes it \\uFFFD")
    func localesByte() throws {
        let text = try EchoedValueTests.runRaw(["locales", "e\\0377n"])
        #expect(text.status == 1)
        #expect(text.stdout.hasPrefix(#"FAIL "e\x{FF}n" at 1: byte 0xFF is not UTF-8"#), "\(text.stdout)")
        let json = try EchoedValueTests.runRaw(["locales", "--json", "e\\0377n"])
        #expect(json.status == 1)
        #expect(
            json.stdout.hasPrefix(
                #"{"locales":[{"locale":"e\uFFFDn","passed":false,"problems":["\"e\\x{FF}n\" at 1: byte 0xFF is not UTF-8"]}]"#
            ), "\(json.stdout)")
    }
}
