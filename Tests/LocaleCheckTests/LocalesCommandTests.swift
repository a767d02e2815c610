import PickerKitTestSupport
import Testing

@Suite("locale-check locales")
struct LocalesCommandTests {
    @Test("good locales pass, bad ids fail with their error, and the summary counts both")
    func mixed() throws {
        let output = try LocaleCheckRunner.run(["locales", "en_US", "sv_SE", "aaaaaaaaaaaa", "en_ZZ"])
        #expect(output.status == 1)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines[0]
                == "PASS en_US: order month-day-year; styles wide abbreviated numeric numeric-padded; refused narrow; 376 labels"
        )
        #expect(lines[1].hasPrefix("PASS sv_SE: order day-month-year; styles wide abbreviated"))
        #expect(
            lines[2]
                == "FAIL aaaaaaaaaaaa: locale \"aaaaaaaaaaaa\" is malformed: \"aaaaaaaaaaaa\" is a language subtag of 12 letters (at most 8)"
        )
        #expect(lines[3] == "FAIL en_ZZ: locale \"en_ZZ\": \"ZZ\" is not a known region code")
        #expect(lines.last == "checked 4 locales: 2 passed, 2 failed")
    }

    @Test("a fallback asked for is reported on the line", .pinsCLDR42)
    func fallback() throws {
        let output = try LocaleCheckRunner.run(["locales", "--allow-fallback", "en_JP", "zh_TW"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("PASS en_JP (data en, fallback): order"))
        #expect(output.stdout.contains("PASS zh_TW (data zh_Hant_TW): order year-month-day"))
        #expect(output.stdout.hasSuffix("checked 2 locales: 2 passed, 0 failed\n"))
    }

    @Test("JSON carries each result and the summary")
    func json() throws {
        let output = try LocaleCheckRunner.run(["locales", "--json", "ar_EG"])
        #expect(output.status == 0)
        #expect(
            output.stdout.hasPrefix(
                "{\"locales\":[{\"locale\":\"ar_EG\",\"resolved\":\"ar_EG\",\"fallback\":false,\"passed\":true,"))
        #expect(output.stdout.hasSuffix(",\"checked\":1,\"passed\":1,\"failed\":0}\n"))
    }

    @Test("a locale whose date patterns are root's passes with a note saying so")
    func rootPatterns() throws {
        let output = try LocaleCheckRunner.run(["locales", "ce"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("; note: ICU has no date patterns for ce: order and patterns are root's\n"))
    }

    @Test("no locales is a usage error")
    func usage() throws {
        let output = try LocaleCheckRunner.run(["locales"])
        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("Error: give locale ids or --all\n"))
    }
}
