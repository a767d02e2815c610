import Foundation
import Testing

/// Issue 40, item 4: every error names the real cause (the step, the shape, the annotated
/// range, errno's words, a default bound), checked on the built tool's stdout, stderr and exit
/// status.
@Suite("locale-check errors name the real cause")
struct ErrorCauseTests {
    @Test(
        "a selection off the step is refused for the step, with the row it rounds to",
        arguments: [
            (
                ["--mode", "hour-minute", "--minute-step", "5", "--select", "14:31"],
                "Error: selection 14:31: minute 31 is not on --minute-step 5 (the nearest row is 14:30)\n"
            ),
            (
                ["--mode", "time", "--second-step", "15", "--select", "14:31:07"],
                "Error: selection 14:31:07: second 7 is not on --second-step 15 (the nearest row is 14:31:00)\n"
            ),
        ])
    func offStep(arguments: [String], message: String) throws {
        let output = try LocaleCheckRunner.run(["labels", "--locale", "en_US"] + arguments)
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == message)
    }

    @Test(
        "bounds not given are called the default minimum and maximum; given ones keep their option",
        arguments: [
            (
                ["--locale", "he_IL@calendar=hebrew", "--select", "9999-12-31"],
                "Error: selection 9999-12-31 is not between the default minimum 1900-01-01[u-ca=hebrew] "
                    + "and the default maximum 2100-12-31[u-ca=hebrew]\n"
            ),
            (
                ["--locale", "en_US", "--min", "2000-01-01", "--select", "1999-12-31"],
                "Error: selection 1999-12-31 is not between --min 2000-01-01 and the default maximum 2100-12-31\n"
            ),
            (
                ["--locale", "en_US", "--max", "2000-01-01", "--select", "2000-01-02"],
                "Error: selection 2000-01-02 is not between the default minimum 1900-01-01 and --max 2000-01-01\n"
            ),
            (
                ["--locale", "en_US", "--mode", "year-week", "--select", "2200-W01"],
                "Error: selection 2200-W01 is not between the default minimum 1900-W01 "
                    + "and the default maximum 2100-W52\n"
            ),
        ])
    func defaultBounds(arguments: [String], message: String) throws {
        let output = try LocaleCheckRunner.run(["labels"] + arguments)
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == message)
    }

    @Test("without --mode, parse reads weeks, quarters and durations by their shape")
    func inferredFamilies() throws {
        let output = try LocaleCheckRunner.run(["parse", "2020-W53", "2019-Q3", "PT1H30M", "2019-Q5", "2021-W53"])
        #expect(output.status == 1)
        #expect(output.stdout == "2020-W53\n2019-Q3\nPT1H30M\n")
        #expect(
            output.stderr == """
                line 4: invalid year-quarter "2019-Q5": quarter 5 is out of range (1...4) (offset 6)
                line 5: invalid year-week "2021-W53": week 53 is out of range for 2021 (52 ISO weeks) (offset 6)

                """)
        let json = try LocaleCheckRunner.run(["parse", "--json", "2020-W53", "PT1H30M"])
        #expect(json.status == 0)
        #expect(
            json.stdout == """
                {"input":"2020-W53","ok":true,"mode":"year-week","canonical":"2020-W53"}
                {"input":"PT1H30M","ok":true,"mode":"duration","canonical":"PT1H30M","seconds":5400}

                """)
    }

    @Test("an annotated range is parsed in its calendar; a mismatch or a reversed range names its cause")
    func annotatedRange() throws {
        let range = "2019-M07-20[u-ca=chinese]/2020-M01-01[u-ca=chinese]"
        let ranged = try LocaleCheckRunner.run(["parse", "--range", range])
        #expect(ranged.status == 0)
        #expect(ranged.stderr.isEmpty)
        #expect(ranged.stdout == "2019-08-20[u-ca=chinese]/2020-01-25[u-ca=chinese]\n")
        let mixed = try LocaleCheckRunner.run([
            "parse", "--range", "2019-M07-20[u-ca=chinese]/2020-01-25[u-ca=hebrew]",
        ])
        #expect(mixed.status == 1)
        #expect(mixed.stderr.contains("both halves need one calendar (offset 36)"), "\(mixed.stderr)")
        let reversed = try LocaleCheckRunner.run([
            "parse", "--range", "2019-M07-20[u-ca=chinese]/2019-M07-01[u-ca=chinese]",
        ])
        #expect(reversed.status == 1)
        #expect(
            reversed.stderr.contains("is before the start 2019-08-20[u-ca=chinese] (offset 26)"), "\(reversed.stderr)")
        let plain = try LocaleCheckRunner.run(["parse", range])
        #expect(plain.status == 1)
        #expect(plain.stderr.contains("(a range START/END is read with --range)"), "\(plain.stderr)")
    }

    @Test(
        "a failed read of standard input gives errno's words",
        arguments: [["parse"], ["convert", "--calendar", "hebrew"]])
    func readFailure(arguments: [String]) throws {
        let process = Process()
        process.executableURL = LocaleCheckRunner.executable
        process.arguments = arguments
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/tmp"))
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(stderr == "Error: reading standard input failed: Is a directory (errno 21)\n")
    }
}
