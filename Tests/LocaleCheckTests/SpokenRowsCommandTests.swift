import Foundation
import PickerKitTestSupport
import Testing

@Suite("locale-check labels --json: every row of calendar, week and quarter pickers has a spoken phrase")
struct SpokenRowsCommandTests {
    /// The rows of the column named `field` and its selected index.
    static func column(_ stdout: String, _ field: String) throws -> (rows: [[String: Any]], selected: Int) {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        let columns = try #require(object["columns"] as? [[String: Any]])
        let column = try #require(columns.first { $0["field"] as? String == field })
        return (try #require(column["rows"] as? [[String: Any]]), try #require(column["selected"] as? Int))
    }

    @Test(
        "calendar pickers: every row speaks, the selected row speaks the selection", .pinsCLDR42,
        arguments: [
            ("he_IL@calendar=hebrew", "date", "5779-M11-19", "day", "יום שלישי, י״ט באב תשע״ט"),
            ("zh_CN@calendar=chinese", "date", "1987-M06L-01", "month", "1987丁卯年闰六月初一星期日"),
            ("ja_JP@calendar=japanese", "date-hour-minute", "2019-M05-01 09:30", "hour", "令和元年5月1日水曜日 9:30"),
            ("fa_IR@calendar=persian", "year-month", "1398-M05", "year", "۱۳۹۸ مرداد"),
        ])
    func calendars(localeID: String, mode: String, select: String, field: String, expected: String) throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", localeID, "--mode", mode, "--select", select, "--json",
        ])
        #expect(output.status == 0, "\(output.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        for column in try #require(object["columns"] as? [[String: Any]]) {
            for row in try #require(column["rows"] as? [[String: Any]]) {
                let spoken = row["spoken"] as? String
                #expect(spoken?.isEmpty == false, "\(column["field"] ?? "?") row \(row)")
            }
        }
        let (rows, selected) = try Self.column(output.stdout, field)
        #expect(rows[selected]["spoken"] as? String == expected)
    }

    @Test("week and quarter rows speak ICU's long forms")
    func periods() throws {
        let weeks = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--mode", "year-week", "--select", "2020-W53", "--min", "2019-W01",
            "--max", "2021-W52", "--json",
        ])
        #expect(weeks.status == 0, "\(weeks.stderr)")
        let week = try Self.column(weeks.stdout, "week")
        #expect(week.rows[week.selected]["spoken"] as? String == "week 53 of 2020")
        #expect(week.rows.allSatisfy { ($0["spoken"] as? String)?.hasPrefix("week ") == true })
        let years = try Self.column(weeks.stdout, "year")
        #expect(
            years.rows.map { $0["spoken"] as? String } == ["week 52 of 2019", "week 53 of 2020", "week 52 of 2021"])
        let quarters = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--mode", "year-quarter", "--select", "2019-Q3", "--json",
        ])
        #expect(quarters.status == 0, "\(quarters.stderr)")
        let quarter = try Self.column(quarters.stdout, "quarter")
        #expect(
            quarter.rows.map { $0["spoken"] as? String } == [
                "1st quarter 2019", "2nd quarter 2019", "3rd quarter 2019", "4th quarter 2019",
            ])
        #expect(quarter.rows[quarter.selected]["label"] as? String == "Q3")
    }
}
