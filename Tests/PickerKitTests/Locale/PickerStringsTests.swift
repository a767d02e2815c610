import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("Picker strings from Resources")
struct PickerStringsTests {
    /// Every shipped localization; the list in the Labels and locales article names the same ones.
    static let shipped = [
        "ar", "bn", "ca", "cs", "da", "de", "el", "en", "es", "fa", "fi", "fr",
        "he", "hi", "hu", "id", "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt",
        "pt-PT", "ro", "ru", "sv", "th", "tr", "uk", "vi", "yue", "zh-Hans", "zh-Hant",
    ]

    @Test("exactly the listed localizations are shipped, at least 32 of them")
    func localizations() throws {
        #expect(try PickerStrings.availableLocalizations == Self.shipped.sorted())
        #expect(Self.shipped.count >= 32)
    }

    @Test("the documentation lists exactly the shipped localizations")
    func readmeList() throws {
        let readmePath = SourceTree.root + "/Sources/PickerKit/PickerKit.docc/LabelsAndLocales.md"
        let readme = String(decoding: try #require(FileReader.contents(of: readmePath)), as: UTF8.self)
        let marker = "Localizations (\(Self.shipped.count)): "
        let start = try #require(readme.firstRange(of: marker), "the article has no line \"\(marker)\"")
        let list = try #require(readme[start.upperBound...].split(separator: ".", maxSplits: 1).first)
        let names = list.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
        #expect(names == Self.shipped)
    }

    @Test("every key exists in every language, with no extra keys and no empty text", arguments: shipped)
    func everyKey(localization: String) throws {
        let tables = try PickerStringsCatalog.shared.get().tables
        let table = try #require(tables[localization])
        let english = try #require(tables["en"])
        // Adjustment sentences ship in their own list of localizations (AdjustmentSentenceTests).
        let sentences = Set(AdjustmentSentence.allCases.map(\.rawValue))
        #expect(Set(table.keys).subtracting(sentences) == Set(english.keys).subtracting(sentences))
        #expect(Set(table.keys).subtracting(sentences) == Set(PickerString.allCases.map(\.rawValue)))
        for (key, text) in table {
            #expect(text.contains { !$0.isWhitespace }, "\(localization) \(key) is empty")
            #expect(text.first?.isWhitespace == false && text.last?.isWhitespace == false, "\(localization) \(key)")
        }
    }

    @Test("no text carries control, bidi or other invisible format characters", arguments: shipped)
    func noInvisibleCharacters(localization: String) throws {
        let table = try #require(try PickerStringsCatalog.shared.get().tables[localization])
        for (key, text) in table {
            for scalar in text.unicodeScalars {
                let category = scalar.properties.generalCategory
                // Only U+200C/U+200D (zero-width non-joiner and joiner) are spelling; every other
                // format character (U+200E/F marks, U+202A-E embeddings, U+2066-9 isolates, U+061C)
                // would fight the UI's own text direction.
                let isJoiner = scalar.value == 0x200C || scalar.value == 0x200D
                #expect(
                    category != .control && (category != .format || isJoiner) && category != .lineSeparator
                        && category != .paragraphSeparator,
                    "\(localization) \(key) has U+\(String(scalar.value, radix: 16, uppercase: true))")
            }
        }
    }

    @Test(
        "letters are the language's own, not look-alikes from a neighbour's keyboard",
        arguments: [
            // Persian ye and kaf (U+06CC, U+06A9), not the Arabic U+064A, U+0643, U+0649.
            ("fa", [0x064A, 0x0643, 0x0649] as [UInt32]),
            // Romanian s and t with comma below (U+0219, U+021B), not cedilla (U+015E/F, U+0162/3).
            ("ro", [0x015E, 0x015F, 0x0162, 0x0163]),
            // Catalan l·l with U+00B7, not a full stop, U+2027 or U+2219; typographic apostrophes.
            ("ca", [0x2027, 0x2219, 0x0027]), ("fr", [0x0027]), ("it", [0x0027]),
        ])
    func ownLetters(localization: String, forbidden: [UInt32]) throws {
        let table = try #require(try PickerStringsCatalog.shared.get().tables[localization])
        for (key, text) in table {
            let found = text.unicodeScalars.filter { forbidden.contains($0.value) }
            #expect(found.isEmpty, "\(localization) \(key) has \(found.map { String($0.value, radix: 16) })")
            if localization == "ca" {
                #expect(!text.contains("l.l"), "\(localization) \(key) writes l.l for l·l")
            }
        }
    }

