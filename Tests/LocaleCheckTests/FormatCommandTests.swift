import Foundation
import PickerKitTestSupport
import Testing

@Suite("locale-check format")
struct FormatCommandTests {
    @Test(
        "selections print in the locale's pattern and parse back",
        arguments: [
            ("zh_CN", "date", "2019-08-20", "2019年8月20日"),
            ("en_US", "date", "2019-08-20", "August 20, 2019"),
            ("de_DE", "date", "2019-08-20", "20. August 2019"),
            ("ja_JP", "year-month", "2019-08", "2019年8月"),
            ("ar_EG", "year", "2019", "٢٠١٩"),
            ("en_US", "time", "14:30:05", "2:30:05\u{202F}PM"),
            ("en_US", "date", "1500-02-28", "February 28, 1500"),
        ])
    func roundTrip(locale: String, mode: String, value: String, display: String) throws {
        let formatted = try LocaleCheckRunner.run(["format", "--locale", locale, "--mode", mode, value])
        #expect(formatted.status == 0)
        #expect(formatted.stdout == display + "\n")
        let parsed = try LocaleCheckRunner.run(["format", "--locale", locale, "--mode", mode, "--parse", display])
        #expect(parsed.status == 0)
        #expect(parsed.stdout == value + "\n")
    }

    @Test(
        "--hour-cycle is applied: h24 shows 24 at midnight, h11 shows 0 at noon, ja h12 shows 12",
        arguments: [
            ("en_US", "h24", "00:30", "24:30"),
            ("en_US", "h23", "00:30", "00:30"),
            ("en_US", "h11", "12:30", "0:30\u{202F}PM"),
            ("en_US", "h12", "12:30", "12:30\u{202F}PM"),
            ("ja_JP", "h12", "00:30", "午前12:30"),
            ("ja_JP", "h11", "00:30", "午前0:30"),
        ])
    func hourCycle(locale: String, cycle: String, value: String, display: String) throws {
        let options = ["--locale", locale, "--mode", "hour-minute", "--hour-cycle", cycle]
        let formatted = try LocaleCheckRunner.run(["format"] + options + [value])
        #expect(formatted.status == 0)
        #expect(formatted.stdout == display + "\n")
        let parsed = try LocaleCheckRunner.run(["format"] + options + ["--parse", display])
        #expect(parsed.status == 0)
        #expect(parsed.stdout == value + "\n")
    }

