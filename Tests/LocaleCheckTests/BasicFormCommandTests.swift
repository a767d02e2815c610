import Foundation
import Testing

@Suite("locale-check format --basic and parse --lenient of the basic form")
struct BasicFormCommandTests {
    @Test(
        "format --basic writes the basic form and parse --lenient reads it back to the canonical value",
        arguments: [
            ("date", "2019-08-20", "20190820"),
            ("date-hour-minute", "2019-08-20 14:30", "20190820T1430"),
            ("date-time", "2019-08-20 14:30:05", "20190820T143005"),
            ("year-month", "2019-08", "201908"),
            ("month-day", "02-29", "0229"),
            ("hour-minute", "14:30", "1430"),
        ])
    func roundTrip(mode: String, canonical: String, basic: String) throws {
        let formatted = try LocaleCheckRunner.run(["format", "--locale", "en_US", "--mode", mode, "--basic", canonical])
        #expect(formatted.status == 0)
        #expect(formatted.stdout == basic + "\n")
        let parsed = try LocaleCheckRunner.run(["parse", "--lenient", "--mode", mode, basic])
        #expect(parsed.status == 0)
        #expect(parsed.stdout == canonical + "\n")
    }

    @Test("seed 003's yyyyMMddHHmm reads without a mode")
    func seed003() throws {
        let parsed = try LocaleCheckRunner.run(["parse", "--lenient", "201908201430"])
        #expect(parsed.status == 0)
        #expect(parsed.stdout == "2019-08-20 14:30\n")
    }

    @Test(
        "wrong lengths and impossible days are errors with offsets, exit 1",
        arguments: [
            ("date", "2019082", "a date in basic form has 8 digits, found 7; such as 20190820 (offset 7)"),
            ("date", "20190230", "day 30 is out of range for February 2019 (28 days) (offset 6)"),
            (
                "date-hour-minute", "20190820T143",
                "the time of a basic-form value has 4 digits, found 3; such as 20190820T1430 (offset 12)"
            ),
        ])
    func errors(mode: String, input: String, message: String) throws {
        let parsed = try LocaleCheckRunner.run(["parse", "--lenient", "--mode", mode, input])
        #expect(parsed.status == 1)
        #expect(parsed.stdout.isEmpty)
        #expect(parsed.stderr.contains(message), "\(parsed.stderr)")
    }

    @Test("format --basic refuses an invalid value and --parse together")
    func refusals() throws {
        let invalid = try LocaleCheckRunner.run(["format", "--locale", "en", "--basic", "2019-02-30"])
        #expect(invalid.status == 1)
        #expect(invalid.stderr.contains("day 30 is out of range"))
        let usage = try LocaleCheckRunner.run(["format", "--locale", "en", "--basic", "--parse", "20190820"])
        #expect(usage.status == 64)
    }
}
