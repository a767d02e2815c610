import PickerKitTestSupport
import Testing

/// Issue 40, item 1: every display string names one day and agrees with the rows.
///
/// Where CLDR's pattern leaves out the era (japanese, roc) or the related Gregorian year
/// (chinese, dangi), `format` writes it as the year rows do, and `format --parse` reads it back.
@Suite("locale-check format: display strings name one day in era and cyclic calendars")
struct OneDayDisplayTests {
    @Test(
        "two values that CLDR's pattern writes alike are written apart and read back", .pinsCLDR42,
        arguments: [
            ("ast@calendar=roc", "year-month", "1500-02", "de febreru 412 A.R.D.C.", "-0411-M02[u-ca=roc]"),
            ("ast@calendar=roc", "year-month", "2323-02", "de febreru 412 Minguo", "0412-M02[u-ca=roc]"),
            ("ar_MA@calendar=chinese", "year", "2019", "2019", "2019[u-ca=chinese]"),
            ("ar_MA@calendar=chinese", "year", "1959", "1959", "1959[u-ca=chinese]"),
            ("ast_ES@calendar=japanese", "year-month", "2019-08", "d’agostu 1 Reiwa", "2019-M08[u-ca=japanese]"),
            ("ast_ES@calendar=japanese", "year-month", "1912-08", "d’agostu 1 Taishō", "1912-M08[u-ca=japanese]"),
            // agq's year pattern has no era at all: the rows get one, and the display string.
            ("agq@calendar=japanese", "year", "1912", "1 Taishō", "1912[u-ca=japanese]"),
            ("agq@calendar=japanese", "year", "2019", "1 Reiwa", "2019[u-ca=japanese]"),
            // lt and lv write the era after the day, then the time: the hour is not the year.
            (
                "lt@calendar=japanese", "date-hour", "2019-08-20 14", "1 rugpjūčio 20 Reiwa 14",
                "2019-08-20 14[u-ca=japanese]"
            ),
            (
                "lt_LT@calendar=roc", "date-hour-minute", "2019-08-20 14:30", "108 rugpjūčio 20 R.O.C. 14:30",
                "2019-08-20 14:30[u-ca=roc]"
            ),
            (
                "lv@calendar=japanese", "date-time", "1989-01-08 07:08:09", "1. g. 8. janvāris Heisei, 7:08:09",
                "1989-01-08 07:08:09[u-ca=japanese]"
            ),
            (
                "lv_LV@calendar=roc", "date-hour", "1911-12-31 10", "1. g. 31. decembris pirms republikas, 10",
                "1911-12-31 10[u-ca=roc]"
            ),
        ])
    func roundTrip(locale: String, mode: String, value: String, display: String, parsed: String) throws {
        let written = try LocaleCheckRunner.run(["format", "--locale", locale, "--mode", mode, value])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stderr.isEmpty)
        #expect(written.stdout == display + "\n")
        let read = try LocaleCheckRunner.run(["format", "--locale", locale, "--mode", mode, "--parse", display])
        #expect(read.status == 0, "\(read.stderr)")
        #expect(read.stderr.isEmpty)
        #expect(read.stdout == parsed + "\n")
    }

    @Test(
        "in either provider's CLDR, the two values are written apart and each string reads back",
        arguments: [
            ("ast@calendar=roc", "year-month", "1500-02", "2323-02", "-0411-M02[u-ca=roc]", "0412-M02[u-ca=roc]"),
            ("ar_MA@calendar=chinese", "year", "2019", "1959", "2019[u-ca=chinese]", "1959[u-ca=chinese]"),
            (
                "ast_ES@calendar=japanese", "year-month", "2019-08", "1912-08", "2019-M08[u-ca=japanese]",
                "1912-M08[u-ca=japanese]"
            ),
        ])
    func writtenApart(
        locale: String, mode: String, first: String, second: String, firstParsed: String, secondParsed: String
    ) throws {
        var written: [String] = []
        for (value, parsed) in [(first, firstParsed), (second, secondParsed)] {
            let output = try LocaleCheckRunner.run(["format", "--locale", locale, "--mode", mode, value])
            #expect(output.status == 0, "\(output.stderr)")
            let text = String(output.stdout.dropLast())
            written.append(text)
            let read = try LocaleCheckRunner.run(["format", "--locale", locale, "--mode", mode, "--parse", text])
            #expect(read.status == 0, "\(read.stderr)")
            #expect(read.stdout == parsed + "\n")
        }
        #expect(written[0] != written[1], "\(written)")
    }

    @Test("the ids that failed now pass the locale check")
    func localesPass() throws {
        let ids = [
            "ast@calendar=roc", "ar_MA@calendar=chinese", "ast_ES@calendar=japanese", "ko@calendar=dangi",
            "agq@calendar=japanese",
        ]
        let output = try LocaleCheckRunner.run(["locales"] + ids)
        #expect(output.status == 0, "\(output.stdout)")
        #expect(output.stderr.isEmpty)
        #expect(output.stdout.hasSuffix("checked 5 locales: 5 passed, 0 failed\n"), "\(output.stdout)")
    }

    @Test("the ids whose era follows the day, then the time, pass the locale check")
    func eraAfterDayLocalesPass() throws {
        let ids = ["lt", "lt_LT", "lv", "lv_LV"].flatMap { ["\($0)@calendar=japanese", "\($0)@calendar=roc"] }
        let output = try LocaleCheckRunner.run(["locales"] + ids)
        #expect(output.status == 0, "\(output.stdout)")
        #expect(output.stderr.isEmpty)
        #expect(!output.stdout.contains("FAIL"), "\(output.stdout)")
        #expect(output.stdout.hasSuffix("checked 8 locales: 8 passed, 0 failed\n"), "\(output.stdout)")
    }
}
