import Foundation
import PickerKitTestSupport
import Testing

private let down = "\u{1B}[B"
private let up = "\u{1B}[A"
private let right = "\u{1B}[C"

/// `labels` and `pick` with partial `--select` values, `--today` and disabled values.
@Suite("locale-check partial defaults and disabled values")
struct DefaultsCommandTests {
    @Test(
        "labels: a partial --select is completed from --today (in --time-zone), clamped, and the moves printed",
        arguments: [
            (
                ["--select", "month=8", "--today", "2026-12-01"],
                "selection 2026-08-01\n", [String]()
            ),
            (
                ["--select", "month=2", "--today", "2026-12-31"],
                "selection 2026-02-28\n", ["adjusted day 31 -> 28: the month has 28 days"]
            ),
            (
                ["--select", "month=8", "--today", "2026-12-01", "--min", "2026-09-15"],
                "selection 2026-09-15\n",
                ["adjusted month 8 -> 9: before the minimum", "adjusted day 1 -> 15: before the minimum"]
            ),
            (
                ["--select", "day=20", "--today", "2019-08-01", "--disable", "2019-08-20,2019-08-21"],
                "selection 2019-08-19\n", ["adjusted day 20 -> 19: disabled"]
            ),
            (
                [
                    "--mode", "date-time", "--select", "hour=9", "--today", "2019-08-20 23:30:00", "--time-zone",
                    "Asia/Tokyo",
                ],
                "selection 2019-08-20 09:30:00\n", []
            ),
            (
                ["--select", "month=12", "--today", "2019-08-20 23:30:00", "--time-zone", "America/Los_Angeles"],
                "selection 2019-12-20\n", []
            ),
        ])
    func partial(arguments: [String], selection: String, adjusted: [String]) throws {
        let output = try LocaleCheckRunner.run(["labels", "--locale", "en_US"] + arguments)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty)
        #expect(output.stdout.contains(selection), "\(output.stdout)")
        let lines = output.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("adjusted ") }
        #expect(lines == adjusted)
    }

    @Test("labels: disabled rows stay in the column, struck in text and marked in JSON")
    func disabledRows() throws {
        let arguments = [
            "labels", "--locale", "zh_CN", "--select", "2019-08-19", "--disable", "2019-08-20",
            "--disable", "2019-08-21", "--disable-weekdays", "sat,sun", "--all-rows",
        ]
        let output = try LocaleCheckRunner.run(arguments)
        #expect(output.status == 0)
        let day = try #require(output.stdout.split(separator: "\n").first { $0.hasPrefix("day: ") })
        #expect(day.contains("[19日] ~20日~ ~21日~ 22日 23日 ~24日~ ~25日~ 26日"), "\(day)")
        #expect(day.split(separator: " ").count == 32)
        let json = try LocaleCheckRunner.run(Array(arguments.dropLast()) + ["--json"])
        #expect(json.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let columns = try #require(object["columns"] as? [[String: Any]])
        let days = try #require(columns.first { $0["field"] as? String == "day" }?["rows"] as? [[String: Any]])
        let disabled = days.filter { $0["disabled"] as? Bool == true }.compactMap { $0["value"] as? String }
        #expect(disabled == ["03", "04", "10", "11", "17", "18", "20", "21", "24", "25", "31"])
        #expect(days.count == 31)
        #expect(object["adjustments"] == nil)
        // The month and year rows are never marked.
        let others = columns.filter { $0["field"] as? String != "day" }.flatMap { $0["rows"] as? [[String: Any]] ?? [] }
        #expect(others.allSatisfy { $0["disabled"] == nil })
    }

    @Test("labels: --disable-before today disables past dates, read at --today in --time-zone", .pinsCLDR42)
    func past() throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--today", "2019-08-20 20:00:00", "--time-zone", "Asia/Shanghai",
            "--disable-before", "today", "--select", "day=3", "--json",
        ])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("\"selection\":\"2019-08-20\""))
        #expect(
            output.stdout.contains(
                "{\"field\":\"day\",\"from\":3,\"to\":20,\"reason\":\"disabled\","
                    + "\"spoken\":\"Day changed to 20: the selected value is not available\"}"
            ))
    }

    @Test(
        "bad partial values, disabled values and --today: the error names the input and where, exit 1 or 64",
        arguments: [
            (
                ["--select", "hour=3"], 1,
                "Error: --select: partial selection \"hour=3\": a date picker has no hour column (it has year, month, day) (offset 0)\n"
            ),
            (
                ["--select", "month=8,"], 1,
                "Error: --select: partial selection \"month=8,\": expected field=value after ',' (offset 8)\n"
            ),
            (
                ["--select", "month=8,month=9"], 1,
                "Error: --select: partial selection \"month=8,month=9\": month is given twice (offset 8)\n"
            ),
            (
                ["--select", "month=13", "--today", "2019-08-20"], 1,
                "Error: --select: partial selection \"month=13\": month 13 is outside 1...12 (offset 6)\n"
            ),
            (
                ["--disable", "2019-08-20,2019-13-01"], 1,
                "Error: --disable \"2019-08-20,2019-13-01\": \"2019-13-01\" at offset 16 is not a date value: month 13 is out of range (01...12)\n"
            ),
            (
                [
                    "--min", "2019-08-20", "--max", "2019-08-21", "--disable", "2019-08-20,2019-08-21", "--select",
                    "2019-08-20",
                ], 1,
                "Error: every value from 2019-08-20 to 2019-08-21 is disabled\n"
            ),
            (
                ["--min", "2019-08-01", "--max", "2019-08-31", "--disable-after", "2019-07-31"], 1,
                "Error: every value from 2019-08-01 to 2019-08-31 is disabled\n"
            ),
            (
                ["--select", "2019-08-24", "--disable-weekdays", "sat,sun"], 1,
                "Error: selection 2019-08-24 is disabled (the nearest enabled value is 2019-08-23)\n"
            ),
            (
                ["--today", "2019-08-32"], 1,
                "Error: --today: \"2019-08-32\" is not a date value: day 32 is out of range for August 2019 (31 days) (offset 8)\n"
            ),
            (
                ["--disable-before", "tomorrow"], 1,
                "Error: --disable-before \"tomorrow\" is not a date value: expected a digit of the year, found \"t\" (offset 0)\n"
            ),
        ])
    func refused(arguments: [String], status: Int32, message: String) throws {
        let output = try LocaleCheckRunner.run(["labels", "--locale", "en_US"] + arguments)
        #expect(output.status == status)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == message)
    }

    @Test(
        "disabled options a mode cannot take are usage errors",
        arguments: [
            (
                ["labels", "--locale", "en_US", "--mode", "time", "--disable", "2019-08-20"],
                "Error: --disable: a time picker takes no disabled values (only modes with a year do)\n"
            ),
            (
                ["labels", "--locale", "en_US", "--mode", "year-month", "--disable-weekdays", "sun"],
                "Error: --disable-weekdays: a year-month picker has no day\n"
            ),
            (
                ["labels", "--locale", "en_US", "--disable-weekdays", "sat,sunday"],
                "Error: --disable-weekdays: \"sunday\" is not a weekday (sun,mon,tue,wed,thu,fri,sat)\n"
            ),
            (
                ["pick", "--mode", "region", "--locale", "en_US", "--disable", "2019-08-20"],
                "Error: --disable is not an option of --mode region\n"
            ),
        ])
    func usage(arguments: [String], message: String) throws {
        let output = try LocaleCheckRunner.run(arguments)
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix(message), "\(output.stderr)")
    }

    @Test("an annotated calendar value with '=' is a whole value, not the partial form")
    func annotationIsNotPartial() throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", "zh_CN@calendar=chinese", "--select", "1987-07-26[u-ca=chinese]",
            "--disable", "1987-08-23",
        ])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("selection 1987-07-26[u-ca=chinese]\n"), "\(output.stdout)")
    }

    @Test("a calendar picker reads today, partial values and --disable-before today at --today")
    func calendarToday() throws {
        let locale = ["labels", "--locale", "he_IL@calendar=hebrew", "--today", "2019-08-20"]
        let today = try LocaleCheckRunner.run(locale + ["--select", "today"])
        #expect(today.status == 0, "\(today.stderr)")
        #expect(today.stdout.contains("selection 2019-08-20[u-ca=hebrew]\n"), "\(today.stdout)")
        // Av 19 in Tishri (month 1) is 5779-01-19, before today: moved to today (after, the
        // nearest enabled day).
        let past = try LocaleCheckRunner.run(locale + ["--select", "month=1", "--disable-before", "today"])
        #expect(past.status == 0, "\(past.stderr)")
        #expect(past.stdout.contains("selection 2019-08-20[u-ca=hebrew]\n"), "\(past.stdout)")
        #expect(past.stdout.contains("adjusted month 1 -> 12: disabled\n"), "\(past.stdout)")
    }

    @Test("pick: a partial --select completed from --today")
    func pickPartial() throws {
        let output = try PseudoTerminalRunner.run(
            ["pick", "--locale", "zh_CN", "--select", "month=8", "--today", "2026-12-01"], keys: ["\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "2026-08-01\n")
    }

    @Test("pick: a key onto disabled days steps over them, up and down; the rows stay and are struck")
    func pickDisabled() throws {
        // zh_CN: year, month, day. Right twice to the day; down from the 19th crosses the 20th
        // and 21st to the 22nd, up comes back over them to the 19th, down again, Enter.
        let arguments = [
            "pick", "--locale", "zh_CN", "--select", "2019-08-19", "--disable", "2019-08-20,2019-08-21",
        ]
        let output = try PseudoTerminalRunner.run(arguments, keys: [right, right, down, up, down, "\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "2019-08-22\n")
        #expect(output.screen.contains("~20日~"))
        let refused = try PseudoTerminalRunner.run(
            ["pick", "--locale", "zh_CN", "--select", "2019-08-20", "--disable", "2019-08-20"], keys: ["\r"])
        #expect(refused.status == 1)
        #expect(refused.screen.contains("--select 2019-08-20 is disabled (the nearest enabled value is 2019-08-21)"))
    }
}
