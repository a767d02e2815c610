import Testing

@Suite("locale-check: --time-zone is checked wherever it is accepted, not only when today is read")
struct TimeZoneOptionTests {
    static let refused: [[String]] = [
        [
            "labels", "--locale", "en_US", "--mode", "year", "--time-zone", "Foo/Bar", "--min", "2019", "--max", "2020",
            "--select", "2019",
        ],
        ["labels", "--locale", "en_US", "--mode", "date", "--time-zone", "Foo/Bar", "--select", "2019-08-20"],
        ["labels", "--locale", "ja_JP@calendar=japanese", "--mode", "year", "--time-zone", "Foo/Bar", "--min", "2019"],
        ["labels", "--locale", "en_US", "--mode", "year-week", "--time-zone", "Foo/Bar", "--select", "2019-W01"],
        ["pick", "--locale", "en_US", "--mode", "year", "--time-zone", "Foo/Bar", "--select", "2019"],
        ["pick", "--locale", "en_US", "--mode", "year-quarter", "--time-zone", "Foo/Bar", "--select", "2019-Q1"],
        ["pick", "--locale", "en_US", "--mode", "date", "--time-zone", "Foo/Bar", "--min", "today"],
    ]

    @Test("an unknown zone is a usage error naming it (exit 64)", arguments: refused)
    func unknown(arguments: [String]) throws {
        let output = try LocaleCheckRunner.run(arguments)
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("Error: --time-zone: unknown time zone \"Foo/Bar\""), "\(output.stderr)")
    }

    @Test("IANA ids and GMT offsets are accepted", arguments: ["Asia/Shanghai", "UTC", "GMT+8", "America/New_York"])
    func known(zone: String) throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--mode", "year", "--time-zone", zone, "--min", "2019", "--max", "2020",
        ])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("year: 2019 [2020]"))
    }
}