    @Test(
        "display strings parse strictly: no rollover, whole string; the error says why",
        .needsSystemICU("ICU's parse error index: Foundation parses whole strings only"),
        arguments: [
            ("February 30, 2019", #"it reads as "March 2, 2019""#),
            ("August 20, 2019 ", #"it stops matching at " " (offset 15)"#),
            ("August 20 2019", #"it stops matching at " 2019" (offset 9)"#),
            ("Aug 20, 2019", #"it reads as "August 20, 2019""#),
            ("8/20/2019", #"it stops matching at "8/20/2019" (offset 0)"#),
            ("", "it is incomplete or not a real date (offset 0)"),
        ])
    func strictParse(text: String, reason: String) throws {
        let output = try LocaleCheckRunner.run(["format", "--locale", "en_US", "--parse", text])
        #expect(output.status == 1)
        #expect(output.stderr == "Error: \"\(text)\" does not match the display pattern \"MMMM d, y\": \(reason)\n")
    }

    @Test(
        "display strings typed with plain spaces parse where ICU writes U+202F or U+00A0",
        arguments: [
            (["--locale", "ru_RU"], "20 августа 2019 г.", "2019-08-20"),
            (["--locale", "en_US", "--mode", "hour-minute"], "2:30 PM", "14:30"),
            (["--locale", "en_US", "--mode", "time"], "2:30:05 PM", "14:30:05"),
        ])
    func plainSpaces(options: [String], text: String, value: String) throws {
        let output = try LocaleCheckRunner.run(["format"] + options + ["--parse", text])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        #expect(output.stdout == value + "\n")
    }

    @Test("ru_RU writes U+202F before г., and the error for a bad string shows it escaped")
    func narrowSpaceShown() throws {
        let formatted = try LocaleCheckRunner.run(["format", "--locale", "ru_RU", "2019-08-20"])
        #expect(formatted.stdout == "20 августа 2019\u{202F}г.\n")
        let refused = try LocaleCheckRunner.run(["format", "--locale", "ru_RU", "--parse", "20 августа 2019г."])
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == #"Error: "20 августа 2019г." does not match the display pattern "d MMMM y\u{202F}'г'.": "#
                + #"it stops matching at "г." (offset 22)"#
                + "\n")
    }

    @Test(
        "--weekday adds the weekday to display strings, which parse back only with the right weekday", .pinsCLDR42,
        arguments: [
            ("en_US", "date", "2019-08-20", "Tue, August 20, 2019", "Wed, August 20, 2019"),
            ("zh_CN", "date", "2019-08-20", "2019年8月20日周二", "2019年8月20日周三"),
            (
                "de_DE", "date-hour-minute", "2019-08-20 14:30", "Di., 20. August 2019 um 14:30",
                "Mi., 20. August 2019 um 14:30"
            ),
        ])
    func weekday(locale: String, mode: String, value: String, display: String, wrongWeekday: String) throws {
        let options = ["--locale", locale, "--mode", mode, "--weekday"]
        let formatted = try LocaleCheckRunner.run(["format"] + options + [value])
        #expect(formatted.status == 0)
        #expect(formatted.stdout == display + "\n")
        let parsed = try LocaleCheckRunner.run(["format"] + options + ["--parse", display])
        #expect(parsed.status == 0)
        #expect(parsed.stdout == value + "\n")
        let refused = try LocaleCheckRunner.run(["format"] + options + ["--parse", wrongWeekday])
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("Error: \"\(wrongWeekday)\" does not match the display pattern"))
        // The reason names the date as it is really written, with its own weekday.
        #expect(refused.stderr.hasSuffix("it reads as \"\(display)\"\n"), "\(refused.stderr)")
    }

    @Test(
        "--weekday without a year and a day in the mode is a usage error in format and labels",
        arguments: [
            ("format", "year-month", "2019-08", "year-month has no day"),
            ("format", "hour-minute", "14:30", "hour-minute has no year"),
            ("format", "month-day", "08-20", "month-day has no year"),
            ("labels", "year-month", nil, "year-month has no day"),
            ("labels", "year", nil, "year has no day"),
            ("labels", "month-day", nil, "month-day has no year"),
        ])
    func weekdayNeedsDay(command: String, mode: String, value: String?, reason: String) throws {
        let output = try LocaleCheckRunner.run(
            [command, "--locale", "en_US", "--mode", mode, "--weekday"] + (value.map { [$0] } ?? []))
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("Error: --weekday needs a mode with a year and a day; \(reason)\n"))
    }

    @Test("a missing VALUE is a usage error")
    func missingValue() throws {
        let output = try LocaleCheckRunner.run(["format", "--locale", "en_US"])
        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("Error: missing VALUE\n"))
    }
}

@Suite("locale-check format without a year")
struct FormatMonthDayTests {
    @Test("February 29 formats and parses back in month-day mode")
    func leapDay() throws {
        let formatted = try LocaleCheckRunner.run(["format", "--locale", "en_US", "--mode", "month-day", "02-29"])
        #expect(formatted.stdout == "February 29\n")
        let parsed = try LocaleCheckRunner.run([
            "format", "--locale", "en_US", "--mode", "month-day", "--parse", "February 29",
        ])
        #expect(parsed.status == 0)
        #expect(parsed.stdout == "02-29\n")
        let refused = try LocaleCheckRunner.run([
            "format", "--locale", "en_US", "--mode", "month-day", "--parse", "February 30",
        ])
        #expect(refused.status == 1)
    }
}

@Suite("locale-check format present")
struct FormatPresentTests {
    @Test(
        "present prints the locale's Present word, and --parse reads it back",
        arguments: [
            ("zh_CN", "date", "至今"), ("zh_TW", "year-month", "至今"), ("en_US", "date", "Present"),
            ("de_DE", "year", "Bis heute"), ("ja_JP", "date", "現在まで"), ("sw_KE", "date", "Present"),
            ("pt_BR", "date", "Atual"),
        ])
    func present(locale: String, mode: String, word: String) throws {
        let formatted = try LocaleCheckRunner.run(["format", "--locale", locale, "--mode", mode, "present"])
        #expect(formatted.status == 0)
        #expect(formatted.stderr.isEmpty)
        #expect(formatted.stdout == word + "\n")
        let parsed = try LocaleCheckRunner.run(["format", "--locale", locale, "--mode", mode, "--parse", word])
        #expect(parsed.status == 0)
        #expect(parsed.stdout == "present\n")
    }
}
