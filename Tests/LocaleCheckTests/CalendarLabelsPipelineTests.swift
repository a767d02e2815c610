import Foundation
import Testing

/// `labels` in a calendar goes through the library's picker (linked rows, bounds with their
/// times, the selection refused when it is outside them), as Gregorian `labels` does.
@Suite("locale-check labels in a calendar through LocalizedPicker")
struct CalendarLabelsPipelineTests {
    /// The JSON object of a `labels --json` run that must succeed.
    private func labels(_ arguments: [String]) throws -> [String: Any] {
        let output = try LocaleCheckRunner.run(["labels", "--json"] + arguments)
        #expect(output.status == 0, "\(output.stderr)")
        return try #require(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    }

    private func column(_ object: [String: Any], _ field: String) throws -> (
        values: [String], labels: [String], selected: Int?
    ) {
        let columns = try #require(object["columns"] as? [[String: Any]])
        let column = try #require(columns.first { $0["field"] as? String == field })
        // Year rows also carry era members that are numbers and nulls.
        let rows = try #require(column["rows"] as? [[String: Any]])
        return (
            rows.map { $0["value"] as? String ?? "" }, rows.map { $0["label"] as? String ?? "" },
            column["selected"] as? Int
        )
    }

    @Test("chinese 1987 闰六月 with bounds that cut both years: rows clamped to the bounds")
    func chineseBoundsCutYears() throws {
        // 1987-07-01 is in 六月 (from 1987-06-26); 闰六月 starts 1987-07-26; chinese 1988 starts 1988-02-17.
        let base = ["--locale", "zh_CN@calendar=chinese", "--min", "1987-07-01", "--max", "1988-03-01"]
        let leap = try labels(base + ["--select", "1987-07-26"])
        #expect(leap["calendar"] as? String == "chinese")
        #expect(leap["selection"] as? String == "1987-07-26[u-ca=chinese]")
        let years = try column(leap, "year")
        #expect(years.values == ["1987", "1988"])
        #expect(years.selected == 0)
        let months = try column(leap, "month")
        #expect(months.values == ["M06", "M06L", "M07", "M08", "M09", "M10", "M11", "M12"])
        #expect(months.labels.prefix(3) == ["六月", "闰六月", "七月"])
        #expect(months.selected == 1)
        let days = try column(leap, "day")
        #expect(days.labels.first == "初一")
        #expect(days.selected == 0)
        // In 1988 only 正月 is within the bounds, and only its days up to 1988-03-01 (正月十四).
        let cut = try labels(base + ["--select", "1988-02-20"])
        #expect(try column(cut, "month").values == ["M01"])
        let cutDays = try column(cut, "day")
        #expect(cutDays.values == (1...14).map { $0 < 10 ? "0\($0)" : "\($0)" })
        #expect(cutDays.labels.last == "十四")
        #expect(cutDays.selected == 3)
        // The first month of 1987 in the bounds starts on its 6th day (1987-07-01 is 六月初六).
        let first = try labels(base + ["--select", "1987-07-03"])
        #expect(try column(first, "day").labels.first == "初六")
    }

    @Test("hebrew leap year 5784: Adar I and Adar II in place, month codes as values, the year as value")
    func hebrewLeapYear() throws {
        let object = try labels(["--locale", "he_IL@calendar=hebrew", "--mode", "year-month", "--select", "5784-M05L"])
        #expect(object["selection"] as? String == "5784-M05L[u-ca=hebrew]")
        let months = try column(object, "month")
        #expect(months.values.count == 13)
        #expect(months.values[5] == "M05L" && months.values[6] == "M06")
        #expect(months.labels[5] == "אדר א׳" && months.labels[6] == "אדר ב׳")
        #expect(months.selected == 5)
        let years = try column(object, "year")
        #expect(years.selected.map { years.values[$0] } == "5784")
        // 5783 is not a leap year: 12 months and no Adar I.
        let common = try labels(["--locale", "he_IL@calendar=hebrew", "--mode", "year-month", "--select", "5783-M06"])
        #expect(try column(common, "month").values.count == 12)
        #expect(!(try column(common, "month").values.contains("M05L")))
    }

    @Test("date-hour-minute in persian: the bounds' times cut the hour and minute rows")
    func timeBounds() throws {
        let object = try labels([
            "--locale", "fa_IR@calendar=persian", "--mode", "date-hour-minute", "--min", "2019-08-20 09:30",
            "--max", "2019-08-21 18:00", "--select", "2019-08-20 09:45",
        ])
        #expect(object["selection"] as? String == "2019-08-20 09:45[u-ca=persian]")
        #expect(try column(object, "year").values == ["1398"])
        #expect(try column(object, "month").values == ["M05"])
        #expect(try column(object, "day").values == ["29", "30"])
        let hours = try column(object, "hour")
        #expect(hours.values.first == "09" && hours.values.last == "23")
        #expect(hours.labels.first == "۹")
        let minutes = try column(object, "minute")
        #expect(minutes.values.first == "30" && minutes.values.count == 30)
        #expect(minutes.selected == 15)
        // On the last day the hours stop at the maximum's 18.
        let last = try labels([
            "--locale", "fa_IR@calendar=persian", "--mode", "date-hour-minute", "--min", "2019-08-20 09:30",
            "--max", "2019-08-21 18:00", "--select", "2019-08-21 12:00",
        ])
        #expect(try column(last, "hour").values.last == "18")
    }

    @Test(
        "refusals name the option and the input: outside the bounds, another calendar, a missing leap month",
        arguments: [
            (["--min", "1987-07-01", "--max", "1988-03-01", "--select", "1986-01-01"], "is not between --min"),
            (["--select", "1988-07-26[u-ca=hebrew]"], "the annotation names hebrew but the calendar is chinese"),
            (["--mode", "year-month", "--select", "1988-M06L"], "month M06L does not exist in chinese year 1988"),
            (["--min", "1988-03-01", "--max", "1987-07-01"], "is after --max"),
            (["--mode", "year", "--select", "1988[u-ca=gregory]"], "a Gregorian year is no year of the chinese"),
        ])
    func refusals(arguments: [String], message: String) throws {
        let output = try LocaleCheckRunner.run(["labels", "--locale", "zh_CN@calendar=chinese"] + arguments)
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains(message), "\(output.stderr)")
    }

    @Test("a Gregorian date selects the same day in a calendar picker, with or without [u-ca=gregory]")
    func gregorianDateInCalendar() throws {
        for select in ["2019-08-20[u-ca=gregory]", "2019-08-20", "2019-08-20[u-ca=hebrew]"] {
            let object = try labels(["--locale", "he_IL@calendar=hebrew", "--mode", "date", "--select", select])
            #expect(object["selection"] as? String == "2019-08-20[u-ca=hebrew]", "\(select)")
            let day = try column(object, "day")
            #expect(day.selected.map { day.values[$0] } == "19", "\(select)")
        }
    }

    @Test("a time mode in a locale calendar with its own rows: time rows, no calendar member")
    func timeModeInCalendarLocale() throws {
        let object = try labels(["--locale", "he_IL@calendar=hebrew", "--mode", "hour-minute", "--select", "14:30"])
        #expect(object["calendar"] == nil)
        #expect(object["selection"] as? String == "14:30")
        let hours = try column(object, "hour")
        #expect(hours.values.count == 24 && hours.selected == 14)
    }
}
