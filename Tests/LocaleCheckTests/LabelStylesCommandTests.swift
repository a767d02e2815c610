import Foundation
import PickerKitTestSupport
import Testing

@Suite("locale-check labels and pick: --zero-pad, --units, --relative, --today, adjustments")
struct LabelStylesCommandTests {
    @Test(
        "--zero-pad --units: two-digit rows with the locale's units",
        arguments: [
            ("zh_CN", ["day: [05日]", "hour: 00时 01时", "minute: 00分 … 04分 [05分] 06分 … 59分", "second: 00秒 …"]),
            ("ja_JP", ["day: [05日]", "hour: 00時 01時", "minute: 00分 … 04分 [05分]", "second: 00秒 …"]),
            ("en_US", ["day: [05]", "hour: 12 01 02", "minute: 00 … 04 [05] 06 … 59", "second: 00 …"]),
        ])
    func styles(localeID: String, lines: [String]) throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", localeID, "--mode", "date-time", "--select", "2019-08-05 08:05:09", "--min",
            "2019-08-05 00:00:00", "--max", "2019-08-05 23:59:59", "--zero-pad", "--units",
        ])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        for line in lines { #expect(output.stdout.contains("\n" + line), "\(output.stdout)") }
    }

    @Test("without the flags zh minutes have no unit and days no padding")
    func plain() throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", "zh_CN", "--mode", "date-hour-minute", "--select", "2019-08-05 08:05", "--min",
            "2019-08-05 00:00", "--max", "2019-08-05 23:59",
        ])
        #expect(output.status == 0)
        #expect(output.stdout.contains("\nday: [5日]\n"))
        #expect(output.stdout.contains("\nminute: 00 … 04 [05] 06 … 59\n"))
    }

    @Test("--relative --today: the day rows around today read as the locale's words, in text and JSON")
    func relative() throws {
        let text = try LocaleCheckRunner.run([
            "labels", "--locale", "zh_CN", "--select", "2019-08-20", "--min", "2019-08-01", "--max", "2019-08-31",
            "--relative", "--today", "2019-08-20",
        ])
        #expect(text.status == 0)
        #expect(text.stderr.isEmpty)
        #expect(text.stdout.contains(" 18日 昨天 [今天] 明天 22日 "), "\(text.stdout)")
        let json = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--select", "2019-08-20", "--min", "2019-08-01", "--max", "2019-08-31",
            "--relative", "--today", "2019-08-21", "--json",
        ])
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
        let columns = object["columns"] as! [[String: Any]]
        let day = try #require(columns.first { $0["field"] as? String == "day" })
        let rows = day["rows"] as! [[String: Any]]
        #expect(rows[19]["label"] as? String == "Yesterday")
        #expect(rows[19]["value"] as? String == "20")
        #expect(rows[20]["label"] as? String == "Today")
        #expect(rows[21]["label"] as? String == "Tomorrow")
        #expect(rows[22]["label"] as? String == "23")
        #expect((rows[20]["spoken"] as? String)?.hasPrefix("Wednesday, August 21") == true)
    }

    @Test("--today also moves the default selection and the word today")
    func todayClock() throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--today", "2019-08-20", "--min", "today", "--max", "2019-12-31",
        ])
        #expect(output.status == 0)
        #expect(output.stdout.contains("selection 2019-08-20\n"))
        #expect(output.stdout.contains("\nmonth: [August] September October November December\n"))
    }

    @Test(
        "bad input: exit 64 for usage, 1 for a bad --today, with the option named",
        arguments: [
            (["--mode", "year-month", "--relative"], Int32(64), "--relative needs a mode with a year and a day"),
            (["--mode", "month-day", "--relative"], 64, "month-day has no year"),
            (["--today", "2019-02-30"], 1, "--today: \"2019-02-30\" is not a date value: day 30 is out of range"),
            (
                ["--today", "2019-08-20", "--time-zone", "Mars/Base"], 64,
                "--time-zone: unknown time zone \"Mars/Base\""
            ),
            (["--today"], 64, "--today"),
        ])
    func badInput(arguments: [String], status: Int32, message: String) throws {
        let output = try LocaleCheckRunner.run(["labels", "--locale", "en_US"] + arguments)
        #expect(output.status == status)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("Error: "))
        #expect(output.stderr.contains(message), "\(output.stderr)")
    }

    @Test(
        "--json lists the moves of today's default selection with their sentences", .pinsCLDR42,
        arguments: [
            ("en_US", "Month changed to September: the earliest is Sunday, September 15, 2019"),
            ("zh_CN", "月改为9月：最早为2019年9月15日星期日"),
            ("de_DE", "Monat auf September geändert: frühestens Sonntag, 15. September 2019"),
        ])
    func adjustments(localeID: String, first: String) throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", localeID, "--today", "2019-08-31", "--min", "2019-09-15", "--max", "2019-12-31",
            "--json",
        ])
        #expect(output.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as! [String: Any]
        #expect(object["selection"] as? String == "2019-09-15")
        let adjustments = try #require(object["adjustments"] as? [[String: Any]])
        #expect(adjustments.count == 2)
        #expect(adjustments[0]["field"] as? String == "month")
        #expect(adjustments[0]["from"] as? Int == 8)
        #expect(adjustments[0]["to"] as? Int == 9)
        #expect(adjustments[0]["reason"] as? String == "minimum")
        #expect(adjustments[0]["spoken"] as? String == first)
        #expect(adjustments[1]["field"] as? String == "day")
        // A selection inside the bounds has no adjustments member.
        let inside = try LocaleCheckRunner.run([
            "labels", "--locale", localeID, "--today", "2019-10-01", "--min", "2019-09-15", "--max", "2019-12-31",
            "--json",
        ])
        #expect(!inside.stdout.contains("\"adjustments\""))
    }

    @Test("pick takes the style flags (help lists them; a bad combination is a usage error)")
    func pick() throws {
        let help = try LocaleCheckRunner.run(["pick", "--help"])
        #expect(help.status == 0)
        for flag in ["--zero-pad", "--units", "--relative"] { #expect(help.stdout.contains(flag)) }
        let bad = try LocaleCheckRunner.run(["pick", "--locale", "en_US", "--mode", "time", "--relative"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--relative needs a mode with a year and a day"))
        // Not a terminal: the flags are accepted and the usual error follows (date-time has rows
        // for each: a date mode has none for --units, see OptionCombinationTests).
        let accepted = try LocaleCheckRunner.run([
            "pick", "--locale", "zh_CN", "--mode", "date-time", "--zero-pad", "--units", "--relative",
        ])
        #expect(accepted.status == 1)
        #expect(accepted.stderr.contains("standard input is not a terminal"))
    }
}
