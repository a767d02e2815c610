import Testing

@Suite("locale-check calendars")
struct CalendarsCommandTests {
    @Test("arithmetic calendars agree with ICU over a range")
    func agree() throws {
        let output = try LocaleCheckRunner.run([
            "calendars", "--calendar", "persian", "--calendar", "islamic-civil", "--calendar", "ethiopic", "--from",
            "2000", "--to", "2030",
        ])
        #expect(output.status == 0)
        #expect(
            output.stdout
                == "persian: checked 11323 days from 2000 to 2030: 0 mismatches\n"
                + "islamic-civil: checked 11323 days from 2000 to 2030: 0 mismatches\n"
                + "ethiopic: checked 11323 days from 2000 to 2030: 0 mismatches\n")
    }

    @Test("ICU's Hebrew 5806 shows up as a range and exits 1")
    func hebrew5806() throws {
        let output = try LocaleCheckRunner.run(["calendars", "--calendar", "hebrew", "--from", "2040", "--to", "2050"])
        #expect(output.status == 1)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("hebrew 5806-M02: days in month: rules 29 days, ICU 30 days"))
        #expect(
            lines.contains(
                "hebrew 2045-11-10...2046-11-29: 385 days differ (first: rules 5806-M03-01, ICU 5806-M02-30)"))
        #expect(lines.last == "hebrew: checked 4018 days from 2040 to 2050: 387 mismatches")
    }

    @Test("japanese is checked from 1873 only, and says so")
    func japaneseRange() throws {
        let output = try LocaleCheckRunner.run([
            "calendars", "--calendar", "japanese", "--from", "1870", "--to", "1875",
        ])
        #expect(output.status == 0)
        #expect(output.stdout == "japanese: checked 1095 days from 1873 to 1875: 0 mismatches\n")
    }

    @Test(
        "bad arguments are usage errors",
        arguments: [
            (["--calendar", "julian"], "Error: --calendar: unknown calendar \"julian\"; supported: gregory,"),
            (["--from", "0"], "Error: --from: \"0\" is not a year from 1 to 9999"),
            (["--from", "2001", "--to", "2000"], "Error: --from 2001 is after --to 2000"),
            (["--calendar"], "Error: --calendar needs a value"),
            (["hebrew"], "Error: unexpected argument \"hebrew\""),
        ])
    func usage(arguments: [String], prefix: String) throws {
        let output = try LocaleCheckRunner.run(["calendars"] + arguments)
        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix(prefix), "\(output.stderr)")
    }
}
