import Foundation
import PickerKitTestSupport
import Testing

@Suite("locale-check with --mode year-week and year-quarter")
struct PeriodCommandTests {
    @Test("labels prints the year and week columns in the locale's order")
    func labels() throws {
        let en = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--mode", "year-week", "--select", "2020-W53",
        ])
        #expect(en.status == 0, "\(en.stderr)")
        #expect(
            en.stdout
                == """
                locale en_US: data en_US
                mode year-week: order week year (pattern 'week' w 'of' Y), weeks Monday, 4 days, selection 2020-W53
                week: 1 … 52 [53]
                year: 1900 … 2019 [2020] 2021 … 2100

                """)
        let zh = try LocaleCheckRunner.run([
            "labels", "--locale", "zh_CN", "--mode", "year-quarter", "--select", "2019-Q3", "--min", "2019-Q3", "--max",
            "2021-Q2",
        ])
        #expect(zh.status == 0, "\(zh.stderr)")
        #expect(zh.stdout.hasSuffix("year: [2019年] 2020年 2021年\nquarter: [3季度] 4季度\n"))
    }

    @Test("a calendar's weeks: the values' annotation names the calendar; today is its week; two calendars are refused")
    func calendarWeeks() throws {
        let persian = try LocaleCheckRunner.run([
            "labels", "--locale", "fa_IR", "--mode", "year-week", "--min", "1403-W01[u-ca=persian]", "--max",
            "1404-W10[u-ca=persian]", "--select", "today", "--today", "2024-06-10",
        ])
        #expect(persian.status == 0, "\(persian.stderr)")
        #expect(
            persian.stdout
                == """
                locale fa_IR: data fa_IR@calendar=persian
                mode year-week: order week year (pattern هفتهٔ wم Y), weeks Monday, 4 days, selection 1403-W13[u-ca=persian]
                week: ۱ … ۱۲ [۱۳] ۱۴ … ۵۳
                year: [۱۴۰۳] ۱۴۰۴

                """)
        // The week is written as its days: 5807 starts on 1 Tishrei, a day before ICU 72's.
        let hebrew = try LocaleCheckRunner.run([
            "format", "--locale", "he_IL@calendar=hebrew", "--mode", "year-week", "5807-W01[u-ca=hebrew]",
        ])
        #expect(hebrew.status == 0, "\(hebrew.stderr)")
        #expect(hebrew.stdout == "1–7 בתשרי 5807\n")
        let open = try LocaleCheckRunner.run([
            "format", "--locale", "zh_CN", "--mode", "year-week", "--range", "2023-W54[u-ca=chinese]/present",
        ])
        #expect(open.status == 0, "\(open.stderr)")
        #expect(open.stdout == "2023年腊月19至今\n")
        let mixed = try LocaleCheckRunner.run([
            "labels", "--locale", "zh_CN", "--mode", "year-week", "--min", "2023-W01[u-ca=chinese]", "--max",
            "2024-W10",
        ])
        #expect(mixed.status == 1)
        #expect(mixed.stdout.isEmpty)
        #expect(
            mixed.stderr
                == "Error: maximum \"2024-W10\" is not a valid selection: 2024-W10 is an ISO week, but the picker lists "
                + "chinese weeks, written such as 1403-W05[u-ca=chinese] (offset 8)\n")
        let tooMany = try LocaleCheckRunner.run([
            "format", "--locale", "zh_CN", "--mode", "year-week", "2024-W51[u-ca=chinese]",
        ])
        #expect(tooMany.status == 1)
        #expect(tooMany.stderr.contains("week 51 is out of range for chinese year 2024 (50 weeks) (offset 6)"))
    }

    @Test("--today fixes today for weeks and quarters: the default selection and today in --min, in --time-zone")
    func todayOption() throws {
        let weeks = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--mode", "year-week", "--today", "2019-08-20",
        ])
        #expect(weeks.status == 0, "\(weeks.stderr)")
        #expect(weeks.stdout.contains("selection 2019-W34\nweek: 1 … 33 [34] 35 … 52\n"))
        // 23:30 on 31 December in Tokyo is still the fourth quarter there.
        let quarters = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--mode", "year-quarter", "--today", "2019-12-31 23:30", "--time-zone",
            "Asia/Tokyo", "--min", "today", "--max", "2020-Q2",
        ])
        #expect(quarters.status == 0, "\(quarters.stderr)")
        #expect(quarters.stdout.hasSuffix("selection 2019-Q4\nquarter: [Q4]\nyear: [2019] 2020\n"))
        let refused = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--mode", "year-quarter", "--today", "2019-13-01",
        ])
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "Error: --today: \"2019-13-01\" is not a date value: month 13 is out of range (01...12) (offset 5)\n"
        )
    }

    @Test("labels shows the Present row and newest-first order, as pick does")
    func labelsPresentDescending() throws {
        let zh = try LocaleCheckRunner.run([
            "labels", "--locale", "zh_CN", "--mode", "year-week", "--present", "--descending", "--select", "present",
            "--min", "2019-W01", "--max", "2020-W53",
        ])
        #expect(zh.status == 0, "\(zh.stderr)")
        #expect(zh.stdout.hasSuffix("selection present\nyear: [至今] 2020年 2019年\nweek: [53] 52 … 1\n"), "\(zh.stdout)")
        let en = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--mode", "year-quarter", "--present", "--select", "2019-Q4", "--min",
            "2019-Q3", "--max", "2020-Q2", "--json",
        ])
        #expect(en.status == 0, "\(en.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(en.stdout.utf8)) as? [String: Any]
        #expect(object?["selection"] as? String == "2019-Q4")
        let columns = object?["columns"] as? [[String: Any]] ?? []
        let quarters = columns.first?["rows"] as? [[String: Any]] ?? []
        let years = columns.last?["rows"] as? [[String: Any]] ?? []
        // en_US puts the quarter first and the year second; the Present row is in the year
        // column, as a date picker's is in its largest unit's, and ends it in ascending order.
        #expect(columns.first?["field"] as? String == "quarter")
        #expect(quarters.map { $0["value"] as? String } == ["2019-Q3", "2019-Q4"])
        #expect(columns.first?["selected"] as? Int == 1)
        #expect(columns.last?["field"] as? String == "year")
        #expect(years.map { $0["value"] as? String } == ["2019", "2020", "present"])
        #expect(years.last?["label"] as? String == "Present")
        #expect(columns.last?["selected"] as? Int == 0)
        let refused = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--mode", "year-week", "--select", "present",
        ])
        #expect(refused.status == 64)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.hasPrefix("Error: --select present needs --present\n"))
    }

    @Test("--week-rules locale numbers the rows the locale's way; values stay ISO")
    func localeRules() throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--mode", "year-week", "--week-rules", "locale", "--select", "2021-W01",
            "--json",
        ])
        #expect(output.status == 0, "\(output.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        #expect(object?["selection"] as? String == "2021-W01")
        let rules = object?["weekRules"] as? [String: Any]
        #expect(rules?["firstWeekday"] as? String == "Sunday")
        #expect(rules?["minimalDays"] as? Int == 1)
        let columns = object?["columns"] as? [[String: Any]] ?? []
        let week = columns.first { $0["field"] as? String == "week" }
        let rows = week?["rows"] as? [[String: String]] ?? []
        let selected = week?["selected"] as? Int ?? -1
        // en_US week 2 of 2021 (January 3-9) stands for ISO 2021-W01 (January 4-10).
        #expect(
            rows.indices.contains(selected)
                && rows[selected] == ["value": "2021-W01", "label": "2", "spoken": "week 2 of 2021"])
    }

    @Test(
        "bad weeks and quarters exit 1 naming the input, the problem and the offset",
        arguments: [
            (
                ["parse", "--mode", "year-week", "2019-W53"],
                "line 1: invalid year-week \"2019-W53\": week 53 is out of range for 2019 (52 ISO weeks) (offset 6)\n"
            ),
            (
                ["parse", "--mode", "year-week", "2020-W54"],
                "line 1: invalid year-week \"2020-W54\": week 54 is out of range for 2020 (53 ISO weeks) (offset 6)\n"
            ),
            (
                ["parse", "--mode", "year-week", "2020-W00"],
                "line 1: invalid year-week \"2020-W00\": week 00 is out of range for 2020 (53 ISO weeks) (offset 6)\n"
            ),
            (
                ["parse", "--mode", "year-quarter", "2019-Q5"],
                "line 1: invalid year-quarter \"2019-Q5\": quarter 5 is out of range (1...4) (offset 6)\n"
            ),
            (
                ["parse", "--mode", "year-week", "--range", "2019-W20/2019-W10"],
                "line 1: invalid year-week range \"2019-W20/2019-W10\": the end 2019-W10 is before the start 2019-W20 (offset 9)\n"
            ),
            (
                ["format", "--locale", "en_US", "--mode", "year-week", "2019-W53"],
                "Error: \"2019-W53\" is not a year-week value: week 53 is out of range for 2019 (52 ISO weeks) (offset 6)\n"
            ),
            (
                ["format", "--locale", "en_US", "--mode", "year-quarter", "--range", "2019-Q1/2019-Q5"],
                "Error: invalid range \"2019-Q1/2019-Q5\": end: quarter 5 is out of range (1...4) (offset 14)\n"
            ),
            (
                ["labels", "--locale", "en_US", "--mode", "year-week", "--select", "2019-W53"],
                "Error: --select: \"2019-W53\" is not a year-week value: week 53 is out of range for 2019 (52 ISO weeks) (offset 6)\n"
            ),
            (
                ["pick", "--locale", "en_US", "--mode", "year-quarter", "--max", "2019-Q0"],
                "Error: --max: \"2019-Q0\" is not a year-quarter value: quarter 0 is out of range (1...4) (offset 6)\n"
            ),
        ])
    func badInput(arguments: [String], stderr: String) throws {
        let output = try LocaleCheckRunner.run(arguments)
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == stderr)
    }

    @Test("valid values print canonical, in the locale's words, in ranges, and back", .pinsCLDR42)
    func valid() throws {
        let cases: [([String], String)] = [
            (["parse", "--mode", "year-week", "2020-W53", "present"], "2020-W53\npresent\n"),
            (["parse", "--mode", "year-quarter", "--range", "2019-Q1/present"], "2019-Q1/present\n"),
            (["format", "--locale", "zh_CN", "--mode", "year-week", "2020-W53"], "2020年第53周\n"),
            (["format", "--locale", "zh_CN", "--mode", "year-quarter", "2019-Q3"], "2019年第3季度\n"),
            (
                ["format", "--locale", "zh_CN", "--mode", "year-quarter", "--range", "2019-Q1/present"],
                "2019年第1季度 – 至今\n"
            ),
            (["format", "--locale", "en_US", "--mode", "year-quarter", "--parse", "3rd quarter 2019"], "2019-Q3\n"),
            (["format", "--locale", "zh_CN", "--mode", "year-week", "--parse", "2020年第53周"], "2020-W53\n"),
        ]
        for (arguments, expected) in cases {
            let output = try LocaleCheckRunner.run(arguments)
            #expect(output.status == 0, "\(arguments) \(output.stderr)")
            #expect(output.stdout == expected, "\(arguments)")
        }
    }

    @Test(
        "options for columns a period picker lacks are usage errors (exit 64)",
        arguments: [
            (
                ["labels", "--locale", "en_US", "--mode", "year-week", "--month-style", "wide"],
                "Error: --month-style: a year-week picker has no month column"
            ),
            (
                ["labels", "--locale", "en_US", "--mode", "year-quarter", "--week-rules", "locale"],
                "Error: --week-rules: a year-quarter picker has no week column"
            ),
            (
                ["labels", "--locale", "en_US", "--week-rules", "locale"],
                "Error: --week-rules goes with --mode year-week"
            ),
            (
                ["labels", "--locale", "en_US", "--mode", "year-week", "--zero-pad"],
                "Error: --zero-pad is for date and time rows; a year-week picker has none"
            ),
            (
                ["pick", "--locale", "en_US", "--mode", "year-week", "--minute-step", "5"],
                "Error: --minute-step: a year-week picker has no minute column"
            ),
            (
                ["parse", "--mode", "year-quarter", "--lenient", "2019-Q1"],
                "Error: --lenient: year-quarter values are parsed strictly only (such as 2019-Q3)"
            ),
            (
                ["format", "--locale", "en_US", "--mode", "year-week", "--relative", "2020-W01"],
                "Error: --relative needs a date VALUE (--mode date), without --parse or --range"
            ),
        ])
    func usage(arguments: [String], firstLine: String) throws {
        let output = try LocaleCheckRunner.run(arguments)
        #expect(output.status == 64)
        #expect(output.stderr.split(separator: "\n").first.map(String.init) == firstLine)
    }

    @Test("pick refuses to run without a terminal, as for other modes")
    func pick() throws {
        let output = try LocaleCheckRunner.run(["pick", "--locale", "en_US", "--mode", "year-week"])
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("Error: standard input is not a terminal"))
    }
}
