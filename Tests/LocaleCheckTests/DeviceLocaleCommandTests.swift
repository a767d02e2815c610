import Testing

/// Issue 12 item 4 end to end: device locale ids reach `labels`, with what was ignored or mapped shown.
@Suite("locale-check labels with device locale ids")
struct DeviceLocaleCommandTests {
    @Test("en_US@hours=h23 shows 24-hour rows and no AM/PM column")
    func hours() throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US@hours=h23", "--mode", "date-hour", "--select", "2019-08-20 14",
        ])
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("locale en_US@hours=h23: data en_US@hours=h23\n"))
        #expect(output.stdout.contains("\nhour: 00 01 02 03 04 05 06 07 08 09 10 11 12 13 [14] 15 "))
        #expect(!output.stdout.contains("am-pm"))
    }

    @Test(
        "the locale line says what was ignored or mapped",
        arguments: [
            ("en_GB@ms=ussystem", "locale en_GB@ms=ussystem: data en_GB (ignored ms=ussystem)"),
            ("en_GB@rg=uszzzz", "locale en_GB@rg=uszzzz: data en_GB@rg=uszzzz\ncalendar gregorian (region US)"),
            ("en_US.UTF-8", "locale en_US.UTF-8: data en_US (codeset \"UTF-8\" dropped)"),
            ("und_JP", "locale und_JP: data ja_JP (und_JP mapped to ja_JP)"),
            ("C", "locale C: data en_US_POSIX (C mapped to en_US_POSIX)"),
        ])
    func localeLine(id: String, line: String) throws {
        let output = try LocaleCheckRunner.run(["labels", "--locale", id, "--mode", "date"])
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix(line + "\n"), "\(output.stdout.prefix(120))")
    }

    @Test(
        "und_JP labels in Japanese whatever LANG is (ICU gets ja_JP, not und_JP)",
        arguments: ["C", "ja_JP.UTF-8", "de_DE.UTF-8"])
    func undUnderLang(lang: String) throws {
        let output = try LocaleCheckRunner.run(
            ["labels", "--locale", "und_JP", "--mode", "year-month", "--select", "2019-08"],
            environment: ["LANG": lang, "LC_ALL": lang])
        #expect(output.status == 0)
        #expect(output.stdout.contains("[8月]"), "LANG=\(lang): \(output.stdout.prefix(200))")
    }

    @Test("und alone and en_999 are refused with exit 1", arguments: ["und", "en_999", "ja_JP@numbers=jpanyear"])
    func refused(id: String) throws {
        let output = try LocaleCheckRunner.run(["labels", "--locale", id, "--mode", "date"])
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("Error: locale \"\(id)\""))
    }
}
