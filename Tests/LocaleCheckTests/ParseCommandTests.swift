import Foundation
import Testing

@Suite("locale-check parse")
struct ParseCommandTests {
    @Test("valid strings print their canonical form and exit 0")
    func validArguments() throws {
        let output = try LocaleCheckRunner.run([
            "parse", "2019-08-20", "14:30", "08-20", "present", "2019-08-20 14:30:05",
        ])
        #expect(output.status == 0)
        #expect(output.stdout == "2019-08-20\n14:30\n08-20\npresent\n2019-08-20 14:30:05\n")
        #expect(output.stderr.isEmpty)
    }

    @Test("invalid input prints the issue's error line on stderr and exits 1")
    func invalidLines() throws {
        let input = Data("2019-08-20\n2019-02-29\r\n\n2019-13\n".utf8)
        let output = try LocaleCheckRunner.run(["parse"], input: input)
        #expect(output.status == 1)
        #expect(output.stdout == "2019-08-20\n")
        #expect(
            output.stderr == """
                line 2: invalid date "2019-02-29": day 29 is out of range for February 2019 (28 days) (offset 8)
                line 3: invalid selection "": empty input; a selection looks like 2019-08-20, 2019-08, 08-20 or 14:30 (offset 0)
                line 4: invalid year-month "2019-13": month 13 is out of range (01...12) (offset 5)

                """)
    }

    @Test("--mode fixes the mode; 30:05 is minute-second only when asked")
    func explicitMode() throws {
        let output = try LocaleCheckRunner.run(["parse", "--mode", "minute-second", "30:05", "14:30:05"])
        #expect(output.status == 1)
        #expect(output.stdout == "30:05\n")
        #expect(
            output.stderr
                == "line 2: invalid minute-second \"14:30:05\": unexpected \":\" after the end; a minute-second has 5 bytes, such as 30:05 (offset 5)\n"
        )
    }

    @Test("--lenient normalizes loose forms and other scripts' digits")
    func lenient() throws {
        let input = Data(" 2019/8/5 \n٢٠١٩-٠٨-٢٠\n2019-08-20T09:05\n2019/02/29\n".utf8)
        let output = try LocaleCheckRunner.run(["parse", "--lenient"], input: input)
        #expect(output.status == 1)
        #expect(output.stdout == "2019-08-05\n2019-08-20\n2019-08-20 09:05\n")
        #expect(
            output.stderr
                == "line 4: invalid date \"2019/02/29\": day 29 is out of range for February 2019 (28 days) (offset 8)\n"
        )
    }

    @Test("--json prints one valid JSON object per line, even for invalid UTF-8 and control characters")
    func json() throws {
        var input = Data("2019-08-20\n2019-02-30\n".utf8)
        input.append(contentsOf: [0xFF, 0x01, 0x22, 0x0A])
        let output = try LocaleCheckRunner.run(["parse", "--json"], input: input)
        #expect(output.status == 1)
        #expect(output.stderr.isEmpty)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first == #"{"input":"2019-08-20","ok":true,"mode":"date","canonical":"2019-08-20"}"#)
        #expect(
            lines.dropFirst().first
                == #"{"input":"2019-02-30","ok":false,"error":{"kind":"day-out-of-range","offset":8,"message":"day 30 is out of range for February 2019 (28 days)"}}"#
        )
        #expect(lines.last?.hasPrefix(#"{"input":"\uFFFD\u0001\"","ok":false"#) == true)
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["ok"] is Bool)
        }
    }

    @Test("terminal output escapes control characters, quotes and invalid UTF-8")
    func escaping() throws {
        var input = Data()
        input.append(contentsOf: [0x32, 0x30, 0x1B, 0x22, 0x5C, 0xC3, 0x0A])
        let output = try LocaleCheckRunner.run(["parse", "--mode", "year"], input: input)
        #expect(output.status == 1)
        #expect(
            output.stderr
                == "line 1: invalid year \"20\\u{1B}\\\"\\\\\\x{C3}\": expected a digit of the year, found U+001B (offset 2)\n"
        )
    }

    @Test("an over-long line is an error without being kept whole; the next line still counts")
    func longLine() throws {
        let long = "2019-08-20" + String(repeating: "x", count: 100_000)
        let output = try LocaleCheckRunner.run(
            ["parse", "--json", "--mode", "date"], input: Data((long + "\n2019\n").utf8))
        #expect(output.status == 1)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.contains(#""truncated":true"#) == true)
        #expect(lines.first?.contains(#""kind":"too-long","offset":10"#) == true)
        #expect(lines.last?.hasPrefix(#"{"input":"2019","ok":false,"error":{"kind":"too-short","offset":4"#) == true)
        let lenient = try LocaleCheckRunner.run(["parse", "--lenient"], input: Data((long + "\n2019\n").utf8))
        #expect(lenient.stdout == "2019\n")
        #expect(lenient.stderr.hasSuffix("...\": longer than 256 bytes, the most lenient parsing reads (offset 256)\n"))
    }

    @Test("many lines stream through", .timeLimit(.minutes(10)))
    func manyLines() throws {
        let input = Data(String(repeating: "2019-08-20 14:30\n", count: 200_000).utf8)
        let output = try LocaleCheckRunner.run(["parse"], input: input)
        #expect(output.status == 0)
        #expect(output.stdout.utf8.count == input.count)
    }

    @Test("arguments keep their raw bytes in errors and are capped like lines")
    func rawArguments() throws {
        // Process takes String arguments, so invalid UTF-8 goes through the shell.
        let invalid = try LocaleCheckRunner.run(
            ["-c", "exec \"$0\" parse \"$(printf '\\377')2019\" 2019-08-20", LocaleCheckRunner.executable.path],
            executable: "/bin/sh")
        #expect(invalid.status == 1)
        #expect(invalid.stdout == "2019-08-20\n")
        #expect(
            invalid.stderr.hasPrefix("line 1: invalid selection \"\\x{FF}2019\": no selection mode has byte 0xFF here"))
        let long = try LocaleCheckRunner.run(["parse", String(repeating: "1", count: 3000)])
        #expect(long.status == 1)
        #expect(long.stderr.contains(String(repeating: "1", count: 1024) + "...\""))
        #expect(!long.stderr.contains(String(repeating: "1", count: 1025)))
    }

    @Test(
        "bad arguments are usage errors",
        arguments: [
            (
                ["--mode", "week"],
                "Error: --mode: \"week\" is not a mode (year, year-month, date, date-hour, date-hour-minute, date-time, month-day, month-day-hour-minute, hour-minute, time, minute-second, year-week, year-quarter, duration)"
            ),
            (["--mode"], "Error: --mode needs a value"),
            (["--strict"], "Error: unknown option \"--strict\""),
            (["--json=yes"], "Error: --json takes no value"),
        ])
    func usageErrors(arguments: [String], message: String) throws {
        let output = try LocaleCheckRunner.run(["parse"] + arguments)
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix(message + "\n"))
        #expect(output.stderr.contains("Usage: locale-check parse"))
        #expect(output.stderr.hasSuffix("See 'locale-check parse --help'.\n"))
    }
}
