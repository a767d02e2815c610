import PickerKitTestSupport
import Testing

@testable import PickerKit
@testable import PickerKitCore

/// The compiled CLDR tables of the Foundation provider, checked against the live system ICU
/// they were read from (tools/generate_locale_tables.py): a table that drifts from it fails.
@Suite("Compiled CLDR tables against the system ICU")
struct LocaleTablesTests {
    static let locales = LocaleData.availableLocales + ["root"]

    @Test("field display names: every locale, field and width", .needsSystemICU("the live ICU is the reference"))
    func fieldNames() throws {
        var checked = 0
        for localeID in Self.locales {
            let generator = try LocalePatternGenerator(localeID: localeID)
            for field in DateField.allCases {
                for width in [LocalePatternGenerator.NameWidth.wide, .narrow] {
                    let table = LocaleTables.fieldDisplayName(
                        localeID: localeID, field: field, narrow: width == .narrow)
                    #expect(table == (try generator.fieldDisplayName(field, width: width)), "\(localeID) \(field)")
                    checked += 1
                }
            }
        }
        #expect(checked == Self.locales.count * 18)
    }

    @Test("plural categories of 0–999, unit lists and week patterns", .needsSystemICU("the live ICU is the reference"))
    func perLocale() throws {
        for localeID in Self.locales {
            #expect(
                LocaleTables.pluralCategories(localeID: localeID, numbers: 0..<1000)
                    == (try LocalePluralRules.categories(localeID: localeID, numbers: 0..<1000)), "\(localeID)")
            let samples = try #require(LocaleTables.unitListSamples(localeID: localeID), "\(localeID)")
            let list = try LocaleListFormat(unitsFor: localeID)
            for (index, count) in [2, 3, 4].enumerated() {
                let items = (0..<count).map { String(Unicode.Scalar(0xE000 + UInt32($0))!) }
                #expect(samples[index] == (try list.format(items)), "\(localeID) \(count)")
            }
            #expect(
                LocaleTables.weekPattern(localeID: localeID)
                    == LocalePatternGenerator.availableFormat(localeID: localeID, key: "yw/other"), "\(localeID)")
        }
        for localeID in LocaleData.availableLocales {
            #expect(
                LocaleTables.patternLocale(localeID: localeID) == LocaleDateFormat.datePatternLocale(localeID: localeID)
            )
        }
    }

    @Test(
        "East Asian width of every scalar, M.49 codes, algorithmic numbering systems",
        .needsSystemICU("the live ICU is the reference"))
    func characterAndRegionData() {
        var mismatches = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if LocaleTables.isEastAsianWide(scalar) != CharacterWidthData.isEastAsianWide(scalar) { mismatches += 1 }
        }
        #expect(mismatches == 0)
        for number in 0..<1000 {
            let code = String(repeating: "0", count: number < 10 ? 2 : number < 100 ? 1 : 0) + String(number)
            #expect(LocaleTables.numericRegions.contains(code) == LocaleData.isKnownNumericRegion(code), "\(code)")
        }
        for system in ["hebr", "jpan", "roman", "hanidays", "latn", "arab", "hanidec", "deva", "thai"] {
            #expect(
                LocaleTables.algorithmicNumberingSystems.contains(system)
                    == LocaleNumberingSystem.isAlgorithmic(localeID: "en@numbers=\(system)"), "\(system)")
        }
    }
}
