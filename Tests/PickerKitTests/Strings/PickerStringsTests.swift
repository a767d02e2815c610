import Testing

@testable import PickerKit

@Suite("Picker strings from Resources")
struct PickerStringsTests {
    static let shipped = ["ar", "de", "en", "es", "fr", "ja", "ko", "ru", "th", "vi", "zh-Hans", "zh-Hant"]

    @Test("the twelve required localizations are shipped")
    func localizations() throws {
        #expect(try Set(PickerStrings.availableLocalizations).isSuperset(of: Self.shipped))
    }

    @Test("every key exists in every language, with no extra keys and no empty text", arguments: shipped)
    func everyKey(localization: String) throws {
        let table = try #require(try PickerStringsCatalog.shared.get().tables[localization])
        #expect(Set(table.keys) == Set(PickerString.allCases.map(\.rawValue)))
        for (key, text) in table {
            #expect(text.contains { !$0.isWhitespace }, "\(localization) \(key) is empty")
        }
    }

    @Test(
        "locales find their translation through likely subtags, then the language, then English",
        arguments: [
            ("zh_TW", "zh-Hant", "至今"), ("zh-HK", "zh-Hant", "至今"), ("zh_MO", "zh-Hant", "至今"),
            ("zh_SG", "zh-Hans", "至今"), ("zh", "zh-Hans", "至今"), ("zh_Hant", "zh-Hant", "至今"),
            ("zh-Hans-HK", "zh-Hans", "至今"), ("ja_JP", "ja", "現在まで"), ("de_AT", "de", "Bis heute"),
            ("en_US", "en", "Present"), ("ar_EG", "ar", "حتى الآن"), ("th_TH@calendar=buddhist", "th", "ปัจจุบัน"),
            ("ko-KR", "ko", "현재"), ("fr_CA", "fr", "À ce jour"), ("ru", "ru", "По настоящее время"),
            ("vi_VN", "vi", "Hiện tại"), ("es_MX", "es", "Actualidad"),
        ])
    func fallbackChain(localeID: String, localization: String, present: String) throws {
        let strings = try PickerStrings(locale: localeID)
        #expect(strings.localization == localization)
        #expect(strings.isEnglishFallback == false)
        #expect(strings[.present] == present)
    }

    @Test("a language without a translation says it fell back to English")
    func englishFallback() throws {
        let strings = try PickerStrings(locale: "pt_BR")
        #expect(strings.localization == "en")
        #expect(strings.isEnglishFallback)
        #expect(strings[.cancel] == "Cancel")
    }

    @Test(
        "malformed ids are errors, never passed to ICU",
        arguments: ["", "aaaaaaaaaaaa", "zh TW", "中文", "x", "en_US\u{0}"])
    func malformed(localeID: String) {
        #expect(throws: PickerStringsError.self) { try PickerStrings(locale: localeID) }
    }

    @Test(
        "the strings-file reader reports the line and column of a problem",
        arguments: [
            ("\"a\" = \"b\";\n\"c\" = \"d\"\n", "line 3, column 1: expected \";\""),
            ("\"a\" = b;", "line 1, column 7: expected \"\"\""),
            ("\"a\" = \"b;\n", "line 1, column 10: line break inside a string"),
            ("/* open", "line 1, column 1: unterminated comment"),
            ("\"a\" = \"\\q\";", "line 1, column 9: unknown escape"),
            ("\"a\" = \"1\";\n\"a\" = \"2\";", "line 2, column 1: key \"a\" is repeated"),
        ])
    func parserErrors(text: String, message: String) {
        var parser = StringsFileParser(Array(text.utf8))
        #expect(throws: StringsFileError.self) { try parser.parse() }
        var again = StringsFileParser(Array(text.utf8))
        do {
            _ = try again.parse()
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("the strings-file reader handles comments and escapes")
    func parserAccepts() throws {
        var parser = StringsFileParser(Array("// c\n/* d */ \"k\" = \"a \\\"b\\\" \\\\ \\n\"; \"x\"=\"y\";".utf8))
        #expect(try parser.parse() == ["k": "a \"b\" \\ \n", "x": "y"])
    }
}

@Suite("Picker strings: where they are read from")
struct ResourceLocatorTests {
    @Test("the built resource bundle next to the binary is found before the source tree")
    func bundleFirst() throws {
        let folder = try ResourceLocator.resourcesFolder.get()
        #expect(folder.hasSuffix("/" + ResourceLocator.bundleName))
    }

    @Test(
        "bundle folder names get BCP-47 casing", arguments: [("zh-hant", "zh-Hant"), ("en", "en"), ("pt-br", "pt-BR")])
    func casing(folder: String, name: String) {
        #expect(PickerStringsCatalog.localizationName(folder) == name)
    }
}
