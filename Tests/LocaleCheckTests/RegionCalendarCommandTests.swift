import Foundation
import Testing

@Suite("locale-check: the calendar and region a phone has")
struct RegionCalendarCommandTests {
    @Test(
        "labels names the calendar it chose and why, for every calendar Gregorian included",
        arguments: [
            ("fa_IR", "calendar persian (region IR)", "selection 2019-08-20[u-ca=persian]"),
            ("ps_AF", "calendar persian (region AF)", "selection 2019-08-20[u-ca=persian]"),
            ("th_TH", "calendar buddhist (region TH)", "selection 2019-08-20[u-ca=buddhist]"),
            ("ar_SA", "calendar islamic-umalqura (region SA)", "selection 2019-08-20[u-ca=islamic-umalqura]"),
            ("en_US@rg=thzzzz", "calendar buddhist (region TH)", "selection 2019-08-20[u-ca=buddhist]"),
            ("fa_IR@calendar=gregorian", "calendar gregorian (keyword)", "selection 2019-08-20\n"),
            ("th-TH-u-ca-gregory", "calendar gregorian (keyword)", "selection 2019-08-20\n"),
            ("de_DE", "calendar gregorian (region DE)", "selection 2019-08-20\n"),
            ("zh_CN@calendar=chinese", "calendar chinese (keyword)", "selection 2019-08-20[u-ca=chinese]"),
        ])
    func labelsCalendarLine(id: String, line: String, selection: String) throws {
        let output = try LocaleCheckRunner.run(["labels", "--locale", id, "--select", "2019-08-20"])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count > 2 && lines[1] == line, "\(output.stdout.prefix(200))")
        #expect(output.stdout.contains(selection))
    }

    @Test("labels --json says the calendar, its source and the region that chose it")
    func labelsJSON() throws {
        let persian = try LocaleCheckRunner.run(["labels", "--locale", "fa_IR", "--select", "2019-08-20", "--json"])
        #expect(persian.status == 0)
        #expect(
            persian.stdout.hasPrefix(
                #"{"locale":{"requested":"fa_IR","resolved":"fa_IR@calendar=persian","fallback":false},"#
                    + #""calendar":"persian","calendarSource":"region","calendarRegion":"IR","mode":"date","#))
        let keyword = try LocaleCheckRunner.run([
            "labels", "--locale", "fa_IR@calendar=gregorian", "--select", "2019-08-20", "--json",
        ])
        #expect(keyword.stdout.contains(#""calendar":"gregorian","calendarSource":"keyword","mode":"date","#))
        let clock = try LocaleCheckRunner.run(["labels", "--locale", "fa_IR", "--mode", "hour-minute", "--json"])
        #expect(clock.status == 0)
        #expect(!clock.stdout.contains("\"calendar\""))
    }

    @Test("rg gives the region's hour cycle: en_US@rg=gbzzzz has a 24-hour clock, en_GB@rg=uszzzz as ICU 72 says")
    func regionHourCycle() throws {
        let british = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US@rg=gbzzzz", "--mode", "hour-minute", "--select", "14:30",
        ])
        #expect(british.status == 0)
        #expect(
            british.stdout.hasPrefix(
                "locale en_US@rg=gbzzzz: data en_US@rg=gbzzzz\nmode hour-minute: order hour minute (pattern HH:mm)"))
        #expect(british.stdout.contains("\nhour: 00 01 02"))
        let american = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--mode", "hour-minute", "--select", "14:30",
        ])
        #expect(american.stdout.contains("am-pm"))
    }

    @Test(
        "the week rules follow rg and fw (ICU 72 ignores fw; PickerKit applies it as BCP 47 says)",
        arguments: [
            ("en_US@fw=mon", "weeks Monday, 1 days"),
            ("de_DE@fw=sun", "weeks Sunday, 4 days"),
            ("en-US-u-fw-mon", "weeks Monday, 1 days"),
            ("en_US@rg=gbzzzz", "weeks Monday, 4 days"),
            ("en_US", "weeks Sunday, 1 days"),
        ])
    func weekRules(id: String, weeks: String) throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", id, "--mode", "year-week", "--week-rules", "locale", "--select", "2020-W10",
        ])
        #expect(output.status == 0)
        #expect(output.stdout.contains(", \(weeks), selection 2020-W10"), "\(output.stdout.prefix(300))")
    }

    @Test(
        "format --json says the calendar it wrote in and why, Gregorian included",
        arguments: [
            (
                ["--locale", "fa_IR", "2019-08-20"],
                #"{"locale":{"requested":"fa_IR","resolved":"fa_IR@calendar=persian","fallback":false},"#
                    + #""calendar":"persian","calendarSource":"region","calendarRegion":"IR","#
                    + #""input":"2019-08-20","output":"۲۹ مرداد ۱۳۹۸"}"#
            ),
            (
                ["--locale", "fa_IR", "--parse", "۲۹ مرداد ۱۳۹۸"],
                #"{"locale":{"requested":"fa_IR","resolved":"fa_IR@calendar=persian","fallback":false},"#
                    + #""calendar":"persian","calendarSource":"region","calendarRegion":"IR","#
                    + #""input":"۲۹ مرداد ۱۳۹۸","output":"2019-08-20[u-ca=persian]"}"#
            ),
            (
                ["--locale", "en_US", "2019-08-20"],
                #"{"locale":{"requested":"en_US","resolved":"en_US","fallback":false},"#
                    + #""calendar":"gregorian","calendarSource":"region","calendarRegion":"US","#
                    + #""input":"2019-08-20","output":"August 20, 2019"}"#
            ),
            (
                ["--locale", "th_TH@calendar=gregorian", "--mode", "hour-minute", "14:30"],
                #"{"locale":{"requested":"th_TH@calendar=gregorian","resolved":"th_TH","fallback":false},"#
                    + #""input":"14:30","output":"14:30"}"#
            ),
        ])
    func formatJSON(arguments: [String], line: String) throws {
        let output = try LocaleCheckRunner.run(["format", "--json"] + arguments)
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        #expect(output.stdout == line + "\n")
    }

    @Test("locales reports the region's preferences it applied")
    func localesReport() throws {
        let output = try LocaleCheckRunner.run(["locales", "fa_IR", "en_US@rg=gbzzzz", "de_DE"])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("PASS fa_IR (data fa_IR@calendar=persian) (region IR: calendar persian): "))
        #expect(
            lines[1].hasPrefix(
                "PASS en_US@rg=gbzzzz (region GB (rg): calendar gregorian, hours h23, weeks from Monday (minimal days 4)): "
            ))
        #expect(lines[2].hasPrefix("PASS de_DE: order"))
    }

    @Test(
        "a region override that is malformed or names no region is refused with exit 1",
        arguments: [
            ("en_US@rg=gb", "is not a region override (a region and a subdivision suffix, such as gbzzzz)"),
            ("en_US@rg=qqzzzz", "\"QQ\" is not a known region code"),
        ])
    func badRegionOverride(id: String, message: String) throws {
        let output = try LocaleCheckRunner.run(["labels", "--locale", id])
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains(message), "\(output.stderr)")
    }
}

@Suite("locale-check pick: the calendar a phone has (through a pseudo-terminal)", .serialized)
struct RegionCalendarPickTests {
    @Test("a bare th_TH picker draws Buddhist years, says why in its title, and prints the value with its calendar")
    func thaiPick() throws {
        let output = try PseudoTerminalRunner.run(
            ["pick", "--locale", "th_TH", "--mode", "date", "--select", "2019-08-20"], keys: ["\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "2019-08-20[u-ca=buddhist]\n")
        #expect(output.screen.contains("(calendar buddhist (region TH))"))
        #expect(output.screen.contains("2562"))
    }
}
