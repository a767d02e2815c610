import Foundation
import Testing

@Suite("locale-check format --range and parse --range")
struct RangeCommandTests {
    @Test(
        "ranges print in the locale's interval format",
        arguments: [
            (["--locale", "zh_CN"], "2015-03/present", "2015年3月至今"),
            (["--locale", "zh_CN"], "2019-08/2020-03", "2019年8月至2020年3月"),
            (
                ["--locale", "en_US", "--month-style", "abbreviated"], "2019-08/2020-03",
                "Aug 2019\u{2009}–\u{2009}Mar 2020"
            ),
            (["--locale", "ja_JP"], "2019-08-20/2019-09-01", "2019年8月20日～9月1日"),
            (["--locale", "de_DE", "--mode", "date"], "2019-08-20/2019-08-20", "20. August 2019"),
            (
                ["--locale", "en_US"], "2019-08-20 09:00/2019-08-20 17:30",
                "August 20, 2019, 9:00\u{202F}AM\u{2009}–\u{2009}5:30\u{202F}PM"
            ),
        ])
    func format(options: [String], value: String, expected: String) throws {
        let output = try LocaleCheckRunner.run(["format", "--range"] + options + [value])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == expected + "\n")
    }

    @Test(
        "an open range in a Japanese-era locale ends with the Present word, whatever ICU's separator",
        arguments: [("2015-03/present", "平成27年3月"), ("2015-03-04/present", "平成27年3月4日")])
    func openJapaneseEra(value: String, start: String) throws {
        // ICU leaves the era out of the end's part (平成27年3月～28年4月); the part still runs
        // to the end of the date, so no 月 or 日 trails the Present word.
        let output = try LocaleCheckRunner.run(["format", "--locale", "ja_JP@calendar=japanese", "--range", value])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix(start), "\(output.stdout)")
        #expect(output.stdout.hasSuffix("現在まで\n"), "\(output.stdout)")
    }

    @Test("a bad range or --parse with --range is refused")
    func formatErrors() throws {
        let reversed = try LocaleCheckRunner.run(["format", "--locale", "en_US", "--range", "2019-09-01/2019-08-20"])
        #expect(reversed.status == 1)
        #expect(
            reversed.stderr
                == "Error: invalid range \"2019-09-01/2019-08-20\": the end 2019-08-20 is before the start 2019-09-01 (offset 11)\n"
        )
        let given = try LocaleCheckRunner.run([
            "format", "--locale", "en_US", "--mode", "date", "--range", "2019-08/present",
        ])
        #expect(given.status == 1)
        #expect(given.stderr.contains("(offset 7)"))
        let parse = try LocaleCheckRunner.run(["format", "--locale", "en_US", "--range", "--parse", "x"])
        #expect(parse.status == 64)
        #expect(parse.stderr.hasPrefix("Error: --range cannot be combined with --parse"))
    }

    @Test("parse --range prints canonical ranges and positioned errors, JSON included")
    func parse() throws {
        let output = try LocaleCheckRunner.run([
            "parse", "--range", "2015-03/present", "2019-09-01/2019-08-20", "present/2019", "2019-08//2019-09",
        ])
        #expect(output.status == 1)
        #expect(output.stdout == "2015-03/present\n")
        #expect(
            output.stderr == """
                line 2: invalid date range "2019-09-01/2019-08-20": the end 2019-08-20 is before the start 2019-09-01 (offset 11)
                line 3: invalid range "present/2019": a range cannot start at present; present is only an end (offset 0)
                line 4: invalid year-month range "2019-08//2019-09": a second '/' in the end; a range has exactly one (offset 8)

                """)
        let json = try LocaleCheckRunner.run(["parse", "--range", "--json", "2019-08-20/present", "2019-08/2019-08-20"])
        #expect(
            json.stdout == """
                {"input":"2019-08-20/present","ok":true,"mode":"date","canonical":"2019-08-20/present","start":"2019-08-20","end":"present"}
                {"input":"2019-08/2019-08-20","ok":false,"error":{"kind":"mode-mismatch","offset":8,"message":"the end 2019-08-20 is date but the start 2019-08 is year-month; both halves need one mode"}}

                """)
        let lenient = try LocaleCheckRunner.run(["parse", "--range", "--lenient", "2019-08/present"])
        #expect(lenient.status == 64)
    }
}
