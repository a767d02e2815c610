import Testing

private let escape = "\u{1B}"
private let up = "\u{1B}[A"
private let down = "\u{1B}[B"
private let right = "\u{1B}[C"
private let left = "\u{1B}[D"

@Suite("locale-check pick (through a pseudo-terminal)", .serialized)
struct PickCommandTests {
    @Test("arrows move and scroll; Enter prints the canonical value")
    func confirm() throws {
        // zh_CN: year, month, day. Down on the year, right, up on the month, Enter.
        let output = try PseudoTerminalRunner.run(
            ["pick", "--locale", "zh_CN", "--mode", "date", "--select", "2019-08-20"],
            keys: [down, right, up, "\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "2020-07-20\n")
        #expect(output.screen.contains("选择日期"))
        #expect(output.screen.contains("2019年"))
        #expect(output.screen.contains("20日"))
        #expect(output.screen.contains("取消"))
        #expect(output.screen.contains("确定"))
    }

    @Test("a chinese picker: 闰六月 rows, a year step moves the leap month to 六月; Enter prints the annotated value")
    func chineseCalendar() throws {
        // zh_CN@calendar=chinese: year, month, day. Down on the year (1987 -> 1988), Enter.
        let output = try PseudoTerminalRunner.run(
            ["pick", "--locale", "zh_CN", "--mode", "date", "--select", "1987-08-23[u-ca=chinese]"],
            keys: [down, "\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "1988-08-11[u-ca=chinese]\n")
        #expect(output.screen.contains("闰六月"))
        #expect(output.screen.contains("廿九"))
    }

    @Test("a locale whose calendar is chinese picks in it, as labels draws it (not lunar labels on Gregorian rows)")
    func chineseLocaleKeyword() throws {
        // Right to the month, Down (七月 -> 八月), Enter: 八月二十 of 2019 is 2019-09-18.
        let output = try PseudoTerminalRunner.run(
            ["pick", "--locale", "zh_CN@calendar=chinese", "--mode", "date", "--select", "2019-08-20"],
            keys: ["\u{1B}[C", down, "\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "2019-09-18[u-ca=chinese]\n")
        #expect(output.screen.contains("七月"))
        #expect(output.screen.contains("二十"))
        #expect(!output.screen.contains("七月20日"))
        // A calendar date is a selection too.
        let leap = try PseudoTerminalRunner.run(
            ["pick", "--locale", "zh_CN@calendar=chinese", "--mode", "date", "--select", "1987-M06L-01"], keys: ["\r"])
        #expect(leap.status == 0)
        #expect(leap.stdout == "1987-07-26[u-ca=chinese]\n")
    }

    @Test("vi keys and Tab work; days follow the month (January 31 to February)")
    func viKeysAndClamping() throws {
        // en_US: month, day, year. j on the month: January 31 -> February 29 (2020); Tab, Tab to the
        // year; k: 2019, so February 29 -> 28; l wraps to the month, h back to the year.
        let output = try PseudoTerminalRunner.run(
            ["pick", "--locale", "en_US", "--mode", "date", "--select", "2020-01-31"],
            keys: ["j", "\t", "\t", "k", "l", "h", "\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "2019-02-28\n")
        #expect(output.screen.contains("February"))
        #expect(output.screen.contains("Select date"))
    }

    @Test("Esc and q cancel with status 1 and print nothing", arguments: [escape, "q"])
    func cancel(key: String) throws {
        let output = try PseudoTerminalRunner.run(["pick", "--locale", "ja_JP", "--mode", "year-month"], keys: [key])
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.screen.contains("キャンセル"))
    }

    @Test("Ctrl-C cancels with status 130 and restores the terminal")
    func interrupt() throws {
        let output = try PseudoTerminalRunner.run(["pick", "--locale", "en_US", "--mode", "time"], keys: ["\u{03}"])
        #expect(output.status == 130)
        #expect(output.stdout.isEmpty)
        // Leaves the alternate screen and shows the cursor again.
        #expect(output.screen.contains("\u{1B}[?1049l"))
        #expect(output.screen.contains("\u{1B}[?25h"))
    }

    @Test("the Present row ends the selection at 至今 and disables the other columns")
    func present() throws {
        let output = try PseudoTerminalRunner.run(
            [
                "pick", "--locale", "zh_TW", "--mode", "year-month", "--present", "--descending", "--max", "2019-08",
                "--select", "2019-08",
            ],
            keys: [up, "\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "present\n")
        #expect(output.screen.contains("至今"))
        #expect(output.screen.contains("選擇月份"))
    }

    @Test("--select present with bounds selects the Present row")
    func presentWithBounds() throws {
        let output = try PseudoTerminalRunner.run(
            [
                "pick", "--locale", "en_US", "--mode", "year-month", "--present", "--max", "2019-08", "--select",
                "present",
            ],
            keys: ["\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "present\n")
    }

    @Test("AM/PM is a column on a 12-hour clock")
    func dayPeriod() throws {
        // en_US hour-minute: hour, minute, AM/PM. Two rights reach AM/PM; up picks AM.
        let output = try PseudoTerminalRunner.run(
            ["pick", "--locale", "en_US", "--mode", "hour-minute", "--select", "14:30"], keys: [right, right, up, "\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "02:30\n")
        #expect(output.screen.contains("PM"))
    }

    @Test("divisions: columns relink below the chosen row and Enter prints the code path")
    func divisions() throws {
        // Right to the prefecture column, Up from 深圳市 to 韶关市: the county column relinks to its first child.
        let output = try PseudoTerminalRunner.run(
            ["pick", "--mode", "division", "--select", "440000/440300/440305"], keys: [right, up, "\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "440000/440200/440203\n")
        #expect(output.screen.contains("南山区"))
        #expect(output.screen.contains("韶关市"))
        #expect(output.screen.contains("取消"))
    }

    @Test("regions: names and order of the locale, the code on Enter")
    func regions() throws {
        // German sorts Österreich with O: after Oman, before Pakistan.
        let output = try PseudoTerminalRunner.run(
            ["pick", "--mode", "region", "--locale", "de", "--select", "AT"], keys: [down, "\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "PK\n")
        #expect(output.screen.contains("Österreich"))
        #expect(output.screen.contains("Abbrechen"))
        #expect(output.screen.contains("Land/Region auswählen"))
    }

    @Test("without a terminal on stdin it says so and exits 1")
    func notATerminal() throws {
        let output = try LocaleCheckRunner.run(["pick", "--locale", "en_US"])
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("Error: standard input is not a terminal"))
    }

    @Test(
        "bad values and locales are errors before the terminal is touched",
        arguments: [
            (
                ["--locale", "en_US", "--select", "2019-02-29"], 1,
                "Error: selection \"2019-02-29\" is not a valid date"
            ),
            (["--locale", "aaaaaaaaaaaaa"], 1, "Error: "),
            (
                ["--locale", "en_US", "--min", "2020-01-01", "--max", "2019-01-01"], 1,
                "Error: minimum 2020-01-01 is after"
            ),
            (
                ["--locale", "en_US", "--minute-step", "7"], 64,
                "Error: --minute-step: \"7\" is not a step that divides 60"
            ),
            (
                ["--locale", "en_US", "--time-zone", "Mars/Base"], 64,
                "Error: --time-zone: unknown time zone \"Mars/Base\""
            ),
            (["--mode", "date"], 64, "Error: --locale is required"),
            (
                ["--locale", "en_US", "--mode", "year-month", "--select", "present"], 64,
                "Error: --select present needs --present"
            ),
            (
                ["--locale", "en_US", "--mode", "date", "--hour-cycle", "h11"], 64,
                "Error: --hour-cycle: a date picker has no hour column"
            ),
            (["--locale", "en_US", "--present", "--present"], 64, "Error: --present given 2 times"),
            (["--mode", "division", "--data", ""], 64, "Error: --data needs a file path"),
            (
                ["--mode", "division", "--data", "/nonexistent/x.json"], 1,
                "Error: cannot read \"/nonexistent/x.json\": No such file or directory [unreadable]"
            ),
            (["--mode", "region"], 64, "Error: --locale is required"),
            (["--mode", "division", "--min", "2019"], 64, "Error: --min is not an option of --mode division"),
            (
                ["--mode", "region", "--locale", "de", "--data", "x.json"], 64,
                "Error: --data goes with --mode division"
            ),
            (
                ["--mode", "division", "--select", "440000/449900"], 1,
                "Error: --select: 449900 is not a child of 440000 (广东省) (offset 7)"
            ),
            (
                ["--locale", "en_US", "--select", "2031-01-01", "--max", "2030-12-31"], 1,
                "Error: --select 2031-01-01 is after the maximum 2030-12-31"
            ),
            (
                ["--locale", "en_US", "--mode", "hour-minute", "--minute-step", "15", "--select", "14:31"], 1,
                "Error: --select 14:31 is not on the 15-minute step (nearest: 14:30)"
            ),
            (
                ["--locale", "en_US", "--mode", "date", "--minute-step", "15"], 64,
                "Error: --minute-step: a date picker has no minute column"
            ),
        ] as [([String], Int32, String)])
    func badInput(arguments: [String], status: Int32, message: String) throws {
        let output = try LocaleCheckRunner.run(["pick"] + arguments)
        #expect(output.status == status)
        #expect(output.stderr.hasPrefix(message), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
    }
}
