import Foundation
import PickerKitTestSupport
import Testing

@Suite("locale-check format --range and parse --range in the locale's calendar")
struct CalendarRangeCommandTests {
    @Test(
        "ranges in Persian, Chinese and Hebrew locales print in the calendar's own months", .pinsCLDR42,
        arguments: [
            // ISO dates are read as the same days; calendar values with or without the annotation.
            (["--locale", "fa_IR"], "2015-03-21/present", "۱ فروردین ۱۳۹۴ تا تاکنون"),
            (["--locale", "fa_IR"], "1394-M01/present", "فروردین ۱۳۹۴ تا تاکنون"),
            (["--locale", "fa_IR@calendar=persian"], "1394-M01[u-ca=persian]/1398-M05", "فروردین ۱۳۹۴ تا مرداد ۱۳۹۸"),
            (["--locale", "fa_IR"], "2015-03-21/2015-04-20", "۱ تا ۳۱ فروردین ۱۳۹۴"),
            // Across the leap month 闰四月 of 2020 (ICU's interval format alone would write one 四月).
            (["--locale", "zh_CN@calendar=chinese"], "2020-M04/2020-M04L", "2020庚子年四月至2020庚子年闰四月"),
            (["--locale", "zh_CN@calendar=chinese"], "2020-M04L/2020-M06", "2020庚子年闰四月至六月"),
            (["--locale", "zh_CN@calendar=chinese"], "2020-M04L-01/present", "2020年闰四月1至今"),
            (["--locale", "he_IL@calendar=hebrew"], "5784-M05L/5784-M06", "אדר א׳–אדר ב׳ 5784"),
            (["--locale", "he_IL@calendar=hebrew"], "2024-02-10/2024-03-11", "1 באדר א׳ – 1 באדר ב׳ 5784"),
            (["--locale", "he_IL@calendar=hebrew"], "5784-M05L[u-ca=hebrew]/present", "אדר א׳ 5784 – עד היום"),
            // Years ICU 72 starts a day late: each end is written from the day ICU reads as ours.
            (["--locale", "zh_CN@calendar=chinese"], "2027-M01/2027-M03", "2027丁未年正月至三月"),
            (["--locale", "zh_CN@calendar=chinese"], "2027-02-06/2027-02-08", "2027年正月1至3"),
            (["--locale", "he_IL@calendar=hebrew"], "2046-10-01/2046-10-03", "1–3 בתשרי 5807"),
            (["--locale", "he_IL@calendar=hebrew"], "5807-M01/present", "תשרי 5807 – עד היום"),
        ])
    func format(options: [String], value: String, expected: String) throws {
        let output = try LocaleCheckRunner.run(["format", "--range"] + options + [value])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == expected + "\n")
        #expect(output.stderr.isEmpty)
    }

    /// Foundation's interval format writes an open end with CLDR 46's fallback; the months are the calendar's in
    /// both providers.
    @Test(
        "in both providers the halves are the calendar's months and the open end the Present word",
        arguments: [
            ("fa_IR", "1394-M01/present", ["فروردین", "۱۳۹۴", "تاکنون"]),
            ("fa_IR", "1394-M01/1398-M05", ["فروردین", "۱۳۹۴", "مرداد", "۱۳۹۸"]),
            ("zh_CN@calendar=chinese", "2020-M04/2020-M04L", ["四月", "闰四月"]),
            ("zh_CN@calendar=chinese", "2020-M04L-01/present", ["闰四月", "至今"]),
            ("he_IL@calendar=hebrew", "5784-M05L/5784-M06", ["אדר א׳", "אדר ב׳"]),
        ])
    func bothProviders(locale: String, value: String, parts: [String]) throws {
        let output = try LocaleCheckRunner.run(["format", "--range", "--locale", locale, value])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty)
        for part in parts { #expect(output.stdout.contains(part), "\(output.stdout) lacks \(part)") }
        // No Gregorian month leaks in (the values are the calendar's, not ISO months).
        #expect(!output.stdout.contains("مارس") && !output.stdout.contains("3月"), "\(output.stdout)")
    }

    @Test(
        "calendar ranges that are wrong are refused with the offset of the problem",
        arguments: [
            (
                ["--locale", "he_IL@calendar=hebrew"], "5784-M06/5784-M05L",
                "Error: invalid range \"5784-M06/5784-M05L\": the end 5784-M05L[u-ca=hebrew] is before the start "
                    + "5784-M06[u-ca=hebrew] (offset 9)\n"
            ),
            (
                ["--locale", "zh_CN@calendar=chinese"], "2020-M05/2020-M04L",
                "Error: invalid range \"2020-M05/2020-M04L\": the end 2020-M04L[u-ca=chinese] is before the start "
                    + "2020-M05[u-ca=chinese] (offset 9)\n"
            ),
            (
                ["--locale", "fa_IR"], "2015-03/present",
                "Error: invalid range \"2015-03/present\": start: expected a month code M01…M13 or a leap month "
                    + "such as M06L (persian months are not the Gregorian months: write 2015-M01 for the first month "
                    + "of persian year 2015, or give an ISO date) (offset 5)\n"
            ),
        ])
    func formatErrors(options: [String], value: String, expected: String) throws {
        let output = try LocaleCheckRunner.run(["format", "--range"] + options + [value])
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == expected)
    }

    @Test("parse --range keeps calendar ranges and refuses halves of two calendars")
    func parse() throws {
        let output = try LocaleCheckRunner.run([
            "parse", "--range", "1394-M01[u-ca=persian]/present", "2020-M04[u-ca=chinese]/2020-M04L[u-ca=chinese]",
        ])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == "1394-M01[u-ca=persian]/present\n2020-M04[u-ca=chinese]/2020-M04L[u-ca=chinese]\n")
        let mixed = try LocaleCheckRunner.run(["parse", "--range", "2019-08-20[u-ca=chinese]/2019-09-01[u-ca=hebrew]"])
        #expect(mixed.status == 1)
        #expect(mixed.stdout.isEmpty)
        #expect(
            mixed.stderr
                == "line 1: invalid date range \"2019-08-20[u-ca=chinese]/2019-09-01[u-ca=hebrew]\": the end "
                + "2019-09-01[u-ca=hebrew] is in the hebrew calendar but the start 2019-08-20[u-ca=chinese] is in the "
                + "chinese calendar; both halves need one calendar (offset 35)\n")
    }
}
