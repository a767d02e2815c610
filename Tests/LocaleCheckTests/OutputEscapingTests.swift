import Foundation
import Testing

/// ESC (CSI and OSC), BEL, C1 CSI and a clear-screen: what a hostile argument or data file holds.
private let hostile = "x\u{1B}]0;PWNED\u{07}\u{9B}31m\u{1B}[2J\u{1B}P1$r\u{1B}\\"

/// Whether `text` holds a scalar a terminal acts on: C0 controls other than tab and newline,
/// DEL, or C1 controls.
private func hasRawControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}

@Suite("locale-check: no control byte from input reaches the terminal; long input is not echoed whole")
struct OutputEscapingTests {
    static let errorPaths: [[String]] = [
        [hostile],
        ["help", hostile],
        ["--version", hostile],
        ["gregorian", "--" + hostile],
        ["gregorian", "--from", hostile],
        ["gregorian", "--cutover", hostile],
        ["gregorian", hostile],
        ["parse", hostile],
        ["parse", "--mode", hostile],
        ["parse", "--lenient", hostile],
        ["parse", "--" + hostile + "=1"],
        ["labels", "--locale", hostile],
        ["labels", "--locale", "en_US", "--mode", hostile],
        ["labels", "--locale", "en_US", "--select", hostile],
        ["labels", "--locale", "en_US", "--min", hostile],
        ["labels", "--locale", "en_US", "--max", hostile],
        ["labels", "--locale", "en_US", "--time-zone", hostile],
        ["labels", "--locale", "en_US", "--month-style", hostile],
        ["labels", "--locale", "en_US", hostile],
        ["format", "--locale", "en_US", hostile],
        ["format", "--locale", "en_US", "--parse", hostile],
        ["format", "--locale", "ja_JP@calendar=" + hostile, "2019-08-20"],
        ["locales", hostile],
        ["locales", "en_US", "--json", hostile],
        ["regions", "--locale", hostile],
        ["regions", "--locale", "zh", "--collation", hostile],
        ["regions", "--locale", "zh@collation=" + hostile],
        ["divisions", "--data", "/nonexistent/" + hostile],
        ["divisions", "--select", hostile],
        ["divisions", "--select", "440000/" + hostile],
        ["pick", "--locale", hostile],
        ["pick", "--locale", "en_US", "--select", hostile],
        ["pick", "--locale", "en_US", "--time-zone", hostile],
        ["pick", "--locale", "en_US", "--minute-step", hostile],
        ["pick", "--mode", hostile, "--locale", "en_US"],
        ["pick", "--mode", "division", "--data", "/nonexistent/" + hostile],
        ["pick", "--mode", "division", "--select", hostile],
        ["pick", "--mode", "region", "--locale", "de", "--select", hostile],
        ["convert", "--calendar", hostile, "2019-08-20"],
        ["convert", "--calendar", "hebrew", hostile],
        ["convert", "--calendar", "hebrew", "--from", hostile],
        ["calendars", "--calendar", hostile],
        ["calendars", "--from", hostile],
        ["calendars", hostile],
    ]

    @Test("every subcommand's error paths escape ESC, OSC, BEL and C1 bytes", arguments: errorPaths)
    func arguments(arguments: [String]) throws {
        let output = try LocaleCheckRunner.run(arguments)
        #expect(output.status != 0)
        #expect(!hasRawControl(output.stdout), "\(output.stdout.debugDescription)")
        #expect(!hasRawControl(output.stderr), "\(output.stderr.debugDescription)")
        #expect(!(output.stderr + output.stdout).isEmpty)
    }

    static let hostileFiles: [String] = [
        #"{"nodes": [{"code": "1\u001b]0;PWNED\u0007", "name": "A"}]}"#,
        #"{"format": "\u001b[2J\u009b31m", "nodes": [{"code": "1", "name": "A"}]}"#,
        #"{"codeRule": "\u001b]0;PWNED\u0007", "nodes": [{"code": "1", "name": "A"}]}"#,
        #"{"\u001b]0;PWNED\u0007": 1, "nodes": [{"code": "1", "name": "A"}]}"#,
        #"{"nodes": [{"code": "1", "name": "A", "\u001b[2J": 2}]}"#,
        #"{"nodes": [{"code": "1", "name": "A\u001b[2J"}]}"#,
    ]

    @Test(
        "data-file keys, codes, format and codeRule values with decoded escapes are shown escaped",
        arguments: hostileFiles)
    func dataFiles(json: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID()).json")
        try Data(json.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        for arguments in [["divisions", "--data", file.path], ["pick", "--mode", "division", "--data", file.path]] {
            let output = try LocaleCheckRunner.run(arguments)
            #expect(output.status == 1)
            #expect(!hasRawControl(output.stdout), "\(output.stdout.debugDescription)")
            #expect(!hasRawControl(output.stderr), "\(output.stderr.debugDescription)")
        }
    }

    @Test(
        "a 120 kB argument is not echoed whole",
        arguments: [
            ["gregorian", "--from"], ["parse", "--mode"], ["labels", "--locale"],
            ["labels", "--locale", "en_US", "--select"],
            ["labels", "--locale", "en_US", "--time-zone"], ["regions", "--locale", "zh", "--collation"],
            ["divisions", "--select"], ["divisions", "--data"], ["pick", "--locale", "en_US", "--time-zone"],
            ["locales"],
            ["pick", "--mode", "division", "--select"], ["format", "--locale", "en_US"], ["nosuch", "--option"],
        ])
    func longArgument(arguments: [String]) throws {
        let long = String(repeating: "7", count: 120_000)  // under Linux's 128 KiB per argument
        let output = try LocaleCheckRunner.run(arguments + [long])
        #expect(output.status != 0)
        #expect(output.stderr.utf8.count + output.stdout.utf8.count < 4096, "\(output.stderr.prefix(300))")
    }
}
