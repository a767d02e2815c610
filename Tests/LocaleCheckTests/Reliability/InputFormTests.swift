import Testing

@Suite("locale-check format: the input forms people try")
struct InputFormTests {
    static let inferred: [(String, String)] = [
        ("2019-08", "August 2019\n"), ("2019-08-20 14:30", "August 20, 2019 at 2:30\u{202F}PM\n"),
        ("2019", "2019\n"), ("08-20", "August 20\n"), ("14:30", "2:30\u{202F}PM\n"),
        ("2019-08-20", "August 20, 2019\n"),
    ]

    @Test("without --mode, the mode is the one VALUE shows, as parse infers it", arguments: inferred)
    func inferredMode(value: String, expected: String) throws {
        let output = try LocaleCheckRunner.run(["format", "--locale", "en_US", value])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == expected)
    }

    @Test("an explicit --mode still refuses a value of another mode")
    func explicitMode() throws {
        let output = try LocaleCheckRunner.run(["format", "--locale", "en_US", "--mode", "date", "2019-08"])
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("Error: \"2019-08\" is not a date value"))
    }

    @Test("--basic needs no --locale; a bad one given is still refused")
    func basicWithoutLocale() throws {
        let output = try LocaleCheckRunner.run(["format", "--basic", "2019-08-20 14:30"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == "20190820T1430\n")
        let bad = try LocaleCheckRunner.run(["format", "--basic", "--locale", "xx", "2019-08-20"])
        #expect(bad.status == 1)
        #expect(bad.stderr == "Error: locale \"xx\": ICU has no data for language \"xx\"\n")
        let missing = try LocaleCheckRunner.run(["format", "2019-08-20"])
        #expect(missing.status == 64)
    }
}
