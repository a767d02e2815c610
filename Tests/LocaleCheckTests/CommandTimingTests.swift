import Testing

/// `--timing` adds one line to standard error and changes nothing on standard output.
@Suite("locale-check --timing")
struct CommandTimingTests {
    @Test(
        "calendars and locales print the timing line on standard error only",
        arguments: [
            ["calendars", "--calendar", "hebrew", "--calendar", "chinese", "--from", "2040", "--to", "2050"],
            ["calendars", "--calendar", "persian", "--from", "2000", "--to", "2000"],
            ["locales", "de_DE", "ja_JP@calendar=japanese", "xx_YY"],
            ["locales", "--json", "fr_FR", "zh_CN"],
        ])
    func timingLine(arguments: [String]) throws {
        let plain = try LocaleCheckRunner.run(arguments)
        let timed = try LocaleCheckRunner.run(arguments + ["--timing"])
        #expect(timed.status == plain.status)
        #expect(timed.stdout == plain.stdout)
        #expect(plain.stderr == "")
        let lines = timed.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "\(timed.stderr)")
        let line = String(lines[0])
        #expect(line.hasPrefix("timing: "), "\(line)")
        #expect(line.contains(" s wall, ") && line.contains(" s CPU"), "\(line)")
        let what = arguments[0] == "calendars" ? "calendar" : "locale"
        #expect(line.contains(what), "\(line)")
    }
}