    @Test("each translation is its own: no localization is English in disguise", arguments: shipped)
    func translated(localization: String) throws {
        guard localization != "en" else { return }
        let tables = try PickerStringsCatalog.shared.get().tables
        let table = try #require(tables[localization])
        let english = try #require(tables["en"])
        let sameAsEnglish = PickerString.allCases.filter { table[$0.rawValue] == english[$0.rawValue] }
        #expect(sameAsEnglish.isEmpty, "\(localization) keeps English for \(sameAsEnglish)")
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

    @Test(
        "device locale ids pick the expected localization and report it",
        arguments: [
            ("pt_BR", "pt", "Atual"), ("pt", "pt", "Atual"), ("pt_PT", "pt-PT", "Presente"),
            ("pt-AO", "pt-PT", "Presente"), ("pt_MZ", "pt-PT", "Presente"), ("he_IL", "he", "עד היום"),
            ("iw_IL", "he", "עד היום"), ("fa_IR", "fa", "تاکنون"), ("fa_AF", "fa", "تاکنون"),
            ("yue_HK", "yue", "至今"), ("yue", "yue", "至今"), ("yue-Hant-MO", "yue", "至今"),
            ("zh_HK", "zh-Hant", "至今"), ("yue_CN", "zh-Hans", "至今"), ("yue_Hans", "zh-Hans", "至今"),
            ("nb_NO", "nb", "Nå"), ("no", "nb", "Nå"), ("no_NO", "nb", "Nå"), ("nn_NO", "nb", "Nå"),
            ("id_ID", "id", "Sekarang"), ("in_ID", "id", "Sekarang"), ("ms_MY", "ms", "Kini"), ("ms_SG", "ms", "Kini"),
            ("it_IT", "it", "Ad oggi"), ("it_CH", "it", "Ad oggi"), ("hi_IN", "hi", "वर्तमान"), ("tr_TR", "tr", "Halen"),
            ("pl_PL", "pl", "Obecnie"), ("nl_NL", "nl", "Heden"), ("nl_BE", "nl", "Heden"), ("uk_UA", "uk", "Дотепер"),
            ("sv_SE", "sv", "Nu"), ("sv_FI", "sv", "Nu"), ("da_DK", "da", "Nu"), ("fi_FI", "fi", "Nykyhetki"),
            ("cs_CZ", "cs", "Dosud"), ("el_GR", "el", "Έως σήμερα"), ("el_CY", "el", "Έως σήμερα"),
            ("hu_HU", "hu", "Jelenleg"), ("ro_RO", "ro", "Prezent"), ("ro_MD", "ro", "Prezent"),
            ("mo", "ro", "Prezent"), ("bn_BD", "bn", "বর্তমান"), ("bn_IN", "bn", "বর্তমান"),
            ("ca_ES", "ca", "Actualitat"), ("ca-AD", "ca", "Actualitat"),
        ])
    func deviceLocales(localeID: String, localization: String, present: String) throws {
        let strings = try PickerStrings(locale: localeID)
        #expect(strings.localization == localization)
        #expect(strings.isEnglishFallback == false)
        #expect(strings[.present] == present)
    }

    @Test(
        "a language without a translation says it fell back to English",
        arguments: ["sw_KE", "kk", "sr_Latn_RS", "xx_YY"])
    func englishFallback(localeID: String) throws {
        let strings = try PickerStrings(locale: localeID)
        #expect(strings.localization == "en")
        #expect(strings.isEnglishFallback)
        #expect(strings[.cancel] == "Cancel")
        #expect(strings[.selectDateTime] == "Select date and time")
    }

    @Test(
        "malformed ids are errors, never passed to ICU",
        arguments: ["", "aaaaaaaaaaaa", "zh TW", "中文", "x", "en_US\u{0}"])
    func malformed(localeID: String) {
        #expect(throws: LocalizationError.self) { try PickerStrings(locale: localeID) }
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
