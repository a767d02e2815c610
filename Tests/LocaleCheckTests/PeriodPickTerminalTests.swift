import Testing

private let down = "\u{1B}[B"
private let up = "\u{1B}[A"
private let right = "\u{1B}[C"

@Suite("locale-check pick --mode year-week|year-quarter (through a pseudo-terminal)", .serialized)
struct PeriodPickTerminalTests {
    @Test("zh_CN quarters: year first; a later year keeps the quarter inside --max")
    func quarters() throws {
        // Columns: year, quarter. Down on the year moves to 2021, whose last quarter is Q2.
        let output = try PseudoTerminalRunner.run(
            [
                "pick", "--locale", "zh_CN", "--mode", "year-quarter", "--select", "2020-Q4", "--min", "2019-Q3",
                "--max", "2021-Q2",
            ],
            keys: [down, "\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "2021-Q2\n")
    }

    @Test("en_US weeks: week first; week 53 exists in 2020, and Present ends the year column")
    func weeks() throws {
        let output = try PseudoTerminalRunner.run(
            ["pick", "--locale", "en_US", "--mode", "year-week", "--select", "2020-W52"], keys: [down, "\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "2020-W53\n")
        let present = try PseudoTerminalRunner.run(
            [
                "pick", "--locale", "en_US", "--mode", "year-quarter", "--present", "--select", "2019-Q1", "--max",
                "2020-Q4",
            ],
            keys: [right, down, down, "\r"])
        #expect(present.status == 0)
        #expect(present.stdout == "present\n")
        let fixedToday = try PseudoTerminalRunner.run(
            ["pick", "--locale", "en_US", "--mode", "year-week", "--today", "2019-08-20"], keys: ["\r"])
        #expect(fixedToday.status == 0)
        #expect(fixedToday.stdout == "2019-W34\n")
        let moved = try PseudoTerminalRunner.run(
            ["pick", "--locale", "en_US", "--mode", "year-week", "--select", "2020-W53"], keys: [right, down, "\r"])
        #expect(moved.stdout == "2021-W52\n")
    }
}

@Suite("locale-check pick --single-column (through a pseudo-terminal)", .serialized)
struct SingleColumnPickTerminalTests {
    @Test("one column of whole months in the locale's display pattern; down moves one month")
    func months() throws {
        let arguments = [
            "pick", "--locale", "zh_CN", "--mode", "year-month", "--single-column", "--min", "2015-01", "--max",
            "2019-12", "--select", "2019-08",
        ]
        let ascending = try PseudoTerminalRunner.run(arguments, keys: [down, "\r"])
        #expect(ascending.status == 0)
        #expect(ascending.stdout == "2019-09\n")
        #expect(ascending.screen.contains("2019年8月"))
        #expect(ascending.screen.contains("选择月份"))
        let newestFirst = try PseudoTerminalRunner.run(
            arguments + ["--descending", "--present"], keys: [up, up, up, up, up, "\r"])
        #expect(newestFirst.status == 0)
        #expect(newestFirst.stdout == "present\n")
    }

    @Test("a Buddhist locale lists Buddhist months and prints the value with its calendar, as labels does")
    func buddhistLocale() throws {
        let output = try PseudoTerminalRunner.run(
            [
                "pick", "--locale", "th-TH-u-ca-buddhist", "--mode", "year-month", "--single-column", "--min",
                "2019-01",
                "--max", "2019-12", "--select", "2019-08",
            ],
            keys: [down, "\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "2562-M09[u-ca=buddhist]\n")
        #expect(output.screen.contains("สิงหาคม 2562"))
    }

    @Test("a lunar list has its leap month in place, and the title names the calendar")
    func lunarLocale() throws {
        let output = try PseudoTerminalRunner.run(
            [
                "pick", "--locale", "zh_CN@calendar=chinese", "--mode", "year-month", "--single-column", "--min",
                "2023-M02", "--max", "2023-M03", "--select", "2023-M02",
            ], keys: [down, "\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "2023-M02L[u-ca=chinese]\n")
        #expect(output.screen.contains("2023癸卯年闰二月"))
        #expect(output.screen.contains("选择月份   (calendar chinese (keyword))"))
    }
}
