import Testing

@Suite("locale-check: edges of the supported years and of ICU's data")
struct EdgeCaseTests {
    @Test("a week range whose last week ends in year 10000 is refused, naming the day")
    func weekRangePastYear9999() throws {
        let output = try LocaleCheckRunner.run([
            "format", "--mode", "year-week", "--range", "9999-W51/9999-W52", "--locale", "en_US",
        ])
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(
            output.stderr
                == "Error: invalid range \"9999-W51/9999-W52\": its last week 9999-W52 ends on 10000-01-02, "
                + "after 9999-12-31, the last day a range's days are written for\n")
        let inside = try LocaleCheckRunner.run([
            "format", "--mode", "year-week", "--range", "9999-W50/9999-W51", "--locale", "en_US",
        ])
        #expect(inside.status == 0)
        #expect(inside.stdout == "Dec 13\u{2009}–\u{2009}26, 9999\n")
    }
}

@Suite("locale-check locales --json: a refused id is not echoed whole")
struct LocalesJSONEchoTests {
    @Test("a 120 KB id is cut after 64 characters with its size")
    func longID() throws {
        let id = "en_US@calendar=" + String(repeating: "x", count: 120_000)
        let output = try LocaleCheckRunner.run(["locales", id, "--json"])
        #expect(output.status == 1)
        #expect(output.stdout.utf8.count < 1000, "\(output.stdout.utf8.count) bytes")
        let shown = "en_US@calendar=" + String(repeating: "x", count: 49)
        #expect(output.stdout.hasPrefix(#"{"locales":[{"locale":"\#(shown)… (120015 bytes)","passed":false,"#))
    }
}
