import Foundation
import Testing

/// Streaming subcommands: the first failed write ends the run (issue 19, item 1), and lines
/// read in large blocks come out as they went in, wherever a block boundary falls.
@Suite("locale-check streaming: stop when the reader stops, lines across read blocks")
struct StreamingCommandTests {
    /// Runs `pipeline` under /bin/sh with `$0` the binary; the pipeline's `status N` line on
    /// stderr tells the tool's own exit status (124 when `timeout` had to stop it).
    private func shell(_ pipeline: String) throws -> LocaleCheckRunner.Output {
        try LocaleCheckRunner.run(["-c", pipeline, LocaleCheckRunner.executable.path], executable: "/bin/sh")
    }

    private static let brokenPipe = "Error: writing standard output failed: Broken pipe (errno 32)\n"

    @Test(
        "endless standard input into a closed pipe: the tool stops, says Broken pipe, exits 1",
        arguments: [
            ("2019-08-20", "parse"),
            ("2019-08-20", "parse --mode date"),
            ("2019-08-20", "parse --mode date --json"),
            ("2019-08-20", "parse --lenient"),
            ("2019-08-20/2019-09-01", "parse --range"),
            ("2020-W53", "parse --mode year-week"),
            ("PT1H30M", "parse --mode duration"),
            ("2019-08-20", "convert --calendar persian"),
            ("2019-08-20", "convert --calendar hebrew --json"),
        ])
    func endlessInput(line: String, command: String) throws {
        // Without the stop, `yes` never ends and neither does the tool: timeout says 124.
        let output = try shell(
            #"yes '\#(line)' | { timeout 120 "$0" \#(command); echo "status $?" >&2; } | head -1"#)
        #expect(output.stdout.hasSuffix("\n") && output.stdout.filter { $0 == "\n" }.count == 1, "\(output.stdout)")
        #expect(output.stderr == Self.brokenPipe + "status 1\n", "\(output.stderr)")
    }

    @Test("locales --all | head -1 stops after the next locale, not at the end of the list")
    func locales() throws {
        // Had the tool gone on to the end of the list, head's exit would have cut its next write
        // all the same: what shows it stopped is that it exits 1 at once, long before the timeout.
        let output = try shell(#"{ timeout 120 "$0" locales --all; echo "status $?" >&2; } | head -1"#)
        #expect(output.stdout.hasPrefix("PASS ") || output.stdout.hasPrefix("FAIL "), "\(output.stdout)")
        #expect(output.stderr == Self.brokenPipe + "status 1\n", "\(output.stderr)")
    }

    @Test("calendars | head -1 stops inside the calendar it is checking")
    func calendars() throws {
        // hebrew's first mismatch (ICU's 5806) is printed early; the rest of hebrew and all of
        // chinese (ICU ~70 µs a day) over 2045...9999 would take minutes. The timeout is only a
        // guard against a hang, far above an honest run under the sanitizers on a loaded machine.
        let output = try shell(
            #"{ timeout 120 "$0" calendars --calendar hebrew --calendar chinese --from 2045 --to 9999; echo "status $?" >&2; } | head -1"#
        )
        #expect(output.stdout.hasPrefix("hebrew 5806-M02: days in month"), "\(output.stdout)")
        #expect(output.stderr == Self.brokenPipe + "status 1\n", "\(output.stderr)")
    }

    @Test("a full disk stops reading standard input too")
    func fullDisk() throws {
        let output = try shell(#"yes 2019-08-20 | timeout 120 "$0" parse > /dev/full; echo "status $?" >&2"#)
        #expect(
            output.stderr == "Error: writing standard output failed: No space left on device (errno 28)\nstatus 1\n",
            "\(output.stderr)")
    }

    @Test("lines of every length across read blocks: each line once, \\r\\n read as \\n, long lines cut at 1024")
    func blockBoundaries() throws {
        // Deterministic lengths 0...3000 (some over the 1024-byte cap), valid dates between,
        // some lines ending in \r\n, the last without a newline; 1.5 MB spans several blocks.
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var input = Data()
        var expected: [(input: String, truncated: Bool)] = []
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789-".utf8)
        while input.count < 1_500_000 {
            let text: [UInt8]
            switch next() % 4 {
            case 0: text = Array("2019-08-20".utf8)
            case 1: text = (0..<Int(next() % 3000)).map { _ in letters[Int(next() % UInt64(letters.count))] }
            case 2: text = (0..<(1020 + Int(next() % 10))).map { _ in UInt8(ascii: "x") }
            default: text = (0..<Int(next() % 40)).map { _ in letters[Int(next() % UInt64(letters.count))] }
            }
            let crlf = next() % 5 == 0
            input.append(contentsOf: text)
            if crlf { input.append(UInt8(ascii: "\r")) }
            input.append(UInt8(ascii: "\n"))
            var line = text
            if crlf { line.append(UInt8(ascii: "\r")) }
            let truncated = line.count > 1024
            if truncated { line = Array(line.prefix(1024)) } else if crlf { line.removeLast() }
            expected.append((String(decoding: line, as: UTF8.self), truncated))
        }
        input.append(contentsOf: "2019-08-21".utf8)
        expected.append(("2019-08-21", false))

        for arguments in [["parse", "--json"], ["parse", "--mode", "date", "--json"]] {
            let output = try LocaleCheckRunner.run(arguments, input: input)
            let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.count == expected.count)
            for (line, want) in zip(lines, expected) {
                let object = try #require(
                    try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
                #expect(object["input"] as? String == want.input)
                #expect((object["truncated"] as? Bool ?? false) == want.truncated)
                if want.input == "2019-08-20" || want.input == "2019-08-21" {
                    #expect(object["ok"] as? Bool == true && object["canonical"] as? String == want.input)
                }
            }
            #expect(output.status == 1)
        }
    }
}
