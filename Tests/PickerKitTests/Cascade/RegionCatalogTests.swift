import PickerKitTestSupport
import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// The region picker's rows: ICU's regions, named in the locale, in the locale's collation order.
@Suite("region catalog")
struct RegionCatalogTests {
    /// ICU's own comparison of two names under a collator for `locale`.
    static func compare(_ lhs: String, _ rhs: String, locale: String) throws -> Int {
        try LocaleCollator(localeID: locale).compare(lhs, rhs)
    }

    @Test(
        "adjacent names are in ICU collation order", .needsSystemICU("ICU's collation sort keys: Foundation has none"),
        arguments: [
            ("zh", nil), ("ja", nil), ("de", nil), ("zh_TW", nil), ("zh", "zhuyin"), ("zh", "stroke"), ("en", nil),
            ("sv", nil), ("ko", nil), ("de", "phonebook"),
        ] as [(String, String?)])
    func sorted(locale: String, collation: String?) throws {
        let catalog = try RegionCatalog(locale: locale, collation: collation)
        #expect(catalog.regions.count == RegionCatalog.isoCodes().count)
        #expect(catalog.regions.count == 253)
        #expect(Set(catalog.regions.map(\.code)).count == catalog.regions.count)
        let collator = try LocaleCollator(localeID: locale + (collation.map { "@collation=" + $0 } ?? ""))
        for (left, right) in zip(catalog.regions, catalog.regions.dropFirst()) {
            let order = collator.compare(left.name, right.name)
            #expect(order <= 0, "\(locale): \(left.name) before \(right.name)")
            if order == 0 { #expect(left.code < right.code) }
        }
    }

    static func position(_ code: String, in catalog: RegionCatalog) -> Int {
        catalog.regions.firstIndex { $0.code == code } ?? -1
    }

    @Test("de: Österreich sorts with O (after Oman, before Pakistan), Ägypten with A")
    func german() throws {
        let catalog = try RegionCatalog(locale: "de")
        let austria = catalog.regions[Self.position("AT", in: catalog)]
        #expect(austria.name == "Österreich")
        #expect(Self.position("OM", in: catalog) < Self.position("AT", in: catalog))
        #expect(Self.position("AT", in: catalog) < Self.position("PK", in: catalog))
        #expect(Self.position("EG", in: catalog) < Self.position("AL", in: catalog))  // Ägypten < Albanien
        #expect(catalog.collationLocale == "de")
    }

    @Test("zh sorts by pinyin: 阿 (a) before 巴 (ba) before 中 (zhong)", .pinsCLDR42)
    func pinyin() throws {
        let catalog = try RegionCatalog(locale: "zh")
        #expect(catalog.regions[Self.position("CN", in: catalog)].name == "中国")
        #expect(Self.position("AL", in: catalog) < Self.position("PK", in: catalog))  // 阿尔巴尼亚 < 巴基斯坦
        #expect(Self.position("PK", in: catalog) < Self.position("CN", in: catalog))
        #expect(try Self.compare(#require(catalog.regions.last).name, "中", locale: "zh") > 0)
    }

    @Test("zh_TW sorts by stroke count, unlike zh's pinyin; zhuyin starts with ㄅ syllables")
    func traditional() throws {
        let stroke = try RegionCatalog(locale: "zh_TW")
        let pinyin = try RegionCatalog(locale: "zh_Hant", collation: "pinyin")
        #expect(stroke.regions.map(\.code) != pinyin.regions.map(\.code))
        // 土耳其 (土: 3 strokes) comes before 不丹 (不: 4 strokes) by stroke; after it by pinyin (tu > bu).
        #expect(Self.position("TR", in: stroke) < Self.position("BT", in: stroke))
        #expect(Self.position("TR", in: pinyin) > Self.position("BT", in: pinyin))
        let zhuyin = try RegionCatalog(locale: "zh", collation: "zhuyin")
        #expect(zhuyin.regions.first?.name.hasPrefix("巴") == true)
    }

    @Test("ja sorts by reading (kana order): アイスランド first, then アイルランド", .pinsCLDR42)
    func japanese() throws {
        let catalog = try RegionCatalog(locale: "ja")
        #expect(catalog.regions.prefix(2).map(\.code) == ["IS", "IE"])
    }

    @Test(
        "locale ids ResolvedLocale refuses never reach ICU",
        arguments: ["", "aaaaaaaaaaaaa", "de DE", "de@collation", "de@=x", "zh@collation=stroke", "ü", "xx", "en_ZZ"])
    func refused(id: String) {
        #expect {
            try RegionCatalog(locale: id)
        } throws: { error in
            // A refusal of the id itself: neither an ICU failure nor a collation ICU lacks.
            switch error as? LocalizationError {
            case .malformedLocale, .unknownLanguage, .unsupportedScript, .unknownRegion, .unsupportedKeyword,
                .unsupportedCalendar, .unknownNumberingSystem, .unsupportedKeywordValue, .unsuitableNumberingSystem:
                return true
            default:
                return false
            }
        }
    }

    @Test("a collation type ICU lacks for the locale is refused, listing those it has")
    func unknownCollation() {
        #expect {
            try RegionCatalog(locale: "de", collation: "zhuyin")
        } throws: { error in
            guard case .unsupportedCollation(_, "zhuyin", let available) = error as? LocalizationError else {
                return false
            }
            return available.contains("phonebook") && !available.contains("zhuyin")
        }
    }

    @Test("an unknown but well-formed language falls back only when allowed, and says so")
    func fallback() throws {
        let catalog = try RegionCatalog(locale: "xx", allowingFallback: true)
        #expect(catalog.locale.isFallback)
        #expect(catalog.collationLocale == "root")
    }

    @Test("the region tree is a one-level picker whose selection is a region code")
    func picker() throws {
        let tree = try CascadeTree.regions(locale: "de")
        let picker = try CascadePicker(tree: tree, selection: "AT")
        #expect(picker.columns.count == 1)
        #expect(picker.columns[0].selected.name == "Österreich")
        #expect(tree.levelNames == ["region"])
        let catalog = try RegionCatalog(locale: "zh", collation: "stroke")
        let stroke = try CascadeTree.regions(locale: ResolvedLocale("zh"), collation: "stroke")
        #expect(stroke.children(of: nil).map(stroke.code(of:)) == catalog.regions.map(\.code))
        #expect(throws: LocalizationError.self) { try CascadeTree.regions(locale: "de", collation: "zhuyin") }
    }
}
