import Foundation
import Testing

/// Every user value a message echoes goes through one quoting path: cut after 64 characters
/// with `… (N bytes)`, escapes written `\u{1B}`, invalid bytes `\x{FF}`.
@Suite("locale-check echoed values: one quoting, one escape style")
struct EchoedValueTests {
    static let long = String(repeating: "7", count: 3000)
    static let cut = "\"" + String(repeating: "7", count: 64) + "\"… (3000 bytes)"

    @Test(
        "long values are cut at 64 characters with their size",
        arguments: [
            (["labels", "--locale", "en_US", "--min", "today", "--time-zone", long], "unknown time zone ", 64),
            (["regions", "--locale", "de", "--collation", long], "collation ", 1),
            (["divisions", "--data", long], "cannot read ", 1),
            (["convert", "--calendar", "hebrew", long], "DATE 1: ", 1),
            (["format", "--locale", "en_US", "--parse", long], "", 1),
        ] as [([String], String, Int32)])
    func longValueCut(arguments: [String], before: String, status: Int32) throws {
        let output = try LocaleCheckRunner.run(arguments)
        #expect(output.status == status)
        #expect(output.stderr.contains(before + Self.cut), "\(output.stderr)")
        #expect(!output.stderr.contains(String(repeating: "7", count: 65)))
    }

    /// Writes `json` to a temporary file and runs `divisions --data` on it.
    static func divisions(_ json: String) throws -> LocaleCheckRunner.Output {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("echo-\(UUID()).json")
        try Data(json.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try LocaleCheckRunner.run(["divisions", "--data", file.path])
    }

    @Test("data-file keys, numbers and format names are cut too (a 1 MiB key)")
    func dataFileValuesCut() throws {
        let key = String(repeating: "k", count: 1 << 20)
        let unknown = try Self.divisions(#"{"\#(key)":1,"nodes":[{"code":"1","name":"A"}]}"#)
        #expect(unknown.status == 1)
        #expect(
            unknown.stderr.contains(
                "unknown key \"" + String(repeating: "k", count: 64) + "\"… (1048576 bytes) in the document"),
            "\(unknown.stderr.prefix(300))")
        #expect(unknown.stderr.count < 400)
        let number = try Self.divisions(#"{"version":\#(Self.long),"nodes":[{"code":"1","name":"A"}]}"#)
        #expect(number.status == 1)
        #expect(number.stderr.contains(Self.cut + " is out of range"), "\(number.stderr.prefix(300))")
        let nodeKey = try Self.divisions(#"{"nodes":[{"code":"1","name":"A","\#(Self.long)":1}]}"#)
        #expect(nodeKey.stderr.contains("unknown key " + Self.cut + " in a node"), "\(nodeKey.stderr.prefix(300))")
    }

    @Test("a long name in a data file is printed cut by divisions, whole in --json")
    func longNameCut() throws {
        let name = String(repeating: "长", count: 100)
        let json = #"{"levels":["L"],"nodes":[{"code":"1","name":"\#(name)"}]}"#
        let output = try Self.divisions(json)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains(" 1 " + String(repeating: "长", count: 64) + "… (300 bytes)\n"))
        #expect(!output.stdout.contains(String(repeating: "长", count: 65)))
    }

    @Test(
        "escapes are written \\u{1B} in every message, never \\u{001B} or \\u001B",
        arguments: [
            ["labels", "--locale", "X\u{1B}[31m"],
            ["format", "--locale", "en_US", "--parse", "X\u{1B}[31m"],
            ["convert", "--calendar", "hebrew", "X\u{1B}[31m"],
            ["parse", "X\u{1B}[31m"],
        ])
    func oneEscapeStyle(arguments: [String]) throws {
        let output = try LocaleCheckRunner.run(arguments)
        #expect(output.status == 1)
        #expect(output.stderr.contains(#""X\u{1B}[31m""#), "\(output.stderr)")
        #expect(!output.stderr.contains(#"\u{001B}"#))
        #expect(!output.stderr.contains(#"\u001B"#))
    }

    /// Runs `locale-check` through the shell so `arguments` (printf `%b` escapes) can hold bytes
    /// that are not UTF-8, which `Process` cannot pass.
    static func runRaw(_ arguments: [String]) throws -> LocaleCheckRunner.Output {
        let words = arguments.map { "\"$(printf '%b' '\($0)')\"" }.joined(separator: " ")
        return try LocaleCheckRunner.run(
            ["-c", "exec \"$0\" \(words)", LocaleCheckRunner.executable.path], executable: "/bin/sh")
    }

    @Test(
        "a byte that is not UTF-8 is shown as \\x{9B}, never as U+FFFD",
        arguments: [
            (["labels", "--locale", "X\\0233"], 64, #"Error: --locale: "X\x{9B}" is not UTF-8"#),
            (
                ["labels", "--locale", "en_US", "--time-zone", "X\\0233"], 64,
                #"Error: --time-zone: "X\x{9B}" is not UTF-8"#
            ),
            (["convert", "--calendar", "hebrew", "X\\0233"], 1, #"Error: DATE 1: "X\x{9B}": not an ISO date"#),
            (["parse", "X\\0233"], 1, #"line 1: invalid selection "X\x{9B}""#),
            (["locales", "X\\0233"], 1, ""),
            (["divisions", "--data", "/nonexistent/X\\0233"], 1, #"Error: cannot read "/nonexistent/X\x{9B}": "#),
        ])
    func invalidBytes(arguments: [String], status: Int32, message: String) throws {
        let output = try Self.runRaw(arguments)
        #expect(output.status == status)
        #expect(output.stderr.hasPrefix(message), "\(output.stderr)")
        #expect(!output.stderr.contains("\u{FFFD}"))
        #expect(!output.stdout.contains("\u{FFFD}"))
        if arguments[0] == "locales" {
            #expect(output.stdout.hasPrefix(#"FAIL "X\x{9B}" at 1: byte 0x9B is not UTF-8"#))
        }
    }
}
