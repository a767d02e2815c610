import PickerKitTestSupport
import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// The small locale-data types every other folder goes through.
@Suite("Locale data helpers")
struct LocaleDataTests {
    @Test("numbering systems: names and whether they are digit by digit")
    func numberingSystems() {
        #expect(LocaleNumberingSystem.name(localeID: "ar_EG") == "arab")
        #expect(LocaleNumberingSystem.name(localeID: "en_US") == "latn")
        #expect(LocaleNumberingSystem.isAlgorithmic(localeID: "he_IL@numbers=hebr"))
        #expect(!LocaleNumberingSystem.isAlgorithmic(localeID: "fa_IR"))
    }

    @Test("locale data: subtags, region names, ISO codes")
    func localeData() throws {
        #expect(LocaleData.subtags(of: "zh_Hant_TW") == ("zh", "Hant", "TW"))
        #expect(LocaleData.subtags(of: "de") == ("de", "", ""))
        #expect(try LocaleData.displayCountry(of: "und_DE", in: "de") == "Deutschland")
        #expect(LocaleData.isoCountryCodes.count == LocaleData.regions.count)
        #expect(LocaleData.isoCountryCodes == LocaleData.isoCountryCodes.sorted())
    }

    #if SystemICU
        @Test("ICU lists its available locales in byte order, and isAvailable finds exactly those")
        func availableLocales() {
            let listed = LocaleData.availableLocales
            #expect(listed.count > 700)
            // isAvailable searches the list in halves: it must be in strcmp's (UTF-8 byte) order.
            for index in listed.indices.dropFirst() {
                #expect(
                    listed[index - 1].utf8.lexicographicallyPrecedes(listed[index].utf8),
                    "\(listed[index - 1]) before \(listed[index])")
            }
            for id in listed { #expect(LocaleData.isAvailable(id), "\(id)") }
            for id in ["", "a", "aa_ZZ", "en_ZZ", "root", "zz", "zu_ZA", "zz_ZZ", "de_de", "EN", "en_US_POSIX_X"] {
                #expect(LocaleData.isAvailable(id) == listed.contains(id), "\(id)")
            }
        }
    #endif

    #if !SystemICU
        @Test("the compiled ISO region codes are Foundation's, and isRegion answers as its list")
        func compiledISORegions() {
            let compiled = LocaleData.compiledISORegions.split(whereSeparator: { $0 == " " || $0 == "\n" })
                .map(String.init)
            #expect(compiled == LocaleData.isoCountryCodes)
            for code in LocaleData.isoCountryCodes + ["ZZ", "XX", "QQ", "us", "U", "USA", "", "A1", "E"] {
                #expect(LocaleData.isRegion(code) == LocaleData.isoCountryCodes.contains(code), "\(code)")
            }
        }

        @Test("the compiled available locales are Foundation's, and isAvailable answers as its list")
        func compiledAvailableLocales() {
            let compiled = LocaleData.compiledAvailableLocales.split(whereSeparator: { $0 == " " || $0 == "\n" })
                .map(String.init)
            #expect(compiled == LocaleData.availableLocales)
            for id in LocaleData.availableLocales + ["zh_CN", "en_XX", "e", "en_", "_US", "", "EN", "en_US_POSIX_X"] {
                #expect(LocaleData.isAvailable(id) == LocaleData.availableSet.contains(id), "\(id)")
                #expect(LocaleData.isCompiledAvailable(id) == LocaleData.availableSet.contains(id), "\(id)")
            }
        }
    #endif

    @Test(
        "collators: sort keys order like direct comparison; collation types are listed",
        .needsSystemICU("ICU's collation sort keys: Foundation has none"))
    func collator() throws {
        let collator = try LocaleCollator(localeID: "de")
        #expect(collator.compare("Österreich", "Pakistan") < 0)
        #expect(try collator.sortKey("Österreich").lexicographicallyPrecedes(collator.sortKey("Pakistan")))
        #expect(collator.compare("a", "a") == 0)
        #expect(try LocaleCollator.collationTypes(localeID: "zh").contains("stroke"))
    }

    @Test("East Asian width: ideographs and fullwidth digits are wide, Latin is not")
    func width() {
        #expect(CharacterWidthData.isEastAsianWide("中"))
        #expect(CharacterWidthData.isEastAsianWide("１"))
        #expect(!CharacterWidthData.isEastAsianWide("a"))
    }
}
