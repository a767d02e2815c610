import PickerKitTestSupport
import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("Locale resolution")
struct ResolvedLocaleTests {
    @Test(
        "ids resolve to the ICU data locale with likely subtags", .pinsCLDR42,
        arguments: [
            ("zh_TW", "zh_Hant_TW", false),
            ("zh-TW", "zh_Hant_TW", false),
            ("zh_SG", "zh_Hans_SG", false),
            ("zh_CN", "zh_Hans_CN", false),
            ("zh_HK", "zh_Hant_HK", false),
            ("en_US", "en_US", false),
            ("en", "en", false),
            ("de-DE", "de_DE", false),
            ("ja_JP@calendar=japanese", "ja_JP", false),
            ("th-TH-u-ca-buddhist", "th_TH", false),
            ("sr_RS", "sr_Cyrl_RS", false),
            ("sr-Latn-RS", "sr_Latn_RS", false),
            ("en_JP", "en", true),
            ("zh_Hant_CN", "zh_Hant", true),
        ])
    func resolves(id: String, resolved: String, fallback: Bool) throws {
        let locale = try ResolvedLocale(id)
        #expect(locale.resolved == resolved)
        #expect(locale.isFallback == fallback)
        #expect(locale.requested == id)
    }

    @Test(
        "malformed ids are refused before ICU sees them, naming the bad part",
        arguments: [
            (
                "aaaaaaaaaaaa",
                "locale \"aaaaaaaaaaaa\" is malformed: \"aaaaaaaaaaaa\" is a language subtag of 12 letters (at most 8)"
            ),
            (
                "abcdefghijklmnop_US",
                "locale \"abcdefghijklmnop_US\" is malformed: \"abcdefghijklmnop\" is a language subtag of 16 letters (at most 8)"
            ),
            ("", "locale \"\" is malformed: \"\" is empty"),
            ("en__US", "locale \"en__US\" is malformed: \"en__US\" has an empty subtag at position 2"),
            (
                "en US",
                "locale \"en US\" is malformed: \" \" is not allowed in a locale id (letters, digits, - _ . @ = ; only)"
            ),
            ("12_US", "locale \"12_US\" is malformed: \"12\" is not a language subtag (letters only)"),
            ("e", "locale \"e\" is malformed: \"e\" is not a language subtag (2–3 or 5–8 letters)"),
            ("en_USA1", "locale \"en_USA1\" is malformed: \"USA1\" is not a script, region or variant subtag"),
            ("en_US@calendar", "locale \"en_US@calendar\" is malformed: \"calendar\" is not a keyword=value pair"),
            ("en_US@", "locale \"en_US@\" is malformed: \"@\" has no keywords after it"),
            (
                "en-x-private",
                "locale \"en-x-private\" is malformed: \"x\" is an extension PickerKit does not support (only -u-)"
            ),
            ("en-u-ca", "locale \"en-u-ca\" is malformed: \"ca\" has no value"),
            (
                "en@calendar=roc;calendar=roc",
                "locale \"en@calendar=roc;calendar=roc\" is malformed: \"calendar\" is given twice"
            ),
        ])
    func malformed(id: String, message: String) {
        #expect(throws: LocalizationError.self) { try ResolvedLocale(id) }
        do {
            _ = try ResolvedLocale(id)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(
        "unknown ids and unsupported keywords are errors",
        arguments: [
            ("xx_YY", "locale \"xx_YY\": \"YY\" is not a known region code"),
            ("xx", "locale \"xx\": ICU has no data for language \"xx\""),
            ("en_ZZ", "locale \"en_ZZ\": \"ZZ\" is not a known region code"),
            (
                "en_US@colour=blue",
                "locale \"en_US@colour=blue\": keyword \"colour\" is not supported (supported: calendar (ca), numbers (nu), hours (hc), fw, rg; ignored: sd, cu, ms, co and the other collation keys)"
            ),
            (
                "fa_IR@calendar=mayan",
                "locale \"fa_IR@calendar=mayan\": calendar \"mayan\" is not a supported calendar (supported: gregory, buddhist, roc, japanese, persian, islamic-civil, islamic-tbla, islamic-umalqura, hebrew, indian, coptic, ethiopic, chinese, dangi)"
            ),
            ("ar_EG@numbers=abcd", "locale \"ar_EG@numbers=abcd\": numbering system \"abcd\" is not known to ICU"),
        ])
    func unknown(id: String, message: String) {
        do {
            _ = try ResolvedLocale(id)
            Issue.record("\(id) was accepted")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("a fallback asked for is reported, never silent")
    func allowedFallback() throws {
        let unknown = try ResolvedLocale("xx", allowingFallback: true)
        #expect(unknown.resolved == "root")
        #expect(unknown.isFallback)
        #expect(unknown.icuIdentifier == "root@calendar=gregorian")
        let region = try ResolvedLocale("en_ZZ", allowingFallback: true)
        #expect(region.isFallback)
        #expect(region.resolved == "en")
    }

    @Test("keywords become ICU keywords; numbers and calendar are kept")
    func keywords() throws {
        let locale = try ResolvedLocale("ar-EG-u-nu-latn")
        #expect(locale.numbers == "latn")
        #expect(locale.icuIdentifier == "ar_EG@calendar=gregorian;numbers=latn")
        let japanese = try ResolvedLocale("ja_JP@calendar=japanese")
        #expect(japanese.calendarKind == .japanese)
        #expect(japanese.description == "ja_JP@calendar=japanese")
    }

    @Test("every locale ICU lists resolves to itself without fallback")
    func everyAvailableLocale() throws {
        var failures: [String] = []
        for id in ResolvedLocale.availableIdentifiers {
            do {
                let locale = try ResolvedLocale(id)
                if locale.isFallback { failures.append("\(id): fallback to \(locale.resolved)") }
            } catch {
                failures.append("\(id): \(error)")
            }
        }
        #expect(ResolvedLocale.availableIdentifiers.count > 700)
        #expect(failures == [])
    }
}

@Suite("Quoted input in locale and label errors")
struct QuotedInputTests {
    @Test("a long locale id is shown as its first 64 characters, … and its size, not in full")
    func longIDTruncated() throws {
        let id = String(repeating: "a", count: 5000)
        do {
            _ = try ResolvedLocale(id)
            Issue.record("a 5000-character id was accepted")
        } catch {
            let message = error.description
            #expect(message.count < 200)
            #expect(
                message.hasPrefix("locale \"" + String(repeating: "a", count: 64) + "\"… (5000 bytes) is malformed"))
        }
    }

    @Test(
        "errors quote values through one helper: cut at 64 characters, invisible characters escaped",
        arguments: [
            (
                LocalizationError.unknownRegion(id: "en_" + String(repeating: "Z", count: 70), region: "ZZ"),
                "locale \"en_" + String(repeating: "Z", count: 61) + "\"… (73 bytes): \"ZZ\" is not a known region code"
            ),
            (
                LocalizationError.unsupportedKeyword(id: "en@x\u{202F}=1", key: "x\u{202F}"),
                "locale \"en@x\\u{202F}=1\": keyword \"x\\u{202F}\" is not supported (supported: calendar (ca), numbers (nu), hours (hc), fw, rg; ignored: sd, cu, ms, co and the other collation keys)"
            ),
        ])
    func localeErrors(error: LocalizationError, message: String) {
        #expect(error.description == message)
    }

    @Test("label errors cut long labels too")
    func labelErrors() {
        let label = String(repeating: "八", count: 100)
        #expect(
            LocalizationError.unknownLabel(field: .day, label: label).description
                == "\"" + String(repeating: "八", count: 64) + "\"… (300 bytes) is not a day label")
        #expect(
            QuotedInput.quoted(String(repeating: "b", count: 64)) == "\"" + String(repeating: "b", count: 64) + "\"")
    }
}
