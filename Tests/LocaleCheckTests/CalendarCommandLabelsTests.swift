import Foundation
import PickerKitTestSupport
import Testing

@Suite("locale-check labels and format in calendars")
struct CalendarCommandLabelsTests {
    @Test(
        "calendar values print as ICU writes PickerKit's fields and parse back with the annotation", .pinsCLDR42,
        arguments: [
            ("zh_CN@calendar=chinese", "date", "1987-07-26", "1987丁卯年闰六月初一"),
            ("zh-CN-u-ca-chinese", "year-month", "1987-M06L", "1987丁卯年闰六月"),
            ("zh_CN@calendar=chinese", "month-day", "M06L-01", "闰六月初一"),
            ("zh_TW@calendar=roc", "date", "2019-08-20", "民國108年8月20日"),
            ("ja_JP@calendar=japanese", "date", "2019-05-01", "令和元年5月1日"),
            ("fa_IR@calendar=persian", "date", "2019-08-20", "۲۹ مرداد ۱۳۹۸"),
            ("ar_SA@calendar=islamic-umalqura", "date", "2019-08-20", "١٩ ذو الحجة ١٤٤٠ هـ"),
            ("he_IL@calendar=hebrew", "year-month", "5784-M05L", "אדר א׳ תשפ״ד"),
            ("he_IL@calendar=hebrew", "year", "5784", "תשפ״ד"),
            ("am_ET@calendar=ethiopic", "date", "2019-09-08", "3 ጳጉሜን 2011"),
            ("ko_KR@calendar=dangi", "date", "2019-08-20", "2019년(기해년) 7월 20일"),
            ("en_US@calendar=coptic", "year-month", "1735-M13", "Nasie 1735"),
            ("hi_IN@calendar=indian", "date", "2019-08-20", "29 श्रावण 1941 शक"),
            ("fa_IR@calendar=persian", "date-hour-minute", "2019-08-20 14:30", "۲۹ مرداد ۱۳۹۸ ساعت ۱۴:۳۰"),
        ])
    func roundTrip(locale: String, mode: String, value: String, display: String) throws {
        let formatted = try LocaleCheckRunner.run(["format", "--locale", locale, "--mode", mode, value])
        #expect(formatted.status == 0, "\(formatted.stderr)")
        #expect(formatted.stdout == display + "\n")
        let parsed = try LocaleCheckRunner.run(["format", "--locale", locale, "--mode", mode, "--parse", display])
        #expect(parsed.status == 0, "\(parsed.stderr)")
        let calendar = locale.contains("-u-ca-") ? "chinese" : String(locale.split(separator: "=").last!)
        #expect(parsed.stdout == value + "[u-ca=\(calendar)]\n")
    }

    @Test(
        "refusals name the input and where it goes wrong, exit 1",
        arguments: [
            (["--parse", "1988戊辰年闰六月初一"], "month M06L does not exist in chinese year 1988 (offset 13)"),
            (["--parse", "1987丁卯年闰六月初一x"], "it stops matching at \"x\""),
            (["1988-07-26[u-ca=hebrew]"], "the annotation names hebrew but the calendar is chinese (offset 10)"),
            (
                ["1988-07-26[u-ca=chinese"],
                "missing \"]\" at the end of the annotation; an annotation is [u-ca=NAME] at the end, such as [u-ca=chinese] (offset 23)"
            ),
            (
                ["--mode", "year-month", "1988-M06L"],
                "month M06L does not exist in chinese year 1988: the year has no leap month M06L (offset 5)"
            ),
            (["--mode", "month-day", "M12L-01"], "month M12L does not exist in the chinese calendar (offset 0)"),
        ])
    func refusals(arguments: [String], message: String) throws {
        let output = try LocaleCheckRunner.run(["format", "--locale", "zh_CN@calendar=chinese"] + arguments)
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains(message), "\(output.stderr)")
    }

    @Test("labels: a chinese picker's rows are lunar, with 闰六月 in place and month codes as values", .pinsCLDR42)
    func chineseLabels() throws {
        let output = try LocaleCheckRunner.run(
            ["labels", "--locale", "zh_CN@calendar=chinese", "--select", "1987-07-26"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("selection 1987-07-26[u-ca=chinese]"))
        #expect(output.stdout.contains("month: 正月 二月 三月 四月 五月 六月 [闰六月] 七月 八月 九月 十月 十一月 腊月\n"))
        #expect(output.stdout.contains("day: [初一] 初二"))
        #expect(output.stdout.contains("[1987丁卯年]"))
        let json = try LocaleCheckRunner.run(
            ["labels", "--locale", "zh_CN@calendar=chinese", "--select", "1987-07-26", "--json"])
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
        let columns = object["columns"] as! [[String: Any]]
        let months = columns[1]["rows"] as! [[String: String]]
        // Each row also says the whole lunar date it gives (a leap month says so).
        #expect(months[6] == ["value": "M06L", "label": "闰六月", "spoken": "1987丁卯年闰六月初一星期日"])
        #expect(columns[1]["selected"] as? Int == 6)
        let years = try #require(columns[0]["rows"] as? [[String: Any]])
        // 1901 has no leap sixth month: its row gives the sixth month.
        let first = try #require(years.first)
        #expect(first["value"] as? String == "1901" && first["label"] as? String == "1901辛丑年")
        #expect(first["spoken"] as? String == "1901辛丑年六月初一星期二")
        #expect(first["year"] as? Int == 1901 && first["era"] is NSNull)
        #expect(columns[0]["selected"] as? Int == 86)
        #expect(object["selection"] as? String == "1987-07-26[u-ca=chinese]")
    }

    @Test("labels: Hebrew 13-month years, ethiopic month 13, persian with Persian digits")
    func otherCalendars() throws {
        let hebrew = try LocaleCheckRunner.run(
            ["labels", "--locale", "he_IL@calendar=hebrew", "--select", "2024-02-10", "--json"])
        #expect(hebrew.status == 0, "\(hebrew.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(hebrew.stdout.utf8)) as! [String: Any]
        let columns = object["columns"] as! [[String: Any]]
        let months = try #require(columns.first { $0["field"] as? String == "month" }?["rows"] as? [[String: String]])
        #expect(months.map { $0["value"]! }.contains("M05L"))
        #expect(months.count == 13)
        let ethiopic = try LocaleCheckRunner.run(
            ["labels", "--locale", "am_ET@calendar=ethiopic", "--select", "2019-09-08"])
        #expect(ethiopic.stdout.contains("[ጳጉሜን]"))
        let persian = try LocaleCheckRunner.run(["labels", "--locale", "fa-IR-u-ca-persian", "--select", "2019-08-20"])
        #expect(persian.stdout.contains("month: فروردین اردیبهشت خرداد تیر [مرداد]"))
        #expect(persian.stdout.contains("[۲۹]"))
    }
}
