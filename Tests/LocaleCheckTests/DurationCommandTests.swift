import Foundation
import PickerKitTestSupport
import Testing

@Suite("locale-check --mode duration: labels, format, parse, pick")
struct DurationCommandTests {
    @Test("labels: plural units from ICU, the selection marked, the unit names as headers")
    func labels() throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--mode", "duration", "--locale", "ru", "--select", "PT1H30M",
        ])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines[1] == "mode duration: columns hour minute second, maximum PT23H59M59S, selection PT1H30M")
        #expect(lines[2].hasPrefix("hour (часов): 0 часов [1 час] 2 часа 3 часа 4 часа 5 часов"))
        #expect(lines[2].hasSuffix("20 часов 21 час 22 часа 23 часа"))
        #expect(lines[3] == "minute (минут): 0 минут … 29 минут [30 минут] 31 минута … 59 минут")
        #expect(lines[4] == "second (секунд): [0 секунд] 1 секунда … 59 секунд")
    }

    @Test("labels: maximum, steps, no seconds and the number style (Arabic digits)", .pinsCLDR42)
    func numberStyle() throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--mode", "duration", "--locale", "ar", "--no-seconds", "--minute-step", "15", "--max",
            "PT2H30M", "--select", "PT2H15M", "--label-style", "number",
        ])
        #expect(output.status == 0)
        #expect(
            output.stdout.split(separator: "\n").dropFirst().joined(separator: "\n") == """
                mode duration: columns hour minute, maximum PT2H30M, selection PT2H15M
                hour (ساعات): ٠ ١ [٢]
                minute (دقائق): ٠ [١٥] ٣٠
                """)
    }

    @Test("labels --json: every row with value and label, headers, maximum, selection")
    func json() throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--mode", "duration", "--locale", "en", "--json", "--max", "PT1H", "--minute-step", "30",
            "--no-seconds",
        ])
        #expect(output.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(object["mode"] as? String == "duration")
        #expect(object["maximum"] as? String == "PT1H")
        #expect(object["selection"] as? String == "PT0S")
        let columns = try #require(object["columns"] as? [[String: Any]])
        #expect(columns.map { $0["field"] as? String } == ["hour", "minute"])
        #expect(columns.map { $0["header"] as? String } == ["hours", "minutes"])
        let rows = try #require(columns[1]["rows"] as? [[String: Any]])
        #expect(rows.map { $0["label"] as? String } == ["0 minutes", "30 minutes"])
        #expect(rows.map { $0["value"] as? String } == ["0", "30"])
    }

    @Test(
        "format: display strings with ICU's unit lists", .pinsCLDR42,
        arguments: [
            ("en", "PT1H30M", "1 hour, 30 minutes"), ("de", "PT2H1M3S", "2 Stunden, 1 Minute und 3 Sekunden"),
            ("zh", "PT1H30M", "1小时30分钟"), ("ru", "PT21H", "21 час"), ("ar", "PT2M", "دقيقتان"), ("ja", "PT0S", "0 秒"),
        ])
    func format(localeID: String, value: String, expected: String) throws {
        let output = try LocaleCheckRunner.run(["format", "--mode", "duration", "--locale", localeID, value])
        #expect(output.status == 0)
        #expect(output.stdout == expected + "\n")
    }

    @Test("parse: canonical strings pass, others fail with the offset; --lenient normalizes; --json")
    func parse() throws {
        let output = try LocaleCheckRunner.run(["parse", "--mode", "duration", "PT1H30M", "PT90M", "P1D", "PT0S"])
        #expect(output.status == 1)
        #expect(output.stdout == "PT1H30M\nPT0S\n")
        #expect(
            output.stderr == """
                line 2: invalid duration "PT90M": 90 minutes is not below 60; the canonical form carries whole hours: write PT1H30M (offset 2)
                line 3: invalid duration "P1D": years, months, weeks and days are not countdown units (a day is not always 24 hours); write hours after T, such as PT24H (offset 1)

                """)
        let lenient = try LocaleCheckRunner.run(
            ["parse", "--mode", "duration", "--lenient", "--json"], input: Data("PT90M\n pt0h5s\nPT1.5H\n".utf8))
        #expect(lenient.status == 1)
        #expect(
            lenient.stdout == """
                {"input":"PT90M","ok":true,"mode":"duration","canonical":"PT1H30M","seconds":5400}
                {"input":" pt0h5s","ok":true,"mode":"duration","canonical":"PT5S","seconds":5}
                {"input":"PT1.5H","ok":false,"error":{"kind":"fraction","offset":3,"message":"fractions are not supported; the units are whole"}}

                """)
    }

    @Test(
        "bad values exit 1 with the option, the value and the offset",
        arguments: [
            (
                ["labels", "--locale", "en", "--select", "PT30H"],
                #"Error: --select "PT30H": PT30H is over the picker's maximum PT23H59M59S (offset 2)"#
            ),
            (
                ["labels", "--locale", "en", "--no-seconds", "--select", "PT5S"],
                #"Error: --select "PT5S": PT5S has seconds, and the picker has no seconds column (offset 2)"#
            ),
            (
                ["labels", "--locale", "en", "--minute-step", "5", "--select", "PT1H7M"],
                #"Error: --select "PT1H7M": 7 minutes is not on the 5-minute step (offset 4)"#
            ),
            (
                ["labels", "--locale", "en", "--max", "PT1D"],
                #"Error: --max "PT1D": years, months, weeks and days are not countdown units (a day is not always 24 hours); write hours after T, such as PT24H (offset 2)"#
            ),
            (
                ["format", "--locale", "en", "PT90M"],
                #"Error: invalid duration "PT90M": 90 minutes is not below 60; the canonical form carries whole hours: write PT1H30M (offset 2)"#
            ),
            (
                ["pick", "--max", "PT1H", "--select", "PT2H"],
                #"Error: --select "PT2H": PT2H is over the picker's maximum PT1H (offset 2)"#
            ),
        ])
    func badValues(arguments: [String], message: String) throws {
        let output = try LocaleCheckRunner.run([arguments[0], "--mode", "duration"] + arguments.dropFirst())
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == message + "\n")
    }

    @Test(
        "options of other modes, duration options elsewhere, bad steps and styles: usage errors (64)",
        arguments: [
            (
                ["labels", "--mode", "duration", "--locale", "en", "--weekday"],
                "--weekday is not an option of --mode duration"
            ),
            (
                ["labels", "--mode", "duration", "--locale", "en", "--min", "PT1H"],
                "--min is not an option of --mode duration"
            ),
            (
                ["format", "--mode", "duration", "--locale", "en", "--parse", "1 hour"],
                "--parse is not an option of --mode duration"
            ),
            (["parse", "--mode", "duration", "--range", "PT1H/PT2H"], "--range is not an option of --mode duration"),
            (["pick", "--mode", "duration", "--present"], "--present is not an option of --mode duration"),
            (["labels", "--mode", "date", "--locale", "en", "--no-seconds"], "--no-seconds goes with --mode duration"),
            (["labels", "--locale", "en", "--minute-step", "5"], "--minute-step: a date picker has no minutes"),
            (["pick", "--mode", "time", "--label-style", "number"], "--label-style goes with --mode duration"),
            (
                ["labels", "--mode", "duration", "--locale", "en", "--minute-step", "7"],
                #"--minute-step: "7" is not a step that divides 60"#
            ),
            (
                ["labels", "--mode", "duration", "--locale", "en", "--label-style", "short"],
                #"--label-style: "short" is not a label style (unit, number)"#
            ),
            (["labels", "--mode", "duration"], "--locale is required"),
            (["format", "--mode", "duration", "--locale", "en"], "missing VALUE"),
        ])
    func usageErrors(arguments: [String], message: String) throws {
        let output = try LocaleCheckRunner.run(arguments)
        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("Error: \(message)\n"), "\(output.stderr)")
        #expect(output.stderr.hasSuffix("See 'locale-check \(arguments[0]) --help'.\n"))
    }

    @Test("the help of each command describes the mode")
    func help() throws {
        for command in ["labels", "format", "parse", "pick"] {
            let output = try LocaleCheckRunner.run([command, "--help"])
            #expect(output.status == 0)
            #expect(output.stdout.contains("--mode duration"), "\(command)")
        }
    }
}
