import Foundation
import Testing

@Suite("locale-check labels --single-column")
struct SingleColumnLabelsTests {
    @Test("seed 000: newest first with Present on top, one row per month")
    func seed000Text() throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", "zh_CN", "--mode", "year-month", "--single-column", "--descending", "--present",
            "--min", "2015-01", "--max", "2019-12", "--select", "2019-08",
        ])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        #expect(
            output.stdout
                == "locale zh_CN: data zh_Hans_CN\n" + "calendar gregorian (region CN)\n"
                + "mode year-month: single column of 61 rows (pattern y年M月), selection 2019-08\n"
                + "rows: 至今 | … | 2019年9月 | [2019年8月] | 2019年7月 | … | 2015年1月\n")
    }

    @Test("JSON lists every row with its value and display string, and the selected index")
    func json() throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--mode", "date-hour-minute", "--single-column", "--minute-step", "30",
            "--min", "2019-08-20 13:00", "--max", "2019-08-20 14:00", "--select", "2019-08-20 13:30", "--json",
        ])
        #expect(output.status == 0)
        #expect(
            output.stdout
                == "{\"locale\":{\"requested\":\"en_US\",\"resolved\":\"en_US\",\"fallback\":false},"
                + "\"calendar\":\"gregorian\",\"calendarSource\":\"region\",\"calendarRegion\":\"US\","
                + "\"mode\":\"date-hour-minute\",\"singleColumn\":true,\"pattern\":\"MMMM d, y' at 'h:mm\u{202F}a\","
                + "\"assembled\":true,\"sortOrder\":\"ascending\",\"rows\":["
                + "{\"value\":\"2019-08-20 13:00\",\"label\":\"August 20, 2019 at 1:00\u{202F}PM\"},"
                + "{\"value\":\"2019-08-20 13:30\",\"label\":\"August 20, 2019 at 1:30\u{202F}PM\"},"
                + "{\"value\":\"2019-08-20 14:00\",\"label\":\"August 20, 2019 at 2:00\u{202F}PM\"}],"
                + "\"selected\":1,\"selection\":\"2019-08-20 13:30\"}\n")
    }

    @Test("disabled values keep their rows, struck in text and marked in JSON; the selection moves off them")
    func disabledRows() throws {
        let arguments = [
            "labels", "--locale", "en_US", "--mode", "date", "--single-column", "--min", "2019-10-01", "--max",
            "2019-10-06", "--disable", "2019-10-02", "--disable-weekdays", "sat,sun",
        ]
        let text = try LocaleCheckRunner.run(arguments + ["--select", "2019-10-04"])
        #expect(text.status == 0)
        #expect(text.stderr.isEmpty)
        #expect(
            text.stdout
                == "locale en_US: data en_US\n" + "calendar gregorian (region US)\n"
                + "mode date: single column of 6 rows (pattern MMMM d, y), selection 2019-10-04\n"
                + "rows: October 1, 2019 | ~October 2, 2019~ | October 3, 2019 | [October 4, 2019] | "
                + "~October 5, 2019~ | ~October 6, 2019~\n")
        // Today's default (fixed to a day past the maximum) is clamped to the maximum, a Sunday,
        // and moves to Friday: each move printed.
        let moved = try LocaleCheckRunner.run(arguments + ["--today", "2026-12-01"])
        #expect(moved.status == 0)
        #expect(moved.stdout.contains("selection 2019-10-04\n"))
        #expect(moved.stdout.contains("adjusted month "))
        #expect(moved.stdout.hasSuffix(" -> 4: disabled\n"))
        let json = try LocaleCheckRunner.run([
            "labels", "--locale", "zh_CN", "--mode", "date", "--single-column", "--min", "2019-10-01", "--max",
            "2019-10-03", "--disable", "2019-10-02", "--select", "2019-10-03", "--json",
        ])
        #expect(json.status == 0)
        #expect(
            json.stdout.contains(
                "\"rows\":[{\"value\":\"2019-10-01\",\"label\":\"2019年10月1日\"},"
                    + "{\"value\":\"2019-10-02\",\"label\":\"2019年10月2日\",\"disabled\":true},"
                    + "{\"value\":\"2019-10-03\",\"label\":\"2019年10月3日\"}],\"selected\":2"))
    }

    @Test("--select present is the Present row even when the bounds end before today")
    func presentBeforeToday() throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--mode", "year-month", "--single-column", "--present", "--descending",
            "--min", "2019-08", "--max", "2019-10", "--select", "present",
        ])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        #expect(output.stdout.hasSuffix("rows: [Present] | October 2019 | September 2019 | August 2019\n"))
    }

    @Test("--today and a partial --select work as in the multi-column listing")
    func todayAndPartial() throws {
        let partial = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--single-column", "--today", "2019-10-05", "--select", "day=20",
            "--min", "2019-10-19", "--max", "2019-10-21",
        ])
        #expect(partial.status == 0)
        #expect(partial.stdout.hasSuffix("rows: October 19, 2019 | [October 20, 2019] | October 21, 2019\n"))
        let past = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--mode", "year-month", "--single-column", "--today", "2019-08-15",
            "--disable-after", "today", "--min", "2019-07", "--max", "2019-10",
        ])
        #expect(past.status == 0)
        #expect(past.stdout.contains("rows: July 2019 | [August 2019] | ~September 2019~ | ~October 2019~\n"))
    }

    @Test("a disabled --select is refused, naming the nearest enabled value")
    func disabledSelection() throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", "zh_CN", "--mode", "date", "--single-column", "--min", "2019-10-01", "--max",
            "2019-10-07", "--disable", "2019-10-02", "--select", "2019-10-02",
        ])
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == "Error: selection 2019-10-02 is disabled (the nearest enabled value is 2019-10-03)\n")
        // Inside the bounds as typed, though moving off the disabled day crosses --min: still
        // refused as disabled, naming where the picker would go.
        let steps = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--mode", "date-hour-minute", "--single-column", "--minute-step", "30",
            "--min", "2019-10-04 22:00", "--max", "2019-10-05 02:00", "--select", "2019-10-05 00:30", "--disable",
            "2019-10-05",
        ])
        #expect(steps.status == 1)
        #expect(steps.stderr.hasPrefix("Error: selection 2019-10-05 00:30 is disabled (the nearest enabled value is "))
    }

    @Test("0001-01 to 9999-12 lists 119,988 months without computing them all")
    func wholeRange() throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--mode", "year-month", "--single-column", "--min", "0001-01", "--max",
            "9999-12", "--select", "2019-08",
        ])
        #expect(output.status == 0)
        #expect(output.stdout.contains("single column of 119988 rows"))
        #expect(output.stdout.contains("| July 2019 | [August 2019] | September 2019 |"))
    }

    @Test(
        "bad combinations are refused with a reason",
        arguments: [
            (["--single-column", "--select", "present", "--zero-pad"], Int32(64), "--zero-pad styles column rows"),
            (["--single-column", "--minute-step", "7", "--mode", "date-hour-minute"], 64, "--minute-step"),
            (["--single-column", "--minute-step", "5"], 64, "a date picker has no minutes"),
            (["--single-column", "--mode", "date-time", "--json"], 1, "prints at most 100000"),
            (["--single-column", "--select", "present"], 1, "--select present needs --present"),
            (["--single-column", "--zero-pad"], 64, "--zero-pad styles column rows"),
            (["--single-column", "--select", "2019-02-30"], 1, "day 30 is out of range"),
            (
                ["--single-column", "--min", "2019-01-01", "--max", "2019-12-31", "--select", "2020-01-01"], 1,
                "not a row"
            ),
        ])
    func refusals(arguments: [String], status: Int32, message: String) throws {
        let output = try LocaleCheckRunner.run(["labels", "--locale", "en_US"] + arguments)
        #expect(output.status == status)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains(message), "\(output.stderr)")
    }

    @Test("every calendar lists its own rows: leap months in place, the calendar named and why")
    func calendars() throws {
        let hebrew = try LocaleCheckRunner.run([
            "labels", "--locale", "he-IL-u-ca-hebrew", "--mode", "year-month", "--single-column", "--min", "5784-M04",
            "--max", "5784-M07", "--select", "5784-M05L",
        ])
        #expect(hebrew.status == 0)
        #expect(hebrew.stderr.isEmpty)
        #expect(
            hebrew.stdout
                == "locale he-IL-u-ca-hebrew: data he_IL@calendar=hebrew\ncalendar hebrew (keyword)\n"
                + "mode year-month: single column of 5 rows (pattern MMMM y), selection 5784-M05L[u-ca=hebrew]\n"
                + "rows: טבת תשפ״ד | שבט תשפ״ד | [אדר א׳ תשפ״ד] | אדר ב׳ תשפ״ד | ניסן תשפ״ד\n")
        let time = try LocaleCheckRunner.run([
            "labels", "--locale", "he-IL-u-ca-hebrew", "--mode", "hour-minute", "--single-column", "--select", "14:30",
        ])
        #expect(time.status == 0)
        #expect(time.stdout.contains("[14:30]"))
        let japanese = try LocaleCheckRunner.run([
            "labels", "--locale", "ja_JP@calendar=japanese", "--mode", "year-month", "--single-column", "--min",
            "2019-04", "--max", "2019-05", "--select", "2019-05",
        ])
        #expect(japanese.status == 0)
        #expect(japanese.stdout.hasSuffix("rows: 平成31年4月 | [令和元年5月]\n"))
        // Lunar months are the rows: 2019-01 is not a month of the Chinese calendar.
        let chinese = try LocaleCheckRunner.run([
            "labels", "--locale", "zh_CN@calendar=chinese", "--mode", "year-month", "--single-column", "--min",
            "2019-01", "--max", "2019-03",
        ])
        #expect(chinese.status == 1)
        #expect(chinese.stdout.isEmpty)
        #expect(chinese.stderr.contains("write 2019-M01 for the first month of chinese year 2019"))
        let persian = try LocaleCheckRunner.run([
            "labels", "--locale", "fa_IR", "--mode", "date", "--single-column", "--min", "1403-M12-29", "--max",
            "1404-M01-01", "--json",
        ])
        #expect(persian.status == 0)
        #expect(
            persian.stdout.contains("\"calendar\":\"persian\",\"calendarSource\":\"region\",\"calendarRegion\":\"IR\""))
        #expect(persian.stdout.contains("\"label\":\"۳۰ اسفند ۱۴۰۳\""))
        #expect(persian.stdout.contains("\"rows\":[{\"value\":\"2025-03-19[u-ca=persian]\""))
    }
}
