import PickerKitTestSupport
import Testing

/// `labels` takes the options that shape a picker's rows in multi-column listings too, as
/// `pick` does: `--present`, `--descending`, `--minute-step`, `--second-step`.
@Suite("locale-check labels: Present row, newest first and steps in every layout")
struct LabelsShapeOptionsTests {
    @Test(
        "multi-column listings take --present, --descending and the steps", .pinsCLDR42,
        arguments: [
            (
                [
                    "--locale", "zh_CN", "--mode", "year-month", "--present", "--descending", "--min", "2019-01",
                    "--max",
                    "2019-03", "--select", "2019-02",
                ],
                ["year: 至今 [2019年]", "month: 3月 [2月] 1月"]
            ),
            (
                [
                    "--locale", "zh_CN", "--mode", "year-month", "--present", "--min", "2019-01", "--max", "2019-03",
                    "--select", "present",
                ],
                ["selection present", "year: 2019年 [至今]"]
            ),
            (
                ["--locale", "en_GB", "--mode", "hour-minute", "--minute-step", "15", "--select", "10:30"],
                ["minute: 00 15 [30] 45"]
            ),
            (
                ["--locale", "en_GB", "--mode", "time", "--second-step", "20", "--select", "10:30:40"],
                ["second: 00 20 [40]"]
            ),
            (
                [
                    "--locale", "zh_CN@calendar=chinese", "--mode", "year", "--present", "--descending", "--min",
                    "2019", "--max", "2020", "--select", "present",
                ],
                ["selection present", "year: [至今] 2020庚子年 2019己亥年"]
            ),
        ])
    func accepted(arguments: [String], lines: [String]) throws {
        let output = try LocaleCheckRunner.run(["labels"] + arguments)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty)
        for line in lines {
            #expect(output.stdout.contains(line), "\(line) in \(output.stdout)")
        }
    }

    @Test(
        "refusals name the option and the reason",
        arguments: [
            (["--mode", "year-month", "--select", "present"], Int32(1), "--select present needs --present"),
            (["--mode", "date", "--minute-step", "15"], 64, "--minute-step: a date picker has no minutes"),
            (["--mode", "hour-minute", "--minute-step", "7"], 64, "--minute-step"),
        ])
    func refused(arguments: [String], status: Int32, message: String) throws {
        let output = try LocaleCheckRunner.run(["labels", "--locale", "en_US"] + arguments)
        #expect(output.status == status)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains(message), "\(output.stderr)")
    }
}
