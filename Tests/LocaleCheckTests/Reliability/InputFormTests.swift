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

@Suite("locale-check labels: ISO year-months in calendars whose months are the Gregorian months")
struct GregorianMonthCalendarTests {
    @Test("ja_JP@calendar=japanese takes --min 2019-01 as January 2019")
    func japanese() throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", "ja_JP@calendar=japanese", "--mode", "year-month", "--min", "2019-01", "--max",
            "2019-06",
        ])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("selection 2019-M06[u-ca=japanese]"))
        #expect(output.stdout.contains("month: 1月 2月 3月 4月 5月 [6月]"))
    }

    static let parsed: [(String, String)] = [
        ("2019-08[u-ca=roc]", "0108-M08[u-ca=roc]"), ("2019-08[u-ca=buddhist]", "2562-M08[u-ca=buddhist]"),
        ("2019-08[u-ca=japanese]", "2019-M08[u-ca=japanese]"),
    ]

    @Test("parse reads an annotated ISO year-month in buddhist, roc and japanese", arguments: parsed)
    func parse(input: String, canonical: String) throws {
        let output = try LocaleCheckRunner.run(["parse", "--mode", "year-month", input])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == canonical + "\n")
    }

    @Test("a Gregorian year-month in a calendar with its own months says how to write it")
    func persian() throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", "fa_IR@calendar=persian", "--mode", "year-month", "--min", "1398-05",
        ])
        #expect(output.status == 1)
        #expect(
            output.stderr.contains(
                "(persian months are not the Gregorian months: write 1398-M01 for the first month of persian "
                    + "year 1398, or give an ISO date)"), "\(output.stderr)")
    }
}

@Suite("locale-check locales: calendars with their own rows are checked as labels and format use them")
struct LocalesCalendarCheckTests {
    @Test(
        "persian, chinese, hebrew pass, with no library-internal hint",
        arguments: ["fa_IR@calendar=persian", "zh_CN@calendar=chinese", "he_IL@calendar=hebrew"])
    func calendarLocale(id: String) throws {
        let output = try LocaleCheckRunner.run(["locales", id])
        #expect(output.status == 0, "\(output.stdout)")
        #expect(output.stdout.hasPrefix("PASS \(id)"))
        #expect(!output.stdout.contains("CalendarLabeler"))
        #expect(!output.stdout.contains("cannot be parsed back"))
        #expect(output.stdout.contains("rows checked as labels and format write them"))
    }
}
