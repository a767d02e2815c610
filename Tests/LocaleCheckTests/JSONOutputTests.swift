import Foundation
import Testing

/// Every `--json` writer, fed hostile text: the output is valid JSON and holds no byte a
/// terminal acts on (C0 but newline, DEL, C1, U+2028/U+2029 are all `\u00XX`/`\u2028`).
@Suite("locale-check --json output escaping")
struct JSONOutputTests {
    /// OSC title, SGR, C1 CSI (U+009B), NEL (U+0085), LINE SEPARATOR, DEL.
    static let payload = "X\u{1B}]0;PWNED\u{07}Y\u{1B}[31mR\u{9B}2J\u{85}n\u{2028}\u{7F}"

    /// The raw control scalars in `text`, other than the newline between JSON lines.
    static func rawControls(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { scalar in
            scalar != "\n"
                && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029)
        }
    }

    /// Each line of `text` parsed as one JSON object.
    static func objects(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test("parse --json escapes C1 controls in arguments and on standard input")
    func parseJSON() throws {
        let argument = try LocaleCheckRunner.run(["parse", "--json", Self.payload, "\u{9B}2J\u{85}x"])
        let input = try LocaleCheckRunner.run(["parse", "--json"], input: Data((Self.payload + "\n").utf8))
        for output in [argument, input] {
            #expect(output.status == 1)
            #expect(Self.rawControls(output.stdout).isEmpty, "\(output.stdout.debugDescription)")
            #expect(output.stdout.contains(#"\u009B2J\u0085"#))
            let objects = try Self.objects(output.stdout)
            #expect(objects.first?["input"] as? String == Self.payload)
        }
        #expect(try Self.objects(argument.stdout).last?["input"] as? String == "\u{9B}2J\u{85}x")
    }

    @Test("locales --json writes valid JSON for a locale id holding controls")
    func localesJSON() throws {
        let output = try LocaleCheckRunner.run(["locales", "--json", "x\u{9B}2J", Self.payload])
        #expect(output.status == 1)
        #expect(Self.rawControls(output.stdout).isEmpty, "\(output.stdout.debugDescription)")
        let objects = try Self.objects(output.stdout)
        let locales = objects.flatMap { ($0["locales"] as? [[String: Any]]) ?? [$0] }
        let names = locales.compactMap { $0["locale"] as? String }
        #expect(names.contains("x\u{9B}2J"))
        #expect(names.contains(Self.payload))
    }

    @Test("divisions --json escapes a data path holding controls")
    func divisionsJSON() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("json-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("d\u{9B}\u{1B}[31m.json")
        try Data(#"{"version":1,"levels":["A"],"nodes":[{"code":"1","name":"One"}]}"#.utf8).write(to: file)
        let output = try LocaleCheckRunner.run(["divisions", "--data", file.path, "--json"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(Self.rawControls(output.stdout).isEmpty, "\(output.stdout.debugDescription)")
        #expect(try Self.objects(output.stdout).first?["data"] as? String == file.path)
    }
}
