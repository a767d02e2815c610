import PickerKitTestSupport
import Testing

@Suite("locale-check: coptic and ethiopic without ICU's placeholder eras (ERA1)")
struct PlaceholderEraCommandTests {
    @Test(
        "format writes the year without ERA1 and reads its own text back", .pinsCLDR42,
        arguments: [
            ("en@calendar=coptic", "date", "2019-08-20", "Mesra 14, 1735"),
            ("en@calendar=coptic", "year", "1735", "1735"),
            ("en@calendar=ethiopic", "year-month", "2011-M13", "Pagumen 2011"),
            ("de@calendar=ethiopic", "date", "2019-08-20", "14. Nähase 2011"),
            ("sw@calendar=coptic", "date-hour-minute", "2019-08-20 14:30", "14 Mesra 1735, 14:30"),
            ("ar@calendar=coptic", "date", "2019-08-20", "١٤ مسرى ١٧٣٥"),
            ("am@calendar=ethiopic", "date", "2019-08-20", "14 ነሐሴ 2011"),
            ("en@calendar=coptic", "year", "-0064", "-64"),
            ("fr@calendar=coptic", "date", "2019-08-20", "14 misra 1735 ap. D."),
            ("fr@calendar=ethiopic", "year", "2011", "2011 ap. Inc."),
        ])
    func format(locale: String, mode: String, value: String, display: String) throws {
        let formatted = try LocaleCheckRunner.run(["format", "--locale", locale, "--mode", mode, "--", value])
        #expect(formatted.status == 0, "\(formatted.stderr)")
        #expect(formatted.stderr.isEmpty)
        #expect(formatted.stdout == display + "\n")
        let parsed = try LocaleCheckRunner.run(["format", "--locale", locale, "--mode", mode, "--parse", "--", display])
        #expect(parsed.status == 0, "\(parsed.stderr)")
        let calendar = String(locale.split(separator: "=").last!)
        #expect(parsed.stdout == value + "[u-ca=\(calendar)]\n")
    }

    @Test("the old text with ERA1 is refused, naming where it stops matching (exit 1)")
    func oldTextRefused() throws {
        let output = try LocaleCheckRunner.run([
            "format", "--locale", "en@calendar=coptic", "--mode", "date", "--parse", "Mesra 14, 1735 ERA1",
        ])
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("it stops matching at \" ERA1\""), "\(output.stderr)")
    }

    @Test("labels: the pattern, every row and every spoken phrase have no ERA text (text and JSON)")
    func labels() throws {
        let text = try LocaleCheckRunner.run([
            "labels", "--locale", "en@calendar=coptic", "--mode", "date", "--select", "2019-08-20",
        ])
        #expect(text.status == 0)
        #expect(text.stderr.isEmpty)
        #expect(text.stdout.contains("(pattern MMMM d, u)"), "\(text.stdout)")
        #expect(text.stdout.contains("year: "))
        #expect(!text.stdout.contains("ERA"))
        for locale in ["en@calendar=coptic", "de@calendar=ethiopic", "ar@calendar=ethiopic", "sw@calendar=coptic"] {
            let json = try LocaleCheckRunner.run([
                "labels", "--locale", locale, "--mode", "date", "--select", "2019-08-20", "--json",
            ])
            #expect(json.status == 0)
            #expect(json.stdout.contains("\"spoken\":"))
            #expect(!json.stdout.contains("ERA"), "\(locale)")
        }
    }

    @Test("labels across the era: years before it are negative, distinct rows")
    func acrossTheEra() throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", "en@calendar=ethiopic", "--mode", "year", "--min", "-0002", "--max", "0002",
            "--select", "0001",
        ])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasSuffix("year: -2 -1 0 [1] 2\n"), "\(output.stdout)")
    }

    @Test("pick shows rows and the title without ERA1")
    func pick() throws {
        let output = try PseudoTerminalRunner.run(
            ["pick", "--locale", "en@calendar=coptic", "--mode", "date", "--select", "2019-08-20"], keys: ["\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "2019-08-20[u-ca=coptic]\n")
        #expect(output.screen.contains("1735"))
        #expect(!output.screen.contains("ERA"))
    }
}
