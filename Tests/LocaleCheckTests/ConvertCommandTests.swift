import Foundation
import Testing

@Suite("locale-check convert")
struct ConvertCommandTests {
    @Test("ISO dates in a calendar, as JSON lines")
    func json() throws {
        let output = try LocaleCheckRunner.run(["convert", "--calendar", "persian", "--json", "2019-08-20"])
        #expect(output.status == 0)
        #expect(
            output.stdout
                == #"{"iso":"2019-08-20","calendar":"persian","era":null,"eraYear":null,"year":1398,"monthCode":"M05","day":29,"monthsInYear":12,"daysInMonth":31}"#
                + "\n")
        #expect(output.stderr.isEmpty)
    }

    @Test("eras: japanese and roc carry Temporal's era codes")
    func eras() throws {
        let output = try LocaleCheckRunner.run(["convert", "--calendar", "japanese", "--json", "2019-05-01"])
        #expect(output.stdout.contains(#""era":"reiwa","eraYear":1,"year":2019,"monthCode":"M05","day":1,"#))
        let text = try LocaleCheckRunner.run(["convert", "--calendar", "roc", "1911-12-31", "1912-01-01"])
        #expect(
            text.stdout
                == "1911-12-31 roc 0-M12-31 (broc 1), 12 months in year, 31 days in month\n"
                + "1912-01-01 roc 1-M01-01 (roc 1), 12 months in year, 31 days in month\n")
    }

    @Test("calendar dates written YEAR-MONTHCODE-DAY convert to ISO; one line per date")
    func calendarDates() throws {
        let output = try LocaleCheckRunner.run(["convert", "--calendar", "hebrew", "5784-M05L-01", "2019-08-20"])
        #expect(output.status == 0)
        #expect(
            output.stdout
                == "2024-02-10 hebrew 5784-M05L-01, 13 months in year, 30 days in month\n"
                + "2019-08-20 hebrew 5779-M11-19, 13 months in year, 30 days in month\n")
    }

    @Test("dates from standard input; bad lines are errors with line and position, the rest still converts")
    func standardInput() throws {
        let output = try LocaleCheckRunner.run(
            ["convert", "--calendar", "persian"], input: Data("2019-08-20\n1398-M13-01\n1403-M12-30\n".utf8))
        #expect(output.status == 1)
        #expect(
            output.stdout
                == "2019-08-20 persian 1398-M05-29, 12 months in year, 31 days in month\n"
                + "2025-03-20 persian 1403-M12-30, 12 months in year, 30 days in month\n")
        #expect(
            output.stderr
                == "Error: line 2: \"1398-M13-01\" at 5: month M13 does not exist in persian year 1398: "
                + "the year has 12 months\n")
    }

    @Test(
        "bad dates are refused, never rolled over",
        arguments: [
            ("hebrew", "5783-M05L-01", "at 5: month M05L does not exist in hebrew year 5783: not a leap year"),
            ("hebrew", "5806-M02-30", "at 9: day 30 is past the end of M02 in hebrew year 5806, which has 29 days"),
            ("ethiopic", "2012-M13-06", "at 9: day 6 is past the end of M13 in ethiopic year 2012, which has 5 days"),
            ("japanese", "1872-12-31", "outside the japanese calendar's range 1873-01-01…9999-12-31"),
            ("gregorian", "2019-02-29", "not an ISO date"),
        ])
    func refused(calendar: String, date: String, fragment: String) throws {
        let output = try LocaleCheckRunner.run(["convert", "--calendar", calendar, date])
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("Error: DATE 1: \"\(date)\""))
        #expect(output.stderr.contains(fragment), "\(output.stderr)")
    }

    @Test("a range prints every day; a bound outside the calendar's range is an error")
    func range() throws {
        let output = try LocaleCheckRunner.run([
            "convert", "--calendar", "ethiopic", "--from", "2019-09-10", "--to", "2019-09-12",
        ])
        #expect(
            output.stdout
                == "2019-09-10 ethiopic 2011-M13-05 (am 2011), 13 months in year, 6 days in month\n"
                + "2019-09-11 ethiopic 2011-M13-06 (am 2011), 13 months in year, 6 days in month\n"
                + "2019-09-12 ethiopic 2012-M01-01 (am 2012), 13 months in year, 30 days in month\n")
        let early = try LocaleCheckRunner.run(["convert", "--calendar", "japanese", "--from", "1872-12-30"])
        #expect(early.status == 1)
        #expect(
            early.stderr == "Error: --from 1872-12-30: outside the japanese calendar's range 1873-01-01…9999-12-31\n")
    }

    @Test("an unknown calendar is a usage error listing the supported ones")
    func unknownCalendar() throws {
        let output = try LocaleCheckRunner.run(["convert", "--calendar", "julian", "2019-08-20"])
        #expect(output.status == 64)
        #expect(
            output.stderr.hasPrefix("Error: --calendar: unknown calendar \"julian\"; supported: gregory, buddhist,"))
        #expect(output.stderr.contains("hebrew, indian, coptic, ethiopic, chinese, dangi\n"))
        let missing = try LocaleCheckRunner.run(["convert", "2019-08-20"])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("Error: --calendar is required"))
    }

    @Test(
        "present names no day: an error for that line, in every calendar, the other lines converted",
        arguments: [
            "gregory", "buddhist", "roc", "japanese", "persian", "islamic-civil", "islamic-tbla", "islamic-umalqura",
            "hebrew", "indian", "coptic", "ethiopic", "chinese", "dangi",
        ])
    func present(calendar: String) throws {
        let message =
            "\"present\" names no day (present is a picker row); give an ISO date or a \(calendar) "
            + "date written YEAR-MONTHCODE-DAY\n"
        let argument = try LocaleCheckRunner.run(["convert", "--calendar", calendar, "present"])
        #expect(argument.status == 1)
        #expect(argument.stdout.isEmpty)
        #expect(argument.stderr == "Error: DATE 1: " + message)
        let lines = try LocaleCheckRunner.run(
            ["convert", "--calendar", calendar], input: Data("2019-08-20\npresent\r\n2019-08-21\n".utf8))
        #expect(lines.status == 1)
        #expect(lines.stdout.hasPrefix("2019-08-20 \(calendar) "))
        #expect(lines.stdout.components(separatedBy: "\n").count == 3, "both dates converted")
        #expect(lines.stderr == "Error: line 2: " + message)
    }
}
