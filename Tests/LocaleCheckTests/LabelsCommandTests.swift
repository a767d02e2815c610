import Foundation
import PickerKitTestSupport
import Testing

@Suite("locale-check labels")
struct LabelsCommandTests {
    @Test("JSON has the issue's shape, with the locale resolved and the selection marked")
    func json() throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", "zh_TW", "--mode", "date", "--select", "2019-08-20", "--min", "2019-01-01", "--max",
            "2019-12-31", "--json",
        ])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        let prefix: String =
            "{\"locale\":{\"requested\":\"zh_TW\",\"resolved\":\"zh_Hant_TW\",\"fallback\":false},"
            + "\"calendar\":\"gregorian\",\"calendarSource\":\"region\",\"calendarRegion\":\"TW\",\"mode\":\"date\","
            + "\"order\":[\"year\",\"month\",\"day\"],\"columns\":[{\"field\":\"year\",\"rows\":[{\"value\":\"2019\","
            + "\"label\":\"2019年\",\"era\":null,\"eraYear\":null,\"year\":2019,\"eras\":null,"
            + "\"spoken\":\"2019年8月20日 星期二\"}],\"selected\":0},{\"field\":\"month\","
            + "\"rows\":[{\"value\":\"01\",\"label\":\"1月\",\"spoken\":\"2019年1月20日 星期日\"}"
        #expect(output.stdout.hasPrefix(prefix))
        #expect(output.stdout.contains("{\"value\":\"20\",\"label\":\"20日\",\"spoken\":\"2019年8月20日 星期二\"}"))
        #expect(output.stdout.hasSuffix("\"selected\":19}],\"selection\":\"2019-08-20\"}\n"))
    }

    @Test("a fallback asked for is reported in JSON: root data for an unknown language, en for en_JP", .pinsCLDR42)
    func fallbackJSON() throws {
        let root = try LocaleCheckRunner.run([
            "labels", "--locale", "xx", "--allow-fallback", "--mode", "year-month", "--select", "2019-08", "--min",
            "2019-08", "--max", "2019-08", "--json",
        ])
        #expect(root.status == 0)
        #expect(
            root.stdout
                == "{\"locale\":{\"requested\":\"xx\",\"resolved\":\"root\",\"fallback\":true},"
                + "\"calendar\":\"gregorian\",\"calendarSource\":\"region\",\"calendarRegion\":\"001\",\"mode\":\"year-month\","
                + "\"order\":[\"year\",\"month\"],\"columns\":[{\"field\":\"year\",\"rows\":[{\"value\":\"2019\",\"label\":"
                + "\"2019\",\"era\":null,\"eraYear\":null,\"year\":2019,\"eras\":null,\"spoken\":\"2019 M08\"}],"
                + "\"selected\":0},{\"field\":\"month\",\"rows\":[{\"value\":\"08\","
                + "\"label\":\"M08\",\"spoken\":\"2019 M08\"}],"
                + "\"selected\":0}],\"selection\":\"2019-08\"}\n")
        let english = try LocaleCheckRunner.run([
            "labels", "--locale", "en_JP", "--mode", "year", "--select", "2019", "--json",
        ])
        #expect(english.stdout.hasPrefix("{\"locale\":{\"requested\":\"en_JP\",\"resolved\":\"en\",\"fallback\":true}"))
    }

    @Test(
        "text output lists columns in the locale's order with the selection in brackets", .pinsCLDR42,
        arguments: [
            (["--locale", "en_US", "--mode", "date"], ["month: ", "day: ", "year: "], "month: January February"),
            (["--locale", "de_DE", "--mode", "date"], ["day: ", "month: ", "year: "], "month: Januar Februar"),
            (["--locale", "ko_KR", "--mode", "date"], ["year: ", "month: ", "day: "], "[2019년]"),
            (["--locale", "ar_EG", "--mode", "year"], ["year: "], "[٢٠١٩]"),
            (["--locale", "ru_RU", "--mode", "year-month"], ["month: ", "year: "], "[август]"),
            (
                ["--locale", "en_US", "--mode", "date", "--month-style", "numeric-padded"],
                ["month: ", "day: ", "year: "], "[08]"
            ),
            (["--locale", "zh_CN", "--mode", "hour-minute"], ["hour: ", "minute: "], "[14时]"),
            (["--locale", "zh_TW", "--mode", "hour-minute"], ["am-pm: ", "hour: ", "minute: "], "上午 [下午]"),
            (["--locale", "en_US", "--mode", "hour-minute", "--hour-cycle", "h23"], ["hour: ", "minute: "], "[14]"),
            (
                ["--locale", "en_US", "--mode", "hour-minute", "--hour-cycle", "h24"], ["hour: ", "minute: "],
                "(pattern kk:mm)"
            ),
            (
                ["--locale", "en_US", "--mode", "hour-minute", "--hour-cycle", "h24"], ["hour: ", "minute: "],
                "hour: 24 01 02"
            ),
            (
                ["--locale", "en_US", "--mode", "hour-minute", "--hour-cycle", "h11"],
                ["hour: ", "minute: ", "am-pm: "], "hour: 0 1 [2]"
            ),
            (
                ["--locale", "ja_JP", "--mode", "hour-minute", "--hour-cycle", "h12"],
                ["am-pm: ", "hour: ", "minute: "], "hour: 12時 1時"
            ),
            (["--locale", "zh_CN", "--mode", "date", "--weekday"], ["year: ", "month: ", "day: "], "[20日周二]"),
            (["--locale", "ja_JP@calendar=japanese", "--mode", "date"], ["year: ", "month: ", "day: "], "[令和元年]"),
        ])
    func text(arguments: [String], columns: [String], fragment: String) throws {
        let mode = arguments[arguments.firstIndex(of: "--mode")! + 1]
        let select =
            ["year": "2019", "year-month": "2019-08", "date": "2019-08-20", "hour-minute": "14:30"][mode]!
        let output = try LocaleCheckRunner.run(["labels"] + arguments + ["--select", select])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        // The locale line, the calendar line of a picker with a date, the mode line.
        let header = mode == "hour-minute" ? 2 : 3
        #expect(lines.count == header + columns.count)
        #expect(header == 2 || lines[1].hasPrefix("calendar "))
        #expect(zip(lines.dropFirst(header), columns).allSatisfy { $0.hasPrefix($1) })
        #expect(output.stdout.contains(fragment))
    }

    @Test(
        "bad locales and values are errors naming them, exit 1",
        arguments: [
            (
                ["--locale", "aaaaaaaaaaaaaaa"],
                "Error: locale \"aaaaaaaaaaaaaaa\" is malformed: \"aaaaaaaaaaaaaaa\" is a language subtag of 15 letters (at most 8)"
            ),
            (["--locale", "xx_YY"], "Error: locale \"xx_YY\": \"YY\" is not a known region code"),
            (["--locale", "xx"], "Error: locale \"xx\": ICU has no data for language \"xx\""),
            (
                ["--locale", "en_US", "--select", "2019-02-29"],
                "Error: --select: \"2019-02-29\" is not a date value: day 29 is out of range for February 2019 (28 days) (offset 8)"
            ),
            (
                ["--locale", "en_US", "--select", "2019-8-20"],
                "Error: --select: \"2019-8-20\" is not a date value: expected a digit of the month, found \"-\" (offset 6)"
            ),
            (
                ["--locale", "en_US", "--select", "2019-08-20x"],
                "Error: --select: \"2019-08-20x\" is not a date value: unexpected \"x\" after the end; a date has 10 bytes, such as 2019-08-20 (offset 10)"
            ),
            (
                ["--locale", "en_US", "--select", "present"],
                "Error: --select present needs --present"
            ),
            (
                ["--locale", "en_US", "--min", "0000-01-01"],
                "Error: --min: \"0000-01-01\" is not a date value: year 0000 is out of range (0001...9999) (offset 0)"
            ),
            (
                ["--locale", "en_US", "--max", "2019-13-01"],
                "Error: --max: \"2019-13-01\" is not a date value: month 13 is out of range (01...12) (offset 5)"
            ),
            (
                ["--locale", "en_US", "--select", "2200-01-01"],
                "Error: selection 2200-01-01 is not between the default minimum 1900-01-01 and the default maximum 2100-12-31"
            ),
            (
                ["--locale", "en_US", "--min", "2020-01-01", "--max", "2019-01-01", "--select", "2019-06-01"],
                "Error: --min 2020-01-01 is after --max 2019-01-01"
            ),
            (
                ["--locale", "en_US", "--mode", "hour-minute", "--min", "14:31", "--max", "14:30"],
                "Error: --min 14:31 is after --max 14:30"
            ),
            (
                ["--locale", "en_US", "--month-style", "narrow"],
                "Error: en_US: narrow month labels are not unique: \"M\" labels 03, 05"
            ),
        ])
    func errors(arguments: [String], message: String) throws {
        let output = try LocaleCheckRunner.run(["labels"] + arguments)
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == message + "\n")
    }

    @Test(
        "an era calendar's bounds: a date before the calendar is refused naming --min; year rows label inside the bounds"
    )
    func eraCalendarBounds() throws {
        let before = try LocaleCheckRunner.run([
            "labels", "--locale", "ja_JP@calendar=japanese", "--mode", "date", "--min", "1582-10-15", "--max",
            "1600-12-31", "--select", "1590-06-15",
        ])
        #expect(before.status == 1)
        #expect(before.stderr.hasPrefix("Error: --min: \"1582-10-15\""), "\(before.stderr)")
        #expect(!before.stderr.contains("1582-06-15"))
        // The year row 1873 is labeled though the selection's 01-10 in 1873 is before --min.
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", "ja_JP@calendar=japanese", "--mode", "date", "--min", "1873-03-15", "--max",
            "1900-12-31", "--select", "1890-01-10", "--json",
        ])
        #expect(output.status == 0, "\(output.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let columns = try #require(object["columns"] as? [[String: Any]])
        let years = try #require(
            columns.first(where: { $0["field"] as? String == "year" })?["rows"] as? [[String: Any]])
        #expect(years.count == 28)
        #expect(years.first?["label"] as? String == "明治6年", "\(years.first ?? [:])")
    }

    @Test("a 5000-character locale id is not echoed in full")
    func longLocaleID() throws {
        let output = try LocaleCheckRunner.run(["labels", "--locale", String(repeating: "a", count: 5000)])
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(
            output.stderr
                == "Error: locale \"" + String(repeating: "a", count: 64) + "\"… (5000 bytes) is malformed: \""
                + String(repeating: "a", count: 20) + "…\" is longer than 100 characters\n")
    }

    @Test(
        "usage errors exit 64",
        arguments: [
            (["--mode", "date"], "Error: --locale is required"),
            (["--locale", "en_US", "--mode", "week"], "Error: --mode: \"week\" is not a mode"),
            (["--locale", "en_US", "--month-style", "long"], "Error: --month-style: \"long\" is not a month style"),
            (["--locale", "en_US", "--hour-cycle", "h13"], "Error: --hour-cycle: \"h13\" is not h11, h12, h23 or h24"),
            (["--locale", "en_US", "extra"], "Error: unexpected argument \"extra\""),
        ])
    func usageErrors(arguments: [String], message: String) throws {
        let output = try LocaleCheckRunner.run(["labels"] + arguments)
        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix(message))
        #expect(output.stderr.contains("Usage: locale-check labels"))
        #expect(output.stderr.hasSuffix("See 'locale-check labels --help'.\n"))
    }
}
