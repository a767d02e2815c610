import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// The small ICU-folder types every other folder goes through.
@Suite("ICU folder helpers")
struct ICUFolderTests {
    @Test("numbering systems: names and whether they are digit by digit")
    func numberingSystems() {
        #expect(ICUNumberingSystem.name(localeID: "ar_EG") == "arab")
        #expect(ICUNumberingSystem.name(localeID: "en_US") == "latn")
        #expect(ICUNumberingSystem.isAlgorithmic(localeID: "he_IL@numbers=hebr"))
        #expect(!ICUNumberingSystem.isAlgorithmic(localeID: "fa_IR"))
    }

    @Test("locale data: subtags, region names, ISO codes")
    func localeData() throws {
        #expect(ICULocaleData.subtags(of: "zh_Hant_TW") == ("zh", "Hant", "TW"))
        #expect(ICULocaleData.subtags(of: "de") == ("de", "", ""))
        #expect(try ICULocaleData.displayCountry(of: "und_DE", in: "de") == "Deutschland")
        #expect(ICULocaleData.isoCountryCodes.count == ICULocaleData.regions.count)
        #expect(ICULocaleData.isoCountryCodes == ICULocaleData.isoCountryCodes.sorted())
    }

    @Test("collators: sort keys order like direct comparison; collation types are listed")
    func collator() throws {
        let collator = try ICUCollator(localeID: "de")
        #expect(collator.compare("Österreich", "Pakistan") < 0)
        #expect(try collator.sortKey("Österreich").lexicographicallyPrecedes(collator.sortKey("Pakistan")))
        #expect(collator.compare("a", "a") == 0)
        #expect(try ICUCollator.collationTypes(localeID: "zh").contains("stroke"))
    }

    @Test("East Asian width: ideographs and fullwidth digits are wide, Latin is not")
    func width() {
        #expect(ICUCharacter.isEastAsianWide("中"))
        #expect(ICUCharacter.isEastAsianWide("１"))
        #expect(!ICUCharacter.isEastAsianWide("a"))
    }
}
