import Foundation
import Testing

/// Options that a subcommand declares but a mode or another option leaves unread: each is
/// refused as a usage error (exit 64) naming the option, never silently ignored.
@Suite("locale-check refuses options a combination does not read")
struct OptionCombinationTests {
    @Test(
        "an option the combination would ignore exits 64 naming it and why",
        arguments: [
            // Week and quarter pickers take no disabled values.
            (
                ["labels", "--locale", "en_US", "--mode", "year-week", "--disable", "2019-08-20"],
                "Error: --disable: a year-week picker takes no disabled values"
            ),
            (
                ["labels", "--locale", "en_US", "--mode", "year-quarter", "--disable-before", "2019-Q3"],
                "Error: --disable-before: a year-quarter picker takes no disabled values"
            ),
            (
                ["labels", "--locale", "en_US", "--mode", "year-week", "--disable-after", "2019-W34"],
                "Error: --disable-after: a year-week picker takes no disabled values"
            ),
            (
                ["pick", "--locale", "en_US", "--mode", "year-quarter", "--disable-weekdays", "tue"],
                "Error: --disable-weekdays: a year-quarter picker takes no disabled values"
            ),
            // Cascade options with a period picker.
            (
                ["pick", "--locale", "en_US", "--mode", "year-week", "--depth", "2"],
                "Error: --depth goes with --mode division"
            ),
            (
                ["pick", "--locale", "en_US", "--mode", "year-quarter", "--select-name", "上海/上海"],
                "Error: --select-name goes with --mode region or division"
            ),
            // Row styles with no row to style.
            (
                ["labels", "--locale", "zh_CN", "--mode", "date", "--units"],
                "Error: --units styles hour, minute and second rows; a date picker has none"
            ),
            (
                ["pick", "--locale", "zh_CN", "--mode", "year-month", "--units"],
                "Error: --units styles hour, minute and second rows; a year-month picker has none"
            ),
            (
                ["labels", "--locale", "en_US", "--mode", "year", "--zero-pad"],
                "Error: --zero-pad pads day, hour and numeric month rows; a year picker has none"
            ),
            (
                ["labels", "--locale", "en_US", "--mode", "year-month", "--zero-pad"],
                "Error: --zero-pad pads day, hour and numeric month rows; a year-month picker with --month-style wide has none"
            ),
            (
                ["labels", "--locale", "en_US", "--mode", "minute-second", "--zero-pad"],
                "Error: --zero-pad pads day, hour and numeric month rows; a minute-second picker has none"
            ),
            // Region and division pickers have no date rows.
            (
                ["pick", "--mode", "region", "--locale", "en_US", "--zero-pad"],
                "Error: --zero-pad is not an option of --mode region"
            ),
            (["pick", "--mode", "division", "--units"], "Error: --units is not an option of --mode division"),
            (["pick", "--mode", "division", "--relative"], "Error: --relative is not an option of --mode division"),
            // The basic form is digits only.
            (
                ["format", "--locale", "en_US", "--basic", "--weekday", "2019-08-20"],
                "Error: --weekday cannot be combined with --basic: the basic form is digits only (20190820)"
            ),
            (
                ["format", "--locale", "en_US", "--basic", "--month-style", "numeric", "2019-08-20"],
                "Error: --month-style cannot be combined with --basic: the basic form is digits only (20190820)"
            ),
            (
                [
                    "format", "--locale", "en_US", "--mode", "date-time", "--basic", "--hour-cycle", "h11",
                    "2019-08-20 14:30:00",
                ],
                "Error: --hour-cycle cannot be combined with --basic: the basic form is digits only (20190820)"
            ),
        ])
    func refused(arguments: [String], message: String) throws {
        let output = try LocaleCheckRunner.run(arguments)
        #expect(output.status == 64, "\(arguments): \(output.stderr)")
        #expect(output.stdout.isEmpty)
        let firstLine = output.stderr.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
        #expect(firstLine == message, "\(arguments)")
        #expect(output.stderr.contains("See 'locale-check \(arguments[0]) --help'."))
    }

    @Test("the styles still apply where there is a row for them")
    func stylesStillApply() throws {
        let padded = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--mode", "year-month", "--month-style", "numeric", "--zero-pad", "--select",
            "2019-08",
        ])
        #expect(padded.status == 0, "\(padded.stderr)")
        #expect(padded.stdout.contains("month: 01 02 03 04 05 06 07 [08] 09 10 11 12\n"))
        let units = try LocaleCheckRunner.run([
            "labels", "--locale", "zh_CN", "--mode", "minute-second", "--units", "--select", "14:30",
        ])
        #expect(units.status == 0, "\(units.stderr)")
        #expect(units.stdout.contains("minute: 00分 … 13分 [14分] 15分 … 59分\n"))
    }

    @Test("format --basic checks its locale: an unknown one exits 1 unless --allow-fallback")
    func basicLocale() throws {
        let refused = try LocaleCheckRunner.run(["format", "--locale", "xx_YY", "--basic", "2019-08-20"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("xx_YY"))
        let accepted = try LocaleCheckRunner.run([
            "format", "--locale", "xx_YY", "--allow-fallback", "--basic", "2019-08-20",
        ])
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout == "20190820\n")
    }
}
