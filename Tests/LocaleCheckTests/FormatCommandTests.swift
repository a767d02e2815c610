import Testing

@Suite("locale-check format")
struct FormatCommandTests {
    @Test(
        "selections print in the locale's pattern and parse back",
        arguments: [
            ("zh_CN", "date", "2019-08-20", "2019年8月20日"),
            ("en_US", "date", "2019-08-20", "August 20, 2019"),
            ("de_DE", "date", "2019-08-20", "20. August 2019"),
            ("ja_JP", "year-month", "2019-08", "2019年8月"),
            ("ar_EG", "year", "2019", "٢٠١٩"),
            ("en_US", "time", "14:30:05", "2:30:05\u{202F}PM"),
            ("zh_TW@calendar=roc", "date", "2019-08-20", "民國108年8月20日"),
            ("ja_JP@calendar=japanese", "date", "2019-05-01", "令和元年5月1日"),
            ("en_US", "date", "1500-02-28", "February 28, 1500"),
        ])
    func roundTrip(locale: String, mode: String, value: String, display: String) throws {
        let formatted = try LocaleCheckRunner.run(["format", "--locale", locale, "--mode", mode, value])
        #expect(formatted.status == 0)
        #expect(formatted.stdout == display + "\n")
        let parsed = try LocaleCheckRunner.run(["format", "--locale", locale, "--mode", mode, "--parse", display])
        #expect(parsed.status == 0)
        #expect(parsed.stdout == value + "\n")
    }

    @Test(
        "display strings parse strictly: no rollover, whole string",
        arguments: ["February 30, 2019", "August 20, 2019 ", "August 20 2019", "Aug 20, 2019", "8/20/2019", ""])
    func strictParse(text: String) throws {
        let output = try LocaleCheckRunner.run(["format", "--locale", "en_US", "--parse", text])
        #expect(output.status == 1)
        #expect(output.stderr == "Error: \"\(text)\" does not match the display pattern \"MMMM d, y\" exactly\n")
    }

    @Test("a missing VALUE is a usage error")
    func missingValue() throws {
        let output = try LocaleCheckRunner.run(["format", "--locale", "en_US"])
        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("Error: missing VALUE\n"))
    }
}

@Suite("locale-check format without a year")
struct FormatMonthDayTests {
    @Test("February 29 formats and parses back in month-day mode")
    func leapDay() throws {
        let formatted = try LocaleCheckRunner.run(["format", "--locale", "en_US", "--mode", "month-day", "02-29"])
        #expect(formatted.stdout == "February 29\n")
        let parsed = try LocaleCheckRunner.run([
            "format", "--locale", "en_US", "--mode", "month-day", "--parse", "February 29",
        ])
        #expect(parsed.status == 0)
        #expect(parsed.stdout == "02-29\n")
        let refused = try LocaleCheckRunner.run([
            "format", "--locale", "en_US", "--mode", "month-day", "--parse", "February 30",
        ])
        #expect(refused.status == 1)
    }
}
